// ProField's time and time-range renderers, with their pickers loaded on first approach (lazyPicker.js)
import { lazyPicker } from './lazyPicker';

const load = () => import(/* webpackChunkName: "lazy-picker" */ '@ant-design/pro-field/es/components/TimePicker/index.js');

export default lazyPicker(load, 'time');
export const FieldTimeRangePicker = lazyPicker(load, 'timeRange', (m) => m.FieldTimeRangePicker);
