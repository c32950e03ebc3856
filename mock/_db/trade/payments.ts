/**
 * Payment batches (SPEC §7 B/trade): one payment for one or more orders, or a deposit top-up.
 *
 * A batch starts WAITING. Paying it with BALANCE settles it at once (or refuses with 400 when the
 * balance is short); a gateway method (ALIPAY, WECHAT, BANK_CARD) makes it PAYING, and the
 * simulated gateway answers config.gatewayOutcome after config.gatewayDelayMs, applied lazily when
 * the batch is next read. settlePaymentBatch applies an answer: on success the money moves (balance
 * or EXTERNAL → platform escrow per order, or → the user's DEPOSIT) and the orders become paid.
 */
import Big from 'big.js';
import type {
  LedgerTransfer,
  PaymentBatch,
  PaymentBatchType,
  PaymentMethod,
  PaymentMethodCode,
  PaymentOnPaid,
  PaymentRecord,
} from '../../../src/types';
import { iso } from '../../_lib/dates';
import { ApiFailure, badRequest, forbidden, invalid, notFound } from '../../_lib/http';
import { now } from '../clock';
import { balanceOf, PLATFORM_USER, transferAll } from '../money/ledger';
import type { MockDb } from '../types';
import { ownerOf } from '../users';
import { nextNo } from './ids';
import { requireOrder } from './lookup';
import { noticeOrderPaid } from './notices';
import { changeStatus } from './orderLog';
import { tr } from '../../_lib/i18n';

export const PAYMENT_METHODS: Array<Omit<PaymentMethod, 'available'>> = [
  { code: 'BALANCE', name: '余额支付', nameEn: 'Account balance', channel: 'BALANCE', enabled: true },
  { code: 'ALIPAY', name: '支付宝', nameEn: 'Alipay', channel: 'GATEWAY', enabled: true },
  { code: 'WECHAT', name: '微信支付', nameEn: 'WeChat Pay', channel: 'GATEWAY', enabled: true },
  { code: 'BANK_CARD', name: '网银支付', nameEn: 'Online banking', channel: 'GATEWAY', enabled: true },
];

export const isPaymentMethod = (v: unknown): v is PaymentMethodCode => PAYMENT_METHODS.some((m) => m.code === v);

/** GET /api/v1/common/payment-methods: BALANCE shows what the caller (its main account) can spend. */
export function paymentMethodsFor(db: MockDb, userId: string): PaymentMethod[] {
  const owner = ownerOf(db, db.users[userId]);
  return PAYMENT_METHODS.map((m) => (m.channel === 'BALANCE' ? { ...m, available: balanceOf(db, owner.id, 'BALANCE') } : { ...m }));
}

/** Internal: batches carry the moment the simulated gateway answers. */
type StoredBatch = PaymentBatch & { gatewayAnswerAt?: number };

/**
 * Creates a WAITING batch. `refs` are the order numbers of an order batch, or the caller's own
 * business number for a deposit. RECEIVER creates deposit batches with
 * `{ type: 'deposit', onPaid: 'DEPOSIT_RECHARGE', refs: [bizNo] }` and sends the user to
 * /pending/payResult/deposit/{batchNo}, where the batch is paid.
 */
export function createPaymentBatch(
  db: MockDb,
  input: { type: PaymentBatchType; userId: string; amount: string; onPaid: PaymentOnPaid; refs: string[]; expiresAt?: string },
): { batchNo: string } {
  const amount = new Big(input.amount);
  if (amount.lte(0) || !amount.round(2).eq(amount)) throw invalid([{ field: 'amount', message: tr('server.trade.amount') }]);
  if ((input.type === 'deposit') !== (input.onPaid === 'DEPOSIT_RECHARGE'))
    throw new Error('payments: deposit batches recharge the deposit, order batches pay orders');
  const at = now();
  const batchNo = nextNo(db, 'PB', at);
  const batch: StoredBatch = {
    batchNo,
    type: input.type,
    userId: input.userId,
    amount: amount.toFixed(2),
    status: 'WAITING',
    onPaid: input.onPaid,
    refs: [...input.refs],
    createdAt: iso(at),
    expiresAt: input.expiresAt ?? iso(at + db.trade.config.depositBatchWindowMs),
  };
  db.trade.batches[batchNo] = batch;
  return { batchNo };
}

// ------------------------------------------------------------------ what a payment does to its orders

