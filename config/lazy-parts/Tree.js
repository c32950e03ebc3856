// antd Tree for the table's filter dropdown, which shows it only for a tree-mode filter (none here)
import { lazyPart } from './lazyPart';

export default lazyPart(() => import(/* webpackChunkName: "lazy-tree" */ 'antd/es/tree/index.js'));
