/**
 * Seed orders: for buyer, supplier and trader more than 2 000 live orders each, over every status,
 * game and day of the last 90 days, plus an archive of older ones. Finished orders hang off the
 * market's day anchor (identical seeds on one day); open ones (waiting on a deadline) hang off the
 * current hour so their deadlines lie ahead when the store is seeded. Money moves through the
 * ledger in date order (pay → escrow, refunds, penalties, settlements), and the seed users'
 * balances are brought back to their promised amounts at the end.
 */
import Big from 'big.js';
import type { Commodity, Demand, OrderLog, OrderStatus, PaymentMethodCode } from '../../../src/types';
import { WITHDRAWAL, withdrawalFee } from '../../../src/domain/account/rules';
import { TERMINAL_ORDER_STATUSES } from '../../../src/domain/trade/orderStatus';
import { DAY_MS as DAY, HOUR_MS as HOUR, iso, MINUTE_MS as MIN } from '../../_lib/dates';
import { createPrng, type Prng } from '../../_lib/prng';
import { now } from '../clock';
import { findCategory, findGame, findServer } from '../market/catalog';
import { balanceOf, type LedgerDb, PLATFORM_USER, transfer } from '../money/ledger';
import { adjustTo } from '../money/opening';
import type { SeedContext } from '../seed/context';
import { SEED_IDS } from '../seed/users';
import type { MarketState } from '../market/state';
import type { MockDb, UserRecord } from '../types';
import { beijingStamp, businessNo, datasourceOf } from './ids';
import { emptyTradeState, type OrderRecord, type TradeState } from './state';

type Weighted<T> = Array<[T, number]>;
const STATUS_WEIGHTS: Weighted<OrderStatus> = [
  ['COMPLETED', 50],
  ['CANCELED_BUYER', 5],
  ['CANCELED_SELLER', 3],
  ['CANCELED_TIMEOUT', 6],
  ['CANCELED_PUNITIVE', 1.5],
  ['CANCELED_PLATFORM', 1],
  ['UN_PAID', 4],
  ['PAYMENT_FAILED', 1.5],
  ['TO_DELIVER', 10],
  ['DELIVERED', 7],
  ['RECEIVED', 3],
  ['IN_DISPUTE', 3.5],
  ['PAUSED', 2.5],
  ['LOCKED', 1],
];

function weighted<T>(prng: Prng, list: Weighted<T>): T {
  const total = list.reduce((s, [, w]) => s + w, 0);
  let r = prng.next() * total;
  for (const [v, w] of list) {
    r -= w;
    if (r < 0) return v;
  }
  return list[list.length - 1][0];
}

const CHARACTERS = ['风之子', '夜行者', 'Aldric', 'Mirabel', '青龙', 'Thornwood', '小白', 'Kestrel', '追月', 'Vexa'];
const METHODS: PaymentMethodCode[] = ['BALANCE', 'BALANCE', 'BALANCE', 'ALIPAY', 'WECHAT', 'BANK_CARD'];

interface Pair {
  buyerId: string;
  sellerIds: string[];
  count: number;
}

/** A money event of the history, applied in date order. */
interface MoneyEvent {
  at: number;
  seq: number;
  run: () => void;
}

interface Builder {
  prng: Prng;
  market: MarketState;
  users: Record<string, UserRecord>;
  anchor: number;
  openBase: number;
  events: MoneyEvent[];
  ledger: LedgerDb;
  seq: number;
  /** units of each commodity held by open seeded orders */
  reserved: Map<string, number>;
  /** finished orders fall within this many days before `anchor` (90 unless set) */
  spanDays?: number;
  /** share of the demo's order volumes to make (1 unless set; the test seed makes fewer) */
  share?: number;
}

function party(users: Record<string, UserRecord>, id: string, role: 'supplier' | 'reseller') {
  const u = users[id];
  const info = role === 'supplier' ? u?.supplierInfo : u?.resellerInfo;
  return { id, name: u?.nickname || u?.username || id, storeName: info?.storeName, storeUrl: info?.storeUrl };
}

function orderNoOf(b: Builder, at: number): string {
  b.seq += 1;
  return businessNo('T', at, b.seq);
}

function quantityFor(prng: Prng, listing: Commodity | Demand, kind: string, cap = Infinity): number {
  if (kind === 'account') return 1;
  const max = Math.max(listing.minQuantity, Math.min(listing.maxQuantity, kind === 'item' ? 10 : 3000, cap));
  return prng.int(listing.minQuantity, max);
}

