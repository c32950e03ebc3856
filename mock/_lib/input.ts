import type { Req } from './express';

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

/**
 * Readers of a body or query (one set for every area): lenient on shape (numbers may come as
 * strings, as queries send them), strict on meaning.
 */

/** A string field, trimmed; '' counts as absent; a finite number reads as its text. */
export function text(input: Json, key: string): string | undefined {
  const v = input[key];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return s === '' ? undefined : s;
}

/** true / false, 'true' / 'false', '1' / '0'; anything else is absent. */
export function bool(input: Json, key: string): boolean | undefined {
  return yesNo(input[key]);
}

export function yesNo(v: unknown): boolean | undefined {
  if (v === true || v === 'true' || v === '1' || v === 1) return true;
  if (v === false || v === 'false' || v === '0' || v === 0) return false;
  return undefined;
}

/** A finite number, or undefined when absent or not a number. */
export function num(input: Json, key: string): number | undefined {
  const v = input[key];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A whole number, or undefined when absent; NaN when present but not a whole number. Text must be
 * plain digits: Number() would also read '1e5', '0x10' and ' ' (as 0), which no form sends.
 */
export function int(input: Json, key: string): number | undefined {
  const v = input[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number') return Number.isInteger(v) ? v : Number.NaN;
  const s = typeof v === 'string' ? v.trim() : '';
  return /^[+-]?\d+$/.test(s) ? Number(s) : Number.NaN;
}

/** A list of strings from a query (`a=1&a=2`, `a[]=1`, `a=1,2`) or a JSON array; duplicates dropped. */
export function textList(input: Json, key: string): string[] | undefined {
  const v = input[key] ?? input[`${key}[]`];
  if (v === undefined || v === null || v === '') return undefined;
  const raw = Array.isArray(v) ? v : isObject(v) ? Object.values(v) : String(v).split(',');
  return [...new Set(raw.map((x) => String(x).trim()).filter(Boolean))];
}
