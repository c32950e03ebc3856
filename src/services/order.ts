import { B } from '@/constants/api';
import type {
  ApproveChangeRequest,
  DeliverRequest,
  Order,
  OrderChangeRequest,
  OrderDetail,
  OrderQuery,
  OrderSide,
  OrderStatistic,
  OrderStatusInfo,
  OrderTabCounts,
  Paged,
  ReceivingAccount,
  Settlement,
} from '@/types';
import { request } from '@/utils/request';

/** Orders (SPEC §7 B/trade). `side` says which side of the order the caller acts on. */
const T = `${B}/trade`;

export function queryPurchasedOrders(query: OrderQuery): Promise<Paged<Order>> {
  return request<Paged<Order>>(`${T}/me/purchase`, { params: query });
}

export function querySoldOrders(query: OrderQuery): Promise<Paged<Order>> {
  return request<Paged<Order>>(`${T}/me/sales`, { params: query });
}

export function queryOrders(side: OrderSide, query: OrderQuery): Promise<Paged<Order>> {
  return side === 'purchase' ? queryPurchasedOrders(query) : querySoldOrders(query);
}

export function getOrderTabCounts(side: OrderSide, query: Omit<OrderQuery, 'tab' | 'current' | 'size'>): Promise<OrderTabCounts> {
  return request<OrderTabCounts>(`${T}/me/tab`, { params: { ...query, side } });
}

export function getOrderStatistic(side: OrderSide): Promise<OrderStatistic> {
  return request<OrderStatistic>(`${T}/me/statistic`, { params: { side } });
}

export function getOrder(orderNoOrId: string, side: OrderSide): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/orders/${encodeURIComponent(orderNoOrId)}`, { params: { side } });
}

export function getOrderStatus(orderNoOrId: string, side: OrderSide): Promise<OrderStatusInfo> {
  return request<OrderStatusInfo>(`${T}/orders/${encodeURIComponent(orderNoOrId)}/status`, { params: { side } });
}

/** The export URL of the current filter (ExportButton downloads it through the pipeline). */
export const orderExportUrl = `${T}/me/export`;

export function markOrderRead(orderNo: string, side: OrderSide): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/orders/me/${encodeURIComponent(orderNo)}/read`, { method: 'PATCH', params: { side }, silent: true });
}

export function cancelOrder(orderNo: string, side: OrderSide, reason?: string): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/cancel`, { method: 'PATCH', data: { orderNo, side, reason } });
}

export function timeoutCancelOrder(orderNo: string, side: OrderSide): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/timeout-cancel`, { method: 'POST', data: { orderNo, side } });
}

export function cancelOrderByTimeout(orderNo: string): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/cancelByTimeout`, { method: 'POST', data: { orderNo, side: 'purchase' } });
}

export function remindOrder(orderNo: string): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/orders/${encodeURIComponent(orderNo)}/reminder`, { method: 'POST', data: { side: 'purchase' } });
}

export function deliverOrder(input: DeliverRequest): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/orders/delivery-credentials`, { method: 'PUT', data: { ...input, side: 'sales' } });
}

/** The buyer confirms receipt; the seller is paid when the settlement runs. */
export function settleOrders(orderNos: string[]): Promise<Order[]> {
  return request<Order[]>(`${T}/settlements`, { method: 'POST', data: { orderNos } });
}

export function requestOrderChange(input: OrderChangeRequest, side: OrderSide): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/changes`, { method: 'POST', data: { ...input, side } });
}

/** The seller refunds units it will not deliver, without asking the buyer. */
export function refundOrder(orderNo: string, quantity: number): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/changes`, {
    method: 'POST',
    data: { orderNo, kind: 'REFUND', quantity, reason: 'refund', immediate: true, side: 'sales' },
  });
}

export function approveOrderChange(input: ApproveChangeRequest, side: OrderSide): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/changes/approve`, { method: 'PATCH', data: { ...input, side } });
}

export function updateReceivingAccount(orderNo: string, receiving: ReceivingAccount): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/orders/receiving-account/${encodeURIComponent(orderNo)}`, {
    method: 'PUT',
    data: { ...receiving, side: 'purchase' },
  });
}

export function disputeOrder(orderNo: string, side: OrderSide, reason: string): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/orders/me`, { method: 'PUT', data: { orderNo, side, reason } });
}

export function remarkOrder(orderNo: string, side: OrderSide, remark: string): Promise<OrderDetail> {
  return request<OrderDetail>(`${T}/me/remark-or-reminder`, { method: 'PATCH', data: { orderNo, side, remark } });
}

export function querySettlements(query: { current?: number; size?: number }): Promise<Paged<Settlement>> {
  return request<Paged<Settlement>>(`${T}/settlements`, { params: query });
}

export function getSettlementFailure(
  settlementId: string,
): Promise<{ id: string; orderNo: string; failed: boolean; failureReason: string | null }> {
  return request(`${T}/settlements/${encodeURIComponent(settlementId)}/failed`);
}

export function queryUnreadOrderNos(side: OrderSide): Promise<string[]> {
  return request<string[]>(`${T}/read/all/order/unread/list`, { params: { side } });
}

export function getOrderChatUnreadTotal(): Promise<{ purchase: number; sales: number; total: number }> {
  return request(`${T}/order/chat/unread/total`);
}

export interface OrderCard {
  orderNo: string;
  title: string;
  gameName: string;
  gameNameEn: string;
  quantity: number;
  amount: string;
  status: string;
  side: OrderSide;
  counterparty: Order['counterparty'];
}

export function getOrderCard(orderNo: string, side?: OrderSide): Promise<OrderCard> {
  return request<OrderCard>(`${T}/me/card`, { params: { orderNo, side } });
}

export function getOrderCardUnread(orderNo: string, side?: OrderSide): Promise<{ orderNo: string; unread: number }> {
  return request(`${T}/me/card/chat/unread`, { params: { orderNo, side } });
}

export interface OrderNotice {
  orderNo: string;
  side: OrderSide;
  event: string;
  at: string;
  status: string;
}

export function queryOrderNotices(): Promise<OrderNotice[]> {
  return request<OrderNotice[]>(`${T}/me/notices`);
}

export function queryDemandOrders(demandId: string, query: OrderQuery): Promise<Paged<Order>> {
  return request<Paged<Order>>(`${T}/demands/${encodeURIComponent(demandId)}/orders`, { params: query });
}
