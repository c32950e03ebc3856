// ProField's 'Second' value type, loaded only when a field of that type renders (config/chunks.ts)
import { lazyField } from './lazyField';

export default lazyField(() => import(/* webpackChunkName: "pro-field-lazy" */ '@ant-design/pro-field/es/components/Second/index.js'));
