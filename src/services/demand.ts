import { B, C } from '@/constants/api';
import type {
  DemandBatchPublic,
  DemandBatchResult,
  DemandBatchSave,
  DemandBatchSaveResult,
  DemandBatchSetting,
  DemandByUserQuery,
  DemandCategoryStatistics,
  DemandInput,
  DemandQuery,
  DemandQuickModify,
  DemandQuickModifyResult,
  DemandRefundResult,
  DemandStatistics,
  DemandUpdateInput,
  DemandView,
  ImportParseResult,
  Paged,
} from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/** Demands of the receiver (SPEC §7 C/user/demand) and the archive (B/history/demand). */
const BASE = `${C}/user/demand`;

export function queryMyDemands(query: DemandQuery): Promise<Paged<DemandView>> {
  return request<Paged<DemandView>>(`${BASE}/listUserDemand`, { method: 'POST', data: query });
}

export function queryDemandsByUser(query: DemandByUserQuery): Promise<Paged<DemandView>> {
  return request<Paged<DemandView>>(`${BASE}/listDemandByUser`, { method: 'POST', data: query });
}

export function queryArchivedDemands(query: DemandQuery): Promise<Paged<DemandView>> {
  return request<Paged<DemandView>>(`${B}/history/demand/page`, { method: 'POST', data: query });
}

export function getDemand(id: string): Promise<DemandView> {
  return request<DemandView>(`${BASE}/${encodeURIComponent(id)}`);
}

/** The newest demand, for prefilling the publish form; undefined when there is none. */
export async function getLastDemand(): Promise<DemandView | undefined> {
  const d = await request<DemandView | Record<string, never>>(`${BASE}/lastDemand`);
  return 'id' in d ? (d as DemandView) : undefined;
}

export function createDemand(input: DemandInput, options: RequestOptions = {}): Promise<DemandView> {
  return request<DemandView>(BASE, { ...options, method: 'POST', data: input });
}

/** Refused with 402 PAYMENT_REQUIRED when the change needs more prepayment: use updateDemandByPay. */
export function updateDemand(input: DemandUpdateInput, options: RequestOptions = {}): Promise<DemandView> {
  return request<DemandView>(BASE, { ...options, method: 'PUT', data: input });
}

export function updateDemandByPay(input: DemandUpdateInput, options: RequestOptions = {}): Promise<DemandView> {
  return request<DemandView>(`${BASE}/modifyDemandByPay`, { ...options, method: 'POST', data: input });
}

export function removeDemands(ids: string[]): Promise<{ deleted: string[]; refunded: string }> {
  return request(BASE, { method: 'DELETE', data: { ids } });
}

export function removeDemand(id: string): Promise<{ deleted: string[]; refunded: string }> {
  return request(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function getDemandStatistics(): Promise<DemandStatistics> {
  return request<DemandStatistics>(`${BASE}/statisticsDemand`, { method: 'POST' });
}

export function getDemandCategoryStatistics(): Promise<DemandCategoryStatistics[]> {
  return request<DemandCategoryStatistics[]>(`${BASE}/statisticsCategoryDemand`, { method: 'POST' });
}

/** Applies at once unless a payment is needed: then `payment` holds the quote for quickModifyPay. */
export function quickModifyDemand(change: DemandQuickModify): Promise<DemandQuickModifyResult> {
  return request<DemandQuickModifyResult>(`${BASE}/quickModify`, { method: 'POST', data: change });
}

export function quickModifyDemandPay(change: DemandQuickModify): Promise<DemandQuickModifyResult> {
  return request<DemandQuickModifyResult>(`${BASE}/quickModifyPay`, { method: 'POST', data: change });
}

export function refundDemand(id: string): Promise<DemandRefundResult> {
  return request<DemandRefundResult>(`${BASE}/demandRefund`, { method: 'POST', data: { id } });
}

export function changeDemandBatchSetting(setting: DemandBatchSetting): Promise<DemandBatchResult> {
  return request<DemandBatchResult>(`${BASE}/changeBatchSetting`, { method: 'POST', data: setting });
}

export function changeDemandBatchPublic(change: DemandBatchPublic): Promise<DemandBatchResult> {
  return request<DemandBatchResult>(`${BASE}/changeBatchPublicStatus`, { method: 'POST', data: change });
}

/** multipart upload of an .xlsx; the caller shows file errors itself (skipErrorHandler). */
export function parseDemandImport(file: File, options: RequestOptions = {}): Promise<ImportParseResult> {
  const data = new FormData();
  data.append('file', file);
  return request<ImportParseResult>(`${BASE}/importParsing`, { ...options, method: 'POST', data, requestType: 'form' });
}

export function saveDemandBatch(batch: DemandBatchSave, options: RequestOptions = {}): Promise<DemandBatchSaveResult> {
  return request<DemandBatchSaveResult>(`${BASE}/batchSave`, { ...options, method: 'POST', data: batch });
}

export const DEMAND_TEMPLATE_URL = `${BASE}/importTemplate`;
