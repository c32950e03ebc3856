import type {
  BatchResult,
  BatchSaleStatusInput,
  BatchSettingInput,
  CategoryCommodityStatistics,
  Commodity,
  CommodityInput,
  CommodityQuery,
  CommoditySort,
  CommodityStatistics,
  GoldServerStock,
  Paged,
  QuickModifyInput,
  QuickPublishInput,
  StockState,
  SupplierCommodity,
  SyncSaleStatus,
} from '../../../src/types';
import {
  checkCommodity,
  checkQuickModify,
  COMMODITY_LIMITS,
  effectiveTimeIssue,
  isCommodityStatus,
  isTradeMethod,
  LOW_STOCK,
  minMaxIssue,
  orderQuantityIssue,
  priceIssue,
  stockIssue,
  type RuleIssue,
} from '../../../src/domain/supplier/rules';
import { compare, toBig } from '../../../src/domain/decimal';
import { DAY_MS, iso } from '../../_lib/dates';
import { forbidden, invalid } from '../../_lib/http';
import { paginate } from '../../_lib/paging';
import { findCategory, findGame, findServer, isValidPlacement, pickAttributes } from '../market/catalog';
import { nextCommodityId } from '../market/listings';
import type { MockDb, UserRecord } from '../types';
import { runDuePricing } from '../pricing';
import { runDueAutoUpdates } from './autoUpdate';
import { ownedCommodity } from './commodityAccess';
import { englishOnly, invalidIssues, type Translate } from './messages';
import { settingOf } from './settings';
import { applyStockChange } from './stock';
import { commodityNeedsAttention } from '../automation/stock';

/**
 * Commodity WRITE rules (SPEC §7 C/user/commodity: the collection lives in the market slice, writes belong here) and
 * the supplier's own reads of it. `owner` is always the main account; `operator` may be a
 * sub-account acting for it.
 */

export interface Actor {
  owner: UserRecord;
  operator: UserRecord;
}

function storeOf(owner: UserRecord, t: Translate): { storeUrl: string; storeName: string } {
  if (!owner.supplier || !owner.supplierInfo?.storeUrl) throw forbidden(t('server.supplier.role'));
  return { storeUrl: owner.supplierInfo.storeUrl, storeName: owner.supplierInfo.storeName ?? owner.username };
}

export function toSupplierCommodity(db: MockDb, c: Commodity): SupplierCommodity {
  const game = findGame(db, c.gameId);
  const server = findServer(db, c.serverId);
  const category = findCategory(db, c.categoryId);
  const auto = db.supplier.autoUpdate[c.id];
  return {
    ...c,
    gameName: game?.name ?? c.gameId,
    gameNameEn: game?.nameEn ?? c.gameId,
    serverName: server?.name ?? c.serverId,
    serverNameEn: server?.nameEn ?? c.serverId,
    categoryName: category?.name ?? c.categoryId,
    categoryNameEn: category?.nameEn ?? c.categoryId,
    categoryKind: category?.kind ?? 'item',
    unit: category?.unit ?? '',
    unitEn: category?.unitEn ?? '',
    ...(auto ? { autoUpdate: { ...auto } } : {}),
  };
}

const own = (db: MockDb, supplierId: string) => db.market.commodities.filter((c) => c.supplierId === supplierId);

/* ---------------------------------------------------------------- reads */

function stockState(c: Commodity): StockState {
  if (c.stock === 0) return 'SOLD_OUT';
  return c.stock <= LOW_STOCK ? 'LOW' : 'IN_STOCK';
}

