/**
 * THE request pipeline (DESIGN §1): one umi-request instance that adds the bearer, serialises the
 * query, turns 204 / empty bodies into {}, retries by SPEC §8, and is the only place where a failed
 * call becomes a toast, a login dialog or a redirect. Every rejection is a RequestError.
 */
import { history } from '@umijs/max';
import { extend, type RequestOptionsInit } from 'umi-request';
import { LOGIN_DIALOG_REOPEN_MS } from '@/constants/session';
import {
  type BodyOf,
  type Endpoint,
  IDEMPOTENCY_KEY_HEADER,
  type PathParamNames,
  type PathParams,
  type QueryOf,
  type ResOf,
  type Shape,
  urlOf,
} from '@/domain/endpoint';
import type { ApiError } from '@/types/api';
import { currentAppPath } from '@/microapp/base';
import { apiUrl } from '@/microapp/urls';
import { saveContinueUrl } from './continueUrl';
import { intentFingerprint, keyForIntent, settleIntent } from './idempotency';
import { t } from './i18n';
import { stripPrefix, withPrefix } from './localePrefix';
import { logger } from './logger';
import { closeLoginDialog, openLoginDialog } from './loginDialog';
import {
  type HeaderMap,
  bodySaysUnauthorized,
  buildHeaders,
  classifyUnauthorized,
  composeErrorMessage,
  defaultRetries,
  isEmptyBody,
  isRetryable,
  isUnauthorized,
  normaliseMethod,
  parseApiError,
  redirectTarget,
  serializeParams,
} from './requestPolicy';
import { emitSession } from './sessionEvents';
import { toast } from './toast';
import { clearToken, readToken } from './token';

export interface RequestOptions extends RequestOptionsInit {
  headers?: HeaderMap;
  /** The caller handles the error itself: no toast, no 401 flow, no redirect. */
  skipErrorHandler?: boolean;
  /** Never show a toast (the 401 flow and redirects still apply). */
  silent?: boolean;
  /** Retries after the first try; default 0 for write methods, 1 otherwise. */
  retries?: number;
  /** Use requestRaw for the Response. */
  getResponse?: false;
}

export type FailureKind = 'http' | 'network' | 'timeout' | 'canceled' | 'local';

/** Every rejection of the pipeline. message is the text shown (or that would have been shown). */
export class RequestError extends Error {
  readonly status: number;
  readonly body?: ApiError;
  readonly kind: FailureKind;
  readonly url: string;
  /** true when the pipeline already dealt with it (toast, login dialog); callers need not report it. */
  handled: boolean;

  constructor(message: string, init: { status?: number; body?: ApiError; kind: FailureKind; url?: string; handled: boolean }) {
    super(message);
    Object.setPrototypeOf(this, RequestError.prototype);
    this.name = 'RequestError';
    this.status = init.status ?? 0;
    this.body = init.body;
    this.kind = init.kind;
    this.url = init.url ?? '';
    this.handled = init.handled;
  }
}

const instance = extend({ paramsSerializer: serializeParams, credentials: 'same-origin' });

interface Failure {
  status: number;
  data: unknown;
  kind: Exclude<FailureKind, 'local'>;
}

const field = (v: unknown, key: string): unknown => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined);

/** Classifies whatever umi-request threw: an HTTP answer, a timeout, a cancel or no answer at all. */
function toFailure(e: unknown): Failure {
  if (instance.isCancel(e) || field(e, 'name') === 'AbortError') return { status: 0, data: undefined, kind: 'canceled' };
  const status = field(field(e, 'response'), 'status');
  if (typeof status === 'number' && status > 0) return { status, data: field(e, 'data'), kind: 'http' };
  if (field(e, 'type') === 'Timeout') return { status: 0, data: undefined, kind: 'timeout' };
  return { status: 0, data: undefined, kind: 'network' };
}

type Attempt<T> = { ok: true; data: T; response: Response } | { ok: false; failure: Failure };

/** A body read as JSON when it is JSON, else as text; never throws (for error bodies). */
async function readErrorBody(response: Response): Promise<unknown> {
  // an unreadable error body leaves the status alone to describe the failure
  const text = await response.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text; // not JSON: the status alone describes the failure
  }
}

/**
 * A streamed call (downloads): umi-request resolves with the bare Response when parseResponse is
 * false and checks no status, so the status check and the error body are read here.
 */
async function attemptStream(url: string, init: RequestOptionsInit): Promise<Attempt<undefined>> {
  try {
    const response = (await instance<unknown>(url, {
      ...init,
      headers: { ...init.headers },
      parseResponse: false,
      getResponse: false,
    })) as unknown as Response;
    if (!response.ok) return { ok: false, failure: { status: response.status, data: await readErrorBody(response), kind: 'http' } };
    // a JSON answer to a file request is an error envelope (e.g. a 401 in the body), never the file
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      const data = await readErrorBody(response);
      return { ok: false, failure: { status: bodySaysUnauthorized(data) ? 401 : response.status, data, kind: 'http' } };
    }
    return { ok: true, data: undefined, response };
  } catch (e) {
    return { ok: false, failure: toFailure(e) };
  }
}

