import Big from 'big.js';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { balanceOf, escrowOf, ledgerSum } from '../../../mock/_db/money/ledger';
import { seedDb } from '../../../mock/_db/seed';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb, resetDb } from '../../../mock/_db/store';
import {
  approveChange,
  cancelByTimeout,
  cancelOrder,
  deliverOrder,
  disputeOrder,
  platformAction,
  refundUndelivered,
  remindOrder,
  requestChange,
  setReceivingAccount,
  settleOrders,
  timeoutCancel,
} from '../../../mock/_db/trade/actions';
import { addToList, removeListUser } from '../../../mock/_db/account/lists';
import { isDemandOpen } from '../../../mock/_db/market/listings';
import { filterSupplier, unfilterSupplier } from '../../../mock/_db/reseller/counterparties';
import { filterReseller, unfilterReseller } from '../../../mock/_db/supplier/resellers';
import { settingOf } from '../../../mock/_db/supplier/settings';
import { createBuyerOrder, createSellerOrder } from '../../../mock/_db/trade/create';
import { counterpartyCheck, filterRefusal } from '../../../mock/_db/trade/defense';
import { allowedActions, canTransition, moveTo, refusal, TERMINAL, TRANSITIONS, undelivered } from '../../../mock/_db/trade/machine';
import { noticeLowStock } from '../../../mock/_db/trade/notices';
import { ORDER_STATUSES } from '../../../src/domain/trade/orderStatus';
import { runClock } from '../../../mock/_db/trade/orders';
import { payBatch, settlePaymentBatch } from '../../../mock/_db/trade/payments';
import type { OrderRecord } from '../../../mock/_db/trade/state';
import type { MockDb, UserRecord } from '../../../mock/_db/types';
import type { OrderStatus } from '../../../src/types';
import { cloneDb } from '../../storeCache';
import { failureOf } from '../mock/failure';

let clock = Date.UTC(2030, 0, 1);
let db: MockDb;
const user = (name: keyof typeof SEED_IDS): UserRecord => db.users[SEED_IDS[name]];
const MIN = 60_000;

let seeded: MockDb;
beforeAll(() => {
  setClock(() => clock);
  seeded = resetDb();
});
afterAll(() => resetClock());

beforeEach(() => {
  clock = Date.now();
});

/** A copy of one seed per test over the store (seeding the whole store takes seconds); the transition table needs none. */
function copyOfTheSeedPerTest(): void {
  beforeEach(() => {
    db = cloneDb(seeded);
    db.trade.config.settleDelayMs = 0;
    // no risk confirmation in the way of these rule tests
    db.trade.validations[`${SEED_IDS.buyer}|${SEED_IDS.supplier}`] = new Date(clock).toISOString();
  });
}

/** A fresh UN_PAID order of buyer on one of supplier's gold commodities. */
function newOrder(quantity?: number): OrderRecord {
  const held = (id: string) =>
    db.trade.orders.filter((o) => o.commodityId === id && !TERMINAL.has(o.status)).reduce((n, o) => n + undelivered(o), 0);
  const c = db.market.commodities.find(
    (x) =>
      x.supplierId === SEED_IDS.supplier &&
      x.status === 'ON_SALE' &&
      x.stock - held(x.id) >= 100 &&
      x.maxQuantity >= x.minQuantity + 20 &&
      Date.parse(x.effectiveTime) > clock,
  )!;
  const q = quantity ?? c.minQuantity + 4;
  const r = createBuyerOrder(db, user('buyer'), { commodityId: c.id, quantity: q, receiving: { character: 'Vexa' } });
  return db.trade.byNo[r.orderNo];
}

function paidOrder(quantity?: number): OrderRecord {
  const o = newOrder(quantity);
  payBatch(db, SEED_IDS.buyer, o.batchNo!, 'BALANCE');
  expect(o.status).toBe('TO_DELIVER');
  return o;
}

function deliveredOrder(): OrderRecord {
  const o = paidOrder();
  deliverOrder(db, user('supplier'), { orderNo: o.orderNo, quantity: o.quantity, character: 'Shipper' });
  expect(o.status).toBe('DELIVERED');
  return o;
}