/** A paid order waits for delivery; its cancel and delivery deadlines start now. */
export function markOrderPaid(db: MockDb, orderNo: string, method: PaymentMethodCode, batchNo: string, atMs: number): void {
  const order = requireOrder(db, orderNo);
  const cfg = db.trade.config;
  order.paymentMethod = method;
  order.batchNo = batchNo;
  order.tradeAt = iso(atMs);
  order.cancelDeadline = iso(atMs + cfg.cancelWindowMs);
  order.deliverDeadline = iso(atMs + cfg.deliverWindowMs);
  changeStatus(order, 'TO_DELIVER', 'purchase', 'PAID', atMs);
  noticeOrderPaid(db, order, atMs);
}

export function markOrderPaymentFailed(db: MockDb, orderNo: string, reason: string, atMs: number): void {
  const order = db.trade.byNo[orderNo];
  if (!order || order.status !== 'UN_PAID') return;
  changeStatus(order, 'PAYMENT_FAILED', 'system', 'PAYMENT_FAILED', atMs, reason);
}

function failBatch(db: MockDb, batch: StoredBatch, reason: string, at: number): void {
  batch.status = 'FAILED';
  batch.failedAt = iso(at);
  batch.failureReason = reason;
  delete batch.gatewayAnswerAt;
  // an expired batch's orders time out on their own deadline; any other failure is shown on them
  if (batch.onPaid === 'ORDER_PAY' && reason !== 'EXPIRED') batch.refs.forEach((no) => markOrderPaymentFailed(db, no, reason, at));
}

/** The money of a successful payment: from the balance or from outside, into escrow or the deposit. */
function paymentTransfers(db: MockDb, batch: StoredBatch, at: string): LedgerTransfer[] {
  const from = batch.method === 'BALANCE' ? { userId: batch.userId, account: 'BALANCE' as const } : ('EXTERNAL' as const);
  if (batch.onPaid === 'DEPOSIT_RECHARGE') {
    return [
      {
        from,
        to: { userId: batch.userId, account: 'DEPOSIT' },
        amount: batch.amount,
        bizType: 'DEPOSIT_RECHARGE',
        businessKind: 'DEPOSIT',
        bizNo: batch.refs[0] ?? batch.batchNo,
        remark: batch.batchNo,
        at,
      },
    ];
  }
  return batch.refs.map((orderNo) => {
    const order = db.trade.byNo[orderNo];
    if (!order) throw notFound(tr('server.trade.order.notFound', { orderNo }));
    return {
      from,
      to: { userId: PLATFORM_USER, account: 'ESCROW' },
      amount: order.amount,
      bizType: 'ORDER_PAY',
      businessKind: 'ORDER',
      bizNo: orderNo,
      remark: batch.batchNo,
      at,
    };
  });
}

/**
 * Applies the payment service's answer. Success moves the money and marks the orders paid;
 * failure (or a balance that no longer covers it) marks the batch FAILED and its unpaid orders
 * PAYMENT_FAILED. Answering a batch that is already SUCCESS or FAILED changes nothing.
 */
export function settlePaymentBatch(db: MockDb, batchNo: string, success: boolean): PaymentBatch {
  const batch = db.trade.batches[batchNo] as StoredBatch | undefined;
  if (!batch) throw notFound(tr('server.trade.batch.notFound', { batchNo }));
  if (batch.status === 'SUCCESS' || batch.status === 'FAILED') return batch;
  const at = now();
  if (!success) {
    failBatch(db, batch, 'PAYMENT_DECLINED', at);
    return batch;
  }
  if (batch.onPaid === 'ORDER_PAY') {
    const unpayable = batch.refs.find((no) => !['UN_PAID', 'PAYMENT_FAILED'].includes(db.trade.byNo[no]?.status ?? ''));
    if (unpayable) {
      failBatch(db, batch, 'ORDER_NOT_PAYABLE', at);
      return batch;
    }
  }
  try {
    transferAll(db, paymentTransfers(db, batch, iso(at)));
  } catch (error) {
    if (error instanceof ApiFailure && error.body.code === 'INSUFFICIENT_FUNDS') {
      failBatch(db, batch, 'INSUFFICIENT_FUNDS', at);
      return batch;
    }
    throw error;
  }
  batch.status = 'SUCCESS';
  batch.paidAt = iso(at);
  delete batch.gatewayAnswerAt;
  if (batch.onPaid === 'ORDER_PAY') batch.refs.forEach((no) => markOrderPaid(db, no, batch.method ?? 'ALIPAY', batch.batchNo, at));
  return batch;
}

