// ProField's date-range renderer (the lists' date filters), with its picker loaded on first approach (lazyPicker.js)
import { lazyPicker } from './lazyPicker';

export default lazyPicker(
  () => import(/* webpackChunkName: "lazy-picker" */ '@ant-design/pro-field/es/components/RangePicker/index.js'),
  'range',
);
