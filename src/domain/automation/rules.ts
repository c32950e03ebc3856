import Big from 'big.js';
import type { AutomationSettings, BargainRules, CommodityAutomation, OfferDecision, StockRules } from './types';

/**
 * The pure decisions of the automation: how an offer is answered, what a stock change sets off,
 * whether a commodity needs attention, and which settings may be saved. The form, the fake backend
 * and the tests apply the same functions.
 */

export const AUTOMATION_LIMITS = {
  /** the default threshold of a supplier who never saved settings (the list's "low" mark) */
  lowStockDefault: 10,
  lowStockMax: 99_999_999,
  commoditiesMax: 200,
  priceDecimals: 4,
  runsKept: 500,
  todoListMax: 50,
} as const;

export const DEFAULT_SETTINGS: AutomationSettings = {
  bargain: { enabled: false },
  stock: { enabled: true, lowStock: AUTOMATION_LIMITS.lowStockDefault, autoDelist: false, autoRelist: false },
  commodities: [],
};

const SHARE_RE = /^\d{1,3}(\.\d{1,2})?$/;
const PRICE_RE = /^\d{1,7}(\.\d{1,4})?$/;

const big = (v: string | undefined): Big | undefined => (v === undefined || v === '' ? undefined : new Big(v));

/**
 * Agree first (share of the list price, then the floor: the commodity's own before the default),
 * then reject below the reject share; anything else waits for a person.
 */
export function decideOffer(rules: BargainRules, listPrice: string, offerPrice: string, commodityFloor?: string): OfferDecision {
  if (!rules.enabled) return { decision: 'MANUAL' };
  const list = new Big(listPrice);
  const offer = new Big(offerPrice);
  const agreeShare = big(rules.agreeShare);
  if (agreeShare && offer.gte(list.times(agreeShare).div(100))) return { decision: 'AGREE', rule: 'AGREE_SHARE', value: rules.agreeShare! };
  const floor = commodityFloor ?? rules.agreeFloor;
  if (floor && offer.gte(new Big(floor))) return { decision: 'AGREE', rule: 'AGREE_FLOOR', value: floor };
  const rejectShare = big(rules.rejectShare);
  if (rejectShare && offer.lt(list.times(rejectShare).div(100)))
    return { decision: 'REJECT', rule: 'REJECT_SHARE', value: rules.rejectShare! };
  return { decision: 'MANUAL' };
}

export const commoditySetting = (s: AutomationSettings, commodityId: string): CommodityAutomation | undefined =>
  s.commodities.find((c) => c.commodityId === commodityId);

/** A commodity's threshold and where it comes from. */
export function thresholdOf(s: AutomationSettings, commodityId: string): { lowStock: number; own: boolean } {
  const own = commoditySetting(s, commodityId)?.lowStock;
  return own === undefined ? { lowStock: s.stock.lowStock, own: false } : { lowStock: own, own: true };
}

export type StockAction = 'LOW_STOCK' | 'DELIST' | 'RELIST';

export interface StockChange {
  before: number;
  after: number;
  threshold: number;
  onSale: boolean;
  /** the rule took it off sale (only those are put back) */
  delistedByRule: boolean;
}

/**
 * What one stock change sets off. The warning fires once per crossing (from above the threshold
 * to at or below it), delisting when an on-sale commodity reaches zero, relisting when a commodity
 * the rule delisted has stock again.
 */
export function stockTriggers(rules: StockRules, c: StockChange): StockAction[] {
  if (!rules.enabled) return [];
  const out: StockAction[] = [];
  if (c.before > c.threshold && c.after <= c.threshold) out.push('LOW_STOCK');
  if (rules.autoDelist && c.after === 0 && c.before > 0 && c.onSale) out.push('DELIST');
  if (rules.autoRelist && c.delistedByRule && !c.onSale && c.before === 0 && c.after > 0) out.push('RELIST');
  return out;
}

/** The list's "needs attention": at or below the threshold, or taken off sale by the rule. */
export const needsAttention = (stock: number, threshold: number, delistedByRule: boolean): boolean => stock <= threshold || delistedByRule;

export interface SettingsViolation {
  field: string;
  /** an i18n key of src/locales/<locale>/automation.ts */
  key: string;
  values?: Record<string, string | number>;
}

