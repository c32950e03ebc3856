import { AUTOMATION_LIMITS } from '../../../src/domain/automation/rules';
import type { TodoItem, TodoKind, TodoSummary } from '../../../src/domain/automation/types';
import { now } from '../clock';
import { expireBargainings } from '../trade/bargaining';
import { runClock } from '../trade/orders';
import type { OrderRecord } from '../trade/state';
import type { MockDb, UserRecord } from '../types';
import { hasAuthority, ownerOf } from '../users';

/**
 * The to-do centre: what waits for the caller's main account across commodities and orders —
 * offers to answer, orders to deliver, disputes and unread order chats. A sub-account sees a kind
 * only with the permission of the page that handles it (offers: COMMODITY; sales orders:
 * ORDER_SOLD; purchases: ORDER_PURCHASED).
 */
export function todosOf(db: MockDb, operator: UserRecord): TodoSummary {
  const owner = ownerOf(db, operator);
  const at = now();
  runClock(db, at);
  expireBargainings(db, at);
  const sales = hasAuthority(operator, 'ORDER_SOLD');
  const purchases = hasAuthority(operator, 'ORDER_PURCHASED');
  const lists: Partial<Record<TodoKind, TodoItem[]>> = {};

  if (owner.supplier && hasAuthority(operator, 'COMMODITY'))
    lists.OFFER = db.trade.bargainings
      .filter((b) => b.supplierId === owner.id && b.status === 'WAITING')
      .map((b) => ({
        kind: 'OFFER',
        id: b.id,
        title: b.commodityTitle,
        commodityId: b.commodityId,
        counterparty: b.buyerName,
        price: b.offerPrice,
        quantity: b.quantity,
        at: b.createdAt,
      }));

  const orderItem = (kind: TodoKind, o: OrderRecord, side: 'purchase' | 'sales', unread?: number): TodoItem => ({
    kind,
    id: `${o.orderNo}:${side}`,
    title: o.title,
    orderNo: o.orderNo,
    side,
    counterparty: side === 'sales' ? o.buyer.storeName || o.buyer.name : o.seller.storeName || o.seller.name,
    price: o.amount,
    quantity: o.quantity,
    ...(unread ? { unread } : {}),
    at: o.createdAt,
  });
  const mine = (o: OrderRecord): Array<'purchase' | 'sales'> => [
    ...(sales && o.seller.id === owner.id ? (['sales'] as const) : []),
    ...(purchases && o.buyer.id === owner.id ? (['purchase'] as const) : []),
  ];

  if (sales) lists.DELIVER = [];
  if (sales || purchases) {
    lists.DISPUTE = [];
    lists.CHAT = [];
  }
  for (const o of db.trade.orders) {
    for (const side of mine(o)) {
      if (side === 'sales' && o.status === 'TO_DELIVER') lists.DELIVER?.push(orderItem('DELIVER', o, side));
      if (o.status === 'IN_DISPUTE') lists.DISPUTE?.push(orderItem('DISPUTE', o, side));
      const unread = side === 'sales' ? o.unreadSeller : o.unreadBuyer;
      if (unread > 0) lists.CHAT?.push(orderItem('CHAT', o, side, unread));
    }
  }

  const counts: TodoSummary['counts'] = {};
  const items: TodoItem[] = [];
  for (const [kind, list] of Object.entries(lists) as Array<[TodoKind, TodoItem[]]>) {
    counts[kind] = list.length;
    items.push(...list.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).slice(0, AUTOMATION_LIMITS.todoListMax));
  }
  return { counts, items };
}
