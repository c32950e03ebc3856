import { supplierApi } from '@/domain/supplier/endpoints';
import { urlOf } from '@/domain/endpoint';
import type {
  Paged,
  StockRecord,
  StockRecordBatchItem,
  StockRecordFilter,
  StockRecordInput,
  StockRecordQuery,
  StockRecordRemarkInput,
  StockStatistics,
} from '@/types';
import { call, type CallOptions } from '@/utils/request';
import { callPreloaded } from '@/utils/routeData';

/** Stock ledger (SPEC §7 B/commodity/stockRecords) and its archive (B/history/commodity/stockRecords). */

/** Excel exports: POST with the current filter as the body (ExportButton). */
export const STOCK_EXPORT_URL = urlOf(supplierApi.exportStockRecords);
export const STOCK_HISTORY_EXPORT_URL = urlOf(supplierApi.exportArchivedStockRecords);

export function queryStockRecords(query: StockRecordQuery): Promise<Paged<StockRecord>> {
  return callPreloaded(supplierApi.queryStockRecords, { data: query });
}

export function queryArchivedStockRecords(query: StockRecordQuery): Promise<Paged<StockRecord>> {
  return call(supplierApi.queryArchivedStockRecords, { data: query });
}

export function getStockStatistics(query: StockRecordFilter): Promise<StockStatistics> {
  return call(supplierApi.getStockStatistics, { data: query });
}

export function addStockRecord(input: StockRecordInput, options?: CallOptions): Promise<StockRecord> {
  return call(supplierApi.addStockRecord, { ...options, data: input });
}

export function updateStockRemark(input: StockRecordRemarkInput): Promise<StockRecord> {
  return call(supplierApi.updateStockRemark, { data: input });
}

/** Reverses a manual record; answers the reversing CANCEL record. */
export function cancelStockRecord(id: string): Promise<StockRecord> {
  return call(supplierApi.cancelStockRecord, { path: { id } });
}

export function addStockRecordsBatch(typeName: 'IN' | 'OUT', items: StockRecordBatchItem[]): Promise<StockRecord[]> {
  return call(supplierApi.addStockRecordsBatch, { path: { typeName }, data: { items } });
}

/** A commodity's live records (skuTreeId = commodity id). */
export function stockRecordsOfCommodity(commodityId: string): Promise<StockRecord[]> {
  return call(supplierApi.stockRecordsOfCommodity, { path: { skuTreeId: commodityId } });
}
