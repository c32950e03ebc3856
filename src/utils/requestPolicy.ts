/**
 * Pure rules of the request pipeline (SPEC §7/§8), kept apart from request.ts so they can be
 * tested without fetch, timers or the umi runtime.
 */
import { AUTH_FLAG_HEADER } from '@/constants/api';
import { RETRY_STATUSES, WRITE_METHODS } from '@/constants/limits';
import { AUTH_PAGES, UNAUTHORIZED_EXCLUDED_PATHS } from '@/constants/session';
import type { ApiError, ApiErrorAction, ApiViolation } from '@/types/api';
import { isSameOriginPath } from './continueUrl';

/* ---------- query string ---------- */

const isPlainObject = (v: unknown): v is Record<string, unknown> => Object.prototype.toString.call(v) === '[object Object]';

const hasToJSON = (v: unknown): v is { toJSON: () => unknown } =>
  typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON === 'function';

/** Dates and value objects (dayjs, Big) go by their JSON form rather than their fields. */
function scalar(v: unknown): string | undefined {
  if (v instanceof Date) return v.toISOString();
  if (hasToJSON(v)) return String(v.toJSON());
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') {
    return String(v);
  }
  return undefined;
}

function collect(key: string, value: unknown, out: string[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    // Exploded form: ids=1&ids=2. Objects inside an array need an index to stay apart.
    value.forEach((item, i) => collect(isPlainObject(item) && !hasToJSON(item) ? `${key}[${i}]` : key, item, out));
    return;
  }
  if (isPlainObject(value) && !hasToJSON(value)) {
    // Deep-object style: filter[game][id]=3
    Object.keys(value).forEach((k) => collect(`${key}[${encodeURIComponent(k)}]`, value[k], out));
    return;
  }
  const s = scalar(value);
  if (s !== undefined) out.push(`${key}=${encodeURIComponent(s)}`);
}

/**
 * Query serializer: objects in deep-object style (`filter[status]=PAID`), arrays exploded
 * (`ids=1&ids=2`), undefined and null dropped. Brackets stay literal for readable URLs.
 */
export function serializeParams(params: object | URLSearchParams | undefined): string {
  if (!params) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const out: string[] = [];
  Object.entries(params).forEach(([k, v]) => collect(encodeURIComponent(k), v, out));
  return out.join('&');
}

/* ---------- headers ---------- */

export type HeaderMap = Record<string, string>;

const findHeader = (headers: HeaderMap, name: string): string | undefined =>
  Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());

/** x-auth-flag opts a call out of the bearer (login, register); the flag itself is still sent. */
export const hasAuthFlag = (headers: HeaderMap): boolean => findHeader(headers, AUTH_FLAG_HEADER) !== undefined;

