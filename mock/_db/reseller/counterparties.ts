/**
 * Suppliers a receiver deals with (/reseller/mySupplier) and the settings that decide who may sell
 * to its demands. Trade figures come from the trade slice's orders; list marks and risk warnings
 * from the account slice (SPEC §7 White and black lists).
 */
import Big from 'big.js';
import { isTradeMethod, SUPPLIER_REMARK_MAX } from '../../../src/domain/reseller/facts';
import type {
  ApiViolation,
  FilteredSupplier,
  Paged,
  ResellerGameConfig,
  SupplierCounterparty,
  SupplierFilterRule,
} from '../../../src/types';
import { iso } from '../../_lib/dates';
import { invalid, notFound } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { bool, int, isObject, type Json, text } from '../../_lib/input';
import { pageParams, paginate } from '../../_lib/paging';
import { listMarks } from '../account/lists';
import { riskWarningOf } from '../account/risk';
import { now } from '../clock';
import { findGame } from '../market/catalog';
import type { MockDb } from '../types';
import { DEFAULT_FILTER } from './state';

function supplierName(db: MockDb, id: string, fallback?: string): string {
  return db.users[id]?.nickname ?? db.users[id]?.username ?? fallback ?? id;
}

/** Every supplier the owner bought from, plus those it filtered or remarked without trading. */
export function counterparties(db: MockDb, ownerId: string): SupplierCounterparty[] {
  const by = new Map<string, SupplierCounterparty & { sum: Big }>();
  const row = (id: string, name?: string) => {
    let r = by.get(id);
    if (!r) {
      const store = db.users[id]?.supplierInfo;
      r = {
        supplierId: id,
        supplierName: supplierName(db, id, name),
        storeName: store?.storeName,
        storeUrl: store?.storeUrl,
        orderCount: 0,
        completedCount: 0,
        amount: '0.00',
        completionRate: '0',
        filtered: false,
        sum: new Big(0),
      };
      by.set(id, r);
    }
    return r;
  };
  for (const o of db.trade?.orders ?? []) {
    if (o.buyer.id !== ownerId || o.seller.id === ownerId) continue;
    const r = row(o.seller.id, o.seller.name);
    r.orderCount += 1;
    if (o.status === 'COMPLETED') {
      r.completedCount += 1;
      r.sum = r.sum.plus(o.amount);
    }
    if (!r.lastTradeAt || o.orderAt > r.lastTradeAt) r.lastTradeAt = o.orderAt;
  }
  for (const f of db.reseller.filteredSuppliers[ownerId] ?? [])
    Object.assign(row(f.supplierId), { filtered: true, filteredAt: f.filteredAt });
  for (const [id, remark] of Object.entries(db.reseller.supplierRemarks[ownerId] ?? {})) row(id).remark = remark;
  const marks = listMarks(db, ownerId, 'suppliers');
  return [...by.values()].map(({ sum, ...r }) => ({
    ...r,
    amount: sum.toFixed(2),
    completionRate: r.orderCount ? new Big(r.completedCount).div(r.orderCount).round(4).toFixed() : '0',
    mark: marks[r.supplierId],
    riskLevel: riskWarningOf(db, r.supplierId, 'suppliers')?.level,
  }));
}

/** POST me/listSuppliers: filter, then most recent trade first. */
export function listSuppliers(db: MockDb, ownerId: string, q: Json): Paged<SupplierCounterparty> {
  const keyword = text(q, 'keyword')?.toLowerCase();
  const filtered = bool(q, 'filtered');
  const mark = text(q, 'mark');
  const rows = counterparties(db, ownerId)
    .filter(
      (r) =>
        (!keyword || [r.supplierId, r.supplierName, r.storeName, r.remark].some((v) => v?.toLowerCase().includes(keyword))) &&
        (filtered === undefined || r.filtered === filtered) &&
        (!mark || (mark === 'NONE' ? !r.mark : r.mark === mark)),
    )
    .sort(
      (a, b) =>
        (b.lastTradeAt ?? '').localeCompare(a.lastTradeAt ?? '') || b.orderCount - a.orderCount || a.supplierId.localeCompare(b.supplierId),
    );
  return paginate(rows, pageParams(q));
}

function requireSupplier(db: MockDb, supplierId: string): void {
  const u = db.users[supplierId];
  if (!u || !u.supplier) throw notFound(tr('server.reseller.supplier.notFound', { id: supplierId }));
}

/** POST {supplierId}/filter: the supplier may no longer sell to the owner's demands. */
export function filterSupplier(db: MockDb, ownerId: string, supplierId: string): FilteredSupplier {
  requireSupplier(db, supplierId);
  if (supplierId === ownerId) throw invalid([{ field: 'supplierId', message: tr('server.reseller.supplier.self') }]);
  const list = (db.reseller.filteredSuppliers[ownerId] ??= []);
  let entry = list.find((f) => f.supplierId === supplierId);
  if (!entry) {
    entry = { supplierId, filteredAt: iso(now()) };
    list.push(entry);
  }
  return { supplierId, supplierName: supplierName(db, supplierId), filteredAt: entry.filteredAt };
}

/** DELETE {supplierId}/cancel/filter. */
export function unfilterSupplier(db: MockDb, ownerId: string, supplierId: string): void {
  const list = db.reseller.filteredSuppliers[ownerId] ?? [];
  if (!list.some((f) => f.supplierId === supplierId)) throw notFound(tr('server.reseller.supplier.notFiltered', { id: supplierId }));
  db.reseller.filteredSuppliers[ownerId] = list.filter((f) => f.supplierId !== supplierId);
}

