/**
 * Bargaining on a commodity: a buyer asks a lower unit price for a quantity (apply); the supplier
 * agrees or rejects; the buyer may cancel while it waits. An agreed price is used once, by an order
 * placed with its bargainingId before it lapses. Unanswered requests and unused agreements lapse
 * after config.bargainingWindowMs.
 */
import Big from 'big.js';
import { OFFER_PRICE_RE } from '../../../src/domain/trade/bargaining';
import { isBargainingStatus } from '../../../src/domain/trade/codes';
import type { ApiViolation, Bargaining, BargainingApply, BargainingStatus, Paged } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { badRequest, forbidden, invalid, notFound } from '../../_lib/http';
import type { Json } from '../../_lib/input';
import { paginate } from '../../_lib/paging';
import { now } from '../clock';
import { findCategory, findGame, findServer } from '../market/catalog';
import { findCommodity, isCommodityBuyable } from '../market/listings';
import type { MockDb, UserRecord } from '../types';
import { assertMayTrade } from './defense';
import { nextNo } from './ids';
import { actorFor } from './lookup';
import { tr } from '../../_lib/i18n';
import { answerNewOffer } from '../automation/offers';

/** An offer below this share of the list price is refused as unserious. */
export const MIN_OFFER_RATIO = '0.5';

export function expireBargainings(db: Pick<MockDb, 'trade'>, at: number): void {
  for (const b of db.trade.bargainings) {
    if ((b.status === 'WAITING' || b.status === 'AGREED') && at >= Date.parse(b.expiresAt)) b.status = 'EXPIRED';
  }
}

/** PUT B/order/bargaining/apply */
export function applyBargaining(db: MockDb, user: UserRecord, body: Partial<BargainingApply>): Bargaining {
  const buyer = actorFor(db, user, 'purchase');
  if (!buyer.reseller) throw forbidden(tr('server.trade.roleNeeded.bargain'));
  const commodity = findCommodity(db, String(body.commodityId ?? ''));
  if (!commodity) throw notFound(tr('server.trade.commodity.notFound', { id: String(body.commodityId) }));
  const at = now();
  expireBargainings(db, at);
  if (!isCommodityBuyable(commodity, at))
    throw badRequest(tr('server.trade.unavailable.title'), tr('server.trade.unavailable.commodity'), 'COMMODITY_UNAVAILABLE');
  assertMayTrade(db, buyer.id, commodity.supplierId, 'purchase');
  if (db.trade.bargainings.some((b) => b.buyerId === buyer.id && b.commodityId === commodity.id && b.status === 'WAITING')) {
    throw badRequest(tr('server.trade.bargain.already.title'), tr('server.trade.bargain.already'), 'BARGAINING_WAITING');
  }
  const violations: ApiViolation[] = [];
  const typed =
    typeof body.offerPrice === 'number' ? String(body.offerPrice) : typeof body.offerPrice === 'string' ? body.offerPrice.trim() : '';
  const offer = OFFER_PRICE_RE.test(typed) ? new Big(typed) : undefined;
  if (!offer) violations.push({ field: 'offerPrice', message: tr('server.trade.bargain.number') });
  const list = new Big(commodity.unitPrice);
  if (offer) {
    const dp = commodity.unitPrice.split('.')[1]?.length ?? 0;
    if (!offer.round(Math.max(dp, 2), Big.roundDown).eq(offer))
      violations.push({ field: 'offerPrice', message: tr('server.trade.bargain.decimals', { dp: Math.max(dp, 2) }) });
    else if (offer.gte(list))
      violations.push({ field: 'offerPrice', message: tr('server.trade.bargain.belowPrice', { price: commodity.unitPrice }) });
    else if (offer.lt(list.times(MIN_OFFER_RATIO)))
      violations.push({
        field: 'offerPrice',
        message: tr('server.trade.bargain.atLeast', { min: list.times(MIN_OFFER_RATIO).toFixed(dp) }),
      });
  }
  const q = body.quantity;
  const max = Math.min(commodity.maxQuantity, commodity.stock);
  if (typeof q !== 'number' || !Number.isInteger(q) || q < commodity.minQuantity || q > max) {
    violations.push({ field: 'quantity', message: tr('server.trade.bargain.quantity', { min: commodity.minQuantity, max }) });
  }
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  if (message.length > 200) violations.push({ field: 'message', message: tr('server.trade.bargain.message') });
  if (violations.length || !offer) throw invalid(violations);
  const game = findGame(db, commodity.gameId);
  const server = findServer(db, commodity.serverId);
  const category = findCategory(db, commodity.categoryId);
  const seller = db.users[commodity.supplierId];
  const record: Bargaining = {
    id: nextNo(db, 'BG', at),
    commodityId: commodity.id,
    commodityTitle: commodity.title,
    gameName: game?.name ?? commodity.gameId,
    gameNameEn: game?.nameEn ?? commodity.gameId,
    serverName: server?.name ?? commodity.serverId,
    serverNameEn: server?.nameEn ?? commodity.serverId,
    unit: category?.unit ?? '',
    unitEn: category?.unitEn ?? '',
    supplierId: commodity.supplierId,
    supplierName: commodity.storeName || seller?.username || commodity.supplierId,
    buyerId: buyer.id,
    buyerName: buyer.resellerInfo?.storeName || buyer.nickname || buyer.username,
    listPrice: commodity.unitPrice,
    offerPrice: offer.toFixed(),
    quantity: q as number,
    ...(message ? { message } : {}),
    status: 'WAITING',
    createdAt: iso(at),
    expiresAt: iso(at + db.trade.config.bargainingWindowMs),
  };
  db.trade.bargainings.push(record);
  answerNewOffer(db, record, at, db.trade.config.bargainingWindowMs);
  return forBuyer(record);
}

