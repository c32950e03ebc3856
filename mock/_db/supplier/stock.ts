import type {
  Commodity,
  Paged,
  StockRecord,
  StockRecordBatchItem,
  StockRecordInput,
  StockRecordQuery,
  StockRecordSource,
  StockRecordType,
  StockStatistics,
} from '../../../src/types';
import { COMMODITY_LIMITS, STOCK_RECORD_LIMITS } from '../../../src/domain/supplier/rules';
import { DAY_MS } from '../../_lib/dates';
import { ApiFailure, badRequest, invalid, notFound } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { paginate } from '../../_lib/paging';
import type { MockDb } from '../types';
import { ownedCommodity } from './commodityAccess';
import { nextId } from './ids';
import { englishOnly, type Translate } from './messages';
import { afterStockChange } from '../automation/stock';

/**
 * The stock ledger (SPEC §7 B/commodity/stockRecords; order deliveries and refunds write to it too). Every change of a commodity's stock goes
 * through `applyStockChange`, which writes one record with the stock right after it, so the
 * ledger replayed from zero always ends at the commodity's stock.
 */

/** The most a commodity may hold: the publish form's stock limit. */
export const MAX_STOCK = COMMODITY_LIMITS.stockMax;

interface Change {
  supplierId: string;
  commodity: Commodity;
  type: StockRecordType;
  source: StockRecordSource;
  /** signed */
  delta: number;
  at: string;
  operatorId: string;
  orderNo?: string;
  remark?: string;
  cancelOf?: string;
  /** the caller's language for violations (order flows have no caller: English) */
  t?: Translate;
}

export function isWholeQuantity(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_STOCK;
}

/** Pure arithmetic of one record: the stock after it, or why it cannot happen. */
export function stockAfter(stock: number, delta: number): { ok: true; balance: number } | { ok: false; reason: 'NEGATIVE' | 'TOO_LARGE' } {
  const balance = stock + delta;
  if (balance < 0) return { ok: false, reason: 'NEGATIVE' };
  if (balance > MAX_STOCK) return { ok: false, reason: 'TOO_LARGE' };
  return { ok: true, balance };
}

/** Replays records (oldest first) from an opening stock; what the balance-after column must show. */
export function replayBalances(opening: number, deltas: number[]): number[] {
  const out: number[] = [];
  let balance = opening;
  for (const d of deltas) {
    balance += d;
    out.push(balance);
  }
  return out;
}

function insufficient(commodity: Commodity, wanted: number, t: Translate): ApiFailure {
  return new ApiFailure(400, {
    title: tr('server.supplier.stock.insufficient.title'),
    detail: tr('server.supplier.stock.insufficient', { id: commodity.id, stock: commodity.stock, wanted }),
    code: 'STOCK_INSUFFICIENT',
    violations: [{ field: 'quantity', message: t('supplier.rule.stock.only', { stock: commodity.stock }) }],
  });
}

export function applyStockChange(db: MockDb, c: Change): StockRecord {
  const next = stockAfter(c.commodity.stock, c.delta);
  const t = c.t ?? englishOnly;
  if (!next.ok) {
    if (next.reason === 'NEGATIVE') throw insufficient(c.commodity, -c.delta, t);
    throw invalid([{ field: 'quantity', message: t('supplier.rule.stock.total', { max: MAX_STOCK }) }]);
  }
  const before = c.commodity.stock;
  c.commodity.stock = next.balance;
  c.commodity.modifiedAt = c.at;
  const record: StockRecord = {
    id: nextId(db, 'SR'),
    supplierId: c.supplierId,
    commodityId: c.commodity.id,
    commodityTitle: c.commodity.title,
    gameId: c.commodity.gameId,
    serverId: c.commodity.serverId,
    categoryId: c.commodity.categoryId,
    type: c.type,
    source: c.source,
    quantity: Math.abs(c.delta),
    delta: c.delta,
    balanceAfter: next.balance,
    canceled: false,
    operatorId: c.operatorId,
    createdAt: c.at,
    ...(c.orderNo ? { orderNo: c.orderNo } : {}),
    ...(c.remark ? { remark: c.remark } : {}),
    ...(c.cancelOf ? { cancelOf: c.cancelOf } : {}),
  };
  db.supplier.stockRecords.push(record);
  afterStockChange(db, c.supplierId, c.commodity, before, c.at);
  return record;
}

export interface OrderStockInput {
  supplierId: string;
  commodityId: string;
  quantity: number;
  orderNo: string;
  at: string;
}

function checkOrderInput(input: OrderStockInput): void {
  if (!isWholeQuantity(input.quantity))
    throw badRequest(
      tr('server.supplier.stock.orderQuantity.title'),
      tr('server.supplier.stock.orderQuantity', { orderNo: input.orderNo }),
    );
  if (!input.orderNo) throw badRequest(tr('server.supplier.stock.order.title'), tr('server.field.required', { field: 'orderNo' }));
}

