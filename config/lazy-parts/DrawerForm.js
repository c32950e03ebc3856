// ProForm's DrawerForm for the schema form's 'DrawerForm' layout (unused here): loaded on first render
import { lazyPart } from './lazyPart';

export const DrawerForm = lazyPart(
  () => import(/* webpackChunkName: "lazy-drawer-form" */ '@ant-design/pro-form/es/layouts/DrawerForm/index.js'),
  'DrawerForm',
);
