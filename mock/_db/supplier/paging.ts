import type { PageQuery, Paged } from '../../../src/types';

const MAX_SIZE = 200;

/** The page of an already filtered and sorted list, like a real backend (size capped). */
export function pageOf<T>(rows: T[], q: PageQuery): Paged<T> {
  const size = Math.min(MAX_SIZE, Math.max(1, Math.floor(Number(q.size) || 20)));
  const current = Math.max(1, Math.floor(Number(q.current) || 1));
  return { records: rows.slice((current - 1) * size, current * size), total: rows.length, current, size };
}
