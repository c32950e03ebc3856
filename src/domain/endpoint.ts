/**
 * One declaration per API call: method, full path template (`:name` placeholders, as the fake
 * backend's router reads them) and the types that travel. Services call through it
 * (`call` in src/utils/request.ts), mock handlers register against it (`route` in
 * mock/_lib/handlers.ts), e2e take paths from it (`urlOf`). Plain TypeScript: no React, umi or fetch.
 */
/** The answer of a call that answers nothing (204 or `{}`). */
export type NoContent = Record<string, never>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What travels: `res` the answer, `body` the JSON request body, `query` the search parameters. */
export interface Shape {
  res?: unknown;
  body?: unknown;
  query?: unknown;
}

/** Names of the `:name` placeholders of a path template. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

export type ResOf<S extends Shape> = S extends { res: infer R } ? R : unknown;
export type BodyOf<S extends Shape> = S extends { body: infer B } ? B : undefined;
export type QueryOf<S extends Shape> = S extends { query: infer Q } ? Q : undefined;

export interface Endpoint<S extends Shape = Shape, P extends string = string> {
  readonly method: HttpMethod;
  readonly path: P;
  /** `METHOD path`: the key the fake backend's router registers. */
  readonly key: string;
  /**
   * A write that moves money or creates an order: the client sends an Idempotency-Key kept for
   * one user intent, and the server answers a repeat of that key with its first answer.
   */
  readonly idempotent?: boolean;
  /** Carries S for the type checker only; never set. */
  readonly shape?: S;
}

/** The header that carries the key of an idempotent write. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long the server keeps the first answer of a key (and the client may repeat it). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A key is 8–128 characters of letters, digits, '-' and '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export interface EndpointOptions {
  /** See Endpoint.idempotent. */
  idempotent?: true;
}

interface Declaring<P extends string> extends Endpoint<Shape, P> {
  /** Declares what travels: `endpoint('GET', '/api/…').of<{ res: Order; query: OrderQuery }>()`. */
  of<S extends Shape>(): Endpoint<S, P>;
}

export function endpoint<P extends string>(method: HttpMethod, path: P, options: EndpointOptions = {}): Declaring<P> {
  const declared = { method, path, key: `${method} ${path}`, ...(options.idempotent ? { idempotent: true } : {}) };
  return { ...declared, of: <S extends Shape>(): Endpoint<S, P> => declared };
}

/** Placeholder names of a template, at run time. */
export function placeholders(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}

/** The concrete path: each `:name` replaced by its URI-encoded value; a missing value is a bug. */
export function fillPath<P extends string>(path: P, params?: Partial<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of an endpoint for given path parameters (downloads, links, e2e). */
export function urlOf<S extends Shape, P extends string>(ep: Endpoint<S, P>, params?: PathParams<P>): string {
  return fillPath(ep.path, params as Partial<Record<string, string | number>> | undefined);
}

/** Every endpoint in a module's exported objects (for the contract test and tools). */
export function endpointsIn(mod: Record<string, unknown>): Array<{ name: string; endpoint: Endpoint }> {
  const out: Array<{ name: string; endpoint: Endpoint }> = [];
  for (const [group, value] of Object.entries(mod)) {
    if (!value || typeof value !== 'object') continue;
    for (const [name, ep] of Object.entries(value as Record<string, unknown>)) {
      if (isEndpoint(ep)) out.push({ name: `${group}.${name}`, endpoint: ep });
    }
  }
  return out;
}

export function isEndpoint(v: unknown): v is Endpoint {
  return !!v && typeof v === 'object' && typeof (v as Endpoint).key === 'string' && typeof (v as Endpoint).path === 'string';
}