async function attempt<T>(url: string, init: RequestOptionsInit): Promise<Attempt<T>> {
  if (init.parseResponse === false) return (await attemptStream(url, init)) as Attempt<T>;
  try {
    // umi-request mutates the options it gets: give every try its own copy.
    const { data, response } = await instance<unknown>(url, { ...init, headers: { ...init.headers }, getResponse: true });
    if (bodySaysUnauthorized(data)) return { ok: false, failure: { status: response.status, data, kind: 'http' } };
    const json = !init.responseType || init.responseType === 'json';
    return { ok: true, data: (json && isEmptyBody(data) ? {} : data) as T, response };
  } catch (e) {
    return { ok: false, failure: toFailure(e) };
  }
}

function fallbackText(f: Failure): string {
  if (f.kind === 'canceled') return t('request.error.canceled');
  if (f.kind === 'timeout') return t('request.error.timeout');
  if (f.kind === 'network') return t('request.error.network');
  return t('request.error.generic', { status: f.status });
}

// the console's own path: inside a host portal its prefix is taken off (history.push puts it back)
const currentPage = (): { path: string; search: string } =>
  typeof window === 'undefined' ? { path: '/', search: '' } : { path: currentAppPath(), search: window.location.search };

let reopenTimer: ReturnType<typeof setTimeout> | undefined;

/** Drops the pending reopening of the login dialog (the console is leaving the page). */
export function stopRequestTimers(): void {
  if (reopenTimer !== undefined) clearTimeout(reopenTimer);
  reopenTimer = undefined;
}

/** Session lost (SPEC §8): log out locally without the usual redirect, then reopen the dialog. */
function endSessionLocally(): void {
  const { path, search } = currentPage();
  saveContinueUrl(path + search, true);
  clearToken();
  emitSession('lost');
  // Parallel calls failing together schedule one reopening, not several.
  if (reopenTimer === undefined) {
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      // the user may have signed in again within the delay (the auth guard opens the dialog at once)
      if (!readToken()) openLoginDialog();
    }, LOGIN_DIALOG_REOPEN_MS);
  }
}

/**
 * Follows the REDIRECT action of an error body: hides the login dialog and navigates, only to a
 * same-origin path, keeping the current locale prefix. Exported for callers using
 * skipErrorHandler that still want the action applied.
 */
export function followErrorAction(body: ApiError | undefined): boolean {
  const target = redirectTarget(body);
  if (!target) return false;
  closeLoginDialog();
  history.push(withPrefix(target, currentPage().path));
  return true;
}

/** An error whose code has a text of its own (request.code.<CODE>) reads in the user's language. */
export function localizeErrorBody(body: ApiError | undefined): ApiError | undefined {
  if (!body?.code) return body;
  const id = `request.code.${body.code}`;
  const text = t(id);
  return text === id ? body : { ...body, detail: text };
}

/** SPEC §8 error catalogue, applied after the last try. Returns the error to reject with. */
function handleFailure(url: string, f: Failure, opts: RequestOptions): RequestError {
  const body = localizeErrorBody(parseApiError(f.data));
  const base = { status: f.status, body, kind: f.kind, url };
  const composed = composeErrorMessage(body) ?? fallbackText(f);
  if (opts.skipErrorHandler) return new RequestError(composed, { ...base, handled: false });
  if (f.kind === 'canceled') return new RequestError(composed, { ...base, handled: true });
  const show = (text: string): void => {
    if (!opts.silent) toast.error(text);
  };

  if (f.status === 429) {
    const text = t('request.error.tooManyRequests');
    show(text);
    return new RequestError(text, { ...base, handled: true });
  }
  if (isUnauthorized(f.status, body)) {
    const verdict = classifyUnauthorized(url, stripPrefix(currentPage().path));
    if (verdict === 'authPage') return new RequestError(t('request.error.loggingIn'), { ...base, handled: true });
    if (verdict === 'session') {
      endSessionLocally();
      return new RequestError(t('request.error.notLoggedIn'), { ...base, handled: true });
    }
    // excluded paths: ordinary handling below
  }
  show(composed);
  followErrorAction(body);
  return new RequestError(composed, { ...base, handled: true });
}

async function send<T>(url: string, options: RequestOptions): Promise<{ data: T; response: Response }> {
  const { skipErrorHandler, silent, retries, headers, ...init } = options;
  const method = normaliseMethod(init.method);
  const finalHeaders = buildHeaders(headers, readToken()?.accessToken, {
    data: init.data,
    requestType: init.requestType,
  });
  const maxRetries = retries ?? defaultRetries(method);
  for (let n = 0; ; n += 1) {
    const res = await attempt<T>(apiUrl(url), { ...init, method, headers: finalHeaders });
    if (res.ok) return res;
    const { failure } = res;
    // Retries go at once: umi-request middlewares cannot call next() twice, so the loop lives here.
    if (failure.kind !== 'canceled' && n < maxRetries && isRetryable({ ...failure, network: failure.kind !== 'http' }, method)) {
      continue;
    }
    // Path only: a query could carry personal data; tokens never travel in URLs.
    logger.warn(`${method} ${url.split('?')[0]} failed`, failure.kind, failure.status);
    throw handleFailure(url, failure, { skipErrorHandler, silent });
  }
}

