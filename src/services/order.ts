import { urlOf } from '@/domain/endpoint';
import { tradeApi } from '@/domain/trade/endpoints';
import type {
  ApproveChangeRequest,
  DeliverRequest,
  Order,
  OrderCard,
  OrderCardUnread,
  OrderChangeRequest,
  OrderChatUnreadTotal,
  OrderDetail,
  OrderNotice,
  OrderQuery,
  OrderSide,
  OrderStatistic,
  OrderStatusInfo,
  OrderTabCounts,
  Paged,
  ReceivingAccount,
  Settlement,
  SettlementFailure,
  SettlementStatus,
} from '@/types';
import { call } from '@/utils/request';
import { callPreloaded } from '@/utils/routeData';

/** Orders (SPEC §7 B/trade). `side` says which side of the order the caller acts on. */
export type { OrderCard, OrderNotice };

export function queryPurchasedOrders(query: OrderQuery): Promise<Paged<Order>> {
  return callPreloaded(tradeApi.queryPurchasedOrders, { params: query });
}

export function querySoldOrders(query: OrderQuery): Promise<Paged<Order>> {
  return callPreloaded(tradeApi.querySoldOrders, { params: query });
}

export function queryOrders(side: OrderSide, query: OrderQuery): Promise<Paged<Order>> {
  return side === 'purchase' ? queryPurchasedOrders(query) : querySoldOrders(query);
}

export function getOrderTabCounts(side: OrderSide, query: Omit<OrderQuery, 'tab' | 'current' | 'size'>): Promise<OrderTabCounts> {
  return call(tradeApi.getOrderTabCounts, { params: { ...query, side } });
}

export function getOrderStatistic(side: OrderSide): Promise<OrderStatistic> {
  return call(tradeApi.getOrderStatistic, { params: { side } });
}

export function getOrder(orderNoOrId: string, side: OrderSide): Promise<OrderDetail> {
  return call(tradeApi.getOrder, { path: { id: orderNoOrId }, params: { side } });
}

export function getOrderStatus(orderNoOrId: string, side: OrderSide, options: { silent?: boolean } = {}): Promise<OrderStatusInfo> {
  return call(tradeApi.getOrderStatus, { path: { id: orderNoOrId }, params: { side }, ...options });
}

/** The export URL of the current filter (ExportButton downloads it through the pipeline). */
export const orderExportUrl = urlOf(tradeApi.exportOrders);

export function markOrderRead(orderNo: string, side: OrderSide): Promise<OrderDetail> {
  return call(tradeApi.markOrderRead, { path: { orderNo }, params: { side }, silent: true });
}

export function cancelOrder(orderNo: string, side: OrderSide, reason?: string): Promise<OrderDetail> {
  return call(tradeApi.cancelOrder, { data: { orderNo, side, reason } });
}

export function timeoutCancelOrder(orderNo: string, side: OrderSide): Promise<OrderDetail> {
  return call(tradeApi.timeoutCancelOrder, { data: { orderNo, side } });
}

export function cancelOrderByTimeout(orderNo: string): Promise<OrderDetail> {
  return call(tradeApi.cancelOrderByTimeout, { data: { orderNo, side: 'purchase' } });
}

export function remindOrder(orderNo: string): Promise<OrderDetail> {
  return call(tradeApi.remindOrder, { path: { orderNo }, data: { side: 'purchase' } });
}

export function deliverOrder(input: DeliverRequest): Promise<OrderDetail> {
  return call(tradeApi.deliverOrder, { data: { ...input, side: 'sales' } });
}

/** The buyer confirms receipt; the seller is paid when the settlement runs. */
export function settleOrders(orderNos: string[]): Promise<Order[]> {
  return call(tradeApi.settleOrders, { data: { orderNos } });
}

export function requestOrderChange(input: OrderChangeRequest, side: OrderSide): Promise<OrderDetail> {
  return call(tradeApi.requestOrderChange, { data: { ...input, side } });
}

/** The seller refunds units it will not deliver, without asking the buyer (the change call, immediate). */
export function refundOrder(orderNo: string, quantity: number): Promise<OrderDetail> {
  return call(tradeApi.requestOrderChange, {
    data: { orderNo, kind: 'REFUND', quantity, reason: 'refund', immediate: true, side: 'sales' },
  });
}

export function approveOrderChange(input: ApproveChangeRequest, side: OrderSide): Promise<OrderDetail> {
  return call(tradeApi.approveOrderChange, { data: { ...input, side } });
}

export function updateReceivingAccount(orderNo: string, receiving: ReceivingAccount): Promise<OrderDetail> {
  return call(tradeApi.updateReceivingAccount, { path: { orderNo }, data: { ...receiving, side: 'purchase' } });
}

export function disputeOrder(orderNo: string, side: OrderSide, reason: string): Promise<OrderDetail> {
  return call(tradeApi.disputeOrder, { data: { orderNo, side, reason } });
}

export function remarkOrder(orderNo: string, side: OrderSide, remark: string): Promise<OrderDetail> {
  return call(tradeApi.remarkOrder, { data: { orderNo, side, remark } });
}

export function querySettlements(query: { current?: number; size?: number; status?: SettlementStatus }): Promise<Paged<Settlement>> {
  return call(tradeApi.querySettlements, { params: query });
}

export function getSettlementFailure(settlementId: string): Promise<SettlementFailure> {
  return call(tradeApi.getSettlementFailure, { path: { settlementId } });
}

export function queryUnreadOrderNos(side: OrderSide): Promise<string[]> {
  return call(tradeApi.queryUnreadOrderNos, { params: { side } });
}

export function getOrderChatUnreadTotal(): Promise<OrderChatUnreadTotal> {
  return call(tradeApi.getOrderChatUnreadTotal);
}

export function getOrderCard(orderNo: string, side?: OrderSide): Promise<OrderCard> {
  return call(tradeApi.getOrderCard, { params: { orderNo, side } });
}

export function getOrderCardUnread(orderNo: string, side?: OrderSide): Promise<OrderCardUnread> {
  return call(tradeApi.getOrderCardUnread, { params: { orderNo, side } });
}

export function queryOrderNotices(): Promise<OrderNotice[]> {
  return call(tradeApi.queryOrderNotices);
}

export function queryDemandOrders(demandId: string, query: OrderQuery): Promise<Paged<Order>> {
  return call(tradeApi.queryDemandOrders, { path: { demandId }, params: query });
}
