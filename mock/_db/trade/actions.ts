/**
 * What the parties (and the platform) do to an order. Each action checks the state machine first
 * (machine.ts), then moves money through the ledger, stock through the supplier's stock ledger,
 * and writes the order's log. Validation failures answer 400 with violations; nothing is changed.
 */
import Big from 'big.js';
import type {
  ApiViolation,
  DeliverRequest,
  OrderChangeRequest,
  OrderFile,
  OrderSide,
  OrderStatus,
  ReceivingAccount,
} from '../../../src/types';
import type { PlatformAction } from '../../../src/domain/trade/codes';
import { storedFileOf } from '../../../src/domain/supplier/uploads';
import { iso } from '../../_lib/dates';
import { badRequest, invalid } from '../../_lib/http';
import { nameViolation } from '../../_lib/names';
import { now } from '../clock';
import { balanceOf, escrowOf, transfer } from '../money/ledger';
import { recordOrderStockCancel, recordOrderStockOut } from '../supplier/stock';
import type { MockDb, UserRecord } from '../types';
import { addDemandReceived } from './demandQuantity';
import { assertAllowed, HELD, moveTo, refundable, TERMINAL, undelivered } from './machine';
import { addLog, changeStatus } from './orderLog';
import { confirmReceipt, expireOrder, orderOfSide, refundAll, refundToBuyer } from './orders';
import type { OrderRecord } from './state';
import { noticeCanceled } from './notices';
import { tr } from '../../_lib/i18n';

const ctx = (db: MockDb, at: number) => ({ now: at, config: db.trade.config });
const TEXT_MAX = 200;

function text(
  value: unknown,
  field: string,
  label: string,
  required: boolean,
  violations: ApiViolation[],
  max = TEXT_MAX,
): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) violations.push({ field, message: tr('server.trade.text.required', { label }) });
    return undefined;
  }
  if (typeof value !== 'string') {
    violations.push({ field, message: tr('server.trade.text.notText', { label }) });
    return undefined;
  }
  if (value.trim().length > max) violations.push({ field, message: tr('server.trade.text.max', { label, max }) });
  return value.trim();
}

/** A name field (a game character or account): text as above, and plain (no hidden characters, a letter or digit). */
function name(
  value: unknown,
  field: string,
  label: string,
  required: boolean,
  violations: ApiViolation[],
  max: number,
): string | undefined {
  const before = violations.length;
  const v = text(value, field, label, required, violations, max);
  const plain = violations.length === before ? nameViolation(v, field, label) : undefined;
  if (plain) violations.push(plain);
  return v;
}

function wholeIn(value: unknown, field: string, min: number, max: number, violations: ApiViolation[]): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) violations.push({ field, message: tr('server.trade.quantity.whole') });
  else if (value < min || value > max)
    violations.push({
      field,
      message: max < min ? tr('server.trade.quantity.nothingLeft') : tr('server.trade.quantity.range', { min, max }),
    });
  return value as number;
}

function cancelStatus(side: OrderSide): OrderStatus {
  return side === 'purchase' ? 'CANCELED_BUYER' : 'CANCELED_SELLER';
}

/** PATCH B/trade/cancel: cancels an unpaid order, or a paid one with nothing delivered (refund). */
export function cancelOrder(db: MockDb, user: UserRecord, orderNo: string, side: OrderSide, reason?: string): OrderRecord {
  const order = orderOfSide(db, user, orderNo, side);
  const at = now();
  assertAllowed(order, side, 'CANCEL', ctx(db, at));
  if (order.status === 'TO_DELIVER') refundAll(db, order, at);
  order.cancelAt = iso(at);
  changeStatus(order, cancelStatus(side), side, 'CANCEL', at, reason?.slice(0, TEXT_MAX));
  noticeCanceled(db, order, side, at);
  return order;
}

/**
 * POST B/trade/timeout-cancel: cancels an unpaid order whose payment deadline passed. The clock
 * has usually done it already; then the answer is the cancelled order, unchanged.
 */
export function timeoutCancel(db: MockDb, user: UserRecord, orderNo: string, side: OrderSide): OrderRecord {
  const order = orderOfSide(db, user, orderNo, side);
  if (order.status === 'CANCELED_TIMEOUT') return order;
  const at = now();
  assertAllowed(order, side, 'TIMEOUT_CANCEL', ctx(db, at));
  expireOrder(db, order, at);
  return order;
}

