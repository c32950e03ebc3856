/**
 * Orders by side, the money moves of orders and the clock (lookups are in lookup.ts, logs and
 * status changes in orderLog.ts): every read or write
 * of orders first runs `runClock`, which applies the deadlines that have passed (unpaid orders time
 * out, delivered orders are confirmed automatically, received orders are settled), so expiry is
 * real without a timer.
 */
import Big from 'big.js';
import type { OrderLog, OrderSide, Settlement } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { notFound } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { now } from '../clock';
import { escrowOf, PLATFORM_USER, transfer } from '../money/ledger';
import type { MockDb, UserRecord } from '../types';
import { expireBargainings } from './bargaining';
import { TERMINAL } from './machine';
import { noticeAutoCompleted, noticePayTimeout } from './notices';
import { actorFor, requireOrder } from './lookup';
import { changeStatus } from './orderLog';
import { refreshBatch } from './payments';
import type { OrderRecord } from './state';

/** For other areas: the live order of a number, if any. */
export function findOrder(db: MockDb, orderNo: string): OrderRecord | undefined {
  return db.trade.byNo[orderNo];
}

/** The order, as the caller's own on that side; someone else's answers 404 like a missing one. */
export function orderOfSide(db: MockDb, user: UserRecord, orderNoOrId: string, side: OrderSide): OrderRecord {
  const owner = actorFor(db, user, side);
  runClock(db);
  const order = requireOrder(db, orderNoOrId);
  const partyId = side === 'purchase' ? order.buyer.id : order.seller.id;
  if (partyId !== owner.id) throw notFound(tr('server.trade.order.notFound', { orderNo: orderNoOrId }));
  return order;
}

// ------------------------------------------------------------------ money of orders

/** Escrow → buyer's balance. */
export function refundToBuyer(db: MockDb, order: OrderRecord, amount: string, atMs: number, bizType = 'ORDER_REFUND'): void {
  if (new Big(amount).lte(0)) return;
  transfer(db, {
    from: { userId: PLATFORM_USER, account: 'ESCROW' },
    to: { userId: order.buyer.id, account: 'BALANCE' },
    amount,
    bizType,
    businessKind: 'ORDER',
    bizNo: order.orderNo,
    at: iso(atMs),
  });
  order.refundedAmount = new Big(order.refundedAmount).plus(amount).toFixed(2);
}

/** Everything the escrow still holds for the order goes back to the buyer. */
export function refundAll(db: MockDb, order: OrderRecord, atMs: number): void {
  refundToBuyer(db, order, escrowOf(db, order.orderNo), atMs);
}

/**
 * Escrow → seller's balance: the settlement. The money moves when the clock runs it, so the ledger
 * dates it at the mock clock's now (the order keeps the due time as settledAt): a settlement the
 * lazy clock applies late never lands before entries booked in the meantime.
 */
function payOutToSeller(db: MockDb, order: OrderRecord): string {
  const amount = escrowOf(db, order.orderNo);
  if (new Big(amount).gt(0)) {
    transfer(db, {
      from: { userId: PLATFORM_USER, account: 'ESCROW' },
      to: { userId: order.seller.id, account: 'BALANCE' },
      amount,
      bizType: 'ORDER_SETTLE',
      businessKind: 'ORDER',
      bizNo: order.orderNo,
    });
  }
  order.settledAmount = new Big(order.settledAmount).plus(amount).toFixed(2);
  return amount;
}

// ------------------------------------------------------------------ settlement

