/**
 * The pricing area of the fake backend (repricing rules, their runs, bulk price edits), as its
 * route file (mock/pricing-rules.ts) and the supplier's lazy jobs use it.
 */
export { applyBulk, previewBulk } from './bulk';
export { driftedPrice } from './market';
export {
  createRule,
  listRules,
  listRuns,
  previewRule,
  removeRule,
  runDuePricing,
  runRuleNow,
  undoRun,
  updateRule,
  type PricingActor,
} from './runs';
export { parsePriceSheet, priceSheet } from './sheet';
export type { PricingState } from './state';
