/**
 * Placing orders: buying a commodity (optionally at an agreed bargaining price) and selling into a
 * demand. Checks the parties' roles, the anti-fraud state, the listing, the quantity, then creates
 * the UN_PAID order and its payment batch.
 */
import Big from 'big.js';
import type {
  ApiViolation,
  Commodity,
  CreateBuyerOrderRequest,
  CreateOrderResult,
  CreateSellerOrderRequest,
  Demand,
  OrderParty,
} from '../../../src/types';
import { iso } from '../../_lib/dates';
import { badRequest, forbidden, invalid, notFound } from '../../_lib/http';
import { nameViolation } from '../../_lib/names';
import { now } from '../clock';
import { findCategory, findGame, findServer } from '../market/catalog';
import { findCommodity, findDemand, isCommodityBuyable, isDemandOpen } from '../market/listings';
import { drawDemandEscrow } from '../reseller/escrow';
import type { MockDb, UserRecord } from '../types';
import { readReceiving } from './actions';
import { bargainingForOrder } from './bargaining';
import { assertMayTrade } from './defense';
import { nextNo } from './ids';
import { TERMINAL, undelivered } from './machine';
import { actorFor } from './lookup';
import { createPaymentBatch, payBatch } from './payments';
import type { OrderRecord } from './state';
import { tr } from '../../_lib/i18n';

/** SPEC §9 total: price × quantity, money rounded half-up to cents. */
export function orderAmount(unitPrice: string, quantity: number): string {
  return new Big(unitPrice).times(quantity).round(2, Big.roundHalfUp).toFixed(2);
}

export function partyOf(user: UserRecord | undefined, id: string, role: 'supplier' | 'reseller'): OrderParty {
  const info = role === 'supplier' ? user?.supplierInfo : user?.resellerInfo;
  return { id, name: user?.nickname || user?.username || id, storeName: info?.storeName, storeUrl: info?.storeUrl };
}

/** Units of a listing held by orders not yet delivered (so two buyers cannot both take the last unit). */
function reserved(db: MockDb, match: (o: OrderRecord) => boolean): number {
  let sum = 0;
  for (const o of db.trade.orders) if (!TERMINAL.has(o.status) && match(o)) sum += undelivered(o);
  return sum;
}

function quantityViolation(quantity: unknown, min: number, max: number): ApiViolation | undefined {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return { field: 'quantity', message: tr('server.trade.quantity.whole') };
  if (max < min) return { field: 'quantity', message: tr('server.trade.quantity.noneAvailable') };
  if (quantity < min || quantity > max) return { field: 'quantity', message: tr('server.trade.quantity.range', { min, max }) };
  return undefined;
}

function snapshot(db: MockDb, listing: Commodity | Demand) {
  const game = findGame(db, listing.gameId);
  const server = findServer(db, listing.serverId);
  const category = findCategory(db, listing.categoryId);
  return {
    gameId: listing.gameId,
    gameName: game?.name ?? listing.gameId,
    gameNameEn: game?.nameEn ?? listing.gameId,
    serverId: listing.serverId,
    serverName: server?.name ?? listing.serverId,
    serverNameEn: server?.nameEn ?? listing.serverId,
    categoryId: listing.categoryId,
    categoryKind: category?.kind ?? 'gold',
    categoryName: category?.name ?? listing.categoryId,
    categoryNameEn: category?.nameEn ?? listing.categoryId,
    unit: category?.unit ?? '',
    unitEn: category?.unitEn ?? '',
    title: listing.title,
    tradeMethod: listing.tradeMethod,
  };
}

