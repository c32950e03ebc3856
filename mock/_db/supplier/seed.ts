import type { Commodity, OrderComment, StockRecord } from '../../../src/types';
import { add, mul, sub, toBig, toFixedDp } from '../../../src/domain/decimal';
import { urlOf } from '../../../src/domain/endpoint';
import { marketApi } from '../../../src/domain/market/endpoints';
import { SUPPLIER_AGREEMENT_VERSION } from '../../../src/domain/supplier/rules';
import { DAY_MS, HOUR_MS, iso, MINUTE_MS } from '../../_lib/dates';
import { createPrng, type Prng } from '../../_lib/prng';
import { findCategory } from '../market/catalog';
import { nextCommodityId } from '../market/listings';
import { now } from '../clock';
import type { SeedContext } from '../seed/context';
import { SEED_IDS } from '../seed/users';
import { defaultSetting } from './settings';
import type { FilteredResellerRecord, ResellerRelation, SupplierState } from './state';

/**
 * Seed of the supplier slice. Dates hang off the start of the current day (not a fixed instant)
 * so the live ledger has recent rows and older ones fall into the archive; two seeds on the same
 * day are identical.
 */
export const SEED_SUPPLIERS = [SEED_IDS.supplier, SEED_IDS.trader];

export function seedAnchorMs(): number {
  return Math.floor(now() / DAY_MS) * DAY_MS;
}

const money = (v: string): string => toFixedDp(toBig(v)!, 2);

const IN_REMARKS = ['补货入库', '搬砖入库', 'Restock from farm', '调拨入库'];
const OUT_REMARKS = ['线下出货', '盘点损耗', 'Moved to another store', '自用'];
const QUICK_REMARKS = [
  '请在游戏内邮箱查收',
  '交易时请勿在公开频道喊话',
  'Please stay online for face-to-face delivery',
  '发货后请及时确认收货',
];

/** An order's effect on one commodity's stock, from the trading slice's seed. */
interface OrderMove {
  at: number;
  type: 'OUT' | 'CANCEL';
  qty: number;
  orderNo: string;
}

type SeedOrder = NonNullable<SeedContext['trade']>['orders'][number];

/** Every order of the trading slice, live and archived. */
function allOrders(ctx: SeedContext): SeedOrder[] {
  const trade = ctx.trade;
  if (!trade) return [];
  return [...trade.orders, ...(trade.archive ?? []).map((a) => a.order)];
}

/** Deliveries (OUT) and returns after delivery (CANCEL) per commodity. */
function orderMoves(orders: SeedOrder[]): Map<string, OrderMove[]> {
  const by = new Map<string, OrderMove[]>();
  for (const o of orders) {
    if (!o.commodityId || o.deliveredQuantity <= 0) continue;
    const delivered = Date.parse(o.deliveryAt ?? o.modifiedAt);
    const list = by.get(o.commodityId) ?? [];
    list.push({ at: delivered, type: 'OUT', qty: o.deliveredQuantity, orderNo: o.orderNo });
    if (o.returnedQuantity > 0)
      list.push({
        at: Math.max(delivered + MINUTE_MS, Date.parse(o.modifiedAt)),
        type: 'CANCEL',
        qty: o.returnedQuantity,
        orderNo: o.orderNo,
      });
    by.set(o.commodityId, list);
  }
  return by;
}

interface Move {
  at: number;
  type: 'IN' | 'OUT' | 'CANCEL';
  delta: number;
  source: 'ORDER' | 'MANUAL';
  orderNo?: string;
  remark?: string;
  cancelOf?: string;
}

/**
 * Ledger of one commodity from zero to its current stock: the real deliveries and returns of its
 * orders, a few restocks and adjustments, an opening IN large enough that the balance never goes
 * negative, and a closing correction so the last balance is the commodity's stock.
 */
