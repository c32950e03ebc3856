import dev from '../dev';
import supplier from '../supplier';

/** The 'dev' text group (src/locales/textGroups.ts). */
export default { ...dev, ...supplier };
