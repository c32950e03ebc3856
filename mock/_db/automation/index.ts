/**
 * The automation area of the fake backend: rules per main account, their runs, the hooks the
 * bargaining and stock rules call, and the to-do centre.
 */
export { answerNewOffer } from './offers';
export { getSettings, pageRuns, saveSettings } from './settings';
export { afterStockChange, commodityNeedsAttention } from './stock';
export type { AutomationState } from './state';
export { todosOf } from './todos';
