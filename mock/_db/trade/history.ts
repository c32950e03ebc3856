/**
 * Archived orders (B/history) and moving orders between the live tables and the archive
 * (B/transfer). Archived orders are read-only: their views carry no actions.
 */
import type { HistoryMessage, HistoryOrder, HistoryOrderDetail, OrderQuery, OrderSide, Paged } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { badRequest, notFound } from '../../_lib/http';
import { paginate } from '../../_lib/paging';
import { now } from '../clock';
import type { MockDb, UserRecord } from '../types';
import { TERMINAL } from './machine';
import { datasourceOf } from './ids';
import { actorFor, requireOrder, sideOf } from './lookup';
import { runClock } from './orders';
import { matchesFilters } from './query';
import type { ArchivedOrder, OrderRecord } from './state';
import { toOrderDetail, toOrderView } from './view';
import { tr } from '../../_lib/i18n';

export const LIVE_DATASOURCE = 'live';

function historyView(db: MockDb, a: ArchivedOrder, side: OrderSide, at: number): HistoryOrder {
  return {
    ...toOrderView(db, a.order, side, at),
    actions: [],
    nextDeadline: undefined,
    datasource: a.datasource,
    archivedAt: a.archivedAt,
  };
}

/** Archived orders of one side, newest first, filtered like the live lists. */
export function archivedOfSide(db: MockDb, ownerId: string, side: OrderSide, q: OrderQuery, at: number): ArchivedOrder[] {
  return db.trade.archive
    .filter((a) => (side === 'purchase' ? a.order.buyer.id : a.order.seller.id) === ownerId && matchesFilters(a.order, side, q, at))
    .sort((x, y) => y.order.orderAt.localeCompare(x.order.orderAt) || y.order.orderNo.localeCompare(x.order.orderNo));
}

export function historyPage(
  db: MockDb,
  user: UserRecord,
  side: OrderSide,
  q: OrderQuery & { current: number; size: number },
): Paged<HistoryOrder> {
  const owner = actorFor(db, user, side);
  const at = now();
  const page = paginate(archivedOfSide(db, owner.id, side, q, at), q);
  return { ...page, records: page.records.map((a) => historyView(db, a, side, at)) };
}

export function historyRows(db: MockDb, user: UserRecord, side: OrderSide, q: OrderQuery): HistoryOrder[] {
  const owner = actorFor(db, user, side);
  const at = now();
  return archivedOfSide(db, owner.id, side, q, at).map((a) => historyView(db, a, side, at));
}

function archivedOf(db: MockDb, user: UserRecord, datasource: string, id: string): { a: ArchivedOrder; side: OrderSide } {
  const a = db.trade.archive.find((x) => x.datasource === datasource && (x.order.id === id || x.order.orderNo === id));
  const side = a ? sideOf(db, user, a.order) : undefined;
  if (!a || !side) throw notFound(tr('server.trade.history.notFound', { id, datasource }));
  return { a, side };
}

export function historyDetail(db: MockDb, user: UserRecord, datasource: string, id: string): HistoryOrderDetail {
  const { a, side } = archivedOf(db, user, datasource, id);
  const at = now();
  return {
    ...toOrderDetail(db, a.order, side, at),
    actions: [],
    nextDeadline: undefined,
    datasource: a.datasource,
    archivedAt: a.archivedAt,
  };
}

export function historyMessages(db: MockDb, user: UserRecord, datasource: string, id: string): HistoryMessage[] {
  return archivedOf(db, user, datasource, id).a.messages.map((m) => ({ ...m }));
}

/** The caller is a party of the order, and a sub-account holds that side's permission (else it does not exist for it). */
function mineOrThrow(db: MockDb, user: UserRecord, order: OrderRecord, code: string): void {
  if (!sideOf(db, user, order)) throw notFound(tr('server.trade.order.notFound', { orderNo: code }));
}

/** GET transfer/datasource/{code}: where an order lives now. */
export function datasourceOfOrder(db: MockDb, user: UserRecord, code: string): { code: string; datasource: string } {
  runClock(db);
  const live = db.trade.byNo[code];
  if (live) {
    mineOrThrow(db, user, live, code);
    return { code, datasource: LIVE_DATASOURCE };
  }
  const a = db.trade.archive.find((x) => x.order.orderNo === code);
  if (!a) throw notFound(tr('server.trade.order.notFound', { orderNo: code }));
  mineOrThrow(db, user, a.order, code);
  return { code, datasource: a.datasource };
}

/** GET transfer/archive/{code}: moves a finished live order to the archive. */
export function archiveOrder(db: MockDb, user: UserRecord, code: string): { code: string; datasource: string } {
  runClock(db);
  const order = requireOrder(db, code);
  mineOrThrow(db, user, order, code);
  if (!TERMINAL.has(order.status))
    throw badRequest(tr('server.trade.history.notFinished.title'), tr('server.trade.history.notFinished'), 'ORDER_NOT_FINISHED');
  const at = now();
  const datasource = datasourceOf(Date.parse(order.orderAt));
  db.trade.orders = db.trade.orders.filter((o) => o !== order);
  delete db.trade.byNo[order.orderNo];
  db.trade.archive.push({ datasource, archivedAt: iso(at), order, messages: [] });
  return { code, datasource };
}

/** GET transfer/back/{code}/{datasource}: brings an archived order back to the live tables. */
export function restoreOrder(db: MockDb, user: UserRecord, code: string, datasource: string): { code: string; datasource: string } {
  const i = db.trade.archive.findIndex((x) => x.order.orderNo === code && x.datasource === datasource);
  if (i < 0) throw notFound(tr('server.trade.history.notArchived', { orderNo: code, datasource }));
  const { order } = db.trade.archive[i];
  mineOrThrow(db, user, order, code);
  db.trade.archive.splice(i, 1);
  db.trade.orders.push(order);
  db.trade.orders.sort((x, y) => x.orderAt.localeCompare(y.orderAt));
  db.trade.byNo[order.orderNo] = order;
  return { code, datasource: LIVE_DATASOURCE };
}