/**
 * An order was delivered (mock/_db/trade/actions.ts). Takes the quantity out of the commodity's stock, adds it to sold,
 * and writes an OUT record. Throws 400 STOCK_INSUFFICIENT when the stock does not cover it.
 */
export function recordOrderStockOut(db: MockDb, input: OrderStockInput): void {
  checkOrderInput(input);
  const commodity = ownedCommodity(db, input.supplierId, input.commodityId);
  applyStockChange(db, {
    supplierId: input.supplierId,
    commodity,
    type: 'OUT',
    source: 'ORDER',
    delta: -input.quantity,
    at: input.at,
    operatorId: 'SYSTEM',
    orderNo: input.orderNo,
  });
  commodity.sold += input.quantity;
}

/**
 * An order was refunded after delivery (mock/_db/trade/actions.ts). Puts the quantity back (CANCEL record) and takes it
 * off sold. Linked to the order's OUT record when the ledger has one (orders delivered before the
 * ledger existed have none, and are still put back).
 */
export function recordOrderStockCancel(db: MockDb, input: OrderStockInput): void {
  checkOrderInput(input);
  const commodity = ownedCommodity(db, input.supplierId, input.commodityId);
  const out = db.supplier.stockRecords.find((r) => r.orderNo === input.orderNo && r.type === 'OUT' && r.commodityId === commodity.id);
  applyStockChange(db, {
    supplierId: input.supplierId,
    commodity,
    type: 'CANCEL',
    source: 'ORDER',
    delta: input.quantity,
    at: input.at,
    operatorId: 'SYSTEM',
    orderNo: input.orderNo,
    cancelOf: out?.id,
    remark: undefined,
  });
  commodity.sold = Math.max(0, commodity.sold - input.quantity);
}

function checkRemark(remark: unknown, t: Translate): string | undefined {
  if (remark === undefined || remark === null || remark === '') return undefined;
  if (typeof remark !== 'string') throw invalid([{ field: 'remark', message: t('supplier.rule.remark.text') }]);
  if (remark.length > STOCK_RECORD_LIMITS.remarkMax)
    throw invalid([{ field: 'remark', message: t('supplier.rule.remark.length', { max: STOCK_RECORD_LIMITS.remarkMax }) }]);
  return remark.trim() || undefined;
}

/** POST base: a manual IN or OUT record by the supplier (or a granted sub-account). */
export function addManualRecord(
  db: MockDb,
  supplierId: string,
  operatorId: string,
  input: Partial<StockRecordInput>,
  at: string,
  t: Translate = englishOnly,
): StockRecord {
  const violations = [];
  if (input.type !== 'IN' && input.type !== 'OUT') violations.push({ field: 'type', message: t('supplier.rule.stock.type') });
  if (!input.commodityId) violations.push({ field: 'commodityId', message: t('supplier.rule.required') });
  if (!isWholeQuantity(input.quantity)) violations.push({ field: 'quantity', message: t('supplier.rule.quantity.integer') });
  if (violations.length) throw invalid(violations);
  const remark = checkRemark(input.remark, t);
  const commodity = ownedCommodity(db, supplierId, input.commodityId!);
  const qty = input.quantity!;
  return applyStockChange(db, {
    supplierId,
    commodity,
    type: input.type!,
    source: 'MANUAL',
    delta: input.type === 'IN' ? qty : -qty,
    at,
    operatorId,
    remark,
    t,
  });
}

/** POST postCommodityStockRecords/{typeName}: one type for several commodities, all or nothing. */
export function addBatchRecords(
  db: MockDb,
  supplierId: string,
  operatorId: string,
  typeName: string,
  items: StockRecordBatchItem[],
  at: string,
  t: Translate = englishOnly,
): StockRecord[] {
  const type = typeName.toUpperCase();
  if (type !== 'IN' && type !== 'OUT') throw badRequest(tr('server.supplier.stock.typeName.title'), tr('server.supplier.stock.typeName'));
  if (!items.length) throw invalid([{ field: 'items', message: t('supplier.rule.stock.items') }]);
  // check every item before changing anything
  const wanted = new Map<string, number>();
  items.forEach((item, i) => {
    if (!isWholeQuantity(item.quantity)) throw invalid([{ field: `items[${i}].quantity`, message: t('supplier.rule.quantity.integer') }]);
    checkRemark(item.remark, t);
    const c = ownedCommodity(db, supplierId, item.commodityId);
    const total = (wanted.get(c.id) ?? 0) + item.quantity;
    wanted.set(c.id, total);
    if (type === 'OUT' && total > c.stock) throw insufficient(c, total, t);
  });
  return items.map((item) => addManualRecord(db, supplierId, operatorId, { ...item, type }, at, t));
}

/**
 * PUT cancel/{id}: reverses a manual record with a CANCEL record of the opposite sign. Order
 * records are reversed only by the order (refund), and a record is cancelled once.
 */
