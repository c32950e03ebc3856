import type { Req } from './http';

/** Narrowing helpers: express types the body as `any` and the query as ParsedQs. */
export type Json = Record<string, unknown>;

export function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function bodyOf(req: Req): Json {
  const body: unknown = req.body;
  return isObject(body) ? body : {};
}

export function str(obj: Json, key: string): string | undefined {
  const v = obj[key];
  return typeof v === 'string' ? v : undefined;
}

export function queryStr(req: Req, key: string): string | undefined {
  const v: unknown = req.query?.[key];
  return typeof v === 'string' ? v : undefined;
}

export function header(req: Req, name: string): string | undefined {
  const v: unknown = req.headers?.[name.toLowerCase()];
  return typeof v === 'string' ? v : undefined;
}
