/**
 * Finding an order and who acts on it: the order by number or id, the main account acting for a
 * side (after the sub-account permission check), and which side a caller is on. A leaf of the
 * trade rules: it reads the store and runs no clock.
 */
import { SIDE_AUTHORITY, type OrderSide } from '../../../src/domain/trade/codes';
import { notFound } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import type { MockDb, UserRecord } from '../types';
import { hasAuthority, ownerOf, requireAuthority } from '../users';
import type { OrderRecord } from './state';

export function requireOrder(db: MockDb, orderNoOrId: string): OrderRecord {
  const order = db.trade.byNo[orderNoOrId] ?? db.trade.orders.find((o) => o.id === orderNoOrId);
  if (!order) throw notFound(tr('server.trade.order.notFound', { orderNo: orderNoOrId }));
  return order;
}

/** The main account acting, after checking a sub-account holds the side's permission. */
export function actorFor(db: MockDb, user: UserRecord, side: OrderSide): UserRecord {
  requireAuthority(user, SIDE_AUTHORITY[side]);
  return ownerOf(db, user);
}

/** Which side the caller is on for an order (buyer first, for an order with oneself). */
export function sideOf(db: MockDb, user: UserRecord, order: OrderRecord): OrderSide | undefined {
  const owner = ownerOf(db, user);
  if (order.buyer.id === owner.id && hasAuthority(user, SIDE_AUTHORITY.purchase)) return 'purchase';
  if (order.seller.id === owner.id && hasAuthority(user, SIDE_AUTHORITY.sales)) return 'sales';
  return undefined;
}
