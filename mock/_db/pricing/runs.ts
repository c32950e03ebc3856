import { toBig } from '../../../src/domain/decimal';
import { planPrices, type PricingMethod } from '../../../src/domain/pricing/arithmetic';
import { checkRule, PRICING_LIMITS } from '../../../src/domain/pricing/rules';
import type {
  PriceChange,
  PricingPreview,
  PricingRule,
  PricingRuleInput,
  PricingRun,
  PricingRunQuery,
  RunTrigger,
} from '../../../src/domain/pricing/types';
import type { Paged } from '../../../src/types';
import { iso, MINUTE_MS } from '../../_lib/dates';
import { badRequest, notFound } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { paginate } from '../../_lib/paging';
import { invalidIssues } from '../supplier/messages';
import type { MockDb } from '../types';
import { matches, planItems, specificity, targeted } from './market';
import { nextId, pricingOf } from './slice';

/**
 * Market-following rules of a supplier: saved per supplier (main account), previewed and run with
 * the same plan (src/domain/pricing/arithmetic.ts planPrices), every run logged and undoable. A
 * real backend runs due rules on a timer; here they run when the supplier's data is read.
 */

export interface PricingActor {
  ownerId: string;
  operator: string;
}

const tx = (key: string, values?: Record<string, string | number>) => tr(key, values);

/** Fields as the rule keeps them (numbers as numbers, decimals normalized, ids as strings). */
function normalize(input: Partial<PricingRuleInput>): PricingRuleInput {
  const issues = checkRule(input);
  if (issues.length) throw invalidIssues(issues, tx);
  const t = input.target!;
  const target = Array.isArray(t.commodityIds)
    ? { commodityIds: t.commodityIds.map(String) }
    : { gameId: t.gameId || undefined, serverId: t.serverId || undefined, categoryId: t.categoryId || undefined };
  return {
    name: String(input.name).trim(),
    target,
    strategy: input.strategy!,
    offsetKind: input.offsetKind!,
    offset: toBig(input.offset ?? '0')?.toFixed() ?? '0',
    rank: Number(input.rank ?? 1) || 1,
    floor: toBig(input.floor)!.toFixed(),
    ceiling: toBig(input.ceiling)!.toFixed(),
    intervalMinutes: Number(input.intervalMinutes),
    enabled: input.enabled !== false,
  };
}

const rulesOf = (db: MockDb, ownerId: string): PricingRule[] => (pricingOf(db).rules[ownerId] ??= []);

function withNext(rule: PricingRule): PricingRule {
  const from = Date.parse(rule.lastRunAt ?? rule.createdAt);
  return { ...rule, nextRunAt: rule.enabled ? iso(from + rule.intervalMinutes * MINUTE_MS) : undefined };
}

export function listRules(db: MockDb, ownerId: string): PricingRule[] {
  return rulesOf(db, ownerId).map(withNext);
}

function ruleOf(db: MockDb, ownerId: string, id: string): PricingRule {
  const rule = rulesOf(db, ownerId).find((r) => r.id === id);
  if (!rule) throw notFound(tx('pricing.server.ruleNotFound', { id }));
  return rule;
}

export function createRule(db: MockDb, ownerId: string, input: Partial<PricingRuleInput>, nowMs: number): PricingRule {
  const fields = normalize(input);
  const rules = rulesOf(db, ownerId);
  if (rules.length >= PRICING_LIMITS.rulesMax) throw badRequest(tx('pricing.server.tooMany', { max: PRICING_LIMITS.rulesMax }));
  const rule: PricingRule = { ...fields, id: nextId(pricingOf(db), 'PR'), createdAt: iso(nowMs) };
  rules.push(rule);
  return withNext(rule);
}

export function updateRule(db: MockDb, ownerId: string, id: string, input: Partial<PricingRuleInput>): PricingRule {
  const rule = ruleOf(db, ownerId, id);
  Object.assign(rule, normalize(input));
  return withNext(rule);
}

export function removeRule(db: MockDb, ownerId: string, id: string): void {
  ruleOf(db, ownerId, id);
  pricingOf(db).rules[ownerId] = rulesOf(db, ownerId).filter((r) => r.id !== id);
}

/**
 * Whether `rule` governs commodity `c`: of the supplier's enabled rules that cover it, the most
 * specific one does (the older one of two equally specific), so two rules never fight over a price.
 */
function governs(
  db: MockDb,
  ownerId: string,
  rule: Pick<PricingRule, 'target'> & { id?: string; createdAt?: string },
  c: { id: string } & Parameters<typeof matches>[1],
): boolean {
  const mine = specificity(rule.target);
  return !rulesOf(db, ownerId).some(
    (o) =>
      o.enabled &&
      o.id !== rule.id &&
      matches(o.target, c) &&
      (specificity(o.target) > mine || (specificity(o.target) === mine && (!rule.createdAt || o.createdAt < rule.createdAt))),
  );
}

