import { toBig } from '../../../src/domain/decimal';
import { planPrices } from '../../../src/domain/pricing/arithmetic';
import { checkBulk } from '../../../src/domain/pricing/rules';
import type { BulkPriceInput, PricingPreview, PricingRun } from '../../../src/domain/pricing/types';
import { tr } from '../../_lib/i18n';
import { invalidIssues } from '../supplier/messages';
import type { MockDb } from '../types';
import { planItems, targeted } from './market';
import { recordRun, type PricingActor } from './runs';

/** Bulk price edits: the same plan as the rules (planPrices), one logged run, one undo. */

function normalize(input: Partial<BulkPriceInput>): BulkPriceInput {
  const issues = checkBulk(input);
  if (issues.length) throw invalidIssues(issues, (key, values) => tr(key, values));
  const prices = input.prices ? Object.fromEntries(Object.entries(input.prices).map(([id, p]) => [id, toBig(p)!.toFixed()])) : undefined;
  const t = input.target!;
  return {
    target: Array.isArray(t.commodityIds)
      ? { commodityIds: t.commodityIds.map(String) }
      : { gameId: t.gameId || undefined, serverId: t.serverId || undefined, categoryId: t.categoryId || undefined },
    change: input.change ? { kind: input.change.kind, value: toBig(input.change.value)!.toFixed() } : undefined,
    prices,
    floor: input.floor ? toBig(input.floor)!.toFixed() : undefined,
    ceiling: input.ceiling ? toBig(input.ceiling)!.toFixed() : undefined,
    trigger: input.trigger === 'UPLOAD' ? 'UPLOAD' : 'BULK',
  };
}

function bulkPlan(db: MockDb, ownerId: string, input: BulkPriceInput, nowMs: number): PricingPreview {
  const { target, trigger: _trigger, ...edit } = input;
  return planPrices(planItems(db, targeted(db, ownerId, target), nowMs, false), { kind: 'BULK', edit });
}

export function previewBulk(db: MockDb, ownerId: string, input: Partial<BulkPriceInput>, nowMs: number): PricingPreview {
  return bulkPlan(db, ownerId, normalize(input), nowMs);
}

export function applyBulk(db: MockDb, actor: PricingActor, input: Partial<BulkPriceInput>, nowMs: number): PricingRun {
  const edit = normalize(input);
  return recordRun(
    db,
    actor.ownerId,
    bulkPlan(db, actor.ownerId, edit, nowMs),
    { trigger: edit.trigger ?? 'BULK', operator: actor.operator },
    nowMs,
  );
}
