import { B } from '@/constants/api';
import type {
  Paged,
  StockRecord,
  StockRecordBatchItem,
  StockRecordInput,
  StockRecordQuery,
  StockRecordRemarkInput,
  StockStatistics,
} from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/** Stock ledger (SPEC §7 B/commodity/stockRecords) and its archive (B/history/commodity/stockRecords). */
const BASE = `${B}/commodity/stockRecords`;
const HISTORY = `${B}/history/commodity/stockRecords`;

/** Excel exports: POST with the current filter as the body (ExportButton). */
export const STOCK_EXPORT_URL = `${BASE}/excel`;
export const STOCK_HISTORY_EXPORT_URL = `${HISTORY}/excel`;

export function queryStockRecords(query: StockRecordQuery): Promise<Paged<StockRecord>> {
  return request<Paged<StockRecord>>(`${BASE}/page`, { method: 'POST', data: query });
}

export function queryArchivedStockRecords(query: StockRecordQuery): Promise<Paged<StockRecord>> {
  return request<Paged<StockRecord>>(`${HISTORY}/page`, { method: 'POST', data: query });
}

export function getStockStatistics(query: Omit<StockRecordQuery, 'current' | 'size'>): Promise<StockStatistics> {
  return request<StockStatistics>(`${BASE}/statistics`, { method: 'POST', data: query });
}

export function addStockRecord(input: StockRecordInput, options?: RequestOptions): Promise<StockRecord> {
  return request<StockRecord>(BASE, { ...options, method: 'POST', data: input });
}

export function updateStockRemark(input: StockRecordRemarkInput): Promise<StockRecord> {
  return request<StockRecord>(BASE, { method: 'PUT', data: input });
}

/** Reverses a manual record; answers the reversing CANCEL record. */
export function cancelStockRecord(id: string): Promise<StockRecord> {
  return request<StockRecord>(`${BASE}/cancel/${encodeURIComponent(id)}`, { method: 'PUT' });
}

export function addStockRecordsBatch(typeName: 'IN' | 'OUT', items: StockRecordBatchItem[]): Promise<StockRecord[]> {
  return request<StockRecord[]>(`${BASE}/postCommodityStockRecords/${typeName}`, { method: 'POST', data: { items } });
}

/** A commodity's live records (skuTreeId = commodity id). */
export function stockRecordsOfCommodity(commodityId: string): Promise<StockRecord[]> {
  return request<StockRecord[]>(`${BASE}/getCommodityStockRecordBySkuTreeId/${encodeURIComponent(commodityId)}`);
}
