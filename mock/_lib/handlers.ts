import type { BodyOf, Endpoint, PathParamNames, QueryOf, ResOf, Shape } from '../../src/domain/endpoint';
import type { ApiError } from '../../src/types';
import { faultRandom, faultTitle, isControlPath, pickFault } from './faults';
import { once } from './idempotency';
import { ApiFailure, invalid, pathOf, Reply, type Req, type Res } from './http';
import { inLanguage, langOf, tr } from './i18n';
import { isObject, type Json } from './input';
import { getSettings } from './settings';

/**
 * What a route returns: plain data (answered 200 as JSON), a Reply (another status), or nothing
 * after writing to `res` itself (binary downloads). Throwing an ApiFailure answers its status.
 */
export type MockHandler = (req: Req, res: Res) => unknown;
/** Assignable to express' RequestHandler; returns the promise so tests can await it. */
export type WrappedHandler = (req: Req, res: Res) => Promise<void>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function send(res: Res, status: number, body: unknown): void {
  if (body === undefined) res.status(status).end();
  else res.status(status).json(body);
}

function answerFailure(req: Req, res: Res, error: unknown): void {
  if (error instanceof ApiFailure) {
    if (!res.headersSent) send(res, error.status, error.body);
    return;
  }
  // Anything else is a bug in the mock: say so in the answer and the log, never crash the server.
  console.error(`[mock] ${req.method} ${pathOf(req)} failed:`, error);
  if (res.headersSent) return;
  const body: ApiError = {
    title: 'Internal Server Error',
    detail: error instanceof Error ? error.message : String(error),
    code: 'MOCK_INTERNAL_ERROR',
    status: 500,
  };
  send(res, 500, body);
}

/**
 * The one wrapper every mock route goes through: (a) any throw or rejection becomes an error
 * answer instead of an unhandled rejection (which kills `max dev`), (b) added latency, (c) fault
 * mode (statuses answered instead of acting; `lost`: acted on, then answered 503), (d) /api/mock
 * control calls skip both (b) and (c), (e) the answer, errors included, is
 * worded in the caller's language (i18n.ts).
 */
export function wrap(fn: MockHandler): WrappedHandler {
  return (req, res) => inLanguage(langOf(req), () => answer(fn, req, res));
}

/** A fault's answer: as a server under load or a broken proxy would send it. */
function faultBody(status: number, lost: boolean): ApiError {
  return lost
    ? { title: faultTitle(status), detail: tr('server.fault.lost'), code: 'MOCK_FAULT_LOST_ANSWER', status }
    : { title: faultTitle(status), detail: 'Fault injected by the mock backend', code: 'MOCK_FAULT', status };
}

async function answer(fn: MockHandler, req: Req, res: Res): Promise<void> {
  try {
    const path = pathOf(req);
    let lost = false;
    if (!isControlPath(path)) {
      const settings = getSettings();
      if (settings.latency > 0) await sleep(settings.latency);
      const fault = pickFault(path, settings, faultRandom(String(req.method), path, settings.faultSeed));
      if (fault === 'lost') lost = true;
      else if (fault !== undefined) {
        if (fault === 429) res.set('Retry-After', '1');
        send(res, fault, faultBody(fault, false));
        return;
      }
    }
    const result = await fn(req, res);
    if (res.headersSent) return;
    // The call was carried out (a write is committed); its answer never reaches the caller.
    if (lost) send(res, 503, faultBody(503, true));
    else if (result instanceof Reply) send(res, result.status, result.body);
    else if (result === undefined) send(res, 204, undefined);
    else send(res, 200, result);
  } catch (error) {
    try {
      answerFailure(req, res, error);
    } catch (secondary) {
      console.error('[mock] could not answer a failure:', secondary);
    }
  }
}

