import { endpoint } from '../endpoint';
import type { Bargaining, BargainingApply, BargainingQuery, BargainingReject } from './bargaining';
import type { GenerateOrdersRequest, GenerateOrdersResult, PlatformActionRequest, PlatformActionResult, TradeConfig } from './control';
import type { CounterpartyCheck, CounterpartyQuery } from './counterparty';
import type {
  ApproveChangeRequest,
  CancelOrderRequest,
  CreateBuyerOrderRequest,
  CreateOrderResult,
  CreateSellerOrderRequest,
  DeliverRequest,
  DisputeRequest,
  HistoryMessage,
  HistoryOrder,
  HistoryOrderDetail,
  Order,
  OrderCard,
  OrderCardQuery,
  OrderCardUnread,
  OrderChangeCall,
  OrderChatUnreadTotal,
  OrderDatasource,
  OrderDetail,
  OrderExportQuery,
  OrderNotice,
  OrderQuery,
  OrderSideRequest,
  OrderStatistic,
  OrderStatusInfo,
  OrderTabCounts,
  OrderTabQuery,
  ReceivingAccount,
  RemarkRequest,
  SettleRequest,
  Settlement,
  SettlementFailure,
  SettlementStatus,
  SideQuery,
} from './order';
import type { PaymentBatch, PaymentMethod, PaymentRecord, PayRequest } from './payment';
import type { Paged } from '../../types/api';

/**
 * Trade calls (SPEC §7 B/trade): each declared once; the service of the same name calls it and
 * the fake backend's handler registers against it.
 */
