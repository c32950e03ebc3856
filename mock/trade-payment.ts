import { tradeApi } from '../src/domain/trade/endpoints';
import { getDb } from './_db/store';
import {
  actorFor,
  batchView,
  createPaymentBatch,
  isPaymentMethod,
  lastPaymentRecord,
  ownBatch,
  payBatch,
  paymentMethodsFor,
  runClock,
} from './_db/trade';
import { handlers, route } from './_lib/handlers';
import { badRequest, invalid } from './_lib/http';
import { requireUser } from './_lib/session';
import Big from 'big.js';
import { tr } from './_lib/i18n';

/** Payment (SPEC §7 B/trade): methods, the last payment, a batch's state, and paying. */
export default handlers({
  ...route(tradeApi.getPaymentMethods, ({ req }) => paymentMethodsFor(getDb(), requireUser(req).id)),
  ...route(tradeApi.getLastPaymentRecord, ({ req }) => lastPaymentRecord(getDb(), requireUser(req).id) ?? {}),
  ...route(tradeApi.getPaymentBatch, ({ req, params }) => {
    const db = getDb();
    runClock(db);
    return batchView(db, ownBatch(db, requireUser(req).id, params.batchNo, params.type));
  }),
  /** Body PayRequest: pay a batch, or unpaid orders of the caller (a new batch is made for them). */
  ...route(tradeApi.pay, ({ req, body }) => {
    const db = getDb();
    const user = requireUser(req);
    runClock(db);
    if (!isPaymentMethod(body.paymentMethod)) throw invalid([{ field: 'paymentMethod', message: tr('server.trade.pay.method') }]);
    let batchNo = typeof body.batchNo === 'string' ? body.batchNo : '';
    if (!batchNo) {
      const orderNos = Array.isArray(body.orderNos) ? body.orderNos.map(String) : [];
      if (!orderNos.length) throw invalid([{ field: 'orderNos', message: tr('server.trade.pay.orders') }]);
      const buyer = actorFor(db, user, 'purchase');
      const orders = orderNos.map((no) => db.trade.byNo[no]);
      if (orders.some((o) => !o || o.buyer.id !== buyer.id))
        throw invalid([{ field: 'orderNos', message: tr('server.trade.pay.notYours') }]);
      if (orders.some((o) => o.status !== 'UN_PAID' && o.status !== 'PAYMENT_FAILED'))
        throw badRequest(tr('server.trade.pay.notPayable.title'), tr('server.trade.pay.notPayable'), 'ORDER_NOT_PAYABLE');
      const amount = orders.reduce((s, o) => s.plus(o.amount), new Big(0)).toFixed(2);
      const expiresAt = orders.map((o) => o.payDeadline).sort()[0];
      batchNo = createPaymentBatch(db, { type: 'order', userId: buyer.id, amount, onPaid: 'ORDER_PAY', refs: orderNos, expiresAt }).batchNo;
      orders.forEach((o) => (o.batchNo = batchNo));
    }
    return batchView(db, payBatch(db, user.id, batchNo, body.paymentMethod));
  }),
});
