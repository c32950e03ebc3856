import { urlOf } from '@/domain/endpoint';
import { tradeApi } from '@/domain/trade/endpoints';
import type { HistoryMessage, HistoryOrder, HistoryOrderDetail, OrderDatasource, OrderQuery, OrderSide, Paged } from '@/types';
import { call } from '@/utils/request';

/** Archived orders (B/history) and moving orders in and out of the archive (B/transfer). */
export type { OrderDatasource };

export function queryPurchasedHistoryOrders(query: OrderQuery): Promise<Paged<HistoryOrder>> {
  return call(tradeApi.queryPurchasedHistoryOrders, { data: query });
}

export function querySoldHistoryOrders(query: OrderQuery): Promise<Paged<HistoryOrder>> {
  return call(tradeApi.querySoldHistoryOrders, { data: query });
}

export function queryHistoryOrders(side: OrderSide, query: OrderQuery): Promise<Paged<HistoryOrder>> {
  return side === 'purchase' ? queryPurchasedHistoryOrders(query) : querySoldHistoryOrders(query);
}

export function getHistoryOrder(datasource: string, id: string): Promise<HistoryOrderDetail> {
  return call(tradeApi.getHistoryOrder, { path: { datasource, id } });
}

export function getHistoryMessages(datasource: string, id: string): Promise<HistoryMessage[]> {
  return call(tradeApi.getHistoryMessages, { path: { datasource, id } });
}

export const historyExportUrl = urlOf(tradeApi.exportHistoryOrders);

export function getOrderDatasource(code: string, options: { silent?: boolean } = {}): Promise<OrderDatasource> {
  return call(tradeApi.getOrderDatasource, { path: { code }, ...options });
}

export function restoreArchivedOrder(code: string, datasource: string): Promise<OrderDatasource> {
  return call(tradeApi.restoreArchivedOrder, { path: { code, datasource } });
}

export function archiveOrder(code: string): Promise<OrderDatasource> {
  return call(tradeApi.archiveOrder, { path: { code } });
}