function commodityLedger(rng: Prng, c: Commodity, moves: OrderMove[], anchor: number, nextNo: () => number): StockRecord[] {
  const created = Date.parse(c.createdAt);
  const start = Math.min(Number.isFinite(created) ? created : anchor - 60 * DAY_MS, ...moves.map((m) => m.at - HOUR_MS));
  const end = anchor - HOUR_MS;
  const span = Math.max(HOUR_MS, end - start);
  const when = () => start + HOUR_MS + Math.floor(rng.next() * (span - HOUR_MS));
  const list: Move[] = moves.map((m) => ({
    at: m.at,
    type: m.type,
    delta: m.type === 'OUT' ? -m.qty : m.qty,
    source: 'ORDER',
    orderNo: m.orderNo,
  }));
  const scale = Math.max(1, Math.round(c.stock / 4));
  for (let i = rng.int(0, 2); i > 0; i -= 1)
    list.push({ at: when(), type: 'IN', delta: rng.int(1, scale), source: 'MANUAL', remark: rng.pick(IN_REMARKS) });
  if (rng.next() < 0.15)
    list.push({
      at: when(),
      type: 'OUT',
      delta: -rng.int(1, Math.max(1, Math.round(scale / 5))),
      source: 'MANUAL',
      remark: rng.pick(OUT_REMARKS),
    });
  list.sort((a, b) => a.at - b.at);
  let run = 0;
  let lowest = 0;
  for (const m of list) {
    run += m.delta;
    lowest = Math.min(lowest, run);
  }
  // the opening IN covers the deepest dip and whatever the stock is above the replay; an excess
  // (more in than the stock shows) leaves with a final stocktake OUT
  const closing = c.stock - (-lowest + run);
  const opening = -lowest + Math.max(0, closing);
  const lastAt = list.length ? list[list.length - 1].at : start;
  if (closing < 0)
    list.push({
      at: Math.max(lastAt + MINUTE_MS, end - rng.int(1, 600) * MINUTE_MS),
      type: 'OUT',
      delta: closing,
      source: 'MANUAL',
      remark: OUT_REMARKS[1],
    });
  const first: Move = { at: start, type: 'IN', delta: opening, source: 'MANUAL', remark: IN_REMARKS[0] };
  const ordered: Move[] = [first, ...list].filter((m) => m.delta !== 0);
  const records: StockRecord[] = [];
  const outOf = new Map<string, string>();
  let balance = 0;
  for (const m of ordered) {
    balance += m.delta;
    const id = `SR${String(nextNo()).padStart(6, '0')}`;
    if (m.type === 'OUT' && m.orderNo) outOf.set(m.orderNo, id);
    const cancelOf = m.type === 'CANCEL' && m.orderNo ? outOf.get(m.orderNo) : undefined;
    records.push({
      id,
      supplierId: c.supplierId,
      commodityId: c.id,
      commodityTitle: c.title,
      gameId: c.gameId,
      serverId: c.serverId,
      categoryId: c.categoryId,
      type: m.type,
      source: m.source,
      quantity: Math.abs(m.delta),
      delta: m.delta,
      balanceAfter: balance,
      canceled: false,
      operatorId: m.source === 'ORDER' ? 'SYSTEM' : c.supplierId,
      createdAt: iso(m.at),
      ...(m.orderNo ? { orderNo: m.orderNo } : {}),
      ...(m.remark ? { remark: m.remark } : {}),
      ...(cancelOf ? { cancelOf } : {}),
    });
  }
  return records;
}

const CANCELED = new Set([
  'UN_PAID',
  'PAYMENT_FAILED',
  'CANCELED_TIMEOUT',
  'CANCELED_PLATFORM',
  'CANCELED_BUYER',
  'CANCELED_SELLER',
  'CANCELED_PUNITIVE',
]);

/** Resellers a supplier traded with, aggregated from its paid orders. */
function relationsOf(orders: SeedOrder[], supplierId: string): ResellerRelation[] {
  const by = new Map<string, ResellerRelation>();
  for (const o of orders) {
    if (o.seller.id !== supplierId || CANCELED.has(o.status)) continue;
    const at = o.orderAt;
    const r = by.get(o.buyer.id) ?? {
      supplierId,
      resellerId: o.buyer.id,
      name: o.buyer.name,
      ...(o.buyer.storeName ? { storeName: o.buyer.storeName } : {}),
      ...(o.buyer.storeUrl ? { storeUrl: o.buyer.storeUrl } : {}),
      orderCount: 0,
      quantity: 0,
      tradeAmount: '0',
      firstTradeAt: at,
      lastTradeAt: at,
    };
    r.orderCount += 1;
    r.quantity += o.deliveredQuantity - o.returnedQuantity;
    r.tradeAmount = money(add(r.tradeAmount, sub(o.amount, o.refundedAmount)));
    if (at < r.firstTradeAt) r.firstTradeAt = at;
    if (at > r.lastTradeAt) r.lastTradeAt = at;
    by.set(o.buyer.id, r);
  }
  return [...by.values()];
}

