import Big from 'big.js';
import { toPlain } from '../../../src/domain/decimal';
import { roundPrice, type PlanItem } from '../../../src/domain/pricing/arithmetic';
import type { PricingTarget } from '../../../src/domain/pricing/types';
import type { Commodity } from '../../../src/types';
import { competitorPrices } from '../supplier/autoUpdate';
import type { MockDb } from '../types';
import { pricingOf } from './slice';

/**
 * The market a rule follows. Competing listings of suppliers without rules of their own drift with
 * the fake clock (a deterministic wave per listing), so a rule run after the clock moved changes
 * prices the way a real market would make it.
 */
const DRIFT_PERIOD_MS = 6 * 60 * 60 * 1000;
/** largest swing, in permille of the price at the start of the drift */
const DRIFT_PERMILLE = 60;

const hashOf = (id: string): number => [...id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 1_000_003, 7);

/** The drifted price of a listing `ms` after its drift began: whole permilles, so the price stays decimal-exact. */
export function driftedPrice(id: string, base: string, ms: number): string {
  const sign = hashOf(id) % 2 ? 1 : -1;
  const permille = Math.round(sign * DRIFT_PERMILLE * Math.sin((2 * Math.PI * ms) / DRIFT_PERIOD_MS));
  return roundPrice(toPlain(new Big(base).times(1000 + permille).div(1000)), 'halfUp');
}

function hasRules(db: MockDb, supplierId: string): boolean {
  return (db.pricing?.rules[supplierId] ?? []).some((r) => r.enabled);
}

/** Moves the competitors of `c` to their price at `nowMs`. */
export function driftCompetitors(db: MockDb, c: Commodity, nowMs: number): void {
  const st = pricingOf(db);
  for (const o of db.market.commodities) {
    if (o.supplierId === c.supplierId || o.serverId !== c.serverId || o.categoryId !== c.categoryId) continue;
    if (hasRules(db, o.supplierId)) continue;
    let d = st.drift[o.id];
    // first seen, or its supplier set a price since: the wave starts again from that price
    if (!d || d.last !== o.unitPrice) d = st.drift[o.id] = { base: o.unitPrice, since: nowMs, last: o.unitPrice };
    const price = driftedPrice(o.id, d.base, Math.max(0, nowMs - d.since));
    if (price !== o.unitPrice) {
      o.unitPrice = price;
      d.last = price;
    }
  }
}

/** Specificity of a target: listed commodities beat a server, a server a category, a category a game. */
export function specificity(t: PricingTarget): number {
  if (Array.isArray(t.commodityIds)) return 8;
  return (t.serverId ? 4 : 0) + (t.categoryId ? 2 : 0) + (t.gameId ? 1 : 0);
}

export function matches(t: PricingTarget, c: Commodity): boolean {
  if (Array.isArray(t.commodityIds)) return t.commodityIds.includes(c.id);
  return (
    (!t.gameId || c.gameId === t.gameId) && (!t.serverId || c.serverId === t.serverId) && (!t.categoryId || c.categoryId === t.categoryId)
  );
}

/** The supplier's commodities a target covers, in a fixed order (title, then id) so preview rows never move. */
export function targeted(db: MockDb, supplierId: string, t: PricingTarget): Commodity[] {
  return db.market.commodities
    .filter((c) => c.supplierId === supplierId && matches(t, c))
    .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

export function planItems(db: MockDb, rows: Commodity[], nowMs: number, drift: boolean): PlanItem[] {
  return rows.map((c) => {
    if (drift) driftCompetitors(db, c, nowMs);
    return { commodityId: c.id, title: c.title, currentPrice: c.unitPrice, competitors: competitorPrices(db, c, nowMs) };
  });
}
