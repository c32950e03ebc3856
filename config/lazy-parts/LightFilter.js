// ProForm's LightFilter for the schema form's 'LightFilter' layout (a ProTable with a light search,
// none here): loaded on first render
import { lazyPart } from './lazyPart';

export const LightFilter = lazyPart(
  () => import(/* webpackChunkName: "lazy-light-filter" */ '@ant-design/pro-form/es/layouts/LightFilter/index.js'),
  'LightFilter',
);