/** Money of the history: pay (topping the balance up first when it is short), refund, penalty, settle. */
function pay(b: Builder, o: OrderRecord, at: number, method: PaymentMethodCode): void {
  b.events.push({
    at,
    seq: b.events.length,
    run: () => {
      const when = iso(at);
      if (method === 'BALANCE') {
        const has = new Big(balanceOf(b.ledger, o.buyer.id, 'BALANCE'));
        if (has.lt(o.amount)) {
          const topUp = new Big(o.amount).minus(has).div(1000).round(0, Big.roundUp).times(1000).plus(2000).toFixed(2);
          transfer(b.ledger, {
            from: 'EXTERNAL',
            to: { userId: o.buyer.id, account: 'BALANCE' },
            amount: topUp,
            bizType: 'RECHARGE',
            businessKind: 'RECHARGE',
            bizNo: `RC${o.orderNo}`,
            at: when,
          });
        }
      }
      const from = method === 'BALANCE' ? { userId: o.buyer.id, account: 'BALANCE' as const } : ('EXTERNAL' as const);
      transfer(b.ledger, {
        from,
        to: { userId: PLATFORM_USER, account: 'ESCROW' },
        amount: o.amount,
        bizType: 'ORDER_PAY',
        businessKind: 'ORDER',
        bizNo: o.orderNo,
        at: when,
      });
    },
  });
}

function refund(b: Builder, o: OrderRecord, at: number, amount: string): void {
  b.events.push({
    at,
    seq: b.events.length,
    run: () =>
      transfer(b.ledger, {
        from: { userId: PLATFORM_USER, account: 'ESCROW' },
        to: { userId: o.buyer.id, account: 'BALANCE' },
        amount,
        bizType: 'ORDER_REFUND',
        businessKind: 'ORDER',
        bizNo: o.orderNo,
        at: iso(at),
      }),
  });
}

function settle(b: Builder, o: OrderRecord, at: number, amount: string): void {
  b.events.push({
    at,
    seq: b.events.length,
    run: () =>
      transfer(b.ledger, {
        from: { userId: PLATFORM_USER, account: 'ESCROW' },
        to: { userId: o.seller.id, account: 'BALANCE' },
        amount,
        bizType: 'ORDER_SETTLE',
        businessKind: 'ORDER',
        bizNo: o.orderNo,
        at: iso(at),
      }),
  });
}

function penalty(b: Builder, o: OrderRecord, at: number, amount: string): void {
  b.events.push({
    at,
    seq: b.events.length,
    run: () => {
      const has = new Big(balanceOf(b.ledger, o.seller.id, 'BALANCE'));
      const due = new Big(amount).gt(has) ? has : new Big(amount);
      transfer(b.ledger, {
        from: { userId: o.seller.id, account: 'BALANCE' },
        to: { userId: o.buyer.id, account: 'BALANCE' },
        amount: due.toFixed(2),
        bizType: 'ORDER_PENALTY',
        businessKind: 'ORDER',
        bizNo: o.orderNo,
        at: iso(at),
      });
    },
  });
}

function log(
  o: OrderRecord,
  at: number,
  actor: OrderLog['actor'],
  event: string,
  from?: OrderStatus,
  to?: OrderStatus,
  note?: string,
): void {
  o.logs.push({
    id: `${o.orderNo}-${o.logs.length + 1}`,
    at: iso(at),
    actor,
    event,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(note ? { note } : {}),
  });
}

/** Statuses that end an order's life (its seeded dates all lie in the past). */
const FINISHED = TERMINAL_ORDER_STATUSES;

/** The longest life of a finished order by status: it is placed so that its last step is past. */
const LIFETIME: Partial<Record<OrderStatus, number>> = {
  COMPLETED: 4 * DAY,
  CANCELED_PUNITIVE: 2 * DAY,
  CANCELED_PLATFORM: 2 * DAY + 6 * HOUR,
  CANCELED_SELLER: 11 * HOUR,
  CANCELED_BUYER: HOUR,
  CANCELED_TIMEOUT: HOUR,
};