/**
 * POST B/trade/cancelByTimeout: the buyer cancels a paid order the seller did not deliver in time.
 * Full refund, and the seller pays the buyer a penalty (config.penaltyRate of the amount, at most
 * what the seller's balance holds).
 */
export function cancelByTimeout(db: MockDb, user: UserRecord, orderNo: string): OrderRecord {
  const order = orderOfSide(db, user, orderNo, 'purchase');
  const at = now();
  assertAllowed(order, 'purchase', 'CANCEL_BY_TIMEOUT', ctx(db, at));
  refundAll(db, order, at);
  const due = new Big(order.amount).times(db.trade.config.penaltyRate).round(2, Big.roundDown);
  const has = new Big(balanceOf(db, order.seller.id, 'BALANCE'));
  const penalty = due.gt(has) ? has : due;
  transfer(db, {
    from: { userId: order.seller.id, account: 'BALANCE' },
    to: { userId: order.buyer.id, account: 'BALANCE' },
    amount: penalty.toFixed(2),
    bizType: 'ORDER_PENALTY',
    businessKind: 'ORDER',
    bizNo: order.orderNo,
    at: iso(at),
  });
  order.cancelAt = iso(at);
  changeStatus(
    order,
    'CANCELED_PUNITIVE',
    'purchase',
    'CANCEL_BY_TIMEOUT',
    at,
    penalty.gt(0) ? `penalty ${penalty.toFixed(2)}` : undefined,
  );
  noticeCanceled(db, order, 'purchase', at);
  return order;
}

/** POST B/trade/orders/{orderNo}/reminder: the buyer nudges the seller to deliver. */
export function remindOrder(db: MockDb, user: UserRecord, orderNo: string): OrderRecord {
  const order = orderOfSide(db, user, orderNo, 'purchase');
  const at = now();
  assertAllowed(order, 'purchase', 'REMIND', ctx(db, at));
  order.reminders += 1;
  order.lastRemindAt = iso(at);
  order.readSeller = false;
  addLog(order, { at: iso(at), actor: 'purchase', event: 'REMIND' });
  return order;
}

function stockOut(db: MockDb, order: OrderRecord, quantity: number, at: number): void {
  const commodity =
    order.source === 'COMMODITY' && order.commodityId ? db.market.commodities.find((c) => c.id === order.commodityId) : undefined;
  if (commodity && order.commodityId) {
    // the low-stock warning comes from the stock rules (mock/_db/automation, after every stock change)
    recordOrderStockOut(db, { supplierId: order.seller.id, commodityId: order.commodityId, quantity, orderNo: order.orderNo, at: iso(at) });
  } else if (order.source === 'DEMAND' && order.demandId) {
    addDemandReceived(db, order.demandId, quantity, iso(at));
  }
}

function stockBack(db: MockDb, order: OrderRecord, quantity: number, at: number): void {
  if (quantity <= 0) return;
  if (order.source === 'COMMODITY' && order.commodityId && db.market.commodities.some((c) => c.id === order.commodityId)) {
    recordOrderStockCancel(db, {
      supplierId: order.seller.id,
      commodityId: order.commodityId,
      quantity,
      orderNo: order.orderNo,
      at: iso(at),
    });
  } else if (order.source === 'DEMAND' && order.demandId) {
    addDemandReceived(db, order.demandId, -quantity, iso(at));
  }
}

/**
 * The files of a delivery: each one the seller stored through its STS grant (the bucket URL it
 * was handed), never an address elsewhere (`//host/x`, `/\\host/x`, `javascript:`).
 */
function readFiles(db: MockDb, user: UserRecord, value: unknown, violations: ApiViolation[]): OrderFile[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 10) {
    violations.push({ field: 'files', message: tr('server.trade.files.max') });
    return [];
  }
  const at = iso(now());
  return value.flatMap((f, i) => {
    const name = typeof f?.name === 'string' ? f.name.slice(0, 120) : '';
    const url = typeof f?.url === 'string' ? f.url : '';
    if (!name || !url) {
      violations.push({ field: `files[${i}]`, message: tr('server.trade.files.invalid') });
      return [];
    }
    const stored = storedFileOf(url);
    if (!stored || stored.userId !== user.id || !db.supplier.uploads[`uploads/${stored.userId}/${stored.name}`]) {
      violations.push({ field: `files[${i}]`, message: tr('server.trade.files.stored') });
      return [];
    }
    return [{ name, url, uploadedAt: at }];
  });
}

