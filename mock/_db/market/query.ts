import Big from 'big.js';
import { LISTING_SORTS, type ListingQuery, type ListingSort } from '../../../src/domain/market/types';
import { type Json, num, text, textList } from '../../_lib/input';
import { pageParams } from '../../_lib/paging';

/** Reading the market's request input: listing filters, list limits, keyword matches, prices. */

/** A whole-number limit of a short list: absent or not a number reads as `fallback`, then 1..max. */
export function limitOf(input: Json, key: string, fallback: number, max: number): number {
  return Math.min(max, Math.max(1, Math.trunc(num(input, key) ?? fallback)));
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

const isSort = (v: string | undefined): v is ListingSort => LISTING_SORTS.some((s) => s === v);

/** The listing filter of listShop* / list*ByStoreUrl bodies; unknown sorts fall back to the default. */
export function parseListingQuery(input: Json): ListingQuery {
  const sort = text(input, 'sort');
  return {
    ...pageParams(input),
    gameId: text(input, 'gameId'),
    categoryId: text(input, 'categoryId'),
    serverId: text(input, 'serverId'),
    attributeValueIds: textList(input, 'attributeValueIds') ?? [],
    tradeMethod: text(input, 'tradeMethod'),
    keyword: text(input, 'keyword'),
    sort: isSort(sort) ? sort : undefined,
    storeUrl: text(input, 'storeUrl'),
  };
}