/** The plan of a rule: its commodities that another rule governs keep their price (shown as such). */
function rulePlan(db: MockDb, ownerId: string, rule: PricingRuleInput & { id?: string; createdAt?: string }, nowMs: number) {
  const rows = targeted(db, ownerId, rule.target);
  const items = planItems(db, rows, nowMs, true).map((item, i) =>
    governs(db, ownerId, rule, rows[i]) ? item : { ...item, heldBy: 'OTHER_RULE' as const },
  );
  const method: PricingMethod = { kind: 'RULE', rule };
  return { rows, preview: planPrices(items, method) };
}

/** What a rule (saved, `ruleId`, or not yet) would do now with these values. */
export function previewRule(
  db: MockDb,
  ownerId: string,
  input: Partial<PricingRuleInput> & { ruleId?: unknown },
  nowMs: number,
): PricingPreview {
  const saved = typeof input.ruleId === 'string' ? ruleOf(db, ownerId, input.ruleId) : undefined;
  return rulePlan(db, ownerId, { ...normalize(input), id: saved?.id, createdAt: saved?.createdAt }, nowMs).preview;
}

/** Applies a plan's changed rows and logs them as one run. */
export function recordRun(
  db: MockDb,
  ownerId: string,
  preview: PricingPreview,
  run: Pick<PricingRun, 'trigger' | 'ruleId' | 'ruleName' | 'operator'>,
  nowMs: number,
): PricingRun {
  const at = iso(nowMs);
  const changes: PriceChange[] = [];
  for (const row of preview.rows) {
    if (!row.changed) continue;
    const c = db.market.commodities.find((x) => x.id === row.commodityId && x.supplierId === ownerId);
    if (!c) continue;
    changes.push({ commodityId: c.id, title: c.title, before: c.unitPrice, after: row.newPrice, clippedBy: row.clippedBy });
    c.unitPrice = row.newPrice;
    c.modifiedAt = at;
  }
  const entry: PricingRun = { id: nextId(pricingOf(db), 'RUN'), at, ...run, changes };
  const runs = (pricingOf(db).runs[ownerId] ??= []);
  runs.unshift(entry);
  runs.length = Math.min(runs.length, PRICING_LIMITS.runsKept);
  return entry;
}

function runRule(db: MockDb, ownerId: string, rule: PricingRule, trigger: RunTrigger, operator: string, nowMs: number): PricingRun {
  const { preview } = rulePlan(db, ownerId, rule, nowMs);
  rule.lastRunAt = iso(nowMs);
  return recordRun(db, ownerId, preview, { trigger, ruleId: rule.id, ruleName: rule.name, operator }, nowMs);
}

export function runRuleNow(db: MockDb, actor: PricingActor, id: string, nowMs: number): PricingRun {
  return runRule(db, actor.ownerId, ruleOf(db, actor.ownerId, id), 'MANUAL', actor.operator, nowMs);
}

/** Runs every enabled rule whose interval has passed since its last run (or its creation). */
export function runDuePricing(db: MockDb, ownerId: string, nowMs: number): void {
  // a read must not create the slice: a supplier without rules leaves the store as it was
  for (const rule of db.pricing?.rules[ownerId] ?? []) {
    if (!rule.enabled) continue;
    const from = Date.parse(rule.lastRunAt ?? rule.createdAt);
    if (from + rule.intervalMinutes * MINUTE_MS > nowMs) continue;
    const run = runRule(db, ownerId, rule, 'SCHEDULE', 'SYSTEM', nowMs);
    // a scheduled run that changed nothing is not worth a line in the log
    if (!run.changes.length) pricingOf(db).runs[ownerId].shift();
  }
}

export function listRuns(db: MockDb, ownerId: string, q: PricingRunQuery): Paged<PricingRun> {
  return paginate(pricingOf(db).runs[ownerId] ?? [], { current: q.current, size: q.size });
}

/** Puts back the prices a run changed; a price changed again since the run is kept (and counted). */
export function undoRun(db: MockDb, ownerId: string, id: string, nowMs: number): PricingRun {
  const run = (pricingOf(db).runs[ownerId] ?? []).find((r) => r.id === id);
  if (!run) throw notFound(tx('pricing.server.runNotFound', { id }));
  if (run.undoneAt) throw badRequest(tx('pricing.server.undone'), undefined, 'PRICING_RUN_UNDONE');
  const at = iso(nowMs);
  let kept = 0;
  for (const ch of run.changes) {
    const c = db.market.commodities.find((x) => x.id === ch.commodityId && x.supplierId === ownerId);
    if (!c || c.unitPrice !== ch.after) {
      kept += 1;
      continue;
    }
    c.unitPrice = ch.before;
    c.modifiedAt = at;
  }
  run.undoneAt = at;
  run.keptOnUndo = kept;
  return run;
}
