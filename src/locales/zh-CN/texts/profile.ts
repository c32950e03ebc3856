import account from '../account';
import dev from '../dev';

/** The 'profile' text group (src/locales/textGroups.ts). */
export default { ...account, ...dev };
