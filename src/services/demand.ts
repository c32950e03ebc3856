import { resellerApi } from '@/domain/reseller/endpoints';
import { urlOf } from '@/domain/endpoint';
import type {
  DemandBatchPublic,
  DemandBatchResult,
  DemandBatchSave,
  DemandBatchSaveResult,
  DemandBatchSetting,
  DemandByUserQuery,
  DemandCategoryStatistics,
  DemandDeleteResult,
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
import { call, type CallOptions } from '@/utils/request';
import { callPreloaded } from '@/utils/routeData';

/** Demands of the receiver (SPEC §7 C/user/demand) and the archive (B/history/demand). */
export function queryMyDemands(query: DemandQuery): Promise<Paged<DemandView>> {
  // the first page may have been started by the route (routeLoaders)
  return callPreloaded(resellerApi.queryMyDemands, { data: query });
}

export function queryDemandsByUser(query: DemandByUserQuery): Promise<Paged<DemandView>> {
  return call(resellerApi.queryDemandsByUser, { data: query });
}

export function queryArchivedDemands(query: DemandQuery): Promise<Paged<DemandView>> {
  return call(resellerApi.queryArchivedDemands, { data: query });
}

export function getDemand(id: string): Promise<DemandView> {
  return call(resellerApi.getDemand, { path: { demandId: id } });
}

/** The newest demand, for prefilling the publish form; undefined when there is none. */
export async function getLastDemand(): Promise<DemandView | undefined> {
  const d = await call(resellerApi.getLastDemand);
  return isDemand(d) ? d : undefined;
}

const isDemand = (d: DemandView | Record<string, never>): d is DemandView => 'id' in d;

export function createDemand(input: DemandInput, options: CallOptions = {}): Promise<DemandView> {
  return call(resellerApi.createDemand, { ...options, data: input });
}

/** Refused with 402 PAYMENT_REQUIRED when the change needs more prepayment: use updateDemandByPay. */
export function updateDemand(input: DemandUpdateInput, options: CallOptions = {}): Promise<DemandView> {
  return call(resellerApi.updateDemand, { ...options, data: input });
}

export function updateDemandByPay(input: DemandUpdateInput, options: CallOptions = {}): Promise<DemandView> {
  return call(resellerApi.updateDemandByPay, { ...options, data: input });
}

export function removeDemands(ids: string[]): Promise<DemandDeleteResult> {
  return call(resellerApi.removeDemands, { data: { ids } });
}

export function removeDemand(id: string): Promise<DemandDeleteResult> {
  return call(resellerApi.removeDemand, { path: { id } });
}

export function getDemandStatistics(): Promise<DemandStatistics> {
  return call(resellerApi.getDemandStatistics);
}

export function getDemandCategoryStatistics(): Promise<DemandCategoryStatistics[]> {
  return call(resellerApi.getDemandCategoryStatistics);
}

/** Applies at once unless a payment is needed: then `payment` holds the quote for quickModifyPay. */
export function quickModifyDemand(change: DemandQuickModify): Promise<DemandQuickModifyResult> {
  return call(resellerApi.quickModifyDemand, { data: change });
}

export function quickModifyDemandPay(change: DemandQuickModify): Promise<DemandQuickModifyResult> {
  return call(resellerApi.quickModifyDemandPay, { data: change });
}

export function refundDemand(id: string): Promise<DemandRefundResult> {
  return call(resellerApi.refundDemand, { data: { id } });
}

export function changeDemandBatchSetting(setting: DemandBatchSetting): Promise<DemandBatchResult> {
  return call(resellerApi.changeDemandBatchSetting, { data: setting });
}

export function changeDemandBatchPublic(change: DemandBatchPublic): Promise<DemandBatchResult> {
  return call(resellerApi.changeDemandBatchPublic, { data: change });
}

/** multipart upload of an .xlsx; the caller shows file errors itself (skipErrorHandler). */
export function parseDemandImport(file: File, options: CallOptions = {}): Promise<ImportParseResult> {
  const data = new FormData();
  data.append('file', file);
  return call(resellerApi.parseDemandImport, { ...options, data, requestType: 'form' });
}

export function saveDemandBatch(batch: DemandBatchSave, options: CallOptions = {}): Promise<DemandBatchSaveResult> {
  return call(resellerApi.saveDemandBatch, { ...options, data: batch });
}

/** The import template (.xlsx download; `lang=en` for English names). */
export const DEMAND_TEMPLATE_URL = urlOf(resellerApi.downloadDemandTemplate);