/** One order's whole life up to its seeded status: dates, quantities, logs and money events. */
function buildOrder(
  b: Builder,
  buyerId: string,
  sellerId: string,
  listing: { kind: 'COMMODITY'; c: Commodity } | { kind: 'DEMAND'; d: Demand },
  wanted: OrderStatus,
): OrderRecord {
  const { prng } = b;
  const l = listing.kind === 'COMMODITY' ? listing.c : listing.d;
  const game = findGame({ market: b.market }, l.gameId);
  const server = findServer({ market: b.market }, l.serverId);
  const category = findCategory({ market: b.market }, l.categoryId);
  const kind = category?.kind ?? 'gold';
  // open orders hold stock until delivered: they never reserve more than the commodity has
  const room = listing.kind === 'COMMODITY' ? listing.c.stock - (b.reserved.get(listing.c.id) ?? 0) : Infinity;
  const status: OrderStatus = !FINISHED.includes(wanted) && room < Math.max(l.minQuantity, 1) ? 'COMPLETED' : wanted;
  const quantity = quantityFor(prng, l, kind, FINISHED.includes(status) ? Infinity : Math.floor(room / 2));
  const amount = new Big(l.unitPrice).times(quantity).round(2, Big.roundHalfUp).toFixed(2);
  const open = !FINISHED.includes(status);
  if (open && listing.kind === 'COMMODITY') b.reserved.set(listing.c.id, (b.reserved.get(listing.c.id) ?? 0) + quantity);
  // finished orders: within the 90 days before the day anchor; open ones: hours before the current hour
  const orderAt = open
    ? status === 'UN_PAID' || status === 'PAYMENT_FAILED'
      ? b.openBase - prng.int(1, 40) * MIN
      : b.openBase - prng.int(30, 60 * 60) * MIN
    : b.anchor - (LIFETIME[status] ?? 0) - prng.int(1 * HOUR, (b.spanDays ?? 90) * DAY - HOUR - (LIFETIME[status] ?? 0));
  const o: OrderRecord = {
    id: String(2_000_000 + b.seq + 1),
    orderNo: orderNoOf(b, orderAt),
    source: listing.kind,
    ...(listing.kind === 'COMMODITY' ? { commodityId: listing.c.id } : { demandId: listing.d.id }),
    buyer:
      listing.kind === 'DEMAND'
        ? { ...party(b.users, buyerId, 'reseller'), storeName: listing.d.storeName, storeUrl: listing.d.storeUrl }
        : party(b.users, buyerId, 'reseller'),
    seller:
      listing.kind === 'COMMODITY'
        ? { ...party(b.users, sellerId, 'supplier'), storeName: listing.c.storeName, storeUrl: listing.c.storeUrl }
        : party(b.users, sellerId, 'supplier'),
    gameId: l.gameId,
    gameName: game?.name ?? l.gameId,
    gameNameEn: game?.nameEn ?? l.gameId,
    serverId: l.serverId,
    serverName: server?.name ?? l.serverId,
    serverNameEn: server?.nameEn ?? l.serverId,
    categoryId: l.categoryId,
    categoryKind: kind,
    categoryName: category?.name ?? l.categoryId,
    categoryNameEn: category?.nameEn ?? l.categoryId,
    unit: category?.unit ?? '',
    unitEn: category?.unitEn ?? '',
    title: l.title,
    tradeMethod: l.tradeMethod,
    unitPrice: l.unitPrice,
    quantity,
    deliveredQuantity: 0,
    refundedQuantity: 0,
    returnedQuantity: 0,
    amount,
    refundedAmount: '0.00',
    settledAmount: '0.00',
    status: 'UN_PAID',
    receiving: { character: `${prng.pick(CHARACTERS)}${prng.int(1, 99)}` },
    ...(listing.kind === 'DEMAND' ? { deliveryCharacter: `${prng.pick(CHARACTERS)}${prng.int(1, 99)}` } : {}),
    orderAt: iso(orderAt),
    payDeadline: iso(orderAt + 15 * MIN),
    createdAt: iso(orderAt),
    modifiedAt: iso(orderAt),
    readBuyer: true,
    readSeller: true,
    unreadBuyer: 0,
    unreadSeller: 0,
    reminders: 0,
    credentials: [],
    files: [],
    changes: [],
    logs: [],
  };
  log(o, orderAt, listing.kind === 'COMMODITY' ? 'purchase' : 'sales', 'CREATED', undefined, 'UN_PAID');
  const set = (to: OrderStatus, at: number, actor: OrderLog['actor'], event: string, note?: string) => {
    log(o, at, actor, event, o.status, to, note);
    o.status = to;
    o.modifiedAt = iso(at);
  };

  if (
    status === 'UN_PAID' ||
    status === 'PAYMENT_FAILED' ||
    status === 'CANCELED_TIMEOUT' ||
    (status === 'CANCELED_BUYER' && prng.next() < 0.5)
  ) {
    if (status === 'UN_PAID' || status === 'PAYMENT_FAILED') {
      o.payDeadline = iso(b.openBase + prng.int(60, 180) * MIN);
      if (status === 'PAYMENT_FAILED')
        set('PAYMENT_FAILED', orderAt + prng.int(1, 5) * MIN, 'system', 'PAYMENT_FAILED', 'PAYMENT_DECLINED');
    } else if (status === 'CANCELED_TIMEOUT') {
      o.cancelAt = o.payDeadline;
      set('CANCELED_TIMEOUT', Date.parse(o.payDeadline), 'system', 'PAY_TIMEOUT');
    } else {
      const at = orderAt + prng.int(1, 14) * MIN;
      o.cancelAt = iso(at);
      set('CANCELED_BUYER', at, 'purchase', 'CANCEL');
    }
    return o;
  }

  // paid
  const paidAt = open ? Math.min(orderAt + prng.int(1, 10) * MIN, b.openBase - 5 * MIN) : orderAt + prng.int(1, 10) * MIN;
  const method = prng.pick(METHODS);
  o.paymentMethod = method;
  o.batchNo = `PB${o.orderNo.slice(1)}`;
  o.tradeAt = iso(paidAt);
  o.cancelDeadline = iso(paidAt + 10 * MIN);
  o.deliverDeadline = iso(paidAt + (open && prng.next() < 0.15 ? 1 * HOUR : 24 * HOUR));
  set('TO_DELIVER', paidAt, 'purchase', 'PAID');
  pay(b, o, paidAt, method);

  const cancelPaid = (to: OrderStatus, at: number, actor: OrderLog['actor'], event: string) => {
    o.cancelAt = iso(at);
    o.refundedAmount = amount;
    refund(b, o, at, amount);
    set(to, at, actor, event);
  };
  if (status === 'CANCELED_BUYER') {
    cancelPaid('CANCELED_BUYER', paidAt + prng.int(1, 9) * MIN, 'purchase', 'CANCEL');
    return o;
  }
  if (status === 'CANCELED_SELLER') {
    cancelPaid('CANCELED_SELLER', paidAt + prng.int(5, 600) * MIN, 'sales', 'CANCEL');
    return o;
  }
  if (status === 'CANCELED_PUNITIVE') {
    const at = Date.parse(o.deliverDeadline) + prng.int(5, 600) * MIN;
    const fine = new Big(amount).times('0.1').round(2, Big.roundDown).toFixed(2);
    cancelPaid('CANCELED_PUNITIVE', at, 'purchase', 'CANCEL_BY_TIMEOUT');
    penalty(b, o, at, fine);
    return o;
  }
  if (status === 'CANCELED_PLATFORM') {
    cancelPaid('CANCELED_PLATFORM', paidAt + prng.int(30, 3000) * MIN, 'platform', 'PLATFORM_CANCEL');
    return o;
  }

  const heldStatus = status === 'IN_DISPUTE' || status === 'PAUSED' || status === 'LOCKED' ? status : undefined;
  const reach: OrderStatus = heldStatus ? (prng.next() < 0.5 ? 'TO_DELIVER' : 'DELIVERED') : status;
  const credential = (q: number, at: number) => {
    o.credentials.push({
      id: `${o.orderNo}-D${o.credentials.length + 1}`,
      quantity: q,
      character: `${prng.pick(CHARACTERS)}${prng.int(1, 99)}`,
      note: undefined,
      files: [],
      deliveredAt: iso(at),
    });
    o.deliveredQuantity += q;
    o.deliveryAt = iso(at);
  };
  if (reach === 'TO_DELIVER') {
    if (quantity > 1 && prng.next() < 0.2)
      credential(Math.max(1, Math.floor(quantity / 2)), Math.min(paidAt + prng.int(5, 60) * MIN, b.openBase - MIN));
    if (o.deliveredQuantity > 0) log(o, Date.parse(o.deliveryAt!), 'sales', 'DELIVER', undefined, undefined, String(o.deliveredQuantity));
    if (!heldStatus) {
      o.readSeller = prng.next() < 0.5;
      o.reminders = prng.next() < 0.3 ? prng.int(1, 3) : 0;
    }
  } else {
    // delivered, possibly with a part refunded first
    let toDeliver = quantity;
    const deliveredAt = open ? Math.min(paidAt + prng.int(5, 240) * MIN, b.openBase - 2 * MIN) : paidAt + prng.int(5, 360) * MIN;
    if (quantity > 3 && prng.next() < 0.06) {
      const q = Math.floor(quantity / 4);
      const back = new Big(l.unitPrice).times(q).round(2, Big.roundDown).toFixed(2);
      o.refundedQuantity = q;
      o.refundedAmount = back;
      toDeliver -= q;
      o.changes.push({
        id: `${o.orderNo}-C1`,
        kind: 'REFUND',
        quantity: q,
        amount: back,
        reason: 'Out of stock for the rest',
        requestedBy: 'sales',
        status: 'agree',
        createdAt: iso(deliveredAt - MIN),
        answeredAt: iso(deliveredAt - MIN),
      });
      refund(b, o, deliveredAt - MIN, back);
      log(o, deliveredAt - MIN, 'sales', 'REFUND', undefined, undefined, String(q));
    }
    credential(toDeliver, deliveredAt);
    o.settleDeadline = iso(deliveredAt + 72 * HOUR);
    set('DELIVERED', deliveredAt, 'sales', 'DELIVER', String(toDeliver));
    if (reach === 'RECEIVED' || reach === 'COMPLETED') {
      const receiptAt = open ? b.openBase - prng.int(0, 30) * MIN : deliveredAt + prng.int(10, 72 * 60 - 10) * MIN;
      o.receiptedAt = iso(receiptAt);
      set('RECEIVED', receiptAt, 'purchase', 'SETTLE');
      o.settleDeadline = iso(open ? b.openBase + prng.int(5, 120) * MIN : receiptAt + 10_000);
      if (reach === 'COMPLETED') {
        const settledAt = Date.parse(o.settleDeadline);
        const paid = new Big(amount).minus(o.refundedAmount).toFixed(2);
        o.settledAt = iso(settledAt);
        o.settledAmount = paid;
        settle(b, o, settledAt, paid);
        set('COMPLETED', settledAt, 'system', 'SETTLED');
      }
    } else if (!heldStatus) {
      o.readBuyer = prng.next() < 0.5;
    }
  }
  if (heldStatus) {
    const heldAt = Math.min(Date.parse(o.modifiedAt) + prng.int(5, 600) * MIN, b.openBase - MIN);
    o.heldFrom = o.status;
    o.heldAt = iso(heldAt);
    if (heldStatus === 'IN_DISPUTE')
      o.disputeReason = prng.pick(['Goods not received in game', 'Wrong character name', 'Quantity short by a part']);
    set(
      heldStatus,
      heldAt,
      heldStatus === 'IN_DISPUTE' ? prng.pick(['purchase', 'sales'] as const) : 'platform',
      heldStatus === 'IN_DISPUTE' ? 'DISPUTE' : heldStatus === 'PAUSED' ? 'PAUSE' : 'LOCK',
      o.disputeReason,
    );
    if (heldStatus === 'LOCKED') o.auditTime = iso(heldAt + prng.int(1, 48) * HOUR);
  }
  return o;
}

