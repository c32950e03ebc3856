import { B } from '@/constants/api';
import type { HistoryMessage, HistoryOrder, HistoryOrderDetail, OrderQuery, OrderSide, Paged } from '@/types';
import { request } from '@/utils/request';

/** Archived orders (B/history) and moving orders in and out of the archive (B/transfer). */
export function queryHistoryOrders(side: OrderSide, query: OrderQuery): Promise<Paged<HistoryOrder>> {
  return request<Paged<HistoryOrder>>(`${B}/history/order/${side}/page`, { method: 'POST', data: query });
}

export function getHistoryOrder(datasource: string, id: string): Promise<HistoryOrderDetail> {
  return request<HistoryOrderDetail>(`${B}/history/order/${encodeURIComponent(datasource)}/${encodeURIComponent(id)}`);
}

export function getHistoryMessages(datasource: string, id: string): Promise<HistoryMessage[]> {
  return request<HistoryMessage[]>(`${B}/history/messages/${encodeURIComponent(datasource)}/${encodeURIComponent(id)}`);
}

export const historyExportUrl = `${B}/history/orders/export`;

export interface OrderDatasource {
  code: string;
  datasource: string;
}

export function getOrderDatasource(code: string): Promise<OrderDatasource> {
  return request<OrderDatasource>(`${B}/transfer/transfer/datasource/${encodeURIComponent(code)}`);
}

export function restoreArchivedOrder(code: string, datasource: string): Promise<OrderDatasource> {
  return request<OrderDatasource>(`${B}/transfer/back/${encodeURIComponent(code)}/${encodeURIComponent(datasource)}`);
}

export function archiveOrder(code: string): Promise<OrderDatasource> {
  return request<OrderDatasource>(`${B}/transfer/archive/${encodeURIComponent(code)}`);
}
