import type { Paged } from '../../src/types';
import { invalid } from './http';
import { tr } from './i18n';
import type { Json } from './input';

/** One paging rule for every list of the fake backend: size 1–500 (default 20), current from 1. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

export interface PageParams {
  current: number;
  size: number;
}

/**
 * current / size (or pageSize) from a body or query, numbers or numeric strings. Absent means the
 * default; anything present that is not a whole number in range answers a 400, as a real backend
 * would, rather than a silently different page.
 */
export function pageParams(input: Json): PageParams {
  const read = (key: string, raw: unknown, fallback: number, max: number): number => {
    if (raw === undefined || raw === null || raw === '') return fallback;
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isInteger(n) || n < 1 || n > max) throw invalid([{ field: key, message: tr('server.paging.range', { field: key, max }) }]);
    return n;
  };
  return {
    current: read('current', input.current, 1, 1_000_000),
    size: read('size', input.size ?? input.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** The last step of filter → sort → page; the page is checked by the one rule whatever its source. */
export function paginate<T>(rows: readonly T[], page: PageParams | Json): Paged<T> {
  const { current, size } = pageParams({ current: page.current, size: page.size ?? (page as Json).pageSize });
  const start = (current - 1) * size;
  return { records: rows.slice(start, start + size), total: rows.length, current, size };
}
