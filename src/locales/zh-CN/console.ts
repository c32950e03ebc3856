import account from './account';
import dev from './dev';
import onboarding from './onboarding';
import pricing from './pricing';
import reseller from './reseller';
import supplier from './supplier';

/** Texts of the console areas (the site texts load with them). */
export default { ...supplier, ...reseller, ...onboarding, ...account, ...dev, ...pricing };