/** PUT B/trade/orders/delivery-credentials: the seller delivers some or all of what is owed. */
export function deliverOrder(db: MockDb, user: UserRecord, input: Partial<DeliverRequest>): OrderRecord {
  const order = orderOfSide(db, user, String(input.orderNo ?? ''), 'sales');
  const at = now();
  assertAllowed(order, 'sales', 'DELIVER', ctx(db, at));
  const violations: ApiViolation[] = [];
  const owed = undelivered(order);
  const quantity = wholeIn(input.quantity, 'quantity', 1, owed, violations);
  const isAccount = order.categoryKind === 'account';
  const character = name(input.character, 'character', tr('server.trade.label.deliveryCharacter'), !isAccount, violations, 60);
  const account = name(input.account, 'account', tr('server.trade.label.gameAccount'), isAccount, violations, 60);
  const password = text(input.password, 'password', tr('server.trade.label.accountPassword'), isAccount, violations, 60);
  const note = text(input.note, 'note', tr('server.trade.label.note'), false, violations);
  const files = readFiles(db, user, input.files, violations);
  if (violations.length) throw invalid(violations);
  stockOut(db, order, quantity, at); // may refuse (stock short) before anything changed
  order.credentials.push({
    id: `${order.orderNo}-D${order.credentials.length + 1}`,
    quantity,
    character,
    account,
    password,
    note,
    files,
    deliveredAt: iso(at),
  });
  order.files.push(...files);
  order.deliveredQuantity += quantity;
  order.deliveryAt = iso(at);
  if (undelivered(order) === 0) {
    order.settleDeadline = iso(at + db.trade.config.confirmWindowMs);
    changeStatus(order, 'DELIVERED', 'sales', 'DELIVER', at, `${quantity}`);
  } else {
    addLog(order, { at: iso(at), actor: 'sales', event: 'DELIVER', note: `${quantity}` });
    order.readBuyer = false;
  }
  return order;
}

/** POST B/trade/settlements: the buyer confirms receipt; the seller is paid when the settlement runs. */
export function settleOrders(db: MockDb, user: UserRecord, orderNos: string[]): OrderRecord[] {
  if (!orderNos.length) throw invalid([{ field: 'orderNos', message: tr('server.trade.orders.choose') }]);
  const at = now();
  const orders = orderNos.map((no) => orderOfSide(db, user, no, 'purchase'));
  orders.forEach((o) => assertAllowed(o, 'purchase', 'SETTLE', ctx(db, at)));
  for (const order of orders) {
    confirmReceipt(db, order, 'purchase', at);
    expireOrder(db, order, at); // a zero settlement delay settles at once
  }
  return orders;
}

/** Gives money back for `quantity` units: undelivered ones first, then returned ones (stock back). */
function applyRefund(db: MockDb, order: OrderRecord, quantity: number, by: OrderSide, at: number, event: string): void {
  const fromUndelivered = Math.min(quantity, undelivered(order));
  const returned = quantity - fromUndelivered;
  const due = new Big(order.unitPrice).times(quantity).round(2, Big.roundDown);
  const held = new Big(escrowOf(db, order.orderNo));
  stockBack(db, order, returned, at);
  refundToBuyer(db, order, (due.gt(held) ? held : due).toFixed(2), at);
  order.refundedQuantity += quantity;
  order.returnedQuantity += returned;
  if (order.refundedQuantity >= order.quantity) {
    refundAll(db, order, at); // rounding leftovers go back too
    order.cancelAt = iso(at);
    changeStatus(order, cancelStatus(by), by, event, at, `${quantity}`);
    noticeCanceled(db, order, by, at);
  } else if (order.status === 'TO_DELIVER' && undelivered(order) === 0) {
    order.settleDeadline = iso(at + db.trade.config.confirmWindowMs);
    changeStatus(order, 'DELIVERED', by, event, at, `${quantity}`);
  } else {
    addLog(order, { at: iso(at), actor: by, event, note: `${quantity}` });
  }
}

/** PATCH-less direct refund by the seller of units it will not deliver. */
export function refundUndelivered(db: MockDb, user: UserRecord, orderNo: string, quantity: unknown): OrderRecord {
  const order = orderOfSide(db, user, orderNo, 'sales');
  const at = now();
  assertAllowed(order, 'sales', 'REFUND', ctx(db, at));
  const violations: ApiViolation[] = [];
  const q = wholeIn(quantity, 'quantity', 1, undelivered(order), violations);
  if (violations.length) throw invalid(violations);
  applyRefund(db, order, q, 'sales', at, 'REFUND');
  return order;
}

