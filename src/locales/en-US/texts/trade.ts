import automation from '../automation';
import pricing from '../pricing';
import supplier from '../supplier';
import views from '../views';

/** The 'trade' text group (src/locales/textGroups.ts). */
export default { ...supplier, ...views, ...automation, ...pricing };