export const tradeApi = {
  // Payment: methods, the last payment, a batch's state, paying a batch or unpaid orders.
  getPaymentMethods: endpoint('GET', '/api/v1/common/payment-methods').of<{ res: PaymentMethod[] }>(),
  /** `{}` when the caller has never paid. */
  getLastPaymentRecord: endpoint('GET', '/api/v1/payment/record/last').of<{ res: PaymentRecord | Record<string, never> }>(),
  getPaymentBatch: endpoint('GET', '/api/v1/trade/:type/:batchNo').of<{ res: PaymentBatch }>(),
  pay: endpoint('POST', '/api/v1/shop/trade/pay', { idempotent: true }).of<{ res: PaymentBatch; body: PayRequest }>(),

  // Checkout: placing orders (answered 201).
  createBuyerOrder: endpoint('POST', '/api/v1/shop/trade/buyer/orders', { idempotent: true }).of<{
    res: CreateOrderResult;
    body: CreateBuyerOrderRequest;
  }>(),
  createSellerOrder: endpoint('POST', '/api/v1/shop/trade/seller/orders', { idempotent: true }).of<{
    res: CreateOrderResult;
    body: CreateSellerOrderRequest;
  }>(),

  // Each side's orders: lists, tab counts, the statistic strip, one order, its status.
  queryPurchasedOrders: endpoint('GET', '/api/v1/shop/trade/me/purchase').of<{ res: Paged<Order>; query: OrderQuery }>(),
  querySoldOrders: endpoint('GET', '/api/v1/shop/trade/me/sales').of<{ res: Paged<Order>; query: OrderQuery }>(),
  getOrderTabCounts: endpoint('GET', '/api/v1/shop/trade/me/tab').of<{ res: OrderTabCounts; query: OrderTabQuery }>(),
  getOrderStatistic: endpoint('GET', '/api/v1/shop/trade/me/statistic').of<{ res: OrderStatistic; query: SideQuery }>(),
  /** `:id` is the order's id or its number. */
  getOrderStatus: endpoint('GET', '/api/v1/shop/trade/orders/:id/status').of<{ res: OrderStatusInfo; query: SideQuery }>(),
  getOrder: endpoint('GET', '/api/v1/shop/trade/orders/:id').of<{ res: OrderDetail; query: SideQuery }>(),
  /** The current filter of a side as an .xlsx file (no paging): a download. */
  exportOrders: endpoint('GET', '/api/v1/shop/trade/me/export').of<{ res: Blob; query: OrderExportQuery }>(),

  // What the parties do to an order; each answers the order as the caller's side sees it.
  markOrderRead: endpoint('PATCH', '/api/v1/shop/trade/orders/me/:orderNo/read').of<{ res: OrderDetail; query: SideQuery }>(),
  cancelOrder: endpoint('PATCH', '/api/v1/shop/trade/cancel', { idempotent: true }).of<{ res: OrderDetail; body: CancelOrderRequest }>(),
  timeoutCancelOrder: endpoint('POST', '/api/v1/shop/trade/timeout-cancel', { idempotent: true }).of<{
    res: OrderDetail;
    body: OrderSideRequest;
  }>(),
  cancelOrderByTimeout: endpoint('POST', '/api/v1/shop/trade/cancelByTimeout', { idempotent: true }).of<{
    res: OrderDetail;
    body: OrderSideRequest;
  }>(),
  remindOrder: endpoint('POST', '/api/v1/shop/trade/orders/:orderNo/reminder').of<{ res: OrderDetail; body: SideQuery }>(),
  deliverOrder: endpoint('PUT', '/api/v1/shop/trade/orders/delivery-credentials', { idempotent: true }).of<{
    res: OrderDetail;
    body: DeliverRequest & SideQuery;
  }>(),
  /** The buyer confirms receipt; the seller is paid when the settlement runs. */
  settleOrders: endpoint('POST', '/api/v1/shop/trade/settlements', { idempotent: true }).of<{ res: Order[]; body: SettleRequest }>(),
  /** A change request; refundOrder calls it too (immediate refund by the seller). */
  requestOrderChange: endpoint('POST', '/api/v1/shop/trade/changes', { idempotent: true }).of<{
    res: OrderDetail;
    body: OrderChangeCall;
  }>(),
  approveOrderChange: endpoint('PATCH', '/api/v1/shop/trade/changes/approve', { idempotent: true }).of<{
    res: OrderDetail;
    body: ApproveChangeRequest & SideQuery;
  }>(),
  updateReceivingAccount: endpoint('PUT', '/api/v1/shop/trade/orders/receiving-account/:orderNo').of<{
    res: OrderDetail;
    body: ReceivingAccount & SideQuery;
  }>(),
  disputeOrder: endpoint('PUT', '/api/v1/shop/trade/orders/me').of<{ res: OrderDetail; body: DisputeRequest }>(),
  remarkOrder: endpoint('PATCH', '/api/v1/shop/trade/me/remark-or-reminder').of<{ res: OrderDetail; body: RemarkRequest & SideQuery }>(),

  // Reads around orders: settlements, unread counts, chat cards, notices, a demand's orders.
  querySettlements: endpoint('GET', '/api/v1/shop/trade/settlements').of<{
    res: Paged<Settlement>;
    query: { current?: number; size?: number; status?: SettlementStatus };
  }>(),
  getSettlementFailure: endpoint('GET', '/api/v1/shop/trade/settlements/:settlementId/failed').of<{ res: SettlementFailure }>(),
  queryUnreadOrderNos: endpoint('GET', '/api/v1/shop/trade/read/all/order/unread/list').of<{ res: string[]; query: SideQuery }>(),
  getOrderChatUnreadTotal: endpoint('GET', '/api/v1/shop/trade/order/chat/unread/total').of<{ res: OrderChatUnreadTotal }>(),
  getOrderCard: endpoint('GET', '/api/v1/shop/trade/me/card').of<{ res: OrderCard; query: OrderCardQuery }>(),
  getOrderCardUnread: endpoint('GET', '/api/v1/shop/trade/me/card/chat/unread').of<{ res: OrderCardUnread; query: OrderCardQuery }>(),
  queryOrderNotices: endpoint('GET', '/api/v1/shop/trade/me/notices').of<{ res: OrderNotice[] }>(),
  queryDemandOrders: endpoint('GET', '/api/v1/shop/trade/demands/:demandId/orders').of<{ res: Paged<Order>; query: OrderQuery }>(),

  // Bargaining on a commodity.
  applyBargaining: endpoint('PUT', '/api/v1/shop/order/bargaining/apply').of<{ res: Bargaining; body: BargainingApply }>(),
  agreeBargaining: endpoint('PUT', '/api/v1/shop/order/bargaining/audit/agree/:id').of<{ res: Bargaining }>(),
  rejectBargaining: endpoint('PUT', '/api/v1/shop/order/bargaining/audit/reject/:id').of<{ res: Bargaining; body: BargainingReject }>(),
  cancelBargaining: endpoint('PUT', '/api/v1/shop/order/bargaining/audit/cancel/:id').of<{ res: Bargaining }>(),
  querySellerBargainings: endpoint('GET', '/api/v1/shop/order/bargaining/seller/list').of<{
    res: Paged<Bargaining>;
    query: BargainingQuery;
  }>(),
  queryBuyerBargainings: endpoint('GET', '/api/v1/shop/order/bargaining/buyer/list').of<{
    res: Paged<Bargaining>;
    query: BargainingQuery;
  }>(),

  // Checks on the counterparty before an order.
  checkWarning: endpoint('GET', '/api/v1/shop/common/warning/check').of<{ res: CounterpartyCheck; query: CounterpartyQuery }>(),
  getCheatState: endpoint('GET', '/api/v1/shop/problem/defense/cheat/state').of<{ res: CounterpartyCheck; query: CounterpartyQuery }>(),
  /** The caller read the warning and goes on (valid for a day). */
  confirmCheatWarning: endpoint('PUT', '/api/v1/shop/cheat/validated').of<{ res: CounterpartyCheck; body: CounterpartyQuery }>(),

  // Archived orders (B/history) and moving orders in and out of the archive (B/transfer).
  queryPurchasedHistoryOrders: endpoint('POST', '/api/v1/shop/history/order/purchase/page').of<{
    res: Paged<HistoryOrder>;
    body: OrderQuery;
  }>(),
  querySoldHistoryOrders: endpoint('POST', '/api/v1/shop/history/order/sales/page').of<{ res: Paged<HistoryOrder>; body: OrderQuery }>(),
  getHistoryOrder: endpoint('GET', '/api/v1/shop/history/order/:datasource/:id').of<{ res: HistoryOrderDetail }>(),
  getHistoryMessages: endpoint('GET', '/api/v1/shop/history/messages/:datasource/:id').of<{ res: HistoryMessage[] }>(),
  /** Archived orders of a side as an .xlsx file: a download. */
  exportHistoryOrders: endpoint('GET', '/api/v1/shop/history/orders/export').of<{ res: Blob; query: OrderExportQuery }>(),
  getOrderDatasource: endpoint('GET', '/api/v1/shop/transfer/transfer/datasource/:code').of<{ res: OrderDatasource }>(),
  restoreArchivedOrder: endpoint('GET', '/api/v1/shop/transfer/back/:code/:datasource').of<{ res: OrderDatasource }>(),
  archiveOrder: endpoint('GET', '/api/v1/shop/transfer/archive/:code').of<{ res: OrderDatasource }>(),

  // Control calls of the fake backend (tests, demos, benchmarks; no caller in the console).
  getTradeConfig: endpoint('GET', '/api/mock/trade/config').of<{ res: TradeConfig }>(),
  updateTradeConfig: endpoint('POST', '/api/mock/trade/config').of<{ res: TradeConfig; body: Partial<TradeConfig> }>(),
  platformOrderAction: endpoint('POST', '/api/mock/trade/orders/:orderNo/platform').of<{
    res: PlatformActionResult;
    body: PlatformActionRequest;
  }>(),
  generateOrders: endpoint('POST', '/api/mock/trade/generate').of<{ res: GenerateOrdersResult; body: GenerateOrdersRequest }>(),
} as const;