function byOwner<T>(list: T[], owner: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of list) {
    const k = owner(x);
    const arr = m.get(k);
    if (arr) arr.push(x);
    else m.set(k, [x]);
  }
  return m;
}

/**
 * The trade slice of a new store: its orders, archive and their money. `share` scales the live and
 * archived order counts (1: the demo's volumes).
 */
export function seedTrade(ctx: SeedContext, share = 1): TradeState {
  const trade = emptyTradeState();
  seedTradeData(ctx, trade, share);
  return trade;
}

function seedTradeData(ctx: SeedContext, trade: TradeState, share: number): void {
  const market = ctx.market;
  const money = ctx.money;
  if (!market || !money || market.commodities.length === 0) return;
  const prng = createPrng(9301);
  const ledger: LedgerDb = { money, users: ctx.users };
  const b: Builder = {
    prng,
    market,
    users: ctx.users,
    anchor: market.anchor,
    openBase: Math.floor(now() / HOUR) * HOUR,
    events: [],
    ledger,
    seq: 0,
    reserved: new Map(),
    share,
  };
  const commodities = byOwner(market.commodities, (c) => c.supplierId);
  const demands = byOwner(market.demands, (d) => d.resellerId);
  const synthetic = Object.values(ctx.users).filter((u) => Number(u.id) >= 20001 && u.puid === '0');
  const synthSuppliers = synthetic.filter((u) => u.supplier && commodities.has(u.id)).map((u) => u.id);
  const synthResellers = synthetic.filter((u) => u.reseller && demands.has(u.id)).map((u) => u.id);
  const { buyer, supplier, trader } = SEED_IDS;
  const pairs: Pair[] = [
    { buyerId: buyer, sellerIds: [supplier], count: 900 },
    { buyerId: buyer, sellerIds: [trader], count: 500 },
    { buyerId: buyer, sellerIds: synthSuppliers, count: 700 },
    { buyerId: trader, sellerIds: [supplier], count: 400 },
    { buyerId: trader, sellerIds: synthSuppliers, count: 400 },
    ...synthResellers.map((id, i) => ({
      buyerId: id,
      sellerIds: [supplier],
      count: Math.floor(800 / synthResellers.length) + (i < 800 % synthResellers.length ? 1 : 0),
    })),
    ...synthResellers.map((id, i) => ({
      buyerId: id,
      sellerIds: [trader],
      count: Math.floor(800 / synthResellers.length) + (i < 800 % synthResellers.length ? 1 : 0),
    })),
  ];
  if (share !== 1) for (const pair of pairs) pair.count = Math.round(pair.count * share);
  const orders: OrderRecord[] = [];
  for (const pair of pairs) {
    if (pair.sellerIds.length === 0) continue;
    for (let n = 0; n < pair.count; n += 1) {
      const sellerId = prng.pick(pair.sellerIds);
      const own = commodities.get(sellerId) ?? [];
      const wanted = demands.get(pair.buyerId) ?? [];
      const useDemand = wanted.length > 0 && (own.length === 0 || prng.next() < 0.35);
      if (!useDemand && own.length === 0) continue;
      const listing = useDemand ? ({ kind: 'DEMAND', d: prng.pick(wanted) } as const) : ({ kind: 'COMMODITY', c: prng.pick(own) } as const);
      const order = buildOrder(b, pair.buyerId, sellerId, listing, weighted(prng, STATUS_WEIGHTS));
      if (!FINISHED.includes(order.status) && prng.next() < 0.35) {
        order.unreadBuyer = prng.next() < 0.5 ? prng.int(1, 6) : 0;
        order.unreadSeller = prng.next() < 0.5 ? prng.int(1, 6) : 0;
      } else if (prng.next() < 0.03) {
        order.unreadBuyer = prng.int(1, 3);
      }
      orders.push(order);
    }
  }
  trade.archive = seedArchive(b, [buyer, supplier, trader], commodities, demands, synthSuppliers, synthResellers);
  // the seed users keep the balances the brief promises: note them before the history moves money,
  // then book a year of it (archive and live orders, and the payouts) in date order
  const targets = [buyer, supplier, trader].map((id) => [id, balanceOf(ledger, id, 'BALANCE')] as const);
  seedPayouts(b, [buyer, supplier, trader]);
  b.events.sort((x, y) => x.at - y.at || x.seq - y.seq).forEach((e) => e.run());
  for (const [id, target] of targets) adjustTo(ledger, id, 'BALANCE', target, iso(b.openBase));
  orders.sort((x, y) => x.orderAt.localeCompare(y.orderAt) || x.orderNo.localeCompare(y.orderNo));
  trade.orders = orders;
  for (const o of orders) trade.byNo[o.orderNo] = o;
  trade.settlements = seedSettlements(orders, [supplier, trader]);
  trade.seq = b.seq;
}