function newOrder(
  db: MockDb,
  base: Omit<
    OrderRecord,
    | 'id'
    | 'orderNo'
    | 'orderAt'
    | 'payDeadline'
    | 'createdAt'
    | 'modifiedAt'
    | 'status'
    | 'deliveredQuantity'
    | 'refundedQuantity'
    | 'returnedQuantity'
    | 'refundedAmount'
    | 'settledAmount'
    | 'readBuyer'
    | 'readSeller'
    | 'unreadBuyer'
    | 'unreadSeller'
    | 'reminders'
    | 'credentials'
    | 'files'
    | 'changes'
    | 'logs'
  >,
  at: number,
): OrderRecord {
  const orderNo = nextNo(db, 'T', at);
  const order: OrderRecord = {
    ...base,
    id: String(db.trade.orders.length + 1_000_000 + db.trade.seq),
    orderNo,
    status: 'UN_PAID',
    deliveredQuantity: 0,
    refundedQuantity: 0,
    returnedQuantity: 0,
    refundedAmount: '0.00',
    settledAmount: '0.00',
    orderAt: iso(at),
    payDeadline: iso(at + db.trade.config.payWindowMs),
    createdAt: iso(at),
    modifiedAt: iso(at),
    readBuyer: true,
    readSeller: false,
    unreadBuyer: 0,
    unreadSeller: 0,
    reminders: 0,
    credentials: [],
    files: [],
    changes: [],
    logs: [],
  };
  order.logs.push({
    id: `${orderNo}-1`,
    at: order.orderAt,
    actor: base.source === 'COMMODITY' ? 'purchase' : 'sales',
    event: 'CREATED',
    to: 'UN_PAID',
  });
  db.trade.orders.push(order);
  db.trade.byNo[orderNo] = order;
  return order;
}

/** POST B/trade/buyer/orders */
export function createBuyerOrder(db: MockDb, user: UserRecord, body: Partial<CreateBuyerOrderRequest>): CreateOrderResult {
  const buyer = actorFor(db, user, 'purchase');
  if (buyer.realNameAuthStatus !== 'AUTHORIZED') throw forbidden(tr('server.trade.roleNeeded.realname'));
  if (!buyer.reseller) throw forbidden(tr('server.trade.roleNeeded.buyer'));
  // a missing or wrong-typed id is a malformed request (400), not an unknown commodity (404)
  if (typeof body.commodityId !== 'string' || !body.commodityId.trim())
    throw invalid([{ field: 'commodityId', message: tr('server.field.required', { field: 'commodityId' }) }]);
  const commodity = findCommodity(db, body.commodityId);
  if (!commodity) throw notFound(tr('server.trade.commodity.notFound', { id: String(body.commodityId) }));
  const at = now();
  if (!isCommodityBuyable(commodity, at))
    throw badRequest(tr('server.trade.unavailable.title'), tr('server.trade.unavailable.commodity'), 'COMMODITY_UNAVAILABLE');
  assertMayTrade(db, buyer.id, commodity.supplierId, 'purchase');
  const bargain = body.bargainingId ? bargainingForOrder(db, buyer.id, commodity.id, String(body.bargainingId), at) : undefined;
  const available = commodity.stock - reserved(db, (o) => o.commodityId === commodity.id && o.source === 'COMMODITY');
  const max = Math.min(commodity.maxQuantity, available, bargain ? bargain.quantity : Infinity);
  const violations: ApiViolation[] = [];
  const qv = quantityViolation(body.quantity, commodity.minQuantity, max);
  if (qv) violations.push(qv);
  let receiving;
  try {
    receiving = readReceiving(body.receiving, 'receiving.');
  } catch (error) {
    const more = (error as { body?: { violations?: ApiViolation[] } }).body?.violations ?? [];
    violations.push(...more);
  }
  if (typeof body.remark === 'string' && body.remark.length > 200)
    violations.push({ field: 'remark', message: tr('server.trade.remark.max') });
  if (violations.length || !receiving) throw invalid(violations);
  const quantity = body.quantity as number;
  const unitPrice = bargain ? bargain.offerPrice : commodity.unitPrice;
  const seller = db.users[commodity.supplierId];
  const order = newOrder(
    db,
    {
      source: 'COMMODITY',
      commodityId: commodity.id,
      ...(bargain ? { bargainingId: bargain.id, listPrice: commodity.unitPrice } : {}),
      buyer: partyOf(buyer, buyer.id, 'reseller'),
      seller: { ...partyOf(seller, commodity.supplierId, 'supplier'), storeName: commodity.storeName, storeUrl: commodity.storeUrl },
      ...snapshot(db, commodity),
      unitPrice,
      quantity,
      amount: orderAmount(unitPrice, quantity),
      receiving,
      ...(body.remark ? { remarkBuyer: body.remark.trim() } : {}),
    },
    at,
  );
  if (bargain) {
    bargain.status = 'USED';
    bargain.orderNo = order.orderNo;
  }
  const { batchNo } = createPaymentBatch(db, {
    type: 'order',
    userId: buyer.id,
    amount: order.amount,
    onPaid: 'ORDER_PAY',
    refs: [order.orderNo],
    expiresAt: order.payDeadline,
  });
  order.batchNo = batchNo;
  return { orderNo: order.orderNo, batchNo, amount: order.amount, payDeadline: order.payDeadline, status: order.status };
}