/** POST B/trade/changes: one side asks the other to agree to a refund of some units. */
export function requestChange(db: MockDb, user: UserRecord, side: OrderSide, input: Partial<OrderChangeRequest>): OrderRecord {
  const order = orderOfSide(db, user, String(input.orderNo ?? ''), side);
  const at = now();
  assertAllowed(order, side, 'REQUEST_CHANGE', ctx(db, at));
  const violations: ApiViolation[] = [];
  if (input.kind !== 'REFUND') violations.push({ field: 'kind', message: tr('server.trade.change.kind') });
  const quantity = wholeIn(input.quantity, 'quantity', 1, refundable(order), violations);
  const reason = text(input.reason, 'reason', tr('server.trade.label.reason'), true, violations);
  if (violations.length) throw invalid(violations);
  order.changes.push({
    id: `${order.orderNo}-C${order.changes.length + 1}`,
    kind: 'REFUND',
    quantity,
    amount: new Big(order.unitPrice).times(quantity).round(2, Big.roundDown).toFixed(2),
    reason: reason!,
    requestedBy: side,
    status: 'waiting',
    createdAt: iso(at),
  });
  addLog(order, { at: iso(at), actor: side, event: 'REQUEST_CHANGE', note: `${quantity}` });
  if (side === 'purchase') order.readSeller = false;
  else order.readBuyer = false;
  return order;
}

/** PATCH B/trade/changes/approve: the other side agrees (the refund happens) or refuses. */
export function approveChange(
  db: MockDb,
  user: UserRecord,
  side: OrderSide,
  orderNo: string,
  changeId: string,
  agree: boolean,
): OrderRecord {
  const order = orderOfSide(db, user, orderNo, side);
  const at = now();
  assertAllowed(order, side, 'APPROVE_CHANGE', ctx(db, at));
  const change = order.changes.find((c) => c.id === changeId && c.status === 'waiting');
  if (!change)
    throw badRequest(
      tr('server.trade.change.notWaiting.title'),
      tr('server.trade.change.notWaiting', { id: changeId }),
      'CHANGE_NOT_WAITING',
    );
  if (agree && change.quantity > refundable(order))
    throw badRequest(tr('server.trade.change.outdated.title'), tr('server.trade.change.outdated'), 'CHANGE_OUTDATED');
  change.status = agree ? 'agree' : 'disagree';
  change.answeredAt = iso(at);
  if (agree) applyRefund(db, order, change.quantity, change.requestedBy, at, 'APPROVE_CHANGE');
  else addLog(order, { at: iso(at), actor: side, event: 'REJECT_CHANGE' });
  return order;
}

/** PUT B/trade/orders/receiving-account/{orderNo}: the buyer corrects where the goods go. */
export function setReceivingAccount(db: MockDb, user: UserRecord, orderNo: string, input: Partial<ReceivingAccount>): OrderRecord {
  const order = orderOfSide(db, user, orderNo, 'purchase');
  const at = now();
  assertAllowed(order, 'purchase', 'RECEIVING_ACCOUNT', ctx(db, at));
  order.receiving = readReceiving(input);
  order.readSeller = false;
  addLog(order, { at: iso(at), actor: 'purchase', event: 'RECEIVING_ACCOUNT' });
  return order;
}

/** Validates a receiving character / account (used by checkout too). */
export function readReceiving(input: Partial<ReceivingAccount> | undefined, prefix = ''): ReceivingAccount {
  const violations: ApiViolation[] = [];
  const character = name(input?.character, `${prefix}character`, tr('server.trade.label.receivingCharacter'), true, violations, 60);
  const account = name(input?.account, `${prefix}account`, tr('server.trade.label.gameAccount'), false, violations, 60);
  const note = text(input?.note, `${prefix}note`, tr('server.trade.label.note'), false, violations);
  if (violations.length) throw invalid(violations);
  return { character: character!, ...(account ? { account } : {}), ...(note ? { note } : {}) };
}

/** PUT B/trade/orders/me: either side reports a problem; the order is held as a dispute. */
export function disputeOrder(db: MockDb, user: UserRecord, side: OrderSide, orderNo: string, reason: unknown): OrderRecord {
  const order = orderOfSide(db, user, orderNo, side);
  const at = now();
  assertAllowed(order, side, 'DISPUTE', ctx(db, at));
  const violations: ApiViolation[] = [];
  const why = text(reason, 'reason', tr('server.trade.label.reason'), true, violations);
  if (violations.length) throw invalid(violations);
  hold(order, 'IN_DISPUTE', side, 'DISPUTE', at, why);
  order.disputeReason = why;
  return order;
}