/** Why a seeded settlement failed (texts: server.trade.settlement.failure.<code>). */
export const SETTLEMENT_FAILURES = ['PAYEE_FROZEN', 'RISK_REVIEW'] as const;
/** Failed settlements per seed seller: its oldest orders waiting for settlement. */
const FAILED_PER_SELLER = 2;

/**
 * The settlements of the seeded orders: paid out (completed), scheduled (received), and a few of
 * each seed seller's scheduled ones failed, to be tried again at their deadline.
 */
function seedSettlements(orders: OrderRecord[], failingSellers: string[]): TradeState['settlements'] {
  const failed = new Map<string, number>();
  const out: TradeState['settlements'] = [];
  for (const o of orders) {
    const base = { id: `S${o.orderNo}`, orderNo: o.orderNo, sellerId: o.seller.id };
    if (o.status === 'COMPLETED' && o.settledAt) {
      out.push({
        ...base,
        amount: o.settledAmount,
        status: 'SUCCESS',
        deadlineAt: o.settleDeadline ?? o.settledAt,
        tradeNotifyAt: o.settledAt,
        statements: [
          { label: 'ORDER_AMOUNT', amount: o.amount },
          { label: 'REFUNDED', amount: `-${o.refundedAmount}` },
          { label: 'SETTLED', amount: o.settledAmount },
        ],
      });
    } else if (o.status === 'RECEIVED' && o.settleDeadline) {
      const amount = new Big(o.amount).minus(o.refundedAmount).toFixed(2);
      const n = failed.get(o.seller.id) ?? 0;
      const fails = failingSellers.includes(o.seller.id) && n < FAILED_PER_SELLER;
      if (fails) failed.set(o.seller.id, n + 1);
      out.push({
        ...base,
        amount,
        status: fails ? 'FAILED' : 'PENDING',
        deadlineAt: o.settleDeadline,
        ...(fails ? { failureReason: SETTLEMENT_FAILURES[n % SETTLEMENT_FAILURES.length] } : {}),
        statements: [],
      });
    }
  }
  return out;
}

