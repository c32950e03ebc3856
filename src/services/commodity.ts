import { supplierApi } from '@/domain/supplier/endpoints';
import type {
  AutoUpdateInput,
  AutoUpdateQuery,
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
  Paged,
  QuickModifyInput,
  QuickPublishInput,
  SupplierCommodity,
  SyncSaleStatus,
} from '@/types';
import { call, type CallOptions } from '@/utils/request';
import { callPreloaded } from '@/utils/routeData';

/** My commodities (SPEC §7 C/user/commodity). */

export function queryMyCommodities(query: CommodityQuery): Promise<Paged<SupplierCommodity>> {
  return callPreloaded(supplierApi.queryMyCommodities, { data: query });
}

export function getMyCommodity(id: string, options?: CallOptions): Promise<SupplierCommodity> {
  return call(supplierApi.getMyCommodity, { ...options, path: { commodityId: id } });
}

const isCommodity = (c: SupplierCommodity | Record<string, never>): c is SupplierCommodity => 'id' in c;

/** The latest published commodity (of a category when given); undefined when there is none. */
export async function getLastCommodity(categoryId?: string): Promise<SupplierCommodity | undefined> {
  const c = await call(supplierApi.getLastCommodity, { params: categoryId ? { categoryId } : {} });
  return isCommodity(c) ? c : undefined;
}

/** skipErrorHandler: the form puts violations next to its fields itself. */
export function createCommodity(input: CommodityInput, options?: CallOptions): Promise<SupplierCommodity> {
  return call(supplierApi.createCommodity, { ...options, data: input });
}

export function updateCommodity(input: CommodityUpdateInput, options?: CallOptions): Promise<SupplierCommodity> {
  return call(supplierApi.updateCommodity, { ...options, data: input });
}

export function removeCommodity(id: string): Promise<Record<string, never>> {
  return call(supplierApi.removeCommodity, { path: { commodityId: id } });
}

export function removeCommodities(ids: string[]): Promise<{ deleted: number }> {
  return call(supplierApi.removeCommodities, { data: { ids } });
}

export function quickModifyCommodity(input: QuickModifyInput, options?: CallOptions): Promise<SupplierCommodity> {
  return call(supplierApi.quickModifyCommodity, { ...options, data: input });
}

export function quickPublishCommodity(input: QuickPublishInput, options?: CallOptions): Promise<SupplierCommodity> {
  return call(supplierApi.quickPublishCommodity, { ...options, data: input });
}

export function changeBatchSaleStatus(input: BatchSaleStatusInput): Promise<BatchResult> {
  return call(supplierApi.changeBatchSaleStatus, { data: input });
}

export function changeBatchSetting(input: BatchSettingInput, options?: CallOptions): Promise<BatchResult> {
  return call(supplierApi.changeBatchSetting, { ...options, data: input });
}

export function getCommodityStatistics(): Promise<CommodityStatistics> {
  return call(supplierApi.getCommodityStatistics, { data: {} });
}

export function getCategoryStatistics(): Promise<CategoryCommodityStatistics[]> {
  return call(supplierApi.getCategoryStatistics, { data: {} });
}

export function getGoldServerStock(): Promise<GoldServerStock[]> {
  return call(supplierApi.getGoldServerStock, { data: {} });
}

export function getSyncSaleStatus(): Promise<SyncSaleStatus> {
  return call(supplierApi.getSyncSaleStatus);
}

/** Syncs now; `enabled` also switches the automatic sync. */
export function syncSaleStatus(enabled?: boolean): Promise<SyncSaleStatus> {
  return call(supplierApi.syncSaleStatus, { data: enabled === undefined ? {} : { enabled } });
}

export function saveAutoUpdate(input: AutoUpdateInput, options?: CallOptions): Promise<{ updated: number }> {
  return call(supplierApi.saveAutoUpdate, { ...options, data: input });
}

/** The same call as saveAutoUpdate, with `remove`: auto-update off for good. */
export function removeAutoUpdate(commodityId: string): Promise<{ updated: number }> {
  return call(supplierApi.saveAutoUpdate, { data: { remove: true, commodityId } });
}

export function queryAutoUpdate(query: AutoUpdateQuery): Promise<Paged<AutoUpdateRow>> {
  return call(supplierApi.queryAutoUpdate, { data: query });
}