const COMMENTS = [
  [5, '发货很快，五分钟就到账了，好评！'],
  [5, 'Fast delivery, friendly seller. Will buy again.'],
  [4, '整体不错，就是交易时等了一会儿。'],
  [5, '老商家了，一如既往地靠谱。'],
  [3, 'Delivery took longer than promised, but it arrived.'],
  [4, '价格合适，沟通顺畅。'],
  [2, '等了两个小时才发货，希望改进。'],
  [5, 'Perfect, exactly as described.'],
  [1, '联系不上卖家，最后走了客服才处理。'],
  [4, 'Good price. Mail arrived within the hour.'],
] as const;
const REPLIES = ['感谢支持，欢迎再来！', 'Thanks for the review!', '抱歉久等，我们已调整发货安排。', '感谢反馈，已加派人手。'];

/** Reviews of completed orders: about half of them were reviewed, half of those replied. */
function commentsOf(orders: SeedOrder[], rng: Prng, anchor: number, nextNo: () => number): OrderComment[] {
  const out: OrderComment[] = [];
  for (const o of orders) {
    if (o.status !== 'COMPLETED' || rng.next() >= 0.5) continue;
    const done = Date.parse(o.settledAt ?? o.receiptedAt ?? o.modifiedAt);
    const createdMs = done + rng.int(5, 24 * 60) * MINUTE_MS;
    // reviews come after the order; none dated after the seed's day began
    if (createdMs > anchor) continue;
    const [rating, content] = rng.pick(COMMENTS);
    const replied = rng.next() < 0.5;
    out.push({
      id: `CM${String(nextNo()).padStart(6, '0')}`,
      orderNo: o.orderNo,
      sellerId: o.seller.id,
      sellerName: o.seller.storeName ?? o.seller.name,
      buyerId: o.buyer.id,
      buyerName: o.buyer.name,
      commodityTitle: o.title,
      gameId: o.gameId,
      rating,
      content,
      createdAt: iso(createdMs),
      ...(replied ? { reply: rng.pick(REPLIES), repliedAt: iso(Math.min(anchor - MINUTE_MS, createdMs + rng.int(1, 48) * HOUR_MS)) } : {}),
    });
  }
  return out;
}

/** Issue 4: each seed supplier works with at least this many commodities. */
export const SEED_COMMODITIES_PER_SUPPLIER = 320;
const VARIANT_MARKS = ['【批发】', '【限时】', '【大额】', 'Bulk ', 'Express ', '【包赔】'];

/**
 * Tops the seed suppliers up to SEED_COMMODITIES_PER_SUPPLIER with variants of the listings the
 * market seeded for them (same game, server and category; another price, stock and method), as a
 * real store lists several offers per server. New ids come from the market's sequence.
 */
function topUpCommodities(ctx: SeedContext, rng: Prng, anchor: number): void {
  const market = ctx.market;
  if (!market) return;
  for (const supplierId of SEED_SUPPLIERS) {
    const own = market.commodities.filter((c) => c.supplierId === supplierId);
    if (!own.length) continue;
    for (let n = own.length; n < SEED_COMMODITIES_PER_SUPPLIER; n += 1) {
      const base = own[n % own.length];
      const id = nextCommodityId({ market });
      const price = toBig(base.unitPrice)!.times(0.95 + rng.int(0, 130) / 1000);
      const gold = base.imageList.length === 0;
      const stock = gold ? rng.int(0, 9000) : rng.int(0, 30);
      const created = anchor - rng.int(1, 60) * DAY_MS - rng.int(0, 86_399) * 1000;
      market.commodities.push({
        ...base,
        id,
        title: `${rng.pick(VARIANT_MARKS)}${base.title.replace(/^【[^】]*】/, '')}`,
        unitPrice: toFixedDp(price, price.lt(1) ? 4 : 2),
        stock,
        sold: rng.int(0, gold ? 12_000 : 40),
        minQuantity: Math.min(base.minQuantity, Math.max(1, stock)),
        maxQuantity: Math.max(base.minQuantity, base.maxQuantity),
        tradeMethod:
          base.tradeMethod === 'ACCOUNT_TRANSFER' ? base.tradeMethod : rng.pick(['MAIL', 'FACE_TO_FACE', 'AUCTION_HOUSE'] as const),
        effectiveTime: iso(anchor + rng.int(3, 90) * DAY_MS),
        imageList: base.imageList.map((_, i) => urlOf(marketApi.contentImage, { name: `listing-${id}-${i + 1}.svg` })),
        attributeList: base.attributeList.map((a) => ({ ...a, attributeValueList: a.attributeValueList.map((v) => ({ ...v })) })),
        createdAt: iso(created),
        modifiedAt: iso(created + rng.int(0, 20) * HOUR_MS),
        status: stock > 0 && rng.next() < 0.9 ? 'ON_SALE' : 'OFF_SALE',
      });
    }
  }
}

