import type { Paged } from '../../../src/types';
import { invalid } from '../../_lib/http';
import { type Json, isObject } from '../../_lib/input';
import { tr } from '../../_lib/i18n';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

/** current/size from a body or query (numbers or numeric strings); bad values answer a 400. */
export function pageOf(input: Json): { current: number; size: number } {
  const read = (key: string, fallback: number, max: number): number => {
    const raw = input[key];
    if (raw === undefined || raw === null || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > max) throw invalid([{ field: key, message: tr('server.paging.range', { field: key, max }) }]);
    return n;
  };
  return {
    current: read('current', 1, 1_000_000),
    size: read('size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** The last step of filter → sort → page. */
export function paginate<T>(rows: T[], input: Json): Paged<T> {
  const { current, size } = pageOf(input);
  const start = (current - 1) * size;
  return {
    records: rows.slice(start, start + size),
    total: rows.length,
    current,
    size,
  };
}

/** A string field of a body/query, trimmed; '' counts as absent. */
export function text(input: Json, key: string): string | undefined {
  const v = input[key];
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return s === '' ? undefined : s;
}

/** A list of strings from a query (`a=1&a=2`, `a[]=1`, `a=1,2`) or a JSON array. */
export function textList(input: Json, key: string): string[] | undefined {
  const v = input[key] ?? input[`${key}[]`];
  if (v === undefined || v === null || v === '') return undefined;
  const raw = Array.isArray(v) ? v : isObject(v) ? Object.values(v) : String(v).split(',');
  return raw.map((x) => String(x).trim()).filter(Boolean);
}

/** One of the allowed values, or undefined when absent; anything else answers a 400. */
export function oneOf<T extends string>(input: Json, key: string, allowed: readonly T[]): T | undefined {
  const v = text(input, key);
  if (v === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(v))
    throw invalid([{ field: key, message: tr('server.field.oneOf', { field: key, values: allowed.join(', ') }) }]);
  return v as T;
}
