import { isBlank, toBig, compare } from '../decimal';
import { AUTO_UPDATE_LIMITS, intervalIssue, priceIssue, RULE_VALUES, type RuleIssue } from '../supplier/rules';
import { OFFSET_KINDS, PRICING_STRATEGIES, type BulkPriceInput, type PricingRuleInput, type PricingTarget } from './types';

/**
 * Field rules of repricing, shared by the console's forms and the fake backend (same i18n keys,
 * src/locales/* /pricing.ts and the supplier ones they reuse).
 */
export const PRICING_LIMITS = {
  nameMax: 40,
  rankMax: 50,
  /** the furthest a rule's X or a bulk cut may go, in percent */
  percentMax: 99,
  rulesMax: 50,
  /** runs kept per supplier */
  runsKept: 200,
  sheetMaxRows: 2000,
  intervalMin: AUTO_UPDATE_LIMITS.intervalMin,
  intervalMax: AUTO_UPDATE_LIMITS.intervalMax,
} as const;

type Input = string | number | null | undefined;

/** Values of the pricing rule texts (with the supplier ones they reuse). */
export const PRICING_RULE_VALUES: Record<string, Record<string, string | number>> = {
  ...RULE_VALUES,
  'pricing.check.percent': { max: PRICING_LIMITS.percentMax },
  'pricing.check.rank': { max: PRICING_LIMITS.rankMax },
  'pricing.check.name': { max: PRICING_LIMITS.nameMax },
};

const issue = (field: string, key: string | undefined): RuleIssue[] => (key ? [{ field, key, values: PRICING_RULE_VALUES[key] }] : []);

/** A target names commodities, or at least one of game / server / category. */
export function targetIssue(target: PricingTarget | undefined): string | undefined {
  if (!target || typeof target !== 'object') return 'pricing.check.target';
  if (Array.isArray(target.commodityIds)) return target.commodityIds.length ? undefined : 'pricing.check.target';
  return target.gameId || target.serverId || target.categoryId ? undefined : 'pricing.check.target';
}

/** X of a rule: ≥ 0, at most 4 places; a percentage below percentMax. */
export function offsetIssue(value: Input, kind: unknown): string | undefined {
  if (isBlank(value)) return 'supplier.rule.required';
  const s = String(value).trim();
  if (!/^\d+(\.\d{1,4})?$/.test(s)) return 'pricing.check.offset';
  if (kind === 'PERCENT' && compare(s, PRICING_LIMITS.percentMax) > 0) return 'pricing.check.percent';
  return undefined;
}

export function rankIssue(value: Input): string | undefined {
  const s = String(value ?? '').trim();
  return /^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= PRICING_LIMITS.rankMax ? undefined : 'pricing.check.rank';
}

export function ceilingIssue(floor: Input, ceiling: Input): string | undefined {
  const own = priceIssue(ceiling);
  if (own) return own;
  return !priceIssue(floor) && compare(String(floor), String(ceiling)) > 0 ? 'pricing.check.ceiling' : undefined;
}

export function nameIssue(value: Input): string | undefined {
  const s = String(value ?? '').trim();
  return s && s.length <= PRICING_LIMITS.nameMax ? undefined : 'pricing.check.name';
}

export function checkRule(input: Partial<PricingRuleInput>): RuleIssue[] {
  const strategy = PRICING_STRATEGIES.find((x) => x === input.strategy);
  return [
    ...issue('name', nameIssue(input.name)),
    ...issue('target', targetIssue(input.target)),
    ...issue('strategy', strategy ? undefined : 'supplier.rule.required'),
    ...issue('offsetKind', OFFSET_KINDS.some((x) => x === input.offsetKind) ? undefined : 'supplier.rule.required'),
    ...(strategy === 'HOLD_RANK' ? issue('rank', rankIssue(input.rank)) : issue('offset', offsetIssue(input.offset, input.offsetKind))),
    ...issue('floor', priceIssue(input.floor)),
    ...issue('ceiling', ceilingIssue(input.floor, input.ceiling)),
    ...issue('intervalMinutes', intervalIssue(input.intervalMinutes)),
  ];
}

/** A bulk change: a signed decimal (at most 4 places); a percentage above −percentMax. */
export function changeIssue(value: Input, kind: unknown): string | undefined {
  if (isBlank(value)) return 'supplier.rule.required';
  const s = String(value).trim();
  const b = toBig(s);
  if (!b || !/^[+-]?\d+(\.\d{1,4})?$/.test(s)) return 'pricing.check.change';
  if (kind === 'PERCENT' && b.lt(-PRICING_LIMITS.percentMax)) return 'pricing.check.percent';
  return undefined;
}

export function checkBulk(input: Partial<BulkPriceInput>): RuleIssue[] {
  const prices = input.prices && typeof input.prices === 'object' ? Object.entries(input.prices) : [];
  const out: RuleIssue[] = [...issue('target', targetIssue(input.target))];
  if (!input.change && !prices.length) out.push(...issue('change', 'pricing.check.change'));
  if (input.change) {
    if (!OFFSET_KINDS.some((x) => x === input.change?.kind)) out.push(...issue('change.kind', 'supplier.rule.required'));
    out.push(...issue('change.value', changeIssue(input.change.value, input.change.kind)));
  }
  for (const [id, p] of prices) {
    const key = priceIssue(p);
    if (key) out.push(...issue(`prices.${id}`, key));
  }
  if (!isBlank(input.floor)) out.push(...issue('floor', priceIssue(input.floor)));
  if (!isBlank(input.ceiling))
    out.push(...issue('ceiling', isBlank(input.floor) ? priceIssue(input.ceiling) : ceilingIssue(input.floor, input.ceiling)));
  return out;
}