/** The buyer confirmed receipt (or the confirmation deadline passed): a settlement is scheduled. */
export function confirmReceipt(db: MockDb, order: OrderRecord, by: OrderLog['actor'], atMs: number): void {
  order.receiptedAt = iso(atMs);
  const deadlineAt = atMs + db.trade.config.settleDelayMs;
  order.settleDeadline = iso(deadlineAt);
  changeStatus(order, 'RECEIVED', by, by === 'system' ? 'AUTO_CONFIRMED' : 'SETTLE', atMs);
  const settlement: Settlement = {
    id: `S${order.orderNo}`,
    orderNo: order.orderNo,
    sellerId: order.seller.id,
    amount: escrowOf(db, order.orderNo),
    status: 'PENDING',
    deadlineAt: iso(deadlineAt),
    statements: [],
  };
  db.trade.settlements = db.trade.settlements.filter((s) => s.id !== settlement.id);
  db.trade.settlements.push(settlement);
}

/** Pays the seller what the escrow holds and completes the order. */
export function executeSettlement(db: MockDb, order: OrderRecord, atMs: number): void {
  const paid = payOutToSeller(db, order);
  order.settledAt = iso(atMs);
  changeStatus(order, 'COMPLETED', 'system', 'SETTLED', atMs);
  if (order.logs.some((l) => l.event === 'AUTO_CONFIRMED')) noticeAutoCompleted(db, order, atMs);
  const s = db.trade.settlements.find((x) => x.id === `S${order.orderNo}`);
  if (s) {
    s.status = 'SUCCESS';
    delete s.failureReason; // a failed settlement tried again at its deadline went through
    s.tradeNotifyAt = iso(atMs);
    s.amount = paid;
    s.statements = [
      { label: 'ORDER_AMOUNT', amount: order.amount },
      { label: 'REFUNDED', amount: `-${order.refundedAmount}` },
      { label: 'SETTLED', amount: paid },
    ];
  }
}

// ------------------------------------------------------------------ the clock

/** Applies one order's passed deadlines; answers whether anything changed. */
export function expireOrder(db: MockDb, order: OrderRecord, at: number): boolean {
  if (TERMINAL.has(order.status)) return false;
  let changed = false;
  for (let guard = 0; guard < 4; guard += 1) {
    if ((order.status === 'UN_PAID' || order.status === 'PAYMENT_FAILED') && at >= Date.parse(order.payDeadline)) {
      const dueAt = Date.parse(order.payDeadline);
      order.cancelAt = order.payDeadline;
      changeStatus(order, 'CANCELED_TIMEOUT', 'system', 'PAY_TIMEOUT', dueAt);
      noticePayTimeout(db, order, dueAt);
      changed = true;
    } else if (order.status === 'DELIVERED' && order.settleDeadline && at >= Date.parse(order.settleDeadline)) {
      confirmReceipt(db, order, 'system', Date.parse(order.settleDeadline));
      changed = true;
    } else if (order.status === 'RECEIVED' && order.settleDeadline && at >= Date.parse(order.settleDeadline)) {
      executeSettlement(db, order, Math.max(Date.parse(order.settleDeadline), Date.parse(order.receiptedAt ?? order.settleDeadline)));
      changed = true;
    } else break;
  }
  return changed;
}

/**
 * Runs the clock over the live orders, the payment batches and the bargaining requests. Cheap
 * enough to call on every request (a few thousand comparisons).
 */
export function runClock(db: MockDb, at = now()): void {
  for (const batch of Object.values(db.trade.batches)) {
    if (batch.status === 'PAYING' || batch.status === 'WAITING') refreshBatch(db, batch, at);
  }
  for (const order of db.trade.orders) {
    if (!TERMINAL.has(order.status)) expireOrder(db, order, at);
  }
  expireBargainings(db, at);
}

/**
 * For the chat area: a message about an order arrived for one side (n > 0), or that side read
 * them (use markRead in actions.ts). Unknown orders are ignored.
 */
export function addOrderUnread(db: MockDb, orderNo: string, side: OrderSide, n = 1): void {
  const order = db.trade.byNo[orderNo];
  if (!order || n <= 0) return;
  if (side === 'purchase') {
    order.unreadBuyer += n;
    order.readBuyer = false;
  } else {
    order.unreadSeller += n;
    order.readSeller = false;
  }
}
