// The real pictures, in one chunk (see ResultImage.js)
export { default as NoFound } from 'antd/es/result/noFound.js';
export { default as ServerError } from 'antd/es/result/serverError.js';
export { default as Unauthorized } from 'antd/es/result/unauthorized.js';