const PAYOUT_ABOVE = 30_000;

/**
 * Sellers take their money out: a daily check books a withdrawal (applied, then paid two hours
 * later less the fee) whenever the balance is above PAYOUT_ABOVE, down to 8 000–15 000. The
 * account seeder turns each into a paid withdrawal record. Stops two days before now, so today's
 * withdrawal limit is untouched.
 */
function seedPayouts(b: Builder, ids: string[]): void {
  const prng = createPrng(7717);
  const first = b.anchor - 365 * DAY;
  const last = b.openBase - 2 * DAY;
  for (const userId of ids) {
    for (let day = first; day < last; day += DAY) {
      const at = day + 12 * HOUR + prng.int(0, 3 * 60) * MIN; // 20:00–23:00 Beijing time
      const keep = prng.int(8, 15) * 1000;
      b.events.push({
        at,
        seq: b.events.length,
        run: () => {
          const has = new Big(balanceOf(b.ledger, userId, 'BALANCE'));
          if (has.lte(PAYOUT_ABOVE)) return;
          const wanted = has.minus(keep).div(100).round(0, Big.roundDown).times(100);
          const amount = (wanted.gt(WITHDRAWAL.maxAmount) ? new Big(WITHDRAWAL.maxAmount) : wanted).toFixed(2);
          const fee = withdrawalFee(amount);
          const bizNo = `W${beijingStamp(at)}${userId.slice(-4)}`;
          const frozen = { userId, account: 'FROZEN' as const };
          const base = { businessKind: 'WITHDRAWAL', bizNo };
          transfer(b.ledger, {
            ...base,
            from: { userId, account: 'BALANCE' },
            to: frozen,
            amount,
            bizType: 'WITHDRAWAL_APPLY',
            at: iso(at),
          });
          const paidAt = iso(at + 2 * HOUR);
          transfer(b.ledger, {
            ...base,
            from: frozen,
            to: 'EXTERNAL',
            amount: new Big(amount).minus(fee).toFixed(2),
            bizType: 'WITHDRAWAL_PAID',
            at: paidAt,
          });
          transfer(b.ledger, {
            ...base,
            from: frozen,
            to: { userId: PLATFORM_USER, account: 'BALANCE' },
            amount: fee,
            bizType: 'WITHDRAWAL_FEE',
            at: paidAt,
          });
        },
      });
    }
  }
}

