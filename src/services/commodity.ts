import { C } from '@/constants/api';
import type {
  AutoUpdateInput,
  AutoUpdateRow,
  BatchResult,
  BatchSaleStatusInput,
  BatchSettingInput,
  CategoryCommodityStatistics,
  CommodityInput,
  CommodityQuery,
  CommodityStatistics,
  CommodityUpdateInput,
  GoldServerStock,
  PageQuery,
  Paged,
  QuickModifyInput,
  QuickPublishInput,
  SupplierCommodity,
  SyncSaleStatus,
  TradeMethod,
} from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/** My commodities (SPEC §7 C/user/commodity). */
const BASE = `${C}/user/commodity`;

export function queryMyCommodities(query: CommodityQuery): Promise<Paged<SupplierCommodity>> {
  return request<Paged<SupplierCommodity>>(`${BASE}/listUserCommodity`, { method: 'POST', data: query });
}

export function getMyCommodity(id: string, options?: RequestOptions): Promise<SupplierCommodity> {
  return request<SupplierCommodity>(`${BASE}/${encodeURIComponent(id)}`, options);
}

/** The latest published commodity (of a category when given); undefined when there is none. */
export async function getLastCommodity(categoryId?: string): Promise<SupplierCommodity | undefined> {
  const c = await request<SupplierCommodity | Record<string, never>>(`${BASE}/lastCommodity`, { params: categoryId ? { categoryId } : {} });
  return 'id' in c ? (c as SupplierCommodity) : undefined;
}

/** skipErrorHandler: the form puts violations next to its fields itself. */
export function createCommodity(input: CommodityInput, options?: RequestOptions): Promise<SupplierCommodity> {
  return request<SupplierCommodity>(BASE, { ...options, method: 'POST', data: input });
}

export function updateCommodity(input: CommodityUpdateInput, options?: RequestOptions): Promise<SupplierCommodity> {
  return request<SupplierCommodity>(BASE, { ...options, method: 'PUT', data: input });
}

export function removeCommodity(id: string): Promise<Record<string, never>> {
  return request(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function removeCommodities(ids: string[]): Promise<{ deleted: number }> {
  return request<{ deleted: number }>(BASE, { method: 'DELETE', data: { ids } });
}

export function quickModifyCommodity(input: QuickModifyInput, options?: RequestOptions): Promise<SupplierCommodity> {
  return request<SupplierCommodity>(`${BASE}/quickModify`, { ...options, method: 'POST', data: input });
}

export function quickPublishCommodity(input: QuickPublishInput, options?: RequestOptions): Promise<SupplierCommodity> {
  return request<SupplierCommodity>(`${BASE}/quickPublish`, { ...options, method: 'POST', data: input });
}

export function changeBatchSaleStatus(input: BatchSaleStatusInput): Promise<BatchResult> {
  return request<BatchResult>(`${BASE}/changeBatchSaleStatus`, { method: 'POST', data: input });
}

export function changeBatchSetting(input: BatchSettingInput, options?: RequestOptions): Promise<BatchResult> {
  return request<BatchResult>(`${BASE}/changeBatchSetting`, { ...options, method: 'POST', data: input });
}

export function getCommodityStatistics(): Promise<CommodityStatistics> {
  return request<CommodityStatistics>(`${BASE}/statisticsCommodity`, { method: 'POST', data: {} });
}

export function getCategoryStatistics(): Promise<CategoryCommodityStatistics[]> {
  return request<CategoryCommodityStatistics[]>(`${BASE}/statisticsCategoryCommodity`, { method: 'POST', data: {} });
}

export function getGoldServerStock(): Promise<GoldServerStock[]> {
  return request<GoldServerStock[]>(`${BASE}/listUserGoldServerStockData`, { method: 'POST', data: {} });
}

export function getSyncSaleStatus(): Promise<SyncSaleStatus> {
  return request<SyncSaleStatus>(`${BASE}/getUserSyncSaleStatus`);
}

/** Syncs now; `enabled` also switches the automatic sync. */
export function syncSaleStatus(enabled?: boolean): Promise<SyncSaleStatus> {
  return request<SyncSaleStatus>(`${BASE}/syncSaleStatus`, { method: 'POST', data: enabled === undefined ? {} : { enabled } });
}

export function saveAutoUpdate(input: AutoUpdateInput, options?: RequestOptions): Promise<BatchResult> {
  return request<BatchResult>(`${BASE}/autoUpdatePriceAndQuantity`, { ...options, method: 'POST', data: input });
}

export function removeAutoUpdate(commodityId: string): Promise<BatchResult> {
  return request<BatchResult>(`${BASE}/autoUpdatePriceAndQuantity`, { method: 'POST', data: { remove: true, commodityId } });
}

export function queryAutoUpdate(query: PageQuery & { enabled?: boolean }): Promise<Paged<AutoUpdateRow>> {
  return request<Paged<AutoUpdateRow>>(`${BASE}/listAutoUpdateConfig`, { method: 'POST', data: query });
}