/**
 * POST B/trade/seller/orders: a supplier sells into a demand. When the demand is prepaid, the
 * order is paid at once from the demand's escrow (via the receiver's balance); otherwise it waits
 * for the receiver to pay.
 */
export function createSellerOrder(db: MockDb, user: UserRecord, body: Partial<CreateSellerOrderRequest>): CreateOrderResult {
  const seller = actorFor(db, user, 'sales');
  if (seller.realNameAuthStatus !== 'AUTHORIZED') throw forbidden(tr('server.trade.roleNeeded.realname'));
  if (!seller.supplier) throw forbidden(tr('server.trade.roleNeeded.seller'));
  const demand = findDemand(db, String(body.demandId ?? ''));
  if (!demand) throw notFound(tr('server.trade.demand.notFound', { id: String(body.demandId) }));
  const at = now();
  if (!isDemandOpen(demand, at))
    throw badRequest(tr('server.trade.unavailable.title'), tr('server.trade.unavailable.demand'), 'DEMAND_UNAVAILABLE');
  assertMayTrade(db, seller.id, demand.resellerId, 'sales');
  const pending = reserved(db, (o) => o.demandId === demand.id && o.source === 'DEMAND');
  const max = Math.min(demand.maxQuantity, demand.quantity - demand.receivedQuantity - pending);
  const violations: ApiViolation[] = [];
  const qv = quantityViolation(body.quantity, Math.min(demand.minQuantity, Math.max(max, 1)), max);
  if (qv) violations.push(qv);
  const character = typeof body.deliveryCharacter === 'string' ? body.deliveryCharacter.trim() : '';
  if (!character) violations.push({ field: 'deliveryCharacter', message: tr('server.trade.character.required') });
  else if (character.length > 60) violations.push({ field: 'deliveryCharacter', message: tr('server.trade.character.max') });
  else {
    const plain = nameViolation(character, 'deliveryCharacter', tr('server.trade.label.deliveryCharacter'));
    if (plain) violations.push(plain);
  }
  if (violations.length) throw invalid(violations);
  const quantity = body.quantity as number;
  const buyer = db.users[demand.resellerId];
  const order = newOrder(
    db,
    {
      source: 'DEMAND',
      demandId: demand.id,
      buyer: { ...partyOf(buyer, demand.resellerId, 'reseller'), storeName: demand.storeName, storeUrl: demand.storeUrl },
      seller: partyOf(seller, seller.id, 'supplier'),
      ...snapshot(db, demand),
      unitPrice: demand.unitPrice,
      quantity,
      amount: orderAmount(demand.unitPrice, quantity),
      receiving: { character: demand.storeName },
      deliveryCharacter: character,
      ...(body.remark ? { remarkSeller: body.remark.trim() } : {}),
    },
    at,
  );
  order.readBuyer = false;
  order.readSeller = true;
  const { batchNo } = createPaymentBatch(db, {
    type: 'order',
    userId: demand.resellerId,
    amount: order.amount,
    onPaid: 'ORDER_PAY',
    refs: [order.orderNo],
    expiresAt: order.payDeadline,
  });
  order.batchNo = batchNo;
  // a prepaid demand pays for its orders: release the escrow to the receiver's balance, pay from it
  const released = drawDemandEscrow(db, demand, order.amount, order.orderNo, iso(at));
  if (new Big(released).gte(order.amount)) payBatch(db, demand.resellerId, batchNo, 'BALANCE');
  return { orderNo: order.orderNo, batchNo, amount: order.amount, payDeadline: order.payDeadline, status: order.status };
}
