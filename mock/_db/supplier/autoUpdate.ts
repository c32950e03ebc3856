import type {
  AutoUpdateConfig,
  AutoUpdateInput,
  AutoUpdateQuery,
  AutoUpdateRemoval,
  AutoUpdateRow,
  Commodity,
  Paged,
} from '../../../src/types';
import { AUTO_UPDATE_LIMITS, priceIssue, stockIssue, type RuleIssue } from '../../../src/domain/supplier/rules';
import { compare, toBig } from '../../../src/domain/decimal';
import { followedPrice } from '../../../src/domain/pricing/arithmetic';
import { iso, MINUTE_MS } from '../../_lib/dates';
import { invalid } from '../../_lib/http';
import { paginate } from '../../_lib/paging';
import type { MockDb } from '../types';
import { ownedCommodity } from './commodityAccess';
import { englishOnly, invalidIssues, type Translate } from './messages';
import { applyStockChange } from './stock';

/**
 * Auto-update of price and quantity (autoUpdatePriceAndQuantity, listAutoUpdateConfig). A real
 * backend runs it on a timer; here due configs run when the supplier's list is read.
 */

/** Prices a buyer sees for the same server and category from other suppliers right now (on sale, in stock, not expired). */
export function competitorPrices(db: MockDb, c: Commodity, nowMs: number): string[] {
  const out: string[] = [];
  for (const o of db.market.commodities) {
    if (o.supplierId === c.supplierId || o.serverId !== c.serverId || o.categoryId !== c.categoryId) continue;
    if (o.status !== 'ON_SALE' || o.stock <= 0 || Date.parse(o.effectiveTime) <= nowMs) continue;
    out.push(o.unitPrice);
  }
  return out;
}

/** Lowest price a buyer sees for the same server and category from other suppliers right now. */
export function lowestCompetitorPrice(db: MockDb, c: Commodity, nowMs: number): string | undefined {
  let best: string | undefined;
  for (const p of competitorPrices(db, c, nowMs)) if (best === undefined || compare(p, best) < 0) best = p;
  return best;
}

/** Pure (src/domain/pricing): the price the rule gives: lowest − offset, never below the floor, in the price's precision. */
export { followedPrice };

export function applyAutoUpdate(db: MockDb, c: Commodity, cfg: AutoUpdateConfig, nowMs: number): void {
  const at = iso(nowMs);
  const price = followedPrice(c.unitPrice, lowestCompetitorPrice(db, c, nowMs), cfg.priceOffset, cfg.floorPrice);
  if (compare(price, c.unitPrice) !== 0) {
    c.unitPrice = price;
    c.modifiedAt = at;
  }
  if (c.stock < cfg.restockThreshold && cfg.restockQuantity > c.stock) {
    applyStockChange(db, {
      supplierId: c.supplierId,
      commodity: c,
      type: 'IN',
      source: 'MANUAL',
      delta: cfg.restockQuantity - c.stock,
      at,
      operatorId: 'SYSTEM',
    });
  }
  cfg.lastRunAt = at;
  cfg.lastPrice = c.unitPrice;
}

export function runDueAutoUpdates(db: MockDb, supplierId: string, nowMs: number): void {
  for (const cfg of Object.values(db.supplier.autoUpdate)) {
    if (!cfg.enabled) continue;
    const c = db.market.commodities.find((x) => x.id === cfg.commodityId);
    if (!c || c.supplierId !== supplierId) continue;
    if (cfg.lastRunAt && Date.parse(cfg.lastRunAt) + cfg.intervalMinutes * MINUTE_MS > nowMs) continue;
    applyAutoUpdate(db, c, cfg, nowMs);
  }
}

const isInt = (v: unknown, min: number, max: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

export function checkAutoUpdate(input: Partial<AutoUpdateInput>): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (priceIssue(input.floorPrice)) issues.push({ field: 'floorPrice', key: 'supplier.rule.autoUpdate.floor' });
  const offset = toBig(input.priceOffset ?? undefined);
  if (!offset || offset.lt(0) || !/^\d+(\.\d{1,4})?$/.test(String(input.priceOffset)))
    issues.push({ field: 'priceOffset', key: 'supplier.rule.autoUpdate.offset' });
  const th = stockIssue(input.restockThreshold);
  if (th) issues.push({ field: 'restockThreshold', key: th });
  const rq = stockIssue(input.restockQuantity);
  if (rq) issues.push({ field: 'restockQuantity', key: rq });
  if (!isInt(input.intervalMinutes, AUTO_UPDATE_LIMITS.intervalMin, AUTO_UPDATE_LIMITS.intervalMax))
    issues.push({ field: 'intervalMinutes', key: 'supplier.rule.autoUpdate.interval' });
  return issues;
}

/** autoUpdatePriceAndQuantity: saves one config for every listed commodity and runs it once now. */
export function saveAutoUpdate(
  db: MockDb,
  supplierId: string,
  input: Partial<AutoUpdateInput>,
  nowMs: number,
  t: Translate = englishOnly,
): number {
  const ids = Array.isArray(input.commodityIds) ? input.commodityIds : [];
  if (!ids.length) throw invalid([{ field: 'commodityIds', message: t('supplier.rule.commodities.choose') }]);
  const issues = checkAutoUpdate(input);
  if (issues.length) throw invalidIssues(issues, t);
  const rows = ids.map((id) => ownedCommodity(db, supplierId, id, t));
  for (const c of rows) {
    const cfg: AutoUpdateConfig = {
      commodityId: c.id,
      enabled: input.enabled !== false,
      priceOffset: toBig(input.priceOffset)!.toFixed(),
      floorPrice: toBig(input.floorPrice)!.toFixed(),
      restockThreshold: Number(input.restockThreshold),
      restockQuantity: Number(input.restockQuantity),
      intervalMinutes: Number(input.intervalMinutes),
    };
    db.supplier.autoUpdate[c.id] = cfg;
    if (cfg.enabled) applyAutoUpdate(db, c, cfg, nowMs);
  }
  return rows.length;
}

/** listAutoUpdateConfig: the supplier's configs, most recently run first. */
export function listAutoUpdate(db: MockDb, supplierId: string, q: AutoUpdateQuery): Paged<AutoUpdateRow> {
  const rows: AutoUpdateRow[] = [];
  for (const cfg of Object.values(db.supplier.autoUpdate)) {
    const c = db.market.commodities.find((x) => x.id === cfg.commodityId);
    if (!c || c.supplierId !== supplierId) continue;
    if (q.enabled !== undefined && cfg.enabled !== q.enabled) continue;
    rows.push({ ...cfg, commodityTitle: c.title, unitPrice: c.unitPrice, stock: c.stock });
  }
  rows.sort((a, b) => (b.lastRunAt ?? '').localeCompare(a.lastRunAt ?? '') || a.commodityId.localeCompare(b.commodityId));
  return paginate(rows, { current: q.current, size: q.size });
}

/** The autoUpdatePriceAndQuantity call that drops one commodity's config instead of saving one. */
export function isAutoUpdateRemoval(body: Partial<AutoUpdateInput> | Partial<AutoUpdateRemoval>): body is Partial<AutoUpdateRemoval> {
  return 'remove' in body && body.remove === true && typeof body.commodityId === 'string';
}

/** Removes the config of a commodity (auto-update off for good). */
export function removeAutoUpdate(db: MockDb, supplierId: string, commodityId: string, t: Translate = englishOnly): void {
  ownedCommodity(db, supplierId, commodityId, t);
  delete db.supplier.autoUpdate[commodityId];
}
