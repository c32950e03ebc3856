import type { ApiViolation, Paged } from '../../../src/types';
import { invalid } from '../../_lib/http';
import { type Json, isObject } from '../../_lib/input';
import { tr } from '../../_lib/i18n';

/** Body and query readers of the reseller routes: lenient on shape (numbers as strings), strict on meaning. */

export function text(input: Json, key: string): string | undefined {
  const v = input[key];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return s === '' ? undefined : s;
}

export function bool(input: Json, key: string): boolean | undefined {
  const v = input[key];
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return undefined;
}

/** A whole number, or undefined when absent; NaN when present but not a whole number. */
export function int(input: Json, key: string): number | undefined {
  const v = input[key];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) ? n : Number.NaN;
}

export function idList(input: Json, key = 'ids'): string[] {
  const v = input[key];
  const raw = Array.isArray(v) ? v : isObject(v) ? Object.values(v) : typeof v === 'string' ? v.split(',') : [];
  return [...new Set(raw.map((x) => String(x).trim()).filter(Boolean))];
}

export function requireIds(input: Json, key = 'ids', max = 1000): string[] {
  const ids = idList(input, key);
  const violations: ApiViolation[] = [];
  if (ids.length === 0) violations.push({ field: key, message: tr('server.reseller.ids.empty', { field: key }) });
  if (ids.length > max) violations.push({ field: key, message: tr('server.reseller.ids.max', { field: key, max }) });
  if (violations.length) throw invalid(violations);
  return ids;
}

const MAX_PAGE = 200;

/** filter → sort → page like a real backend; current/size out of range answer a 400. */
export function paged<T>(rows: T[], input: Json): Paged<T> {
  const current = int(input, 'current') ?? 1;
  const size = int(input, 'size') ?? 20;
  const violations: ApiViolation[] = [];
  if (!(current >= 1)) violations.push({ field: 'current', message: tr('server.paging.current') });
  if (!(size >= 1 && size <= MAX_PAGE)) violations.push({ field: 'size', message: tr('server.paging.size', { max: MAX_PAGE }) });
  if (violations.length) throw invalid(violations);
  const start = (current - 1) * size;
  return { records: rows.slice(start, start + size), total: rows.length, current, size };
}
