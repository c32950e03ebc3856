import { marketApi } from '@/domain/market/endpoints';
import type { SearchHistoryItem, SearchRecordInput } from '@/types';
import { call } from '@/utils/request';

/** Search history of the signed-in user (SPEC §7 C/usercenter/search). */

export function recordSearch(input: SearchRecordInput): Promise<void> {
  return call(marketApi.recordSearch, { data: input, silent: true });
}

export function querySearchHistory(): Promise<SearchHistoryItem[]> {
  return call(marketApi.querySearchHistory);
}

export function removeSearch(gameId: string, categoryId: string): Promise<void> {
  return call(marketApi.removeSearch, { path: { gameId, categoryId } });
}

export function clearSearchHistory(): Promise<void> {
  return call(marketApi.clearSearchHistory);
}
