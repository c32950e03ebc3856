import type { Paged } from '../../../src/types';

export const MAX_PAGE_SIZE = 500;

/** Reads current / size from a query (strings or numbers), clamped to sane bounds. */
export function pageParams(q: { current?: unknown; size?: unknown }): { current: number; size: number } {
  const current = Math.max(1, Math.floor(Number(q.current) || 1));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(q.size) || 20)));
  return { current, size };
}

/** The page of an already filtered and sorted list. */
export function pageOf<T>(list: T[], q: { current?: unknown; size?: unknown }): Paged<T> {
  const { current, size } = pageParams(q);
  return { records: list.slice((current - 1) * size, current * size), total: list.length, current, size };
}
