// antd Result's 'serverError' picture, loaded when shown (ResultImage.js)
export { ServerError as default } from './ResultImage';