/** The supplier's rule stays the supplier's: a buyer who saw "agreed at 90 %" would offer exactly that. */
const forBuyer = ({ autoRule: _rule, ...b }: Bargaining): Bargaining => b;

/** Query: commodityId?, status? (an unknown status filters nothing), current, size. */
function query(list: Bargaining[], q: Json): Paged<Bargaining> {
  const status = isBargainingStatus(q.status) ? q.status : undefined;
  const rows = list
    .filter((b) => (!q.commodityId || b.commodityId === q.commodityId) && (!status || b.status === status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return paginate(rows, q);
}

/** GET B/order/bargaining/seller/list: requests on the caller's commodities. */
export function sellerBargainings(db: MockDb, user: UserRecord, q: Json): Paged<Bargaining> {
  const supplier = actorFor(db, user, 'sales');
  expireBargainings(db, now());
  return query(
    db.trade.bargainings.filter((b) => b.supplierId === supplier.id),
    q,
  );
}

/** GET B/order/bargaining/buyer/list: the caller's own requests. */
export function buyerBargainings(db: MockDb, user: UserRecord, q: Json): Paged<Bargaining> {
  const buyer = actorFor(db, user, 'purchase');
  expireBargainings(db, now());
  const page = query(
    db.trade.bargainings.filter((b) => b.buyerId === buyer.id),
    q,
  );
  return { ...page, records: page.records.map(forBuyer) };
}

function own(db: MockDb, id: string, match: (b: Bargaining) => boolean): Bargaining {
  expireBargainings(db, now());
  const b = db.trade.bargainings.find((x) => x.id === id);
  if (!b || !match(b)) throw notFound(tr('server.trade.bargain.notFound', { id }));
  return b;
}

function refuseUnless(b: Bargaining, allowed: BargainingStatus[], verb: 'agreed' | 'rejected' | 'cancelled'): void {
  if (!allowed.includes(b.status)) {
    const detail = tr(`server.trade.bargain.status.${verb}`, {
      status: b.status.toLowerCase(),
      statusName: tr(`trade.bargaining.status.${b.status}`),
    });
    throw badRequest(tr('server.trade.bargain.status.title'), detail, 'BARGAINING_STATUS_CONFLICT');
  }
}

/** PUT audit/agree/{id}: the supplier accepts; the price then holds for one order within the window. */
export function agreeBargaining(db: MockDb, user: UserRecord, id: string): Bargaining {
  const supplier = actorFor(db, user, 'sales');
  const b = own(db, id, (x) => x.supplierId === supplier.id);
  refuseUnless(b, ['WAITING'], 'agreed');
  const at = now();
  b.status = 'AGREED';
  b.answeredAt = iso(at);
  b.expiresAt = iso(at + db.trade.config.bargainingWindowMs);
  return b;
}

/** PUT audit/reject/{id} */
export function rejectBargaining(db: MockDb, user: UserRecord, id: string, reason: unknown): Bargaining {
  const supplier = actorFor(db, user, 'sales');
  const b = own(db, id, (x) => x.supplierId === supplier.id);
  refuseUnless(b, ['WAITING'], 'rejected');
  if (reason !== undefined && (typeof reason !== 'string' || reason.length > 200))
    throw invalid([{ field: 'reason', message: tr('server.trade.bargain.reason') }]);
  b.status = 'REJECTED';
  b.answeredAt = iso(now());
  if (typeof reason === 'string' && reason.trim()) b.rejectReason = reason.trim();
  return b;
}

/** PUT audit/cancel/{id}: the buyer withdraws a waiting request (or an agreement it will not use). */
export function cancelBargaining(db: MockDb, user: UserRecord, id: string): Bargaining {
  const buyer = actorFor(db, user, 'purchase');
  const b = own(db, id, (x) => x.buyerId === buyer.id);
  refuseUnless(b, ['WAITING', 'AGREED'], 'cancelled');
  b.status = 'CANCELED';
  b.answeredAt = iso(now());
  return b;
}

/** The agreed bargaining an order may use, or a 400 saying why not. */
export function bargainingForOrder(db: MockDb, buyerId: string, commodityId: string, id: string, at: number): Bargaining {
  expireBargainings(db, at);
  const b = db.trade.bargainings.find((x) => x.id === id);
  if (!b || b.buyerId !== buyerId || b.commodityId !== commodityId)
    throw invalid([{ field: 'bargainingId', message: tr('server.trade.bargain.notYours') }]);
  if (b.status !== 'AGREED')
    throw invalid(
      [
        {
          field: 'bargainingId',
          message: tr('server.trade.bargain.notAgreed', {
            status: b.status.toLowerCase(),
            statusName: tr(`trade.bargaining.status.${b.status}`),
          }),
        },
      ],
      'BARGAINING_NOT_USABLE',
    );
  return b;
}
