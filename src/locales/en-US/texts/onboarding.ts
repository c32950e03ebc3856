import account from '../account';
import onboarding from '../onboarding';
import reseller from '../reseller';
import supplier from '../supplier';

/** The 'onboarding' text group (src/locales/textGroups.ts). */
export default { ...account, ...onboarding, ...reseller, ...supplier };
