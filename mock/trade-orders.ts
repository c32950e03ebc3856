import { B } from '../src/constants/api';
import type {
  ApproveChangeRequest,
  CreateBuyerOrderRequest,
  CreateSellerOrderRequest,
  DeliverRequest,
  OrderChangeRequest,
  ReceivingAccount,
} from '../src/types';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import {
  approveChange,
  cancelByTimeout,
  cancelOrder,
  deliverOrder,
  disputeOrder,
  markRead,
  refundUndelivered,
  remarkOrder,
  remindOrder,
  requestChange,
  setReceivingAccount,
  settleOrders,
  timeoutCancel,
} from './_db/trade/actions';
import { createBuyerOrder, createSellerOrder } from './_db/trade/create';
import { param, queryOf, requireSide, sideFor } from './_db/trade/http';
import { actorFor, orderOfSide, runClock } from './_db/trade/orders';
import { pageOrders, readOrderQuery, statistic, tabCounts } from './_db/trade/query';
import { toOrderDetail, toOrderView } from './_db/trade/view';
import { handlers } from './_lib/handlers';
import { created } from './_lib/http';
import { bodyOf, str } from './_lib/input';
import { requireUser } from './_lib/session';
import type { OrderRecord } from './_db/trade/state';
import type { Req } from './_lib/http';
import type { MockDb, UserRecord } from './_db/types';
import type { OrderSide } from '../src/types';

/** Orders (SPEC §7 B/trade): thin handlers over mock/_db/trade. */
const T = `${B}/trade`;
const view = (db: MockDb, o: OrderRecord, side: OrderSide) => toOrderDetail(db, o, side, now());

function act(req: Req, fn: (db: MockDb, user: UserRecord, side: OrderSide, orderNo: string) => OrderRecord, orderNo: string) {
  const db = getDb();
  const user = requireUser(req);
  const side = sideFor(db, req, user, orderNo);
  return view(db, fn(db, user, side, orderNo), side);
}

function list(req: Req, side: OrderSide) {
  const db = getDb();
  const owner = actorFor(db, requireUser(req), side);
  runClock(db);
  return pageOrders(db, owner.id, side, readOrderQuery(queryOf(req)), now());
}

export default handlers({
  [`POST ${T}/buyer/orders`]: (req) => {
    const db = getDb();
    runClock(db);
    return created(createBuyerOrder(db, requireUser(req), bodyOf(req) as Partial<CreateBuyerOrderRequest>));
  },
  [`POST ${T}/seller/orders`]: (req) => {
    const db = getDb();
    runClock(db);
    return created(createSellerOrder(db, requireUser(req), bodyOf(req) as Partial<CreateSellerOrderRequest>));
  },
  [`GET ${T}/me/purchase`]: (req) => list(req, 'purchase'),
  [`GET ${T}/me/sales`]: (req) => list(req, 'sales'),
  [`GET ${T}/me/tab`]: (req) => {
    const db = getDb();
    const side = requireSide(queryOf(req).side);
    const owner = actorFor(db, requireUser(req), side);
    runClock(db);
    return tabCounts(db, owner.id, side, readOrderQuery(queryOf(req)), now());
  },
  [`GET ${T}/me/statistic`]: (req) => {
    const db = getDb();
    const side = requireSide(queryOf(req).side);
    const owner = actorFor(db, requireUser(req), side);
    runClock(db);
    return statistic(db, owner.id, side, now());
  },
  [`GET ${T}/orders/:id/status`]: (req) => {
    const db = getDb();
    const user = requireUser(req);
    const id = param(req, 'id');
    const side = sideFor(db, req, user, id);
    const o = toOrderView(db, orderOfSide(db, user, id, side), side, now());
    return { orderNo: o.orderNo, status: o.status, modifiedAt: o.modifiedAt, ...(o.nextDeadline ? { nextDeadline: o.nextDeadline } : {}) };
  },
  [`GET ${T}/orders/:id`]: (req) => act(req, (db, user, side, id) => orderOfSide(db, user, id, side), param(req, 'id')),
  [`PATCH ${T}/orders/me/:orderNo/read`]: (req) => act(req, (db, user, side, no) => markRead(db, user, side, no), param(req, 'orderNo')),
  [`PATCH ${T}/cancel`]: (req) =>
    act(req, (db, user, side, no) => cancelOrder(db, user, no, side, str(bodyOf(req), 'reason')), String(bodyOf(req).orderNo ?? '')),
  [`POST ${T}/timeout-cancel`]: (req) =>
    act(req, (db, user, side, no) => timeoutCancel(db, user, no, side), String(bodyOf(req).orderNo ?? '')),
  [`POST ${T}/cancelByTimeout`]: (req) =>
    act(req, (db, user, _side, no) => cancelByTimeout(db, user, no), String(bodyOf(req).orderNo ?? '')),
  [`POST ${T}/orders/:orderNo/reminder`]: (req) => act(req, (db, user, _side, no) => remindOrder(db, user, no), param(req, 'orderNo')),
  [`PUT ${T}/orders/delivery-credentials`]: (req) => {
    const body = bodyOf(req) as Partial<DeliverRequest>;
    return act(req, (db, user) => deliverOrder(db, user, body), String(body.orderNo ?? ''));
  },
  [`POST ${T}/settlements`]: (req) => {
    const db = getDb();
    const raw = bodyOf(req).orderNos;
    const orderNos = Array.isArray(raw) ? raw.map(String) : [];
    return settleOrders(db, requireUser(req), orderNos).map((o) => toOrderView(db, o, 'purchase', now()));
  },
  /** kind REFUND; with `immediate: true` the seller refunds undelivered units without asking. */
  [`POST ${T}/changes`]: (req) => {
    const body = bodyOf(req) as Partial<OrderChangeRequest> & { immediate?: boolean };
    const orderNo = String(body.orderNo ?? '');
    if (body.immediate === true) return act(req, (db, user) => refundUndelivered(db, user, orderNo, body.quantity), orderNo);
    return act(req, (db, user, side) => requestChange(db, user, side, body), orderNo);
  },
  [`PATCH ${T}/changes/approve`]: (req) => {
    const body = bodyOf(req) as Partial<ApproveChangeRequest>;
    return act(
      req,
      (db, user, side, no) => approveChange(db, user, side, no, String(body.changeId ?? ''), body.agree === true),
      String(body.orderNo ?? ''),
    );
  },
  [`PUT ${T}/orders/receiving-account/:orderNo`]: (req) =>
    act(req, (db, user, _side, no) => setReceivingAccount(db, user, no, bodyOf(req) as Partial<ReceivingAccount>), param(req, 'orderNo')),
  /** The caller reports a problem: body { orderNo, side?, reason }. */
  [`PUT ${T}/orders/me`]: (req) =>
    act(req, (db, user, side, no) => disputeOrder(db, user, side, no, bodyOf(req).reason), String(bodyOf(req).orderNo ?? '')),
  [`PATCH ${T}/me/remark-or-reminder`]: (req) =>
    act(req, (db, user, side, no) => remarkOrder(db, user, side, no, bodyOf(req).remark), String(bodyOf(req).orderNo ?? '')),
});
