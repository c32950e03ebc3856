import { B } from '../src/constants/api';
import type { Settlement } from '../src/types';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import { exportFileName, exportLang, exportRow, orderColumns, sheetName } from './_db/trade/export';
import { param, queryOf, requireSide, sideFor } from './_db/trade/http';
import { actorFor, orderOfSide, runClock } from './_db/trade/orders';
import { pageOf } from './_db/trade/paging';
import { filteredOrders, readOrderQuery } from './_db/trade/query';
import { toOrderView, unreadFor } from './_db/trade/view';
import { handlers } from './_lib/handlers';
import { notFound } from './_lib/http';
import { queryStr } from './_lib/input';
import { requireUser } from './_lib/session';
import { sendXlsx } from './_lib/xlsx';
import { tr } from './_lib/i18n';

/** Reads around orders (B/trade): export, settlements, unread counts, notices, chat cards. */
const T = `${B}/trade`;

export default handlers({
  /** The current filter of a side as a real .xlsx (no paging). Query: side, lang, the list filters. */
  [`GET ${T}/me/export`]: async (req, res) => {
    const db = getDb();
    const side = requireSide(queryOf(req).side);
    const owner = actorFor(db, requireUser(req), side);
    runClock(db);
    const at = now();
    const lang = exportLang(queryStr(req, 'lang'));
    const rows = filteredOrders(db, owner.id, side, readOrderQuery(queryOf(req)), at);
    await sendXlsx(
      res,
      exportFileName(lang, side, at),
      sheetName(lang),
      orderColumns(lang),
      (function* () {
        for (const o of rows) yield exportRow(o, side);
      })(),
    );
  },
  /** The caller's settlements as a seller, newest first. */
  [`GET ${T}/settlements`]: (req) => {
    const db = getDb();
    const owner = actorFor(db, requireUser(req), 'sales');
    runClock(db);
    const mine = db.trade.settlements.filter((s) => s.sellerId === owner.id).sort((a, b) => b.deadlineAt.localeCompare(a.deadlineAt));
    return pageOf<Settlement>(mine, queryOf(req));
  },
  [`GET ${T}/settlements/:settlementId/failed`]: (req) => {
    const db = getDb();
    const owner = actorFor(db, requireUser(req), 'sales');
    const s = db.trade.settlements.find((x) => x.id === param(req, 'settlementId') && x.sellerId === owner.id);
    if (!s) throw notFound(tr('server.trade.settlement.notFound', { id: param(req, 'settlementId') }));
    return { id: s.id, orderNo: s.orderNo, status: s.status, failed: s.status === 'FAILED', failureReason: s.failureReason ?? null };
  },
  /** Order numbers with unread chat messages for a side. */
  [`GET ${T}/read/all/order/unread/list`]: (req) => {
    const db = getDb();
    const side = requireSide(queryOf(req).side);
    const owner = actorFor(db, requireUser(req), side);
    return db.trade.orders
      .filter((o) => (side === 'purchase' ? o.buyer.id : o.seller.id) === owner.id && unreadFor(o, side) > 0)
      .map((o) => o.orderNo);
  },
  /** Unread chat messages over all orders, per side. */
  [`GET ${T}/order/chat/unread/total`]: (req) => {
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
  },
  /** The order card a chat shows. Query: orderNo, side?. */
  [`GET ${T}/me/card`]: (req) => {
    const db = getDb();
    const user = requireUser(req);
    const orderNo = queryStr(req, 'orderNo') ?? '';
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
  },
  [`GET ${T}/me/card/chat/unread`]: (req) => {
    const db = getDb();
    const user = requireUser(req);
    const orderNo = queryStr(req, 'orderNo') ?? '';
    const side = sideFor(db, req, user, orderNo);
    return { orderNo, unread: unreadFor(orderOfSide(db, user, orderNo, side), side) };
  },
  /** Recent events on the caller's orders made by someone else (counterparty, platform, deadlines). */
  [`GET ${T}/me/notices`]: (req) => {
    const db = getDb();
    const user = requireUser(req);
    runClock(db);
    const out: Array<{ orderNo: string; side: 'purchase' | 'sales'; event: string; at: string; status: string }> = [];
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
        if (last && last.actor !== side) out.push({ orderNo: o.orderNo, side, event: last.event, at: last.at, status: o.status });
      }
    }
    return out.sort((a, b) => b.at.localeCompare(a.at)).slice(0, 20);
  },
  /** Orders into one of the caller's demands. */
  [`GET ${T}/demands/:demandId/orders`]: (req) => {
    const db = getDb();
    const owner = actorFor(db, requireUser(req), 'purchase');
    runClock(db);
    const at = now();
    const rows = filteredOrders(db, owner.id, 'purchase', readOrderQuery(queryOf(req)), at).filter(
      (o) => o.demandId === param(req, 'demandId'),
    );
    const page = pageOf(rows, queryOf(req));
    return { ...page, records: page.records.map((o) => toOrderView(db, o, 'purchase', at)) };
  },
});