export function cancelManualRecord(
  db: MockDb,
  supplierId: string,
  operatorId: string,
  id: string,
  at: string,
  t: Translate = englishOnly,
): StockRecord {
  const record = db.supplier.stockRecords.find((r) => r.id === id && r.supplierId === supplierId);
  if (!record) {
    if (db.supplier.stockArchive.some((r) => r.id === id && r.supplierId === supplierId))
      throw badRequest(tr('server.supplier.stock.archived.title'), tr('server.supplier.stock.archived'), 'STOCK_RECORD_ARCHIVED');
    throw notFound(tr('server.supplier.stock.notFound', { id }));
  }
  if (record.source !== 'MANUAL' || record.type === 'CANCEL')
    throw badRequest(
      tr('server.supplier.stock.notCancellable.title'),
      tr('server.supplier.stock.notCancellable'),
      'STOCK_RECORD_NOT_CANCELLABLE',
    );
  if (record.canceled)
    throw badRequest(tr('server.supplier.stock.canceled.title'), tr('server.supplier.stock.canceled', { id }), 'STOCK_RECORD_CANCELED');
  const commodity = ownedCommodity(db, supplierId, record.commodityId);
  const reversal = applyStockChange(db, {
    supplierId,
    commodity,
    type: 'CANCEL',
    source: 'MANUAL',
    delta: -record.delta,
    at,
    operatorId,
    cancelOf: record.id,
    remark: record.remark,
    t,
  });
  record.canceled = true;
  record.canceledAt = at;
  return reversal;
}

/** PUT base: only the remark of a record may change; the figures are the ledger. */
export function updateRemark(db: MockDb, supplierId: string, id: string, remark: unknown, t: Translate = englishOnly): StockRecord {
  const record = db.supplier.stockRecords.find((r) => r.id === id && r.supplierId === supplierId);
  if (!record) throw notFound(tr('server.supplier.stock.notFound', { id }));
  const next = checkRemark(remark, t);
  if (next) record.remark = next;
  else delete record.remark;
  return record;
}

/** Moves records older than STOCK_RECORD_LIMITS.archiveAfterDays to the archive (what B/history serves). */
export function archiveOldRecords(db: MockDb, nowMs: number): void {
  const cutoff = nowMs - STOCK_RECORD_LIMITS.archiveAfterDays * DAY_MS;
  const { stockRecords } = db.supplier;
  if (!stockRecords.length || Date.parse(stockRecords[0].createdAt) >= cutoff) return;
  const keep: StockRecord[] = [];
  for (const r of stockRecords) (Date.parse(r.createdAt) < cutoff ? db.supplier.stockArchive : keep).push(r);
  db.supplier.stockRecords = keep;
}

function matches(r: StockRecord, q: StockRecordQuery): boolean {
  if (q.type && r.type !== q.type) return false;
  if (q.source && r.source !== q.source) return false;
  if (q.commodityId && r.commodityId !== q.commodityId) return false;
  if (q.gameId && r.gameId !== q.gameId) return false;
  if (q.serverId && r.serverId !== q.serverId) return false;
  if (q.orderNo && !(r.orderNo ?? '').includes(q.orderNo)) return false;
  if (q.keyword) {
    const k = q.keyword.toLowerCase();
    if (!`${r.commodityTitle} ${r.remark ?? ''} ${r.orderNo ?? ''} ${r.id}`.toLowerCase().includes(k)) return false;
  }
  const t = Date.parse(r.createdAt);
  if (q.startAt && t < Date.parse(q.startAt)) return false;
  if (q.endAt && t > Date.parse(q.endAt)) return false;
  return true;
}

/** Filter, newest first. */
export function filterRecords(records: StockRecord[], supplierId: string, q: StockRecordQuery): StockRecord[] {
  const out = records.filter((r) => r.supplierId === supplierId && matches(r, q));
  return out.sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)));
}

export function pageRecords(records: StockRecord[], supplierId: string, q: StockRecordQuery): Paged<StockRecord> {
  return paginate(filterRecords(records, supplierId, q), { current: q.current, size: q.size });
}

export function statisticsOf(records: StockRecord[]): StockStatistics {
  const s: StockStatistics = { records: records.length, inQuantity: 0, outQuantity: 0, cancelQuantity: 0, netQuantity: 0 };
  for (const r of records) {
    if (r.type === 'IN') s.inQuantity += r.quantity;
    else if (r.type === 'OUT') s.outQuantity += r.quantity;
    else s.cancelQuantity += r.quantity;
    s.netQuantity += r.delta;
  }
  return s;
}

/** GET getCommodityStockRecordBySkuTreeId: one commodity's live records, newest first. */
export function recordsOfCommodity(db: MockDb, supplierId: string, commodityId: string): StockRecord[] {
  ownedCommodity(db, supplierId, commodityId);
  return filterRecords(db.supplier.stockRecords, supplierId, { commodityId });
}