const isCount = (n: unknown, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
const textOf = (v: unknown): string | undefined =>
  typeof v === 'number' ? String(v) : typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/** The form's own check of a percent field: the i18n key of the problem, or undefined. */
export function shareProblem(v: unknown): SettingsViolation | undefined {
  const s = textOf(v);
  if (s === undefined) return undefined;
  return SHARE_RE.test(s) && new Big(s).gt(0) && new Big(s).lte(100) ? undefined : { field: '', key: 'automation.rule.share' };
}

/** The form's own check of a unit-price field. */
export function priceProblem(v: unknown): SettingsViolation | undefined {
  const s = textOf(v);
  if (s === undefined) return undefined;
  return PRICE_RE.test(s) && new Big(s).gt(0)
    ? undefined
    : { field: '', key: 'automation.rule.price', values: { dp: AUTOMATION_LIMITS.priceDecimals } };
}

/** The form's own check of a threshold (empty is allowed where a default applies). */
export function thresholdProblem(v: unknown): SettingsViolation | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  return isCount(v, AUTOMATION_LIMITS.lowStockMax)
    ? undefined
    : { field: '', key: 'automation.rule.threshold', values: { max: AUTOMATION_LIMITS.lowStockMax } };
}

function share(v: unknown, field: string, out: SettingsViolation[]): string | undefined {
  const problem = shareProblem(v);
  if (problem) out.push({ ...problem, field });
  const s = textOf(v);
  return problem || s === undefined ? undefined : new Big(s).toFixed();
}

function price(v: unknown, field: string, out: SettingsViolation[]): string | undefined {
  const problem = priceProblem(v);
  if (problem) out.push({ ...problem, field });
  const s = textOf(v);
  return problem || s === undefined ? undefined : new Big(s).toFixed();
}

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});

/** Checks what a form sends; a clean result is the settings to store. */
export function checkSettings(input: unknown): { settings: AutomationSettings; violations: SettingsViolation[] } {
  const out: SettingsViolation[] = [];
  const src = obj(input);
  const b = obj(src.bargain);
  const s = obj(src.stock);
  const bargain: BargainRules = {
    enabled: b.enabled === true,
    agreeShare: share(b.agreeShare, 'agreeShare', out),
    agreeFloor: price(b.agreeFloor, 'agreeFloor', out),
    rejectShare: share(b.rejectShare, 'rejectShare', out),
  };
  if (bargain.agreeShare && bargain.rejectShare && new Big(bargain.rejectShare).gte(bargain.agreeShare))
    out.push({ field: 'rejectShare', key: 'automation.rule.rejectBelowAgree' });
  if (bargain.enabled && !bargain.agreeShare && !bargain.agreeFloor && !bargain.rejectShare)
    out.push({ field: 'agreeShare', key: 'automation.rule.bargainEmpty' });
  const lowStock = s.lowStock === undefined ? AUTOMATION_LIMITS.lowStockDefault : s.lowStock;
  if (!isCount(lowStock, AUTOMATION_LIMITS.lowStockMax))
    out.push({ field: 'lowStock', key: 'automation.rule.threshold', values: { max: AUTOMATION_LIMITS.lowStockMax } });
  const stock: StockRules = {
    enabled: s.enabled !== false,
    lowStock: isCount(lowStock, AUTOMATION_LIMITS.lowStockMax) ? lowStock : AUTOMATION_LIMITS.lowStockDefault,
    autoDelist: s.autoDelist === true,
    autoRelist: s.autoRelist === true,
  };
  const list = Array.isArray(src.commodities) ? src.commodities : [];
  if (list.length > AUTOMATION_LIMITS.commoditiesMax)
    out.push({ field: 'commodities', key: 'automation.rule.tooMany', values: { max: AUTOMATION_LIMITS.commoditiesMax } });
  const seen = new Set<string>();
  const commodities: CommodityAutomation[] = [];
  list.slice(0, AUTOMATION_LIMITS.commoditiesMax).forEach((raw, i) => {
    const c = obj(raw);
    const id = textOf(c.commodityId);
    if (!id) return void out.push({ field: `commodities.${i}.commodityId`, key: 'automation.rule.commodity' });
    if (seen.has(id)) return void out.push({ field: `commodities.${i}.commodityId`, key: 'automation.rule.duplicate' });
    seen.add(id);
    const own: CommodityAutomation = { commodityId: id };
    if (c.lowStock !== undefined && c.lowStock !== null && c.lowStock !== '') {
      if (isCount(c.lowStock, AUTOMATION_LIMITS.lowStockMax)) own.lowStock = c.lowStock;
      else
        out.push({ field: `commodities.${i}.lowStock`, key: 'automation.rule.threshold', values: { max: AUTOMATION_LIMITS.lowStockMax } });
    }
    const floor = price(c.agreeFloor, `commodities.${i}.agreeFloor`, out);
    if (floor) own.agreeFloor = floor;
    commodities.push(own);
  });
  return { settings: { bargain: dropEmpty(bargain), stock, commodities }, violations: out };
}

function dropEmpty(b: BargainRules): BargainRules {
  const out: BargainRules = { enabled: b.enabled };
  if (b.agreeShare) out.agreeShare = b.agreeShare;
  if (b.agreeFloor) out.agreeFloor = b.agreeFloor;
  if (b.rejectShare) out.rejectShare = b.rejectShare;
  return out;
}
