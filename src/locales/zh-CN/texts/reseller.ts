import reseller from '../reseller';
import views from '../views';

/** The 'reseller' text group (src/locales/textGroups.ts). */
export default { ...reseller, ...views };
