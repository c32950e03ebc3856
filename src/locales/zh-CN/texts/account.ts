import account from '../account';
import statements from '../statements';
import views from '../views';

/** The 'account' text group (src/locales/textGroups.ts). */
export default { ...account, ...views, ...statements };