/** The typed call every service uses. Rejects with RequestError. */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(url, options)).data;
}

/**
 * Same pipeline, also giving the Response. With `parseResponse: false` the body is left unread
 * (downloads stream it with progress) and data is undefined; errors are still handled here.
 */
export function requestRaw<T = unknown>(url: string, options: RequestOptions = {}): Promise<{ data: T; response: Response }> {
  return send<T>(url, options);
}

/**
 * What a call passes besides the pipeline options: `path` when the template has placeholders,
 * `data` when the endpoint declares a body, `params` when it declares a query (optional when every
 * field of the query is).
 */
export type CallOptions = Omit<RequestOptions, 'params' | 'data' | 'method'>;
export type CallArgs<S extends Shape, P extends string> = CallOptions &
  ([PathParamNames<P>] extends [never] ? { path?: undefined } : { path: PathParams<P> }) &
  (BodyOf<S> extends undefined ? { data?: undefined } : { data: BodyOf<S> }) &
  (QueryOf<S> extends undefined ? { params?: undefined } : object extends QueryOf<S> ? { params?: QueryOf<S> } : { params: QueryOf<S> });

type ArgsTuple<S extends Shape, P extends string> = object extends CallArgs<S, P> ? [args?: CallArgs<S, P>] : [args: CallArgs<S, P>];

function endpointRequest<S extends Shape, P extends string>(ep: Endpoint<S, P>, args?: CallArgs<S, P>): [string, RequestOptions] {
  const { path, ...options } = args ?? {};
  return [urlOf(ep, path), { ...options, method: ep.method }];
}

/**
 * Sends a declared call; an idempotent one carries the key of its intent (utils/idempotency.ts),
 * which the outcome then keeps (unknown: the user may retry it safely) or drops (decided).
 */
async function sendEndpoint<S extends Shape, P extends string, R>(
  ep: Endpoint<S, P>,
  args: CallArgs<S, P> | undefined,
  run: (url: string, options: RequestOptions) => Promise<R>,
): Promise<R> {
  const [url, options] = endpointRequest(ep, args);
  if (!ep.idempotent) return run(url, options);
  const fingerprint = intentFingerprint(ep.method, url, options.data);
  const headers = { ...options.headers, [IDEMPOTENCY_KEY_HEADER]: keyForIntent(fingerprint) };
  try {
    const result = await run(url, { ...options, headers });
    settleIntent(fingerprint, 200);
    return result;
  } catch (e) {
    // rethrown as is: the pipeline has already shown it; only the intent's bookkeeping happens here
    settleIntent(fingerprint, e instanceof RequestError ? e.status : 0);
    throw e;
  }
}

/** Calls a declared endpoint (src/domain/<area>/endpoints.ts) through the pipeline. */
export function call<S extends Shape, P extends string>(ep: Endpoint<S, P>, ...[args]: ArgsTuple<S, P>): Promise<ResOf<S>> {
  return sendEndpoint(ep, args, (url, options) => request<ResOf<S>>(url, options));
}

/** `call` that also gives the Response (downloads: `parseResponse: false`). */
export function callRaw<S extends Shape, P extends string>(
  ep: Endpoint<S, P>,
  ...[args]: ArgsTuple<S, P>
): Promise<{ data: ResOf<S>; response: Response }> {
  return sendEndpoint(ep, args, (url, options) => requestRaw<ResOf<S>>(url, options));
}

export const get = <T = unknown>(url: string, options: RequestOptions = {}): Promise<T> => request<T>(url, { ...options, method: 'GET' });
export const post = <T = unknown>(url: string, data?: unknown, options: RequestOptions = {}): Promise<T> =>
  request<T>(url, { ...options, method: 'POST', data: data ?? options.data });
export const put = <T = unknown>(url: string, data?: unknown, options: RequestOptions = {}): Promise<T> =>
  request<T>(url, { ...options, method: 'PUT', data: data ?? options.data });
export const patch = <T = unknown>(url: string, data?: unknown, options: RequestOptions = {}): Promise<T> =>
  request<T>(url, { ...options, method: 'PATCH', data: data ?? options.data });
export const del = <T = unknown>(url: string, options: RequestOptions = {}): Promise<T> =>
  request<T>(url, { ...options, method: 'DELETE' });

/** SPEC §8: logging out without a session fails with this error (for the session layer to reject with). */
export function logoutNotLoggedInError(): RequestError {
  return new RequestError(t('request.error.notLoggedInLogout'), { status: 401, kind: 'local', handled: false });
}
