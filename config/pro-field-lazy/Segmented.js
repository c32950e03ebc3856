// ProField's 'Segmented' value type, loaded only when a field of that type renders (config/chunks.ts)
import { lazyPart } from '../lazy-parts/lazyPart';

export default lazyPart(() => import(/* webpackChunkName: "pro-field-lazy" */ '@ant-design/pro-field/es/components/Segmented/index.js'));