/** Lazy clock work on a batch: an expired unpaid batch fails, a due gateway answer is applied. */
export function refreshBatch(db: MockDb, batch: StoredBatch, at = now()): void {
  if (batch.status === 'PAYING' && batch.gatewayAnswerAt !== undefined && at >= batch.gatewayAnswerAt) {
    settlePaymentBatch(db, batch.batchNo, db.trade.config.gatewayOutcome === 'SUCCESS');
  } else if (batch.status === 'WAITING' && at >= Date.parse(batch.expiresAt)) {
    failBatch(db, batch, 'EXPIRED', at);
  }
}

/** A batch of the caller's (main account's) own; others answer 404 like a missing one. */
export function ownBatch(db: MockDb, userId: string, batchNo: string, type?: string): StoredBatch {
  const owner = ownerOf(db, db.users[userId]);
  const batch = db.trade.batches[batchNo] as StoredBatch | undefined;
  if (!batch || batch.userId !== owner.id || (type && batch.type !== type)) throw notFound(tr('server.trade.batch.notFound', { batchNo }));
  refreshBatch(db, batch);
  return batch;
}

/**
 * Pays a WAITING (or failed-but-retryable) batch with a method. BALANCE settles now and refuses a
 * short balance with 400 (nothing changes, the user picks another method); a gateway goes PAYING.
 */
export function payBatch(db: MockDb, userId: string, batchNo: string, method: PaymentMethodCode): PaymentBatch {
  const batch = ownBatch(db, userId, batchNo);
  if (batch.status === 'SUCCESS')
    throw badRequest(tr('server.trade.batch.paid.title'), tr('server.trade.batch.paid', { batchNo }), 'BATCH_PAID');
  if (batch.status === 'PAYING')
    throw badRequest(tr('server.trade.batch.paying.title'), tr('server.trade.batch.paying', { batchNo }), 'BATCH_PAYING');
  if (batch.status === 'FAILED')
    throw badRequest(
      tr('server.trade.batch.failed.title'),
      tr('server.trade.batch.failed', { batchNo, reason: batch.failureReason ?? '' }),
      'BATCH_FAILED',
    );
  const at = now();
  if (method === 'BALANCE') {
    const has = balanceOf(db, batch.userId, 'BALANCE');
    if (new Big(has).lt(batch.amount)) {
      const message = tr('server.trade.balance', { amount: batch.amount, has });
      throw new ApiFailure(400, {
        title: tr('server.trade.balance.title'),
        detail: message,
        code: 'INSUFFICIENT_FUNDS',
        violations: [{ field: 'paymentMethod', message }],
      });
    }
    batch.method = method;
    return settlePaymentBatch(db, batchNo, true);
  }
  batch.method = method;
  batch.status = 'PAYING';
  batch.gatewayAnswerAt = at + db.trade.config.gatewayDelayMs;
  refreshBatch(db, batch, at);
  return batch;
}

/** The caller may see a batch only as its owner (sub-accounts act for their main account). */
export function assertBatchOwner(db: MockDb, userId: string, batch: PaymentBatch): void {
  if (ownerOf(db, db.users[userId]).id !== batch.userId) throw forbidden(tr('server.trade.payment.notYours'));
}

/** GET /api/v1/payment/record/last: the newest batch the caller sent to a payment method. */
export function lastPaymentRecord(db: MockDb, userId: string): PaymentRecord | undefined {
  const owner = ownerOf(db, db.users[userId]);
  let last: PaymentBatch | undefined;
  for (const b of Object.values(db.trade.batches)) {
    if (b.userId === owner.id && b.method && (!last || b.createdAt >= last.createdAt)) last = b;
  }
  if (!last?.method) return undefined;
  return {
    batchNo: last.batchNo,
    type: last.type,
    method: last.method,
    amount: last.amount,
    status: last.status,
    createdAt: last.createdAt,
    paidAt: last.paidAt,
  };
}

/** What GET /api/v1/trade/{type}/{batchNo} answers: the batch, and its orders for an order batch. */
export function batchView(db: MockDb, batch: PaymentBatch): PaymentBatch {
  const { gatewayAnswerAt: _g, ...out } = batch as StoredBatch;
  if (batch.type !== 'order') return out;
  return {
    ...out,
    orders: batch.refs
      .map((no) => db.trade.byNo[no])
      .filter(Boolean)
      .map((o) => ({
        orderNo: o.orderNo,
        title: o.title,
        quantity: o.quantity,
        unitPrice: o.unitPrice,
        amount: o.amount,
        status: o.status,
        payDeadline: o.payDeadline,
      })),
  };
}