/** Archived orders per seed account: with the live ones they give each a year of ledger entries. */
const ARCHIVED_PER_SEED_USER = 1800;

/**
 * Older, finished orders (91–365 days), moved out of the live tables. Their money joins the
 * builder's events, so the ledger covers the whole year.
 */
function seedArchive(
  b: Builder,
  seedIds: string[],
  commodities: Map<string, Commodity[]>,
  demands: Map<string, Demand[]>,
  synthSuppliers: string[],
  synthResellers: string[],
): TradeState['archive'] {
  const { prng } = b;
  const out: TradeState['archive'] = [];
  const finished: Weighted<OrderStatus> = [
    ['COMPLETED', 85],
    ['CANCELED_BUYER', 5],
    ['CANCELED_SELLER', 4],
    ['CANCELED_TIMEOUT', 6],
  ];
  const older: Builder = { ...b, anchor: b.anchor - 91 * DAY, spanDays: 365 - 91 };
  for (const id of seedIds) {
    const asBuyer = id !== SEED_IDS.supplier;
    const asSeller = id !== SEED_IDS.buyer;
    for (let n = 0; n < Math.round(ARCHIVED_PER_SEED_USER * (b.share ?? 1)); n += 1) {
      const buying = asBuyer && (!asSeller || prng.next() < 0.5);
      const buyerId = buying ? id : prng.pick(synthResellers);
      const sellerId = buying
        ? prng.pick(id === SEED_IDS.buyer ? [SEED_IDS.supplier, SEED_IDS.trader, ...synthSuppliers] : synthSuppliers)
        : id;
      const own = commodities.get(sellerId) ?? [];
      const wanted = demands.get(buyerId) ?? [];
      if (own.length === 0 && wanted.length === 0) continue;
      const listing =
        own.length > 0 && (wanted.length === 0 || prng.next() < 0.7)
          ? ({ kind: 'COMMODITY', c: prng.pick(own) } as const)
          : ({ kind: 'DEMAND', d: prng.pick(wanted) } as const);
      older.seq = b.seq;
      const order = buildOrder(older, buyerId, sellerId, listing, weighted(prng, finished));
      b.seq = older.seq;
      const at = Date.parse(order.orderAt);
      out.push({
        datasource: datasourceOf(at),
        archivedAt: iso(at + 91 * DAY),
        order,
        messages: [
          { id: `${order.orderNo}-M1`, from: 'purchase', content: 'Hello, is this in stock?', sentAt: iso(at + MIN) },
          { id: `${order.orderNo}-M2`, from: 'sales', content: 'Yes, delivering now.', sentAt: iso(at + 3 * MIN) },
        ],
      });
    }
  }
  return out.sort((x, y) => x.order.orderAt.localeCompare(y.order.orderAt));
}

