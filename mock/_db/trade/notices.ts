/**
 * Order events for the notification centre (the bell and its sounds): a paid order is new to its
 * seller, a cancellation reaches the side that did not cancel, a payment timeout and an automatic
 * completion reach both sides, and a delivery that leaves a commodity low on stock warns its
 * supplier. The client renders the text from `type` and `params`.
 */
import type { ChatSide, NotificationType, OrderSide } from '../../../src/types';
import { LOW_STOCK } from '../../../src/domain/supplier/rules';
import { iso } from '../../_lib/dates';
import { pushNotification } from '../chat/notifications';
import type { MockDb } from '../types';
import type { OrderRecord } from './state';

type Party = 'buyer' | 'seller';

function notify(db: MockDb, order: OrderRecord, type: NotificationType, parties: Party[], atMs: number): void {
  if (!db.chat?.notifications) return; // a store without the chat slice (some unit tests)
  for (const party of parties) {
    const side: ChatSide = party === 'buyer' ? 'buy' : 'sell';
    pushNotification(db, {
      userId: order[party].id,
      type,
      side,
      orderNo: order.orderNo,
      params: { quantity: String(order.quantity), amount: order.amount },
      at: iso(atMs),
    });
  }
}

export const noticeOrderPaid = (db: MockDb, order: OrderRecord, atMs: number) => notify(db, order, 'ORDER_NEW', ['seller'], atMs);

export const noticePayTimeout = (db: MockDb, order: OrderRecord, atMs: number) =>
  notify(db, order, 'ORDER_TIMEOUT', ['buyer', 'seller'], atMs);

export const noticeAutoCompleted = (db: MockDb, order: OrderRecord, atMs: number) =>
  notify(db, order, 'ORDER_AUTO', ['buyer', 'seller'], atMs);

/** The side that did not act hears of it; the platform's cancellation reaches both. */
export function noticeCanceled(db: MockDb, order: OrderRecord, by: OrderSide | 'platform', atMs: number): void {
  const parties: Party[] = by === 'purchase' ? ['seller'] : by === 'sales' ? ['buyer'] : ['buyer', 'seller'];
  notify(db, order, 'ORDER_CANCEL', parties, atMs);
}

/** Once per crossing: only when this delivery took the stock from above LOW_STOCK to at or below it. */
export function noticeLowStock(db: MockDb, order: OrderRecord, stockBefore: number, atMs: number): void {
  if (!db.chat?.notifications || !order.commodityId) return;
  const commodity = db.market.commodities.find((c) => c.id === order.commodityId);
  if (!commodity || stockBefore <= LOW_STOCK || commodity.stock > LOW_STOCK) return;
  pushNotification(db, {
    userId: order.seller.id,
    type: 'ORDER_STOCK',
    side: 'sell',
    params: { title: commodity.title, stock: String(commodity.stock) },
    at: iso(atMs),
  });
}