const SORTS: Record<CommoditySort, (a: Commodity, b: Commodity) => number> = {
  MODIFIED_DESC: (a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || b.id.localeCompare(a.id),
  PRICE_ASC: (a, b) => compare(a.unitPrice, b.unitPrice) || a.id.localeCompare(b.id),
  PRICE_DESC: (a, b) => compare(b.unitPrice, a.unitPrice) || a.id.localeCompare(b.id),
  STOCK_ASC: (a, b) => a.stock - b.stock || a.id.localeCompare(b.id),
  STOCK_DESC: (a, b) => b.stock - a.stock || a.id.localeCompare(b.id),
  SOLD_DESC: (a, b) => b.sold - a.sold || a.id.localeCompare(b.id),
};

/** listUserCommodity: filter → sort → page, after the lazy jobs (sync, auto-update) ran. */
export function listUserCommodity(db: MockDb, supplierId: string, q: CommodityQuery, nowMs: number): Paged<SupplierCommodity> {
  runDueJobs(db, supplierId, nowMs);
  const k = q.keyword?.trim().toLowerCase();
  const rows = own(db, supplierId).filter(
    (c) =>
      (!q.gameId || c.gameId === q.gameId) &&
      (!q.serverId || c.serverId === q.serverId) &&
      (!q.categoryId || c.categoryId === q.categoryId) &&
      (!q.status || c.status === q.status) &&
      (!q.stockState || stockState(c) === q.stockState) &&
      (!q.tradeMethod || c.tradeMethod === q.tradeMethod) &&
      (!q.attention || commodityNeedsAttention(db, supplierId, c)) &&
      (!k || c.title.toLowerCase().includes(k) || c.id.includes(k)),
  );
  rows.sort(SORTS[q.sort ?? 'MODIFIED_DESC'] ?? SORTS.MODIFIED_DESC);
  const page = paginate(rows, { current: q.current, size: q.size });
  return { ...page, records: page.records.map((c) => toSupplierCommodity(db, c)) };
}

export function getOwnCommodity(db: MockDb, supplierId: string, id: string, t: Translate = englishOnly): SupplierCommodity {
  return toSupplierCommodity(db, ownedCommodity(db, supplierId, id, t));
}

/** lastCommodity: the latest published one (prefill of the publish form); undefined when none. */
export function lastCommodity(db: MockDb, supplierId: string, categoryId?: string): SupplierCommodity | undefined {
  const rows = own(db, supplierId).filter((c) => !categoryId || c.categoryId === categoryId);
  if (!rows.length) return undefined;
  const latest = rows.reduce((a, b) => (b.createdAt > a.createdAt || (b.createdAt === a.createdAt && b.id > a.id) ? b : a));
  return toSupplierCommodity(db, latest);
}

export function statistics(db: MockDb, supplierId: string): CommodityStatistics {
  const s: CommodityStatistics = { total: 0, onSale: 0, offSale: 0, soldOut: 0, stock: 0, sold: 0 };
  for (const c of own(db, supplierId)) {
    s.total += 1;
    if (c.status === 'ON_SALE') s.onSale += 1;
    else s.offSale += 1;
    if (c.stock === 0) s.soldOut += 1;
    s.stock += c.stock;
    s.sold += c.sold;
  }
  return s;
}

export function categoryStatistics(db: MockDb, supplierId: string): CategoryCommodityStatistics[] {
  const by = new Map<string, CategoryCommodityStatistics>();
  for (const c of own(db, supplierId)) {
    let row = by.get(c.categoryId);
    if (!row) {
      const v = toSupplierCommodity(db, c);
      row = {
        gameId: c.gameId,
        gameName: v.gameName,
        gameNameEn: v.gameNameEn,
        categoryId: c.categoryId,
        categoryName: v.categoryName,
        categoryNameEn: v.categoryNameEn,
        categoryKind: v.categoryKind,
        count: 0,
        onSale: 0,
        stock: 0,
        sold: 0,
      };
      by.set(c.categoryId, row);
    }
    row.count += 1;
    if (c.status === 'ON_SALE') row.onSale += 1;
    row.stock += c.stock;
    row.sold += c.sold;
  }
  return [...by.values()].sort((a, b) => b.count - a.count || a.categoryId.localeCompare(b.categoryId));
}

export function goldServerStock(db: MockDb, supplierId: string): GoldServerStock[] {
  const by = new Map<string, GoldServerStock>();
  for (const c of own(db, supplierId)) {
    const v = toSupplierCommodity(db, c);
    if (v.categoryKind !== 'gold') continue;
    let row = by.get(c.serverId);
    if (!row) {
      row = {
        gameId: c.gameId,
        gameName: v.gameName,
        gameNameEn: v.gameNameEn,
        serverId: c.serverId,
        serverName: v.serverName,
        serverNameEn: v.serverNameEn,
        unit: v.unit,
        unitEn: v.unitEn,
        stock: 0,
        commodities: 0,
      };
      by.set(c.serverId, row);
    }
    row.stock += c.stock;
    row.commodities += 1;
  }
  return [...by.values()].sort((a, b) => b.stock - a.stock || a.serverId.localeCompare(b.serverId));
}

/* ---------------------------------------------------------------- writes */

/** Catalog checks the pure rules cannot make: placement and attribute values. */
function catalogIssues(db: MockDb, input: Partial<CommodityInput>): RuleIssue[] {
  if (!input.gameId || !input.serverId || !input.categoryId) return [];
  if (!isValidPlacement(db, input.gameId, input.serverId, input.categoryId)) return [{ field: 'serverId', key: 'supplier.rule.placement' }];
  const ids = input.attributeValueIds ?? [];
  if (!Array.isArray(ids)) return [{ field: 'attributeValueIds', key: 'supplier.rule.attribute' }];
  const picked = pickAttributes(db, input.categoryId, ids).flatMap((a) => a.attributeValueList.map((v) => v.id));
  return ids.every((id) => picked.includes(id)) ? [] : [{ field: 'attributeValueIds', key: 'supplier.rule.attribute' }];
}

/** A store lists one offer per title on a server and category: buyers cannot tell two apart. */
function duplicateIssues(db: MockDb, supplierId: string, input: Partial<CommodityInput>, exceptId?: string): RuleIssue[] {
  const title = typeof input.title === 'string' ? input.title.trim().toLowerCase() : '';
  if (!title) return [];
  const clash = db.market.commodities.some(
    (c) =>
      c.supplierId === supplierId &&
      c.id !== exceptId &&
      c.serverId === input.serverId &&
      c.categoryId === input.categoryId &&
      c.title.trim().toLowerCase() === title,
  );
  return clash ? [{ field: 'title', key: 'supplier.rule.title.duplicate' }] : [];
}

function validated(
  db: MockDb,
  input: Partial<CommodityInput>,
  nowMs: number,
  t: Translate,
  supplierId: string,
  exceptId?: string,
): CommodityInput {
  const issues = [...checkCommodity(input, nowMs), ...catalogIssues(db, input), ...duplicateIssues(db, supplierId, input, exceptId)];
  if (issues.length) throw invalidIssues(issues, t);
  return input as CommodityInput;
}

const normPrice = (p: string): string => toBig(p)!.toFixed();

/** POST base: publishes a commodity; its opening stock is the first IN record. */
export function publishCommodity(
  db: MockDb,
  actor: Actor,
  raw: Partial<CommodityInput>,
  nowMs: number,
  t: Translate = englishOnly,
): SupplierCommodity {
  const store = storeOf(actor.owner, t);
  const input = validated(db, raw, nowMs, t, actor.owner.id);
  const at = iso(nowMs);
  const c: Commodity = {
    id: nextCommodityId(db),
    gameId: input.gameId,
    serverId: input.serverId,
    categoryId: input.categoryId,
    title: input.title.trim(),
    unitPrice: normPrice(input.unitPrice),
    minQuantity: Number(input.minQuantity),
    maxQuantity: Number(input.maxQuantity),
    tradeMethod: input.tradeMethod,
    effectiveTime: iso(Date.parse(input.effectiveTime)),
    imageList: [...(input.imageList ?? [])],
    attributeList: pickAttributes(db, input.categoryId, input.attributeValueIds ?? []),
    createdAt: at,
    modifiedAt: at,
    supplierId: actor.owner.id,
    ...store,
    stock: 0,
    sold: 0,
    status: input.status === 'OFF_SALE' ? 'OFF_SALE' : 'ON_SALE',
    ...(input.deliveryNote?.trim() ? { deliveryNote: input.deliveryNote.trim() } : {}),
  };
  db.market.commodities.push(c);
  const stock = Number(input.stock);
  if (stock > 0)
    applyStockChange(db, {
      supplierId: actor.owner.id,
      commodity: c,
      type: 'IN',
      source: 'MANUAL',
      delta: stock,
      at,
      operatorId: actor.operator.id,
    });
  return toSupplierCommodity(db, c);
}

/** Stock set to a new figure: the difference goes through the ledger. */
function setStock(db: MockDb, actor: Actor, c: Commodity, stock: number, at: string, remark?: string): void {
  const delta = stock - c.stock;
  if (delta === 0) return;
  applyStockChange(db, {
    supplierId: actor.owner.id,
    commodity: c,
    type: delta > 0 ? 'IN' : 'OUT',
    source: 'MANUAL',
    delta,
    at,
    operatorId: actor.operator.id,
    remark,
  });
}

/** The id of the commodity to change: a missing or wrong-typed one is a malformed request (400 on `id`), not an unknown commodity (404). */
function commodityId(value: unknown, t: Translate): string {
  if (typeof value !== 'string' || !value.trim()) throw invalid([{ field: 'id', message: t('server.supplier.idMissing') }]);
  return value;
}

/** PUT base: edits every field; a changed stock writes an IN or OUT record. */
export function updateCommodity(
  db: MockDb,
  actor: Actor,
  raw: Partial<CommodityInput> & { id?: string },
  nowMs: number,
  t: Translate = englishOnly,
): SupplierCommodity {
  const c = ownedCommodity(db, actor.owner.id, commodityId(raw.id, t), t);
  const input = validated(db, raw, nowMs, t, actor.owner.id, c.id);
  const at = iso(nowMs);
  setStock(db, actor, c, Number(input.stock), at);
  Object.assign(c, {
    gameId: input.gameId,
    serverId: input.serverId,
    categoryId: input.categoryId,
    title: input.title.trim(),
    unitPrice: normPrice(input.unitPrice),
    minQuantity: Number(input.minQuantity),
    maxQuantity: Number(input.maxQuantity),
    tradeMethod: input.tradeMethod,
    effectiveTime: iso(Date.parse(input.effectiveTime)),
    imageList: [...(input.imageList ?? [])],
    attributeList: pickAttributes(db, input.categoryId, input.attributeValueIds ?? []),
    modifiedAt: at,
  });
  if (input.status) c.status = input.status;
  if (input.deliveryNote?.trim()) c.deliveryNote = input.deliveryNote.trim();
  else delete c.deliveryNote;
  return toSupplierCommodity(db, c);
}

/** DELETE {id} and DELETE base {ids}: the listing goes, its ledger stays. */
export function removeCommodities(db: MockDb, supplierId: string, ids: string[], t: Translate = englishOnly): number {
  if (!ids.length) throw invalid([{ field: 'ids', message: t('supplier.rule.commodities.choose') }]);
  ids.forEach((id) => ownedCommodity(db, supplierId, id, t));
  const drop = new Set(ids);
  db.market.commodities = db.market.commodities.filter((c) => !(c.supplierId === supplierId && drop.has(c.id)));
  ids.forEach((id) => delete db.supplier.autoUpdate[id]);
  return drop.size;
}

/** POST quickModify: price and/or stock straight from the table. */
export function quickModify(
  db: MockDb,
  actor: Actor,
  input: Partial<QuickModifyInput>,
  nowMs: number,
  t: Translate = englishOnly,
): SupplierCommodity {
  const c = ownedCommodity(db, actor.owner.id, commodityId(input.id, t), t);
  const issues = checkQuickModify({ unitPrice: input.unitPrice, stock: input.stock });
  if (issues.length) throw invalidIssues(issues, t);
  const at = iso(nowMs);
  if (input.stock !== undefined && input.stock !== null && String(input.stock) !== '') setStock(db, actor, c, Number(input.stock), at);
  if (input.unitPrice !== undefined && input.unitPrice !== null && input.unitPrice !== '') c.unitPrice = normPrice(String(input.unitPrice));
  c.modifiedAt = at;
  return toSupplierCommodity(db, c);
}

function sellable(c: Commodity, nowMs: number): boolean {
  return c.stock > 0 && Date.parse(c.effectiveTime) > nowMs;
}

type BatchOutcome = BatchResult;

/** changeBatchSaleStatus: out-of-stock or expired listings cannot go on sale and are reported. */
export function changeBatchSaleStatus(
  db: MockDb,
  supplierId: string,
  input: Partial<BatchSaleStatusInput>,
  nowMs: number,
  t: Translate = englishOnly,
): BatchOutcome {
  const ids = Array.isArray(input.ids) ? input.ids : [];
  if (!ids.length) throw invalid([{ field: 'ids', message: t('supplier.rule.commodities.choose') }]);
  const status = input.status;
  if (!isCommodityStatus(status)) throw invalid([{ field: 'status', message: t('supplier.rule.saleStatus') }]);
  const rows = ids.map((id) => ownedCommodity(db, supplierId, id, t));
  const at = iso(nowMs);
  const skipped: string[] = [];
  let updated = 0;
  for (const c of rows) {
    if (status === 'ON_SALE' && !sellable(c, nowMs)) {
      skipped.push(c.id);
      continue;
    }
    if (c.status !== status) {
      c.status = status;
      c.modifiedAt = at;
    }
    updated += 1;
  }
  return { updated, skipped };
}

/** changeBatchSetting: only the given fields change; min ≤ max is checked per commodity. */
export function changeBatchSetting(
  db: MockDb,
  supplierId: string,
  input: Partial<BatchSettingInput>,
  nowMs: number,
  t: Translate = englishOnly,
): BatchOutcome {
  const ids = Array.isArray(input.ids) ? input.ids : [];
  if (!ids.length) throw invalid([{ field: 'ids', message: t('supplier.rule.commodities.choose') }]);
  const issues: RuleIssue[] = [];
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (given(input.minQuantity)) {
    const k = orderQuantityIssue(input.minQuantity);
    if (k) issues.push({ field: 'minQuantity', key: k });
  }
  if (given(input.maxQuantity)) {
    const k =
      orderQuantityIssue(input.maxQuantity) ?? (given(input.minQuantity) ? minMaxIssue(input.minQuantity, input.maxQuantity) : undefined);
    if (k) issues.push({ field: 'maxQuantity', key: k });
  }
  if (given(input.tradeMethod) && !isTradeMethod(input.tradeMethod)) issues.push({ field: 'tradeMethod', key: 'supplier.rule.required' });
  if (given(input.effectiveTime)) {
    const k = effectiveTimeIssue(input.effectiveTime, nowMs);
    if (k)
      issues.push({
        field: 'effectiveTime',
        key: k,
        values: k === 'supplier.rule.effectiveTime.max' ? { days: COMMODITY_LIMITS.effectiveMaxDays } : undefined,
      });
  }
  if (given(input.deliveryNote) && String(input.deliveryNote).length > COMMODITY_LIMITS.deliveryNoteMax)
    issues.push({ field: 'deliveryNote', key: 'supplier.rule.deliveryNote.max', values: { max: COMMODITY_LIMITS.deliveryNoteMax } });
  if (issues.length) throw invalidIssues(issues, t);
  const rows = ids.map((id) => ownedCommodity(db, supplierId, id, t));
  // the resulting min/max of every commodity must hold, not only the given half
  const clash = rows.filter(
    (c) =>
      (given(input.minQuantity) ? Number(input.minQuantity) : c.minQuantity) >
      (given(input.maxQuantity) ? Number(input.maxQuantity) : c.maxQuantity),
  );
  if (clash.length)
    throw invalidIssues([{ field: given(input.maxQuantity) ? 'maxQuantity' : 'minQuantity', key: 'supplier.rule.minMax' }], t);
  const at = iso(nowMs);
  for (const c of rows) {
    if (given(input.minQuantity)) c.minQuantity = Number(input.minQuantity);
    if (given(input.maxQuantity)) c.maxQuantity = Number(input.maxQuantity);
    if (isTradeMethod(input.tradeMethod)) c.tradeMethod = input.tradeMethod;
    if (given(input.effectiveTime)) c.effectiveTime = iso(Date.parse(String(input.effectiveTime)));
    if (given(input.deliveryNote)) c.deliveryNote = String(input.deliveryNote).trim();
    c.modifiedAt = at;
  }
  return { updated: rows.length, skipped: [] };
}

/** The base title, or the first numbered variant of it the store does not list yet on that placement. */
function freeTitle(db: MockDb, supplierId: string, serverId: string, categoryId: string, base: string): string {
  const short = base.slice(0, COMMODITY_LIMITS.titleMax - 4).trim();
  for (let n = 1; ; n += 1) {
    const title = n === 1 ? base.slice(0, COMMODITY_LIMITS.titleMax) : `${short} #${n}`;
    if (!duplicateIssues(db, supplierId, { title, serverId, categoryId }).length) return title;
  }
}

/** quickPublish: placement, price and stock; the rest from the latest commodity of that category. */
export function quickPublish(
  db: MockDb,
  actor: Actor,
  input: Partial<QuickPublishInput>,
  nowMs: number,
  t: Translate = englishOnly,
): SupplierCommodity {
  const issues: RuleIssue[] = [];
  const p = priceIssue(input.unitPrice);
  if (p) issues.push({ field: 'unitPrice', key: p });
  const s = stockIssue(input.stock);
  if (s) issues.push({ field: 'stock', key: s });
  ['gameId', 'serverId', 'categoryId'].forEach((f) => {
    if (!input[f as keyof QuickPublishInput]) issues.push({ field: f, key: 'supplier.rule.required' });
  });
  if (issues.length) throw invalidIssues(issues, t);
  const template = lastCommodity(db, actor.owner.id, input.categoryId);
  const server = findServer(db, input.serverId!);
  const category = findCategory(db, input.categoryId!);
  const game = findGame(db, input.gameId!);
  const english = /^[\x20-\x7e]+$/.test(actor.owner.supplierInfo?.storeName ?? '');
  const title =
    template?.title ??
    (english ? `${server?.nameEn ?? ''} ${category?.nameEn ?? ''}` : `${server?.name ?? ''} ${category?.name ?? ''}`).trim();
  const stock = Number(input.stock);
  const setting = settingOf(db, actor.owner.id).gameConfigs.find((g) => g.gameId === game?.id && g.enabled);
  const min = template?.minQuantity ?? setting?.minQuantity ?? 1;
  return publishCommodity(
    db,
    actor,
    {
      gameId: input.gameId,
      serverId: input.serverId,
      categoryId: input.categoryId,
      title: freeTitle(
        db,
        actor.owner.id,
        input.serverId!,
        input.categoryId!,
        title.length >= COMMODITY_LIMITS.titleMin ? title : `${title} ${input.unitPrice}`,
      ),
      unitPrice: String(input.unitPrice),
      stock,
      minQuantity: min,
      maxQuantity: Math.max(min, template?.maxQuantity ?? setting?.maxQuantity ?? Math.max(1, stock)),
      tradeMethod: template?.tradeMethod ?? setting?.tradeMethod ?? (category?.kind === 'account' ? 'ACCOUNT_TRANSFER' : 'MAIL'),
      effectiveTime: iso(nowMs + 30 * DAY_MS),
      imageList: [],
      attributeValueIds:
        template && template.categoryId === input.categoryId
          ? template.attributeList.flatMap((a) => a.attributeValueList.map((v) => v.id))
          : [],
      deliveryNote: template?.deliveryNote,
      status: 'ON_SALE',
    },
    nowMs,
    t,
  );
}

/* ---------------------------------------------------------------- sync sale status */

function runSync(db: MockDb, supplierId: string, nowMs: number): number {
  const at = iso(nowMs);
  let count = 0;
  for (const c of own(db, supplierId)) {
    if (c.status === 'ON_SALE' && !sellable(c, nowMs)) {
      c.status = 'OFF_SALE';
      c.modifiedAt = at;
      count += 1;
    }
  }
  const sync = settingOf(db, supplierId).syncSaleStatus;
  sync.lastSyncAt = at;
  sync.lastOffSale = count;
  return count;
}

export function getSyncSaleStatus(db: MockDb, supplierId: string): SyncSaleStatus {
  return { ...settingOf(db, supplierId).syncSaleStatus };
}

/** syncSaleStatus: sets the automatic flag when given, and syncs now. */
export function syncSaleStatus(db: MockDb, supplierId: string, enabled: unknown, nowMs: number): SyncSaleStatus {
  const sync = settingOf(db, supplierId).syncSaleStatus;
  if (typeof enabled === 'boolean') sync.enabled = enabled;
  runSync(db, supplierId, nowMs);
  return { ...sync };
}

/* ---------------------------------------------------------------- lazy jobs */

/** What a real backend does on a timer, done here on read: sync and due auto-updates. */
export function runDueJobs(db: MockDb, supplierId: string, nowMs: number): void {
  if (settingOf(db, supplierId).syncSaleStatus.enabled) runSync(db, supplierId, nowMs);
  runDueAutoUpdates(db, supplierId, nowMs);
  runDuePricing(db, supplierId, nowMs);
}