/** GET me/filtered/suppliers. */
export function filteredSuppliers(db: MockDb, ownerId: string): FilteredSupplier[] {
  return (db.reseller.filteredSuppliers[ownerId] ?? [])
    .map((f) => ({ supplierId: f.supplierId, supplierName: supplierName(db, f.supplierId), filteredAt: f.filteredAt }))
    .sort((a, b) => b.filteredAt.localeCompare(a.filteredAt));
}

/** PATCH me/suppliers: the owner's remark on a supplier ('' removes it). */
export function remarkSupplier(db: MockDb, ownerId: string, body: Json): SupplierCounterparty {
  const supplierId = text(body, 'supplierId');
  const remark = typeof body.remark === 'string' ? body.remark.trim() : undefined;
  const v: ApiViolation[] = [];
  if (!supplierId) v.push({ field: 'supplierId', message: tr('server.field.required', { field: 'supplierId' }) });
  if (remark === undefined) v.push({ field: 'remark', message: tr('server.field.required', { field: 'remark' }) });
  else if (remark.length > SUPPLIER_REMARK_MAX)
    v.push({ field: 'remark', message: tr('server.field.maxLength', { field: 'remark', max: SUPPLIER_REMARK_MAX }) });
  if (v.length) throw invalid(v);
  requireSupplier(db, supplierId!);
  const remarks = (db.reseller.supplierRemarks[ownerId] ??= {});
  if (remark) remarks[supplierId!] = remark;
  else delete remarks[supplierId!];
  return counterparties(db, ownerId).find((r) => r.supplierId === supplierId)!;
}

export function filterRuleOf(db: MockDb, ownerId: string): SupplierFilterRule {
  return { ...DEFAULT_FILTER, ...db.reseller.filters[ownerId] };
}

/** PUT update/filter. */
export function updateFilterRule(db: MockDb, ownerId: string, body: Json): SupplierFilterRule {
  const v: ApiViolation[] = [];
  const flag = (k: keyof SupplierFilterRule): boolean => {
    const b = bool(body, k);
    if (b === undefined) v.push({ field: k, message: tr('server.field.boolean', { field: k }) });
    return b ?? false;
  };
  const rule: SupplierFilterRule = {
    refuseRiskWarned: flag('refuseRiskWarned'),
    refuseBlacklisted: flag('refuseBlacklisted'),
    whitelistOnly: flag('whitelistOnly'),
  };
  const rate = text(body, 'minCompletionRate');
  if (rate !== undefined) {
    if (!/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(rate)) v.push({ field: 'minCompletionRate', message: tr('server.reseller.settings.rate') });
    else rule.minCompletionRate = rate;
  }
  if (v.length) throw invalid(v);
  db.reseller.filters[ownerId] = rule;
  return { ...rule };
}

/** GET me/game-configs: every configured game, plus names for display order. */
export function gameConfigsOf(db: MockDb, ownerId: string): ResellerGameConfig[] {
  return (db.reseller.gameConfigs[ownerId] ?? []).map((c) => ({ ...c }));
}

/** PUT me/game-configs: replaces the whole list (one entry per game). */
export function saveGameConfigs(db: MockDb, ownerId: string, body: Json): ResellerGameConfig[] {
  const raw = Array.isArray(body.configs) ? body.configs : undefined;
  if (!raw) throw invalid([{ field: 'configs', message: tr('server.reseller.settings.configsList') }]);
  const v: ApiViolation[] = [];
  const seen = new Set<string>();
  const list = raw.map((r, i): ResellerGameConfig => {
    const o = isObject(r) ? r : {};
    const gameId = text(o, 'gameId') ?? '';
    const min = int(o, 'defaultMinQuantity') ?? 1;
    const max = int(o, 'defaultMaxQuantity') ?? 1;
    const method = text(o, 'defaultTradeMethod') ?? 'MAIL';
    const at = `configs[${i}].`;
    if (!findGame(db, gameId)) v.push({ field: `${at}gameId`, message: tr('server.reseller.settings.noGame') });
    else if (seen.has(gameId)) v.push({ field: `${at}gameId`, message: tr('server.reseller.settings.gameTwice') });
    seen.add(gameId);
    if (!isTradeMethod(method)) v.push({ field: `${at}defaultTradeMethod`, message: tr('server.reseller.batch.tradeMethod') });
    if (!(min >= 1)) v.push({ field: `${at}defaultMinQuantity`, message: tr('server.reseller.settings.wholeFrom1') });
    if (!(max >= 1)) v.push({ field: `${at}defaultMaxQuantity`, message: tr('server.reseller.settings.wholeFrom1') });
    else if (min > max) v.push({ field: `${at}defaultMinQuantity`, message: tr('server.reseller.settings.minAboveMax') });
    return {
      gameId,
      enabled: bool(o, 'enabled') ?? true,
      autoPublic: bool(o, 'autoPublic') ?? true,
      defaultTradeMethod: isTradeMethod(method) ? method : 'MAIL',
      defaultMinQuantity: min,
      defaultMaxQuantity: max,
    };
  });
  if (v.length) throw invalid(v);
  db.reseller.gameConfigs[ownerId] = list;
  return gameConfigsOf(db, ownerId);
}