/** Wraps every value of a route map: `export default handlers({ 'GET /api/x': (req) => data })`. */
export function handlers(map: Record<string, MockHandler>): Record<string, WrappedHandler> {
  const out: Record<string, WrappedHandler> = {};
  for (const [key, fn] of Object.entries(map)) out[key] = wrap(fn);
  return out;
}

/** A request body as it arrives: the declared shape, every field possibly missing or wrong. */
export type Incoming<B> = [B] extends [undefined] ? Json : B extends readonly unknown[] ? unknown[] : Partial<B>;

/** What a declared route's handler gets: path parameters, the body and the query, typed by the endpoint. */
export interface RouteContext<S extends Shape, P extends string> {
  req: Req;
  res: Res;
  params: Record<PathParamNames<P>, string>;
  body: Incoming<BodyOf<S>>;
  /** Query values as sent (strings); parse them with mock/_lib/input.ts. */
  query: { [K in keyof QueryOf<S>]?: string };
}

type Awaitable<T> = T | Promise<T>;
/** A declared route answers its response type, another status (Reply), or writes `res` itself. */
export type RouteHandler<S extends Shape, P extends string> = (ctx: RouteContext<S, P>) => Awaitable<ResOf<S> | Reply | void>;

function firstString(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return undefined;
}

/**
 * A JSON body that is not an object (no declared call takes anything else) answers 400, as does
 * one that did not parse: umi's mock middleware drops the parser's error and leaves `{}`, so a
 * JSON request longer than `{}` whose body came out empty is taken as malformed (over the parser's
 * limit: too large, 413).
 */
/** umi's mock server parses JSON bodies up to 5 MB; a longer one arrives empty. */
const JSON_BODY_LIMIT = 5 * 1024 * 1024;

function checkJsonBody(req: Req): void {
  const type = String(req.headers?.['content-type'] ?? '');
  if (!/\bjson\b/i.test(type)) return;
  const raw: unknown = req.body;
  if (raw === undefined || raw === null) return;
  if (!isObject(raw)) throw invalid([{ field: 'body', message: tr('server.body.object') }], 'BODY_NOT_OBJECT');
  const length = Number(req.headers?.['content-length'] ?? 0);
  if (Object.keys(raw).length === 0 && length > JSON_BODY_LIMIT)
    throw new ApiFailure(413, {
      title: tr('server.body.tooLarge.title'),
      detail: tr('server.body.tooLarge', { mb: JSON_BODY_LIMIT / 1024 / 1024 }),
      code: 'BODY_TOO_LARGE',
      violations: [{ field: 'body', message: tr('server.body.tooLarge', { mb: JSON_BODY_LIMIT / 1024 / 1024 }) }],
    });
  if (Object.keys(raw).length === 0 && length > 2)
    throw invalid([{ field: 'body', message: tr('server.body.malformed') }], 'BODY_MALFORMED');
}

function contextOf<S extends Shape, P extends string>(req: Req, res: Res): RouteContext<S, P> {
  if (req.method !== 'GET') checkJsonBody(req);
  const raw: unknown = req.body;
  const body = (Array.isArray(raw) ? raw : isObject(raw) ? raw : {}) as Incoming<BodyOf<S>>;
  const query: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries((req.query ?? {}) as Record<string, unknown>)) query[k] = firstString(v);
  const params = { ...(req.params as Record<string, string>) } as Record<PathParamNames<P>, string>;
  return { req, res, params, body, query: query as RouteContext<S, P>['query'] };
}

/**
 * Registers a handler against a declared endpoint (src/domain/<area>/endpoints.ts):
 * `handlers({ ...route(orderApi.deliverOrder, ({ body }) => …) })`. The body, path parameters and
 * answer are typed by the declaration, so a handler never casts.
 */
export function route<S extends Shape, P extends string>(ep: Endpoint<S, P>, fn: RouteHandler<S, P>): Record<string, MockHandler> {
  const handler = (req: Req, res: Res) => fn(contextOf<S, P>(req, res));
  return { [ep.key]: ep.idempotent ? once(handler) : handler };
}
