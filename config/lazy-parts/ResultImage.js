// antd Result's three pictures (404, 403, 500): shown on error pages only, loaded when one renders.
// The empty svg of the same size keeps the page from moving while it loads.
import { createElement } from 'react';
import { lazyPart } from './lazyPart';

const box = () => createElement('svg', { width: 252, height: 294, 'aria-hidden': true });
const load = () => import(/* webpackChunkName: "result-images" */ './resultImages');

export const NoFound = lazyPart(load, 'NoFound', box);
export const ServerError = lazyPart(load, 'ServerError', box);
export const Unauthorized = lazyPart(load, 'Unauthorized', box);
