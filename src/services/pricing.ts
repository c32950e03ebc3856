import { urlOf } from '@/domain/endpoint';
import { pricingApi } from '@/domain/pricing/endpoints';
import type {
  BulkPriceInput,
  PriceSheetResult,
  PricingPreview,
  PricingRule,
  PricingRuleInput,
  PricingRun,
  PricingRunQuery,
} from '@/domain/pricing/types';
import type { Paged } from '@/types';
import { call, type CallOptions } from '@/utils/request';

/** Repricing: market-following rules, their runs and bulk price edits. */

export const listPricingRules = (): Promise<PricingRule[]> => call(pricingApi.listPricingRules);

export const previewPricingRule = (input: PricingRuleInput & { ruleId?: string }, options: CallOptions = {}): Promise<PricingPreview> =>
  call(pricingApi.previewPricingRule, { ...options, data: input });

export const createPricingRule = (input: PricingRuleInput, options: CallOptions = {}): Promise<PricingRule> =>
  call(pricingApi.createPricingRule, { ...options, data: input });

export const updatePricingRule = (id: string, input: PricingRuleInput, options: CallOptions = {}): Promise<PricingRule> =>
  call(pricingApi.updatePricingRule, { ...options, path: { ruleId: id }, data: input });

export const removePricingRule = (id: string): Promise<unknown> => call(pricingApi.removePricingRule, { path: { ruleId: id } });

export const runPricingRule = (id: string): Promise<PricingRun> => call(pricingApi.runPricingRule, { path: { ruleId: id }, data: {} });

export const listPricingRuns = (query: PricingRunQuery): Promise<Paged<PricingRun>> => call(pricingApi.listPricingRuns, { params: query });

export const undoPricingRun = (id: string): Promise<PricingRun> => call(pricingApi.undoPricingRun, { path: { runId: id }, data: {} });

export const previewBulkPrice = (input: BulkPriceInput, options: CallOptions = {}): Promise<PricingPreview> =>
  call(pricingApi.previewBulkPrice, { ...options, data: input });

export const applyBulkPrice = (input: BulkPriceInput): Promise<PricingRun> => call(pricingApi.applyBulkPrice, { data: input });

/** multipart upload of an .xlsx; the caller shows file errors itself (skipErrorHandler). */
export function parsePriceSheet(file: File, options: CallOptions = {}): Promise<PriceSheetResult> {
  const data = new FormData();
  data.append('file', file);
  return call(pricingApi.parsePriceSheet, { ...options, data, requestType: 'form' });
}

/** The price sheet (.xlsx download; `lang=en` for English headers). */
export const PRICE_SHEET_URL = urlOf(pricingApi.downloadPriceSheet);