const isRawBody = (data: unknown): boolean =>
  (typeof FormData !== 'undefined' && data instanceof FormData) ||
  (typeof Blob !== 'undefined' && data instanceof Blob) ||
  (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
  data instanceof ArrayBuffer;

/**
 * Final headers of a call: JSON content type by default (not for FormData and other raw bodies,
 * whose type the browser or umi-request sets), the caller's headers, then the bearer.
 */
export function buildHeaders(
  headers: HeaderMap | undefined,
  accessToken: string | undefined,
  opts: { data?: unknown; requestType?: string } = {},
): HeaderMap {
  const out: HeaderMap = { ...headers };
  if (!findHeader(out, 'content-type') && !isRawBody(opts.data) && opts.requestType !== 'form') {
    out['Content-Type'] = 'application/json';
  }
  if (accessToken && !hasAuthFlag(out) && !findHeader(out, 'authorization')) {
    out.Authorization = `Bearer ${accessToken}`;
  }
  return out;
}

/* ---------- retries ---------- */

export const normaliseMethod = (method: string | undefined): string => (method || 'GET').toUpperCase();
export const isWriteMethod = (method: string | undefined): boolean => WRITE_METHODS.includes(normaliseMethod(method));

/** SPEC §8: 0 retries for write methods, 1 for the rest. */
export const defaultRetries = (method: string | undefined): number => (isWriteMethod(method) ? 0 : 1);

/** What a failed attempt looked like; status 0 means no HTTP answer. */
export interface AttemptFailure {
  status: number;
  network: boolean;
}

/** Retry on the SPEC statuses; a network failure only for reads (a write may have gone through). */
export const isRetryable = (f: AttemptFailure, method: string | undefined): boolean =>
  RETRY_STATUSES.includes(f.status) || (f.network && !isWriteMethod(method));

/* ---------- bodies ---------- */

/** 204 / empty body → {} (SPEC §7). umi-request yields '' for an empty JSON body. */
export const isEmptyBody = (data: unknown): boolean =>
  data === undefined || data === null || (typeof data === 'string' && data.trim() === '');

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Narrows an unknown error body to the backend's ApiError shape; undefined if it is not one. */
export function parseApiError(data: unknown): ApiError | undefined {
  if (!isPlainObject(data)) return undefined;
  const violations: ApiViolation[] = Array.isArray(data.violations)
    ? data.violations
        .filter((v): v is Record<string, unknown> => isPlainObject(v) && typeof v.message === 'string')
        .map((v) => ({ field: str(v.field), message: String(v.message) }))
    : [];
  let action: ApiErrorAction | undefined;
  if (isPlainObject(data.action) && data.action.type === 'REDIRECT' && typeof data.action.location === 'string') {
    action = { type: 'REDIRECT', location: data.action.location };
  }
  return {
    title: str(data.title),
    detail: str(data.detail),
    code: str(data.code),
    status: num(data.status),
    statusCode: num(data.statusCode),
    violations: violations.length ? violations : undefined,
    action,
  };
}

/** A success body that itself says 401 is treated as a 401 (SPEC §8 "status or body statusCode"). */
export const bodySaysUnauthorized = (data: unknown): boolean => isPlainObject(data) && data.statusCode === 401;

export const isUnauthorized = (status: number, body: ApiError | undefined): boolean => status === 401 || body?.statusCode === 401;

/**
 * The text shown for an error body (SPEC §8), or undefined when the body says nothing:
 * - no violations: detail, else title;
 * - violations: (detail || title) then each violation message, joined with '；'
 *   (e.g. 'detail；v1；v2'); blank parts and exact repeats are left out. A detail that already
 *   lists the violations (a server joins them with '；' for clients that show only detail) is
 *   compared part by part, so each reason is said once.
 */
export function composeErrorMessage(body: ApiError | undefined): string | undefined {
  if (!body) return undefined;
  const head = [body.detail, body.title].map((s) => s?.trim()).find((s) => s);
  const parts = [...(head ? head.split('；') : []), ...(body.violations ?? []).map((v) => v.message)]
    .map((s) => s.trim())
    .filter((s, i, all) => s !== '' && all.indexOf(s) === i);
  return parts.length ? parts.join('；') : undefined;
}

/** The REDIRECT target of an error, only when it is a same-origin path (never an open redirect). */
export function redirectTarget(body: ApiError | undefined): string | undefined {
  const a = body?.action;
  return a?.type === 'REDIRECT' && isSameOriginPath(a.location) ? a.location : undefined;
}

/* ---------- 401 ---------- */

export type UnauthorizedCase = 'excluded' | 'authPage' | 'session';

const isUnder = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/**
 * How a 401 is handled. `pagePath` has the locale prefix stripped.
 * excluded: the call or the page is one of SPEC §8's excluded paths → ordinary error handling;
 * authPage: the user is on a sign-in page → reject 'logging in';
 * session: the session is lost → save the continue URL, log out locally, reopen the dialog.
 */
export function classifyUnauthorized(requestUrl: string, pagePath: string): UnauthorizedCase {
  if (UNAUTHORIZED_EXCLUDED_PATHS.some((p) => requestUrl.includes(p) || pagePath.includes(p))) return 'excluded';
  if (AUTH_PAGES.some((p) => isUnder(pagePath, p))) return 'authPage';
  return 'session';
}
