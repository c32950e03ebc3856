import type { RequestHandler } from '@umijs/bundler-webpack/compiled/express';

/** The request and response of the dev server's router, as every mock handler sees them. */
export type Req = Parameters<RequestHandler>[0];
export type Res = Parameters<RequestHandler>[1];