export function seedSupplier(ctx: SeedContext): SupplierState {
  const rng = createPrng(4040);
  const anchor = seedAnchorMs();
  let seq = 0;
  const nextNo = () => (seq += 1);
  const state: SupplierState = {
    seq: 0,
    stockRecords: [],
    stockArchive: [],
    settings: {},
    autoUpdate: {},
    resellers: [],
    filtered: [],
    comments: [],
    uploads: {},
    stsGrants: {},
  };
  topUpCommodities(ctx, createPrng(4041), anchor);
  const commodities = ctx.market?.commodities ?? [];
  const orders = allOrders(ctx);
  const moves = orderMoves(orders);
  for (const supplierId of SEED_SUPPLIERS) {
    const user = ctx.users[supplierId];
    const own = commodities.filter((c) => c.supplierId === supplierId);
    for (const c of own) {
      const m = moves.get(c.id) ?? [];
      // sold is what the orders delivered and kept, so the ledger and the listing agree
      c.sold = m.reduce((n, x) => n + (x.type === 'OUT' ? x.qty : -x.qty), 0);
      state.stockRecords.push(...commodityLedger(rng, c, m, anchor, nextNo));
    }
    const setting = defaultSetting();
    setting.quickRemarks = [...QUICK_REMARKS];
    setting.inRemarks = IN_REMARKS.slice(0, 3);
    setting.outRemarks = OUT_REMARKS.slice(0, 3);
    setting.agreementAcceptedAt = user?.supplierInfo?.firstOpenedAt;
    setting.agreementVersion = SUPPLIER_AGREEMENT_VERSION;
    const games = [...new Set(own.map((c) => c.gameId))].slice(0, 3);
    setting.gameConfigs = games.map((gameId, i) => ({
      gameId,
      enabled: i !== 2,
      tradeMethod: i === 1 ? 'FACE_TO_FACE' : 'MAIL',
      minQuantity: 1,
      maxQuantity: 500 * (i + 1),
      deliveryHours: 2 + i,
    }));
    state.settings[supplierId] = setting;
    const relations = relationsOf(orders, supplierId);
    state.resellers.push(...relations);
    relations
      .filter((r) => r.resellerId !== SEED_IDS.buyer && r.resellerId !== SEED_IDS.trader)
      .slice(-3)
      .forEach((r, i) => {
        const f: FilteredResellerRecord = {
          supplierId,
          resellerId: r.resellerId,
          filteredAt: iso(anchor - (i + 2) * DAY_MS),
          ...(i === 0 ? { reason: '多次拍下不付款' } : {}),
        };
        state.filtered.push(f);
      });
    // a few auto-update configs so the page has rows
    const market = ctx.market;
    own
      .filter((c) => market && findCategory({ market }, c.categoryId)?.kind === 'gold')
      .slice(0, 6)
      .forEach((c, i) => {
        state.autoUpdate[c.id] = {
          commodityId: c.id,
          enabled: i % 3 !== 2,
          priceOffset: '0.01',
          floorPrice: money(mul(c.unitPrice, '0.8')),
          restockThreshold: 10,
          restockQuantity: 200,
          intervalMinutes: 30,
        };
      });
  }
  state.comments.push(...commentsOf(orders, rng, anchor, nextNo));
  state.stockRecords.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  state.comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  state.seq = seq;
  return state;
}
