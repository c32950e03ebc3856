// antd Result's 'unauthorized' picture, loaded when shown (ResultImage.js)
export { Unauthorized as default } from './ResultImage';
