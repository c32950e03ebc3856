import type { Paged } from '../../types/api';
import { endpoint, type NoContent } from '../endpoint';
import type { BulkPriceInput, PriceSheetResult, PricingPreview, PricingRule, PricingRuleInput, PricingRun, PricingRunQuery } from './types';

/**
 * Repricing calls of the supplier workspace: market-following rules, their runs (logged, undoable)
 * and bulk price edits. Fixed paths come before `:ruleId` / `:runId` (the fake backend matches in order).
 */
export const pricingApi = {
  listPricingRules: endpoint('GET', '/api/shop/user/pricing/rules').of<{ res: PricingRule[] }>(),
  /** what the rule (saved or not) would do now, computed as a run computes it */
  previewPricingRule: endpoint('POST', '/api/shop/user/pricing/rules/preview').of<{
    res: PricingPreview;
    /** `ruleId`: the saved rule the values are for (its commodities are not another rule's) */
    body: PricingRuleInput & { ruleId?: string };
  }>(),
  createPricingRule: endpoint('POST', '/api/shop/user/pricing/rules').of<{ res: PricingRule; body: PricingRuleInput }>(),
  updatePricingRule: endpoint('PUT', '/api/shop/user/pricing/rules/:ruleId').of<{ res: PricingRule; body: PricingRuleInput }>(),
  removePricingRule: endpoint('DELETE', '/api/shop/user/pricing/rules/:ruleId').of<{ res: NoContent }>(),
  runPricingRule: endpoint('POST', '/api/shop/user/pricing/rules/:ruleId/run').of<{ res: PricingRun; body: NoContent }>(),
  listPricingRuns: endpoint('GET', '/api/shop/user/pricing/runs').of<{ res: Paged<PricingRun>; query: PricingRunQuery }>(),
  undoPricingRun: endpoint('POST', '/api/shop/user/pricing/runs/:runId/undo').of<{ res: PricingRun; body: NoContent }>(),
  previewBulkPrice: endpoint('POST', '/api/shop/user/pricing/bulk/preview').of<{ res: PricingPreview; body: BulkPriceInput }>(),
  applyBulkPrice: endpoint('POST', '/api/shop/user/pricing/bulk').of<{ res: PricingRun; body: BulkPriceInput }>(),
  /** multipart: an .xlsx with a commodity-id column and a new-price column */
  parsePriceSheet: endpoint('POST', '/api/shop/user/pricing/bulk/sheet').of<{ res: PriceSheetResult; body: FormData }>(),
  /** .xlsx of the commodities with their prices and an empty new-price column, to fill in and upload */
  downloadPriceSheet: endpoint('GET', '/api/shop/user/pricing/bulk/sheet').of<{ query: { lang?: string } }>(),
} as const;