/**
 * Adds `count` finished (completed or cancelled) orders of one seller with random receivers, money
 * booked as in the seed. For benchmarks of big lists and exports (POST /api/mock/trade/generate).
 */
export function generateOrders(db: MockDb, sellerId: string, count: number): number {
  const market = db.market;
  const prng = createPrng(4242 + db.trade.orders.length);
  const ledger: LedgerDb = db;
  const b: Builder = {
    prng,
    market,
    users: db.users,
    anchor: market.anchor,
    openBase: Math.floor(now() / HOUR) * HOUR,
    events: [],
    ledger,
    seq: db.trade.seq,
    reserved: new Map(),
  };
  const own = market.commodities.filter((c) => c.supplierId === sellerId);
  const resellers = Object.values(db.users)
    .filter((u) => u.reseller && u.puid === '0' && u.id !== sellerId)
    .map((u) => u.id);
  if (own.length === 0 || resellers.length === 0) return 0;
  const made: OrderRecord[] = [];
  for (let n = 0; n < count; n += 1) {
    made.push(
      buildOrder(
        b,
        prng.pick(resellers),
        sellerId,
        { kind: 'COMMODITY', c: prng.pick(own) },
        weighted(prng, [
          ['COMPLETED', 85],
          ['CANCELED_BUYER', 8],
          ['CANCELED_TIMEOUT', 7],
        ]),
      ),
    );
  }
  b.events.sort((x, y) => x.at - y.at || x.seq - y.seq).forEach((e) => e.run());
  db.trade.seq = b.seq;
  for (const o of made) db.trade.byNo[o.orderNo] = o;
  db.trade.orders = [...db.trade.orders, ...made].sort((x, y) => x.orderAt.localeCompare(y.orderAt) || x.orderNo.localeCompare(y.orderNo));
  return made.length;
}
