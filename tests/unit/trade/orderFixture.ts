import type { Order } from '@/types';

/**
 * One order as a side's list shows it: a supplier's gold order of 100 units at 4.1 (¥410),
 * nothing delivered yet. Tests set the status and the actions the server answered for it.
 */
export function makeOrder(over: Partial<Order> = {}): Order {
  const at = '2030-01-01T00:00:00.000Z';
  return {
    id: 'o1',
    orderNo: 'T2030001',
    source: 'COMMODITY',
    buyer: { id: '11', name: 'buyer' },
    seller: { id: '22', name: 'seller' },
    counterparty: { id: '22', name: 'seller' },
    side: 'purchase',
    gameId: '101',
    gameName: '魔兽世界',
    gameNameEn: 'World of Warcraft',
    serverId: '10101',
    serverName: '白银之手',
    serverNameEn: 'Silver Hand',
    categoryId: '1011',
    categoryKind: 'gold',
    categoryName: '金币',
    categoryNameEn: 'Gold',
    unit: '万金',
    unitEn: 'k gold',
    title: 'Gold',
    tradeMethod: 'MAIL',
    unitPrice: '4.1',
    quantity: 100,
    deliveredQuantity: 0,
    refundedQuantity: 0,
    undeliveredQuantity: 100,
    amount: '410.00',
    refundedAmount: '0.00',
    settledAmount: '0.00',
    status: 'TO_DELIVER',
    receiving: { character: 'Thrall' },
    orderAt: at,
    payDeadline: at,
    createdAt: at,
    modifiedAt: at,
    reminders: 0,
    unread: 0,
    read: true,
    changePending: false,
    actions: [],
    ...over,
  };
}
