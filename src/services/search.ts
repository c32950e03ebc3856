import { C } from '@/constants/api';
import type { SearchHistoryItem, SearchRecordInput } from '@/types';
import { request } from '@/utils/request';

/** Search history of the signed-in user (SPEC §7 C/usercenter/search). */

export function recordSearch(input: SearchRecordInput): Promise<void> {
  return request<void>(`${C}/usercenter/search`, { method: 'POST', data: input, silent: true });
}

export function querySearchHistory(): Promise<SearchHistoryItem[]> {
  return request<SearchHistoryItem[]>(`${C}/usercenter/search/all`);
}

export function removeSearch(gameId: string, categoryId: string): Promise<void> {
  return request<void>(`${C}/usercenter/search/${encodeURIComponent(gameId)}/${encodeURIComponent(categoryId)}`, { method: 'DELETE' });
}

export function clearSearchHistory(): Promise<void> {
  return request<void>(`${C}/usercenter/search/cleanup`, { method: 'DELETE' });
}