describe('transition table', () => {
  const allowed: Array<[OrderStatus, OrderStatus]> = [];
  const refused: Array<[OrderStatus, OrderStatus]> = [];
  for (const from of ORDER_STATUSES) for (const to of ORDER_STATUSES) (TRANSITIONS[from].includes(to) ? allowed : refused).push([from, to]);

  it('covers all 14 statuses and leaves the finished ones final', () => {
    expect(ORDER_STATUSES).toHaveLength(14);
    for (const s of TERMINAL) expect(TRANSITIONS[s]).toEqual([]);
  });

  it.each(allowed)('allows %s → %s', (from, to) => {
    const o = { status: from, orderNo: 'X' } as OrderRecord;
    moveTo(o, to);
    expect(o.status).toBe(to);
  });

  it.each(refused)('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    const o = { status: from, orderNo: 'X' } as OrderRecord;
    expect(failureOf(() => moveTo(o, to)).body.code).toBe('ORDER_STATUS_CONFLICT');
    expect(o.status).toBe(from);
  });

  it('every status is reachable from UN_PAID', () => {
    const seen = new Set<OrderStatus>(['UN_PAID']);
    const queue: OrderStatus[] = ['UN_PAID'];
    while (queue.length) for (const n of TRANSITIONS[queue.shift()!]) if (!seen.has(n)) queue.push(seen.add(n) && n);
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('the order state machine over the store', () => {
  copyOfTheSeedPerTest();
  it('pays from the balance into escrow, delivers (stock out), settles to the seller; the ledger stays balanced', () => {
    const buyer0 = balanceOf(db, SEED_IDS.buyer, 'BALANCE');
    const seller0 = balanceOf(db, SEED_IDS.supplier, 'BALANCE');
    const o = paidOrder();
    const c = db.market.commodities.find((x) => x.id === o.commodityId)!;
    const stock0 = c.stock;
    expect(balanceOf(db, SEED_IDS.buyer, 'BALANCE')).toBe(new Big(buyer0).minus(o.amount).toFixed(2));
    expect(escrowOf(db, o.orderNo)).toBe(o.amount);
    expect(allowedActions(o, 'purchase', { now: clock, config: db.trade.config })).toEqual(
      expect.arrayContaining(['CANCEL', 'REMIND', 'DISPUTE']),
    );
    expect(allowedActions(o, 'sales', { now: clock, config: db.trade.config })).toEqual(
      expect.arrayContaining(['DELIVER', 'REFUND', 'CANCEL']),
    );
    deliverOrder(db, user('supplier'), { orderNo: o.orderNo, quantity: 2, character: 'Shipper' });
    expect(o.status).toBe('TO_DELIVER');
    expect(c.stock).toBe(stock0 - 2);
    deliverOrder(db, user('supplier'), { orderNo: o.orderNo, quantity: o.quantity - 2, character: 'Shipper' });
    expect(o.status).toBe('DELIVERED');
    expect(c.stock).toBe(stock0 - o.quantity);
    expect(db.supplier.stockRecords.filter((r) => r.orderNo === o.orderNo && r.type === 'OUT')).toHaveLength(2);
    settleOrders(db, user('buyer'), [o.orderNo]);
    expect(o.status).toBe('COMPLETED');
    expect(balanceOf(db, SEED_IDS.supplier, 'BALANCE')).toBe(new Big(seller0).plus(o.amount).toFixed(2));
    expect(escrowOf(db, o.orderNo)).toBe('0.00');
    expect(ledgerSum(db)).toBe('0.00');
  });

  it('goes through RECEIVED while the settlement waits, and settles when its deadline passes', () => {
    db.trade.config.settleDelayMs = 5 * MIN;
    const o = deliveredOrder();
    settleOrders(db, user('buyer'), [o.orderNo]);
    expect(o.status).toBe('RECEIVED');
    clock += 5 * MIN;
    runClock(db);
    expect(o.status).toBe('COMPLETED');
    expect(db.trade.settlements.find((s) => s.orderNo === o.orderNo)?.status).toBe('SUCCESS');
  });

  it('times out an unpaid order at its deadline (UN_PAID → CANCELED_TIMEOUT), lazily', () => {
    db.trade.config.payWindowMs = 3000;
    const o = newOrder();
    expect(failureOf(() => timeoutCancel(db, user('buyer'), o.orderNo, 'purchase')).body.code).toBe('ORDER_ACTION_REFUSED');
    clock += 3000;
    runClock(db);
    expect(o.status).toBe('CANCELED_TIMEOUT');
    expect(timeoutCancel(db, user('buyer'), o.orderNo, 'purchase').status).toBe('CANCELED_TIMEOUT');
    expect(db.trade.batches[o.batchNo!].status).toBe('FAILED');
  });

  it('marks a declined gateway payment PAYMENT_FAILED, which can be paid again', () => {
    db.trade.config.gatewayOutcome = 'FAILURE';
    const o = newOrder();
    payBatch(db, SEED_IDS.buyer, o.batchNo!, 'ALIPAY');
    clock += db.trade.config.gatewayDelayMs;
    runClock(db);
    expect(o.status).toBe('PAYMENT_FAILED');
    expect(allowedActions(o, 'purchase', { now: clock, config: db.trade.config })).toContain('PAY');
  });

  it('pays through the gateway from outside the platform', () => {
    const before = balanceOf(db, SEED_IDS.buyer, 'BALANCE');
    const o = newOrder();
    payBatch(db, SEED_IDS.buyer, o.batchNo!, 'WECHAT');
    expect(o.status).toBe('UN_PAID');
    clock += db.trade.config.gatewayDelayMs;
    runClock(db);
    expect(o.status).toBe('TO_DELIVER');
    expect(balanceOf(db, SEED_IDS.buyer, 'BALANCE')).toBe(before);
    expect(escrowOf(db, o.orderNo)).toBe(o.amount);
  });

  it('refuses a balance payment the balance does not cover, changing nothing', () => {
    const o = newOrder();
    db.money.balances[`${SEED_IDS.buyer}|BALANCE`] = '0.00';
    const f = failureOf(() => payBatch(db, SEED_IDS.buyer, o.batchNo!, 'BALANCE'));
    expect(f.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(o.status).toBe('UN_PAID');
    expect(db.trade.batches[o.batchNo!].status).toBe('WAITING');
  });

  it('cancels: unpaid by either side; paid by the buyer within the free window (refund), by the seller before delivery', () => {
    const a = newOrder();
    cancelOrder(db, user('supplier'), a.orderNo, 'sales');
    expect(a.status).toBe('CANCELED_SELLER');
    const b = paidOrder();
    const before = balanceOf(db, SEED_IDS.buyer, 'BALANCE');
    cancelOrder(db, user('buyer'), b.orderNo, 'purchase');
    expect(b.status).toBe('CANCELED_BUYER');
    expect(balanceOf(db, SEED_IDS.buyer, 'BALANCE')).toBe(new Big(before).plus(b.amount).toFixed(2));
    const c = paidOrder();
    clock += db.trade.config.cancelWindowMs;
    expect(refusal(c, 'purchase', 'CANCEL', { now: clock, config: db.trade.config })).toMatch(/free cancellation/);
    cancelOrder(db, user('supplier'), c.orderNo, 'sales');
    expect(c.status).toBe('CANCELED_SELLER');
    expect(escrowOf(db, c.orderNo)).toBe('0.00');
  });

  it('lets the buyer cancel a late delivery with a penalty paid by the seller (CANCELED_PUNITIVE)', () => {
    const o = paidOrder();
    expect(failureOf(() => cancelByTimeout(db, user('buyer'), o.orderNo)).body.code).toBe('ORDER_ACTION_REFUSED');
    clock += db.trade.config.deliverWindowMs;
    const buyer0 = balanceOf(db, SEED_IDS.buyer, 'BALANCE');
    cancelByTimeout(db, user('buyer'), o.orderNo);
    expect(o.status).toBe('CANCELED_PUNITIVE');
    const penalty = new Big(o.amount).times(db.trade.config.penaltyRate).round(2, Big.roundDown);
    expect(balanceOf(db, SEED_IDS.buyer, 'BALANCE')).toBe(new Big(buyer0).plus(o.amount).plus(penalty).toFixed(2));
    expect(ledgerSum(db)).toBe('0.00');
  });

  it('refunds undelivered units (seller), and a returned delivery through an agreed change (stock back)', () => {
    const o = paidOrder(20);
    deliverOrder(db, user('supplier'), { orderNo: o.orderNo, quantity: 15, character: 'Shipper' });
    refundUndelivered(db, user('supplier'), o.orderNo, 5);
    expect(o.status).toBe('DELIVERED');
    expect(o.refundedQuantity).toBe(5);
    const c = db.market.commodities.find((x) => x.id === o.commodityId)!;
    const stock = c.stock;
    requestChange(db, user('buyer'), 'purchase', { orderNo: o.orderNo, kind: 'REFUND', quantity: 3, reason: 'three short' });
    expect(failureOf(() => approveChange(db, user('buyer'), 'purchase', o.orderNo, o.changes[0].id, true)).body.code).toBe(
      'ORDER_ACTION_REFUSED',
    );
    approveChange(db, user('supplier'), 'sales', o.orderNo, o.changes[0].id, true);
    expect(o.refundedQuantity).toBe(8);
    expect(c.stock).toBe(stock + 3);
    expect(new Big(o.refundedAmount).eq(new Big(o.unitPrice).times(8).round(2, Big.roundDown))).toBe(true);
    expect(ledgerSum(db)).toBe('0.00');
  });

  it('a full refund through a change cancels the order', () => {
    const o = paidOrder(10);
    requestChange(db, user('supplier'), 'sales', { orderNo: o.orderNo, kind: 'REFUND', quantity: 10, reason: 'out of stock' });
    approveChange(db, user('buyer'), 'purchase', o.orderNo, o.changes[0].id, true);
    expect(o.status).toBe('CANCELED_SELLER');
    expect(escrowOf(db, o.orderNo)).toBe('0.00');
  });

  it('holds: dispute and resolve, pause and resume, lock and unlock, platform cancel; deadlines shift by the hold', () => {
    const o = paidOrder();
    const deliverBy = Date.parse(o.deliverDeadline!);
    disputeOrder(db, user('buyer'), 'purchase', o.orderNo, 'not received');
    expect(o.status).toBe('IN_DISPUTE');
    expect(allowedActions(o, 'sales', { now: clock, config: db.trade.config })).toEqual(['REMARK']);
    clock += 10 * MIN;
    platformAction(db, o, 'RESOLVE');
    expect(o.status).toBe('TO_DELIVER');
    expect(Date.parse(o.deliverDeadline!)).toBe(deliverBy + 10 * MIN);
    platformAction(db, o, 'PAUSE');
    expect(o.status).toBe('PAUSED');
    platformAction(db, o, 'RESUME');
    platformAction(db, o, 'LOCK');
    expect(o.status).toBe('LOCKED');
    platformAction(db, o, 'UNLOCK');
    expect(o.status).toBe('TO_DELIVER');
    platformAction(db, o, 'CANCEL');
    expect(o.status).toBe('CANCELED_PLATFORM');
    expect(escrowOf(db, o.orderNo)).toBe('0.00');
    expect(failureOf(() => platformAction(db, o, 'PAUSE')).body.code).toBe('ORDER_ACTION_REFUSED');
  });

  it('confirms a delivered order automatically at its deadline and settles it', () => {
    const o = deliveredOrder();
    clock = Date.parse(o.settleDeadline!);
    runClock(db);
    expect(o.status).toBe('COMPLETED');
    expect(o.logs.map((l) => l.event)).toEqual(expect.arrayContaining(['AUTO_CONFIRMED', 'SETTLED']));
  });

  it('refuses actions of the wrong side, of the wrong state, and of strangers', () => {
    const o = newOrder();
    expect(failureOf(() => deliverOrder(db, user('supplier'), { orderNo: o.orderNo, quantity: 1, character: 'x' })).body.code).toBe(
      'ORDER_ACTION_REFUSED',
    );
    expect(failureOf(() => settleOrders(db, user('buyer'), [o.orderNo])).body.code).toBe('ORDER_ACTION_REFUSED');
    expect(failureOf(() => remindOrder(db, user('buyer'), o.orderNo)).body.code).toBe('ORDER_ACTION_REFUSED');
    expect(failureOf(() => cancelOrder(db, user('trader'), o.orderNo, 'purchase')).status).toBe(404);
    expect(failureOf(() => cancelOrder(db, user('supplier_sub'), o.orderNo, 'purchase')).status).toBe(403);
    const p = paidOrder();
    remindOrder(db, user('buyer'), p.orderNo);
    expect(failureOf(() => remindOrder(db, user('buyer'), p.orderNo)).body.detail).toMatch(/moment ago/);
    expect(
      failureOf(() => deliverOrder(db, user('supplier'), { orderNo: p.orderNo, quantity: p.quantity + 1, character: 'x' })).body
        .violations?.[0].field,
    ).toBe('quantity');
    expect(failureOf(() => deliverOrder(db, user('supplier'), { orderNo: p.orderNo, quantity: 1 })).body.violations?.[0].field).toBe(
      'character',
    );
    setReceivingAccount(db, user('buyer'), p.orderNo, { character: 'NewName' });
    expect(p.receiving.character).toBe('NewName');
  });

  it('lets a sub-account with ORDER_SOLD deliver its parent’s sales', () => {
    const o = paidOrder();
    deliverOrder(db, user('supplier_sub'), { orderNo: o.orderNo, quantity: o.quantity, character: 'Sub' });
    expect(o.status).toBe('DELIVERED');
  });

  it('settles a failed or repeated answer of the payment service only once', () => {
    const o = newOrder();
    payBatch(db, SEED_IDS.buyer, o.batchNo!, 'ALIPAY');
    settlePaymentBatch(db, o.batchNo!, true);
    const after = ledgerSum(db);
    settlePaymentBatch(db, o.batchNo!, true);
    settlePaymentBatch(db, o.batchNo!, false);
    expect(o.status).toBe('TO_DELIVER');
    expect(escrowOf(db, o.orderNo)).toBe(o.amount);
    expect(ledgerSum(db)).toBe(after);
  });
});

describe('order events reach the notification centre', () => {
  copyOfTheSeedPerTest();
  const noticesOf = (userId: string, orderNo?: string) =>
    db.chat.notifications
      .filter((n) => n.userId === userId && (orderNo === undefined || n.orderNo === orderNo))
      .map((n) => `${n.type}:${n.side}`);

  it('a paid order is new to its seller only', () => {
    const o = paidOrder();
    expect(noticesOf(SEED_IDS.supplier, o.orderNo)).toEqual(['ORDER_NEW:sell']);
    expect(noticesOf(SEED_IDS.buyer, o.orderNo)).toEqual([]);
    expect(db.chat.notifications.at(-1)?.params).toMatchObject({ orderNo: o.orderNo, quantity: String(o.quantity), amount: o.amount });
  });

  it('a payment timeout reaches both sides; an unpaid order was never new to the seller', () => {
    db.trade.config.payWindowMs = 3000;
    const o = newOrder();
    clock += 3000;
    runClock(db);
    expect(noticesOf(SEED_IDS.buyer, o.orderNo)).toEqual(['ORDER_TIMEOUT:buy']);
    expect(noticesOf(SEED_IDS.supplier, o.orderNo)).toEqual(['ORDER_TIMEOUT:sell']);
  });

  it('a cancellation reaches the side that did not cancel; the platform’s reaches both', () => {
    const bySeller = paidOrder();
    cancelOrder(db, user('supplier'), bySeller.orderNo, 'sales');
    expect(noticesOf(SEED_IDS.buyer, bySeller.orderNo)).toEqual(['ORDER_CANCEL:buy']);
    expect(noticesOf(SEED_IDS.supplier, bySeller.orderNo)).toEqual(['ORDER_NEW:sell']);
    const byPlatform = paidOrder();
    platformAction(db, byPlatform, 'CANCEL');
    expect(noticesOf(SEED_IDS.buyer, byPlatform.orderNo)).toEqual(['ORDER_CANCEL:buy']);
    expect(noticesOf(SEED_IDS.supplier, byPlatform.orderNo)).toEqual(['ORDER_NEW:sell', 'ORDER_CANCEL:sell']);
  });

  it('an automatic confirmation tells both sides the order completed by itself; a confirmed one does not', () => {
    const auto = deliveredOrder();
    clock = Date.parse(auto.settleDeadline!);
    runClock(db);
    expect(noticesOf(SEED_IDS.buyer, auto.orderNo)).toEqual(['ORDER_AUTO:buy']);
    expect(noticesOf(SEED_IDS.supplier, auto.orderNo)).toEqual(['ORDER_NEW:sell', 'ORDER_AUTO:sell']);
    const confirmed = deliveredOrder();
    settleOrders(db, user('buyer'), [confirmed.orderNo]);
    runClock(db);
    expect(confirmed.status).toBe('COMPLETED');
    expect(noticesOf(SEED_IDS.buyer, confirmed.orderNo)).toEqual([]);
  });

  it('a delivery that takes a commodity to LOW_STOCK or below warns its supplier once', () => {
    const o = paidOrder();
    const c = db.market.commodities.find((x) => x.id === o.commodityId)!;
    c.stock = Math.max(o.quantity + 5, 11); // above the threshold of 10 before, at or below it after
    deliverOrder(db, user('supplier'), { orderNo: o.orderNo, quantity: o.quantity, character: 'Shipper' });
    const low = db.chat.notifications.filter((n) => n.type === 'ORDER_STOCK' && n.params.title === c.title);
    expect(low).toHaveLength(1);
    expect(low[0]).toMatchObject({ userId: SEED_IDS.supplier, side: 'sell', params: { stock: String(c.stock) } });
    noticeLowStock(db, o, c.stock, clock); // already low: no second warning
    expect(db.chat.notifications.filter((n) => n.type === 'ORDER_STOCK' && n.params.title === c.title)).toHaveLength(1);
  });
});

describe('the listing owner’s counterparty filters', () => {
  copyOfTheSeedPerTest();
  it('a supplier that filtered a receiver refuses its orders and bargains until it lifts the filter', () => {
    filterReseller(db, SEED_IDS.supplier, SEED_IDS.buyer, 'no-pay', new Date(clock).toISOString());
    const failure = failureOf(() => newOrder());
    expect(failure.status).toBe(403);
    expect(failure.body.code).toBe('COUNTERPARTY_FILTERED');
    // the checkout learns it before the order, from the counterparty check
    expect(counterpartyCheck(db, SEED_IDS.buyer, SEED_IDS.supplier, 'purchase', clock)).toMatchObject({
      state: 'BLOCKED',
      blockedReason: 'FILTERED',
      filterReason: 'FILTERED',
    });
    unfilterReseller(db, SEED_IDS.supplier, SEED_IDS.buyer);
    expect(counterpartyCheck(db, SEED_IDS.buyer, SEED_IDS.supplier, 'purchase', clock).blockedReason).toBeUndefined();
    expect(newOrder().status).toBe('UN_PAID');
  });

  it('applies the supplier’s receiver rules: whitelist only, account age, completion rate', () => {
    const rules = settingOf(db, SEED_IDS.supplier).filterRules;
    const refusal = () => filterRefusal(db, SEED_IDS.supplier, SEED_IDS.buyer, 'COMMODITY', clock);
    removeListUser(db, SEED_IDS.supplier, 'resellers', 'whitelist', SEED_IDS.buyer); // the seed may have trusted it
    expect(refusal()).toBeUndefined();
    rules.onlyWhitelisted = true;
    expect(refusal()).toBe('NOT_WHITELISTED');
    addToList(db, SEED_IDS.supplier, 'resellers', 'whitelist', { userId: SEED_IDS.buyer });
    expect(refusal()).toBeUndefined();
    rules.onlyWhitelisted = false;
    rules.minRegisteredDays = 3650;
    expect(refusal()).toBe('TOO_NEW');
    rules.minRegisteredDays = 0;
    rules.minCompletionRate = '1';
    db.market.merchants[SEED_IDS.buyer].buyer!.completionRate = '0.9500';
    expect(refusal()).toBe('LOW_COMPLETION');
    expect(failureOf(() => newOrder()).body.code).toBe('COUNTERPARTY_LOW_COMPLETION');
  });

  it('a receiver that filtered a supplier, or takes only whitelisted ones, is not sold to', () => {
    const refusal = () => filterRefusal(db, SEED_IDS.buyer, SEED_IDS.supplier, 'DEMAND', clock);
    expect(refusal()).toBeUndefined();
    filterSupplier(db, SEED_IDS.buyer, SEED_IDS.supplier);
    expect(refusal()).toBe('FILTERED');
    unfilterSupplier(db, SEED_IDS.buyer, SEED_IDS.supplier);
    removeListUser(db, SEED_IDS.buyer, 'suppliers', 'whitelist', SEED_IDS.supplier);
    db.reseller.filters[SEED_IDS.buyer] = { refuseRiskWarned: false, refuseBlacklisted: true, whitelistOnly: true };
    expect(refusal()).toBe('NOT_WHITELISTED');
    const demand = db.market.demands.find((d) => d.resellerId === SEED_IDS.buyer && isDemandOpen(d, clock))!;
    db.trade.validations[`${SEED_IDS.supplier}|${SEED_IDS.buyer}`] = new Date(clock).toISOString();
    const failure = failureOf(() =>
      createSellerOrder(db, user('supplier'), { demandId: demand.id, quantity: demand.minQuantity, deliveryCharacter: 'Shipper' }),
    );
    expect(failure.body.code).toBe('COUNTERPARTY_NOT_WHITELISTED');
  });
});

describe('seed determinism', () => {
  it('seeds the same orders twice within the same hour', () => {
    const a = seedDb();
    const b = seedDb();
    expect(a.trade.orders.map((o) => [o.orderNo, o.status, o.amount])).toEqual(b.trade.orders.map((o) => [o.orderNo, o.status, o.amount]));
    expect(getDb()).toBeDefined();
  });
});
