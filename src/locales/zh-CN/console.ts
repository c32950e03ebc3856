import account from './account';
import automation from './automation';
import dev from './dev';
import onboarding from './onboarding';
import pricing from './pricing';
import reseller from './reseller';
import statements from './statements';
import supplier from './supplier';
import views from './views';

/** Texts of the console areas (the site texts load with them). */
export default { ...supplier, ...reseller, ...onboarding, ...account, ...statements, ...dev, ...automation, ...views, ...pricing };
