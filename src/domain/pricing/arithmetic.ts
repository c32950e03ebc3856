import Big from 'big.js';
import { compare, toBig, toPlain } from '../decimal';
import { COMMODITY_LIMITS } from '../supplier/rules';
import type { BulkPriceInput, HoldReason, PriceBound, PricingPreview, PricingRow, PricingRuleInput } from './types';

/**
 * The arithmetic of repricing, one function for the preview and the run alike: the fake backend
 * previews and runs with `planPrices`, the console recomputes an edited preview row with
 * `rowWithPrice`. Decimal-exact (big.js); no float ever touches a price.
 */

/** Smallest price the platform takes (priceDecimals places). */
export const MIN_PRICE = new Big(1).div(new Big(10).pow(COMMODITY_LIMITS.priceDecimals)).toFixed();

/** Places a price keeps: fen above one yuan, four places below (gold sells at fractions of a fen). */
export const priceDp = (price: Big): number => (price.lt(1) ? COMMODITY_LIMITS.priceDecimals : 2);

const normal = (b: Big): string => toPlain(new Big(b.toFixed()));

/** Rounds to the price's places: `down` never ends above the exact value, `halfUp` is the nearest. */
export function roundPrice(value: string, mode: 'down' | 'halfUp'): string {
  const b = toBig(value) ?? new Big(0);
  return normal(b.round(priceDp(b), mode === 'down' ? Big.roundDown : Big.roundHalfUp));
}

/** The highest price in the price's places strictly below `price`. */
export function tickBelow(price: string): string {
  const p = new Big(price);
  const dp = priceDp(p);
  const down = p.round(dp, Big.roundDown);
  const below = down.lt(p) ? down : down.minus(new Big(1).div(new Big(10).pow(dp)));
  // just under 1 yuan the finer places apply
  return below.lt(1) && !p.lt(1) ? normal(p.minus(MIN_PRICE)) : normal(below);
}

/** Competing prices cheapest first. */
export const sortPrices = (prices: string[]): string[] => [...prices].sort((a, b) => compare(a, b));

/**
 * Place in the market's price order, 1 = cheapest. A competitor at the same price counts ahead:
 * who wins a tie is not the seller's to choose, so a rule never claims a place a tie could lose.
 */
export function rankOf(price: string, competitors: string[]): number {
  return 1 + competitors.filter((c) => compare(c, price) <= 0).length;
}

export type RuleMethod = Pick<PricingRuleInput, 'strategy' | 'offsetKind' | 'offset' | 'rank' | 'floor' | 'ceiling'>;

/** What a rule aims at before the bounds, or why it keeps the price. */
export function ruleTarget(rule: RuleMethod, competitors: string[]): { target?: string; heldBy?: HoldReason } {
  const sorted = sortPrices(competitors);
  if (!sorted.length) return { heldBy: 'NO_MARKET' };
  if (rule.strategy === 'HOLD_RANK') {
    const nth = sorted[rule.rank - 1];
    // fewer competitors than places: any price already holds the place
    if (nth === undefined) return { heldBy: 'FEW_COMPETITORS' };
    return { target: tickBelow(nth) };
  }
  const low = new Big(sorted[0]);
  const x = toBig(rule.offset) ?? new Big(0);
  const exact = rule.offsetKind === 'PERCENT' ? low.times(new Big(100).minus(x)).div(100) : low.minus(x);
  return { target: roundPrice(exact.toFixed(), 'down') };
}

/** Keeps a price within the floor, the ceiling and the platform's range; says which bound acted. */
export function clipPrice(target: string, floor?: string, ceiling?: string): { price: string; clippedBy?: PriceBound } {
  if (floor && compare(target, floor) < 0) return { price: normal(new Big(floor)), clippedBy: 'FLOOR' };
  if (ceiling && compare(target, ceiling) > 0) return { price: normal(new Big(ceiling)), clippedBy: 'CEILING' };
  if (compare(target, MIN_PRICE) < 0) return { price: MIN_PRICE, clippedBy: 'LIMIT' };
  if (compare(target, COMMODITY_LIMITS.priceMax) > 0) return { price: COMMODITY_LIMITS.priceMax, clippedBy: 'LIMIT' };
  return { price: normal(new Big(target)) };
}

/** A bulk change applied to one price: amount added, or percentage of it (signed), to the nearest place. */
export function changedPrice(current: string, change: NonNullable<BulkPriceInput['change']>): string {
  const p = toBig(current) ?? new Big(0);
  const v = toBig(change.value) ?? new Big(0);
  const exact = change.kind === 'PERCENT' ? p.times(new Big(100).plus(v)).div(100) : p.plus(v);
  return roundPrice(exact.toFixed(), 'halfUp');
}

/** One commodity as a plan sees it. */
export interface PlanItem {
  commodityId: string;
  title: string;
  currentPrice: string;
  competitors: string[];
  /** governed by something else (another rule): the plan keeps its price */
  heldBy?: HoldReason;
}

export type PricingMethod = { kind: 'RULE'; rule: RuleMethod } | { kind: 'BULK'; edit: Omit<BulkPriceInput, 'target' | 'trigger'> };

/** A preview row with `price` as its new price (bounds applied), ranks from the row's competitors. */
export function rowWithPrice(
  item: PlanItem,
  target: string | undefined,
  floor?: string,
  ceiling?: string,
  heldBy?: HoldReason,
): PricingRow {
  const competitors = sortPrices(item.competitors);
  const { price, clippedBy } = target === undefined ? { price: item.currentPrice } : clipPrice(target, floor, ceiling);
  return {
    commodityId: item.commodityId,
    title: item.title,
    currentPrice: item.currentPrice,
    marketLow: competitors[0],
    competitors,
    rankNow: rankOf(item.currentPrice, competitors),
    newPrice: price,
    rankAfter: rankOf(price, competitors),
    clippedBy,
    heldBy,
    changed: compare(price, item.currentPrice) !== 0,
  };
}

/** THE plan: new price of each item under a rule or a bulk edit, in the items' order. Preview and run both use it. */
export function planPrices(items: PlanItem[], method: PricingMethod): PricingPreview {
  const rows = items.map((item) => {
    if (item.heldBy) return rowWithPrice(item, undefined, undefined, undefined, item.heldBy);
    if (method.kind === 'RULE') {
      const { target, heldBy } = ruleTarget(method.rule, item.competitors);
      return rowWithPrice(item, target, method.rule.floor, method.rule.ceiling, heldBy);
    }
    const { prices, change, floor, ceiling } = method.edit;
    const typed = prices?.[item.commodityId];
    const target = typed !== undefined ? typed : change ? changedPrice(item.currentPrice, change) : undefined;
    return rowWithPrice(item, target, floor || undefined, ceiling || undefined);
  });
  return { rows, changed: rows.filter((r) => r.changed).length };
}

/** Legacy auto-update (SPEC §7): lowest − offset, never below the floor, to the nearest place. */
export function followedPrice(current: string, lowest: string | undefined, offset: string, floor: string): string {
  const target = lowest === undefined ? new Big(current) : new Big(lowest).minus(toBig(offset) ?? 0);
  const bounded = compare(target.toFixed(), floor) < 0 ? new Big(floor) : target;
  return normal(bounded.round(priceDp(bounded), Big.roundHalfUp));
}
