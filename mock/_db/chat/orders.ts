import type { ChatDb } from './accounts';

/**
 * The parties of an order, read from the trade slice. Chat only needs who bought and who sold, so
 * it reads order records structurally (orderNo + buyer/seller ids) instead of depending on the
 * trade slice's full record type.
 */
export interface OrderParties {
  orderNo: string;
  buyerId: string;
  sellerId: string;
  at?: string;
  quantity?: string;
  amount?: string;
  status?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const idOf = (v: unknown): string | undefined => {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (isRecord(v)) return idOf(v.id);
  return undefined;
};

function partiesOf(v: unknown): OrderParties | undefined {
  if (!isRecord(v) || typeof v.orderNo !== 'string') return undefined;
  const buyerId = idOf(v.buyerId ?? v.buyer);
  const sellerId = idOf(v.sellerId ?? v.seller);
  if (!buyerId || !sellerId) return undefined;
  const at = [v.orderAt, v.createdAt].find((x): x is string => typeof x === 'string');
  const quantity = typeof v.quantity === 'number' ? String(v.quantity) : undefined;
  const amount = typeof v.amount === 'string' ? v.amount : undefined;
  const status = typeof v.status === 'string' ? v.status : undefined;
  return { orderNo: v.orderNo, buyerId, sellerId, at, quantity, amount, status };
}

/** Every order of the trade slice (array or map under `orders`); [] while it has none. */
export function tradeOrders(db: Pick<ChatDb, 'trade'>): OrderParties[] {
  const orders: unknown = isRecord(db.trade) ? (db.trade as Record<string, unknown>).orders : undefined;
  const list = Array.isArray(orders) ? orders : isRecord(orders) ? Object.values(orders) : [];
  return list.map(partiesOf).filter((x): x is OrderParties => !!x);
}

/** Whether the trade slice keeps orders at all (without it, order numbers cannot be checked). */
export function tradeHasOrders(db: Pick<ChatDb, 'trade'>): boolean {
  return tradeOrders(db).length > 0;
}

export function findOrderParties(db: Pick<ChatDb, 'trade'>, orderNo: string): OrderParties | undefined {
  return tradeOrders(db).find((o) => o.orderNo === orderNo);
}

/**
 * Keeps the trade slice's per-order unread chat count (the order lists' badge and "unread" tab)
 * equal to the order conversation's unread messages for that side.
 */
export function syncOrderUnread(db: Pick<ChatDb, 'trade'>, orderNo: string, side: 'buy' | 'sell', count: number): void {
  const byNo = isRecord(db.trade) ? (db.trade as Record<string, unknown>).byNo : undefined;
  const order = isRecord(byNo) ? byNo[orderNo] : undefined;
  if (!isRecord(order)) return;
  order[side === 'buy' ? 'unreadBuyer' : 'unreadSeller'] = count;
  if (count > 0) order[side === 'buy' ? 'readBuyer' : 'readSeller'] = false;
}
