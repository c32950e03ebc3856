import { tradeApi } from '../src/domain/trade/endpoints';
import type { OrderNotice, SettlementStatus } from '../src/types';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import { findDemand } from './_db/market';
import {
  actorFor,
  exportFileName,
  exportLang,
  exportRow,
  filteredOrders,
  orderColumns,
  orderOfSide,
  readOrderQuery,
  requireSide,
  runClock,
  sheetName,
  sideFor,
  toOrderView,
  unreadFor,
} from './_db/trade';
import { handlers, route } from './_lib/handlers';
import { invalid, notFound } from './_lib/http';
import { tr } from './_lib/i18n';
import { paginate } from './_lib/paging';
import { requireUser } from './_lib/session';
import { sendXlsx } from './_lib/xlsx';

const SETTLEMENT_STATUSES: readonly SettlementStatus[] = ['PENDING', 'SUCCESS', 'FAILED'];

function requireSettlementStatus(raw: string): SettlementStatus {
  const found = SETTLEMENT_STATUSES.find((x) => x === raw);
  if (!found)
    throw invalid([{ field: 'status', message: tr('server.field.oneOf', { field: 'status', values: SETTLEMENT_STATUSES.join(', ') }) }]);
  return found;
}

/** A failure is kept as its code; the caller reads it in its language. */
const failureText = (code: string | undefined): string | undefined => (code ? tr(`server.trade.settlement.failure.${code}`) : undefined);

/** Reads around orders (SPEC §7 B/trade): export, settlements, unread counts, notices, chat cards. */
export default handlers({
  /** The current filter of a side as a real .xlsx (no paging). Query: side, lang, the list filters. */
  ...route(tradeApi.exportOrders, async ({ req, res, query }) => {
    const db = getDb();
    const side = requireSide(query.side);
    const owner = actorFor(db, requireUser(req), side);
    runClock(db);
    const at = now();
    const lang = exportLang(query.lang);
    const rows = filteredOrders(db, owner.id, side, readOrderQuery(query), at);
    await sendXlsx(
      res,
      exportFileName(lang, side, at),
      sheetName(lang),
      orderColumns(lang),
      (function* () {
        for (const o of rows) yield exportRow(o, side);
      })(),
    );
  }),
  /** The caller's settlements as a seller, newest first. */
  ...route(tradeApi.querySettlements, ({ req, query }) => {
    const db = getDb();
    const owner = actorFor(db, requireUser(req), 'sales');
    runClock(db);
    const status = query.status ? requireSettlementStatus(query.status) : undefined;
    const mine = db.trade.settlements
      .filter((s) => s.sellerId === owner.id && (!status || s.status === status))
      .sort((a, b) => b.deadlineAt.localeCompare(a.deadlineAt));
    const page = paginate(mine, query);
    return { ...page, records: page.records.map((s) => ({ ...s, failureReason: failureText(s.failureReason) })) };
  }),
  ...route(tradeApi.getSettlementFailure, ({ req, params }) => {
    const db = getDb();
    const owner = actorFor(db, requireUser(req), 'sales');
    const s = db.trade.settlements.find((x) => x.id === params.settlementId && x.sellerId === owner.id);
    if (!s) throw notFound(tr('server.trade.settlement.notFound', { id: params.settlementId }));
    const failed = s.status === 'FAILED';
    return {
      id: s.id,
      orderNo: s.orderNo,
      status: s.status,
      failed,
      failureReason: failed ? (failureText(s.failureReason) ?? null) : null,
    };
  }),
  /** Order numbers with unread chat messages for a side. */
  ...route(tradeApi.queryUnreadOrderNos, ({ req, query }) => {
    const db = getDb();
    const side = requireSide(query.side);
    const owner = actorFor(db, requireUser(req), side);
    return db.trade.orders
      .filter((o) => (side === 'purchase' ? o.buyer.id : o.seller.id) === owner.id && unreadFor(o, side) > 0)
      .map((o) => o.orderNo);
  }),
  /** Unread chat messages over all orders, per side. */
  ...route(tradeApi.getOrderChatUnreadTotal, ({ req }) => {
    const db = getDb();
    const user = requireUser(req);
    const count = (side: 'purchase' | 'sales') => {
      try {
        const owner = actorFor(db, user, side);
        return db.trade.orders.reduce(
          (n, o) => n + ((side === 'purchase' ? o.buyer.id : o.seller.id) === owner.id ? unreadFor(o, side) : 0),
          0,
        );
      } catch {
        return 0; // a sub-account without the side's permission sees none
      }
    };
    const purchase = count('purchase');
    const sales = count('sales');
    return { purchase, sales, total: purchase + sales };
  }),
  /** The order card a chat shows. Query: orderNo, side?. */
  ...route(tradeApi.getOrderCard, ({ req, query }) => {
    const db = getDb();
    const user = requireUser(req);
    const orderNo = query.orderNo ?? '';
    const side = sideFor(db, req, user, orderNo);
    const o = toOrderView(db, orderOfSide(db, user, orderNo, side), side, now());
    return {
      orderNo: o.orderNo,
      title: o.title,
      gameName: o.gameName,
      gameNameEn: o.gameNameEn,
      quantity: o.quantity,
      amount: o.amount,
      status: o.status,
      side,
      counterparty: o.counterparty,
    };
  }),
  ...route(tradeApi.getOrderCardUnread, ({ req, query }) => {
    const db = getDb();
    const user = requireUser(req);
    const orderNo = query.orderNo ?? '';
    const side = sideFor(db, req, user, orderNo);
    return { orderNo, unread: unreadFor(orderOfSide(db, user, orderNo, side), side) };
  }),
  /** Recent events on the caller's orders made by someone else (counterparty, platform, deadlines). */
  ...route(tradeApi.queryOrderNotices, ({ req }) => {
    const db = getDb();
    const user = requireUser(req);
    runClock(db);
    const out: OrderNotice[] = [];
    for (const side of ['purchase', 'sales'] as const) {
      let owner;
      try {
        owner = actorFor(db, user, side);
      } catch {
        continue;
      }
      for (const o of db.trade.orders) {
        if ((side === 'purchase' ? o.buyer.id : o.seller.id) !== owner.id) continue;
        const last = o.logs[o.logs.length - 1];
        if (last && last.actor !== side)
          out.push({
            orderNo: o.orderNo,
            side,
            event: last.event,
            at: last.at,
            status: o.status,
            counterpartyId: side === 'purchase' ? o.seller.id : o.buyer.id,
          });
      }
    }
    return out.sort((a, b) => b.at.localeCompare(a.at)).slice(0, 20);
  }),
  /** Orders into one of the caller's demands. */
  ...route(tradeApi.queryDemandOrders, ({ req, params, query }) => {
    const db = getDb();
    const owner = actorFor(db, requireUser(req), 'purchase');
    // another receiver's demand is answered as missing, not as one without orders
    const demand = findDemand(db, params.demandId);
    if (demand && demand.resellerId !== owner.id) throw notFound(tr('server.reseller.demand.notFound', { id: params.demandId }));
    runClock(db);
    const at = now();
    const q = readOrderQuery(query);
    const rows = filteredOrders(db, owner.id, 'purchase', q, at).filter((o) => o.demandId === params.demandId);
    const page = paginate(rows, q);
    return { ...page, records: page.records.map((o) => toOrderView(db, o, 'purchase', at)) };
  }),
});
