import { tradeApi } from '../src/domain/trade/endpoints';
import type { OrderSide } from '../src/types';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import {
  actorFor,
  approveChange,
  cancelByTimeout,
  cancelOrder,
  createBuyerOrder,
  createSellerOrder,
  deliverOrder,
  disputeOrder,
  markRead,
  orderOfSide,
  type OrderRecord,
  pageOrders,
  readOrderQuery,
  refundUndelivered,
  remarkOrder,
  remindOrder,
  requestChange,
  requireSide,
  runClock,
  setReceivingAccount,
  settleOrders,
  sideFor,
  statistic,
  tabCounts,
  timeoutCancel,
  toOrderDetail,
  toOrderView,
} from './_db/trade';
import type { MockDb, UserRecord } from './_db/types';
import { handlers, route } from './_lib/handlers';
import { created, type Req } from './_lib/http';
import { type Json, str } from './_lib/input';
import { requireUser } from './_lib/session';

/** Orders (SPEC §7 B/trade): thin handlers over mock/_db/trade. */
const view = (db: MockDb, o: OrderRecord, side: OrderSide) => toOrderDetail(db, o, side, now());

function act(req: Req, fn: (db: MockDb, user: UserRecord, side: OrderSide, orderNo: string) => OrderRecord, orderNo: string) {
  const db = getDb();
  const user = requireUser(req);
  const side = sideFor(db, req, user, orderNo);
  return view(db, fn(db, user, side, orderNo), side);
}

function list(req: Req, side: OrderSide, query: Json) {
  const db = getDb();
  const owner = actorFor(db, requireUser(req), side);
  runClock(db);
  return pageOrders(db, owner.id, side, readOrderQuery(query), now());
}

export default handlers({
  ...route(tradeApi.createBuyerOrder, ({ req, body }) => {
    const db = getDb();
    runClock(db);
    return created(createBuyerOrder(db, requireUser(req), body));
  }),
  ...route(tradeApi.createSellerOrder, ({ req, body }) => {
    const db = getDb();
    runClock(db);
    return created(createSellerOrder(db, requireUser(req), body));
  }),
  ...route(tradeApi.queryPurchasedOrders, ({ req, query }) => list(req, 'purchase', query)),
  ...route(tradeApi.querySoldOrders, ({ req, query }) => list(req, 'sales', query)),
  ...route(tradeApi.getOrderTabCounts, ({ req, query }) => {
    const db = getDb();
    const side = requireSide(query.side);
    const owner = actorFor(db, requireUser(req), side);
    runClock(db);
    return tabCounts(db, owner.id, side, readOrderQuery(query), now());
  }),
  ...route(tradeApi.getOrderStatistic, ({ req, query }) => {
    const db = getDb();
    const side = requireSide(query.side);
    const owner = actorFor(db, requireUser(req), side);
    runClock(db);
    return statistic(db, owner.id, side, now());
  }),
  ...route(tradeApi.getOrderStatus, ({ req, params }) => {
    const db = getDb();
    const user = requireUser(req);
    const side = sideFor(db, req, user, params.id);
    const o = toOrderView(db, orderOfSide(db, user, params.id, side), side, now());
    return { orderNo: o.orderNo, status: o.status, modifiedAt: o.modifiedAt, ...(o.nextDeadline ? { nextDeadline: o.nextDeadline } : {}) };
  }),
  ...route(tradeApi.getOrder, ({ req, params }) => act(req, (db, user, side, id) => orderOfSide(db, user, id, side), params.id)),
  ...route(tradeApi.markOrderRead, ({ req, params }) => act(req, (db, user, side, no) => markRead(db, user, side, no), params.orderNo)),
  ...route(tradeApi.cancelOrder, ({ req, body }) =>
    act(req, (db, user, side, no) => cancelOrder(db, user, no, side, str(body, 'reason')), String(body.orderNo ?? '')),
  ),
  ...route(tradeApi.timeoutCancelOrder, ({ req, body }) =>
    act(req, (db, user, side, no) => timeoutCancel(db, user, no, side), String(body.orderNo ?? '')),
  ),
  ...route(tradeApi.cancelOrderByTimeout, ({ req, body }) =>
    act(req, (db, user, _side, no) => cancelByTimeout(db, user, no), String(body.orderNo ?? '')),
  ),
  ...route(tradeApi.remindOrder, ({ req, params }) => act(req, (db, user, _side, no) => remindOrder(db, user, no), params.orderNo)),
  ...route(tradeApi.deliverOrder, ({ req, body }) => act(req, (db, user) => deliverOrder(db, user, body), String(body.orderNo ?? ''))),
  ...route(tradeApi.settleOrders, ({ req, body }) => {
    const db = getDb();
    const raw: unknown = body.orderNos;
    const orderNos = Array.isArray(raw) ? raw.map(String) : [];
    return settleOrders(db, requireUser(req), orderNos).map((o) => toOrderView(db, o, 'purchase', now()));
  }),
  /** kind REFUND; with `immediate: true` the seller refunds undelivered units without asking. */
  ...route(tradeApi.requestOrderChange, ({ req, body }) => {
    const orderNo = String(body.orderNo ?? '');
    if (body.immediate === true) return act(req, (db, user) => refundUndelivered(db, user, orderNo, body.quantity), orderNo);
    return act(req, (db, user, side) => requestChange(db, user, side, body), orderNo);
  }),
  ...route(tradeApi.approveOrderChange, ({ req, body }) =>
    act(
      req,
      (db, user, side, no) => approveChange(db, user, side, no, String(body.changeId ?? ''), body.agree === true),
      String(body.orderNo ?? ''),
    ),
  ),
  ...route(tradeApi.updateReceivingAccount, ({ req, params, body }) =>
    act(req, (db, user, _side, no) => setReceivingAccount(db, user, no, body), params.orderNo),
  ),
  /** The caller reports a problem: body { orderNo, side?, reason }. */
  ...route(tradeApi.disputeOrder, ({ req, body }) =>
    act(req, (db, user, side, no) => disputeOrder(db, user, side, no, body.reason), String(body.orderNo ?? '')),
  ),
  ...route(tradeApi.remarkOrder, ({ req, body }) =>
    act(req, (db, user, side, no) => remarkOrder(db, user, side, no, body.remark), String(body.orderNo ?? '')),
  ),
});
