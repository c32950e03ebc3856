import Big from 'big.js';
import type { ListingQuery, ListingSort, Paged } from '../../../src/types';
import type { Json } from '../../_lib/input';

/** Reading loosely typed request input, and paging like a real backend (filter → sort → page). */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function int(v: unknown, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export function text(v: unknown): string | undefined {
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

export function textList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(text).filter((x): x is string => !!x);
  const one = text(v);
  return one
    ? one
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

export function bool(v: unknown): boolean | undefined {
  if (v === true || v === 'true' || v === '1') return true;
  if (v === false || v === 'false' || v === '0') return false;
  return undefined;
}

/** current/size from a body or query; size is clamped so a client cannot ask for everything. */
export function pageOf(input: Json): { current: number; size: number } {
  const current = Math.max(1, int(input.current, 1));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, int(input.size ?? input.pageSize, DEFAULT_PAGE_SIZE)));
  return { current, size };
}

export function paginate<T>(items: readonly T[], page: { current: number; size: number }): Paged<T> {
  const start = (page.current - 1) * page.size;
  return { records: items.slice(start, start + page.size), total: items.length, current: page.current, size: page.size };
}

export function comparePrice(a: string, b: string): number {
  return new Big(a).cmp(b);
}

/** Case-insensitive match of a keyword against any of the texts. */
export function matches(keyword: string | undefined, ...texts: Array<string | undefined>): boolean {
  if (!keyword) return true;
  const k = keyword.toLowerCase();
  return texts.some((t) => t?.toLowerCase().includes(k));
}

const SORTS: readonly ListingSort[] = ['PRICE_ASC', 'PRICE_DESC', 'LATEST', 'COMPLETION'];

/** The listing filter of listShop* / list*ByStoreUrl bodies; unknown sorts fall back to the default. */
export function parseListingQuery(input: Json): ListingQuery {
  const sort = text(input.sort);
  return {
    ...pageOf(input),
    gameId: text(input.gameId),
    categoryId: text(input.categoryId),
    serverId: text(input.serverId),
    attributeValueIds: textList(input.attributeValueIds),
    tradeMethod: text(input.tradeMethod),
    keyword: text(input.keyword),
    sort: SORTS.includes(sort as ListingSort) ? (sort as ListingSort) : undefined,
    storeUrl: text(input.storeUrl),
  };
}
