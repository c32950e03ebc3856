// ProField's date and date-time renderer, with its picker loaded on first approach (lazyPicker.js)
import { lazyPicker } from './lazyPicker';

export default lazyPicker(
  () => import(/* webpackChunkName: "lazy-picker" */ '@ant-design/pro-field/es/components/DatePicker/index.js'),
  'date',
);