/** PATCH B/trade/me/remark-or-reminder: the caller's private remark on the order. */
export function remarkOrder(db: MockDb, user: UserRecord, side: OrderSide, orderNo: string, remark: unknown): OrderRecord {
  const order = orderOfSide(db, user, orderNo, side);
  const violations: ApiViolation[] = [];
  const value = text(remark, 'remark', tr('server.trade.label.remark'), false, violations);
  if (violations.length) throw invalid(violations);
  if (side === 'purchase') order.remarkBuyer = value;
  else order.remarkSeller = value;
  return order;
}

/** PATCH B/trade/orders/me/{orderNo}/read: the caller has seen the order and its messages. */
export function markRead(db: MockDb, user: UserRecord, side: OrderSide, orderNo: string): OrderRecord {
  const order = orderOfSide(db, user, orderNo, side);
  if (side === 'purchase') {
    order.readBuyer = true;
    order.unreadBuyer = 0;
  } else {
    order.readSeller = true;
    order.unreadSeller = 0;
  }
  return order;
}

// ------------------------------------------------------------------ platform (mock control)

function hold(order: OrderRecord, to: OrderStatus, by: 'purchase' | 'sales' | 'platform', event: string, at: number, note?: string): void {
  order.heldFrom = order.status;
  order.heldAt = iso(at);
  changeStatus(order, to, by, event, at, note);
}

/** Back from a hold: deadlines move on by the time spent held, so none expires because of it. */
function release(order: OrderRecord, event: string, at: number): void {
  const back = order.heldFrom;
  if (!back) throw badRequest(tr('server.trade.notHeld.title'), tr('server.trade.notHeld', { orderNo: order.orderNo }), 'ORDER_NOT_HELD');
  const heldFor = at - Date.parse(order.heldAt ?? iso(at));
  const shift = (v?: string) => (v ? iso(Date.parse(v) + heldFor) : v);
  order.payDeadline = shift(order.payDeadline)!;
  order.cancelDeadline = shift(order.cancelDeadline);
  order.deliverDeadline = shift(order.deliverDeadline);
  order.settleDeadline = shift(order.settleDeadline);
  delete order.heldFrom;
  delete order.heldAt;
  changeStatus(order, back, 'platform', event, at);
}

/** What the platform's operators do (answered by the mock control call, for tests and demos). */
export function platformAction(db: MockDb, order: OrderRecord, action: PlatformAction, note?: string): OrderRecord {
  const at = now();
  expireOrder(db, order, at);
  const refuse = () =>
    badRequest(
      tr('server.trade.action.title'),
      tr('server.trade.action.platform', { action, status: order.status, statusName: tr(`trade.order.status.${order.status}`) }),
      'ORDER_ACTION_REFUSED',
    );
  switch (action) {
    case 'PAUSE':
      if (!['TO_DELIVER', 'DELIVERED', 'RECEIVED'].includes(order.status)) throw refuse();
      hold(order, 'PAUSED', 'platform', 'PAUSE', at, note);
      break;
    case 'LOCK':
      if (TERMINAL.has(order.status) || HELD.has(order.status)) throw refuse();
      hold(order, 'LOCKED', 'platform', 'LOCK', at, note);
      break;
    case 'RESUME':
      if (order.status !== 'PAUSED') throw refuse();
      release(order, 'RESUME', at);
      break;
    case 'UNLOCK':
      if (order.status !== 'LOCKED') throw refuse();
      release(order, 'UNLOCK', at);
      break;
    case 'RESOLVE':
      if (order.status !== 'IN_DISPUTE') throw refuse();
      release(order, 'RESOLVE', at);
      break;
    case 'CANCEL':
      if (TERMINAL.has(order.status)) throw refuse();
      moveTo({ ...order }, 'CANCELED_PLATFORM'); // refuse before any money moves
      refundAll(db, order, at);
      order.cancelAt = iso(at);
      delete order.heldFrom;
      delete order.heldAt;
      changeStatus(order, 'CANCELED_PLATFORM', 'platform', 'PLATFORM_CANCEL', at, note);
      noticeCanceled(db, order, 'platform', at);
      break;
  }
  return order;
}
