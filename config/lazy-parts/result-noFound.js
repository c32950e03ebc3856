// antd Result's 'noFound' picture, loaded when shown (ResultImage.js)
export { NoFound as default } from './ResultImage';
