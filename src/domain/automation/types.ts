/**
 * Automation of a supplier's routine (bargaining answers, stock alerts, delisting) and the to-do
 * centre. Shared by the console, the fake backend and the tests.
 */

/** Which rule answered an offer automatically. */
export const OFFER_RULES = ['AGREE_SHARE', 'AGREE_FLOOR', 'REJECT_SHARE'] as const;
export type OfferRule = (typeof OFFER_RULES)[number];

/** What the rules do with a new offer: answer it, or leave it for a person. */
export type OfferDecision = { decision: 'AGREE' | 'REJECT'; rule: OfferRule; value: string } | { decision: 'MANUAL' };

/** Bargaining rules: shares are percents of the list price as decimal strings ('90' = 90 %). */
export interface BargainRules {
  enabled: boolean;
  /** agree at or above this share of the list price */
  agreeShare?: string;
  /** agree at or above this unit price (a commodity's own floor wins) */
  agreeFloor?: string;
  /** reject below this share of the list price */
  rejectShare?: string;
}

export interface StockRules {
  enabled: boolean;
  /** default low-stock threshold: at or below it a commodity warns its supplier */
  lowStock: number;
  /** take a commodity off sale when its stock reaches zero */
  autoDelist: boolean;
  /** put a commodity the rule took off sale back on sale when stock returns */
  autoRelist: boolean;
}

/** One commodity's own threshold and floor (each optional: the defaults apply). */
export interface CommodityAutomation {
  commodityId: string;
  lowStock?: number;
  agreeFloor?: string;
}

export interface AutomationSettings {
  bargain: BargainRules;
  stock: StockRules;
  commodities: CommodityAutomation[];
  updatedAt?: string;
}

/** What the rules did; each run names its rule. */
export const RUN_KINDS = ['OFFER_AGREED', 'OFFER_REJECTED', 'LOW_STOCK', 'DELISTED', 'RELISTED'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

/** The rule behind a run: an offer rule, or a stock threshold (the commodity's own or the default), or a switch. */
export const RUN_RULES = [...OFFER_RULES, 'LOW_STOCK_DEFAULT', 'LOW_STOCK_COMMODITY', 'AUTO_DELIST', 'AUTO_RELIST'] as const;
export type RunRule = (typeof RUN_RULES)[number];

export interface AutomationRun {
  id: string;
  kind: RunKind;
  rule: RunRule;
  /** the rule's setting when it acted (a percent, a price, a threshold) */
  value: string;
  commodityId: string;
  commodityTitle: string;
  bargainingId?: string;
  /** offers: the offered and list unit prices; stock: the stock after the change */
  offerPrice?: string;
  listPrice?: string;
  stock?: number;
  at: string;
}

export interface AutomationRunQuery {
  current?: number;
  size?: number;
  kind?: RunKind;
}

/** The to-do centre: what waits for the user, per kind. A kind the sub-account may not see is absent. */
export const TODO_KINDS = ['OFFER', 'DELIVER', 'DISPUTE', 'CHAT'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

export interface TodoItem {
  kind: TodoKind;
  /** bargaining id or order no. */
  id: string;
  title: string;
  commodityId?: string;
  orderNo?: string;
  /** the caller's side of the order */
  side?: 'purchase' | 'sales';
  counterparty: string;
  /** offer: offered unit price; order: amount */
  price?: string;
  quantity?: number;
  /** unread chat messages */
  unread?: number;
  at: string;
}

export interface TodoSummary {
  counts: Partial<Record<TodoKind, number>>;
  /** newest first, at most TODO_LIST_MAX per kind */
  items: TodoItem[];
}
