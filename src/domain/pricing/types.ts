/**
 * Repricing: market-following rules and bulk price edits of a supplier's commodities. Shared by the
 * console, the fake backend and the tests; prices are decimal strings.
 */

/** "stay X below the lowest competing price" or "hold rank N" among the competing prices. */
export const PRICING_STRATEGIES = ['BELOW_LOWEST', 'HOLD_RANK'] as const;
export type PricingStrategy = (typeof PRICING_STRATEGIES)[number];

/** X of a rule, or the change of a bulk edit: an amount in yuan or a percentage of the price. */
export const OFFSET_KINDS = ['AMOUNT', 'PERCENT'] as const;
export type OffsetKind = (typeof OFFSET_KINDS)[number];

/** Which bound changed the price: the rule's floor or ceiling, or the platform's price range. */
export const PRICE_BOUNDS = ['FLOOR', 'CEILING', 'LIMIT'] as const;
export type PriceBound = (typeof PRICE_BOUNDS)[number];

/** Why a row keeps its price although the rule covers it. */
export const HOLD_REASONS = ['NO_MARKET', 'FEW_COMPETITORS', 'OTHER_RULE'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** What started a run. */
export const RUN_TRIGGERS = ['MANUAL', 'SCHEDULE', 'BULK', 'UPLOAD'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

/** The commodities a rule or a bulk edit covers: listed ones, or all of one game / server / category. */
export interface PricingTarget {
  commodityIds?: string[];
  gameId?: string;
  serverId?: string;
  categoryId?: string;
}

export interface PricingRuleInput {
  name: string;
  target: PricingTarget;
  strategy: PricingStrategy;
  /** BELOW_LOWEST: how far below the lowest competing price (≥ 0) */
  offsetKind: OffsetKind;
  offset: string;
  /** HOLD_RANK: the place to hold, 1 = cheapest */
  rank: number;
  floor: string;
  ceiling: string;
  intervalMinutes: number;
  enabled: boolean;
}

export interface PricingRule extends PricingRuleInput {
  id: string;
  createdAt: string;
  lastRunAt?: string;
  /** when the fake backend's clock runs it next (enabled rules) */
  nextRunAt?: string;
}

/** One commodity of a preview or a run: what it costs now and what the rule or edit makes of it. */
export interface PricingRow {
  commodityId: string;
  title: string;
  currentPrice: string;
  /** lowest competing price on sale now; absent when nobody else sells it */
  marketLow?: string;
  /** competing prices, cheapest first (the console recomputes a row's rank after an edit with them) */
  competitors: string[];
  rankNow: number;
  newPrice: string;
  rankAfter: number;
  clippedBy?: PriceBound;
  heldBy?: HoldReason;
  changed: boolean;
}

export interface PricingPreview {
  rows: PricingRow[];
  changed: number;
}

/** A bulk edit: a change by amount / percentage (signed: -5 PERCENT is a 5 % cut), per-row prices, or both. */
export interface BulkPriceInput {
  target: PricingTarget;
  change?: { kind: OffsetKind; value: string };
  /** new prices by commodity id (an uploaded sheet, or prices typed into the preview) */
  prices?: Record<string, string>;
  floor?: string;
  ceiling?: string;
  trigger?: 'BULK' | 'UPLOAD';
}

export interface PriceChange {
  commodityId: string;
  title: string;
  before: string;
  after: string;
  clippedBy?: PriceBound;
}

export interface PricingRun {
  id: string;
  at: string;
  trigger: RunTrigger;
  ruleId?: string;
  ruleName?: string;
  operator: string;
  changes: PriceChange[];
  undoneAt?: string;
  /** set by an undo: prices changed since the run and therefore kept */
  keptOnUndo?: number;
}

export interface PricingRunQuery {
  current?: number;
  size?: number;
}

/** A row of an uploaded price sheet that could not be read. */
export interface PriceSheetIssue {
  rowNo: number;
  commodityId: string;
  message: string;
}

export interface PriceSheetResult {
  fileName: string;
  prices: Record<string, string>;
  issues: PriceSheetIssue[];
}
