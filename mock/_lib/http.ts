import type { ApiError, ApiErrorAction, ApiViolation } from '../../src/types';
import { tr } from './i18n';

import type { Req } from './express';

export type { Req, Res } from './express';

/**
 * A failure with its HTTP status and the backend's error object. Rules throw it; the wrapper in
 * handlers.ts turns it into the answer, so rules never touch `res`.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly body: ApiError;
  constructor(status: number, body: Omit<ApiError, 'status'>) {
    super(body.detail ?? body.title ?? `HTTP ${status}`);
    this.status = status;
    this.body = { ...body, status };
  }
}

export function badRequest(title: string, detail?: string, code = 'BAD_REQUEST', action?: ApiErrorAction): ApiFailure {
  return new ApiFailure(400, { title, detail, code, ...(action ? { action } : {}) });
}

/** 400 whose detail repeats the violations, so a client that shows only `detail` still says why. */
export function invalid(violations: ApiViolation[], code = 'VALIDATION_FAILED', title = tr('server.title.invalid')): ApiFailure {
  return new ApiFailure(400, {
    title,
    detail: violations.map((v) => v.message).join('；'),
    code,
    violations,
  });
}

/** The body a missing, revoked or expired token gets (statusCode too: the client checks either). */
export function unauthorized(): ApiFailure {
  return new ApiFailure(401, {
    title: tr('server.title.unauthorized'),
    statusCode: 401,
    detail: tr('server.auth.required'),
    code: 'UNAUTHORIZED',
  });
}

export function forbidden(detail: string): ApiFailure {
  return new ApiFailure(403, { title: tr('server.title.forbidden'), detail, code: 'FORBIDDEN' });
}

export function notFound(detail: string): ApiFailure {
  return new ApiFailure(404, { title: tr('server.title.notFound'), detail, code: 'NOT_FOUND' });
}

/** A non-200 success; a handler returns it instead of writing to `res`. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

export const created = (body: unknown): Reply => new Reply(201, body);
export const noContent = (): Reply => new Reply(204);

/** The request's path without its query. */
export function pathOf(req: Req): string {
  const path: unknown = req.path;
  if (typeof path === 'string') return path;
  return String(req.url ?? '').split('?')[0];
}
