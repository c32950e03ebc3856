import type { CategoryKind } from '../../types/catalog';
import type { TradeMethod } from '../../types/listing';
import type { OrderComment } from '../supplier/types';
import type { OrderDeadlineKind, OrderSide, PaymentMethodCode } from './codes';
import type { OrderStatus } from './orderStatus';
import type { OrderCategory, OrderTab } from './orderTabs';

/** Orders as both sides and the fake backend see them (SPEC §4, §7 B/trade). */
export type { OrderCategory, OrderDeadlineKind, OrderSide, OrderStatus, OrderTab };

/** How the order came about: bought from a commodity listing, or sold into a demand. */
export type OrderSource = 'COMMODITY' | 'DEMAND';

/** What a side may do to an order in its current state (the backend answers them per order). */
export type OrderAction =
  | 'PAY'
  | 'CANCEL'
  | 'TIMEOUT_CANCEL'
  | 'CANCEL_BY_TIMEOUT'
  | 'REMIND'
  | 'DELIVER'
  | 'SETTLE'
  | 'REQUEST_CHANGE'
  | 'APPROVE_CHANGE'
  | 'REFUND'
  | 'RECEIVING_ACCOUNT'
  | 'DISPUTE'
  | 'REMARK'
  | 'REVIEW';

export interface OrderParty {
  id: string;
  name: string;
  storeName?: string;
  storeUrl?: string;
}

/** Where the goods go: the buyer's receiving character / account. */
export interface ReceivingAccount {
  character: string;
  account?: string;
  note?: string;
}

export interface OrderFile {
  name: string;
  url: string;
  uploadedAt: string;
}

/** What the seller hands over on delivery (character used, credentials for accounts, proof). */
export interface DeliveryCredential {
  id: string;
  quantity: number;
  character?: string;
  account?: string;
  password?: string;
  note?: string;
  files: OrderFile[];
  deliveredAt: string;
}

/** REFUND gives money back for units not delivered, or delivered and returned. */
export type OrderChangeKind = 'REFUND';
export type OrderChangeStatus = 'waiting' | 'agree' | 'disagree';

/** A change request between the parties (SPEC §4 request response status: waiting, agree, disagree). */
export interface OrderChange {
  id: string;
  kind: OrderChangeKind;
  /** units the change concerns (refunded or removed) */
  quantity: number;
  amount: string;
  reason: string;
  requestedBy: OrderSide;
  status: OrderChangeStatus;
  createdAt: string;
  answeredAt?: string;
}

export interface OrderLog {
  id: string;
  at: string;
  /** who acted: purchase, sales, platform or system (deadlines) */
  actor: OrderSide | 'platform' | 'system';
  /** an OrderAction or an event (CREATED, PAID, EXPIRED, SETTLED …); the client translates it */
  event: string;
  from?: OrderStatus;
  to?: OrderStatus;
  note?: string;
}

/**
 * What an order is, whichever side looks at it: the fake backend's store keeps these fields
 * (mock/_db/trade/state.ts) and each side's view adds its own (Order).
 */
export interface OrderBase {
  id: string;
  orderNo: string;
  source: OrderSource;
  commodityId?: string;
  demandId?: string;
  bargainingId?: string;
  buyer: OrderParty;
  seller: OrderParty;
  gameId: string;
  gameName: string;
  gameNameEn: string;
  serverId: string;
  serverName: string;
  serverNameEn: string;
  categoryId: string;
  categoryKind: CategoryKind;
  categoryName: string;
  categoryNameEn: string;
  unit: string;
  unitEn: string;
  title: string;
  tradeMethod: TradeMethod;
  unitPrice: string;
  /** the listing price before an agreed bargain, when one applied */
  listPrice?: string;
  quantity: number;
  deliveredQuantity: number;
  /** units refunded in total (undelivered ones and returned ones) */
  refundedQuantity: number;
  amount: string;
  refundedAmount: string;
  /** what the seller received at settlement */
  settledAmount: string;
  status: OrderStatus;
  paymentMethod?: PaymentMethodCode;
  batchNo?: string;
  receiving: ReceivingAccount;
  orderAt: string;
  payDeadline: string;
  tradeAt?: string;
  cancelDeadline?: string;
  deliverDeadline?: string;
  deliveryAt?: string;
  settleDeadline?: string;
  receiptedAt?: string;
  settledAt?: string;
  cancelAt?: string;
  createdAt: string;
  modifiedAt: string;
  /** number of reminders the buyer sent */
  reminders: number;
}

/** An order as one side sees it in a list (SPEC §3 order dates included). */
export interface Order extends OrderBase {
  /** the other party, from the caller's side */
  counterparty: OrderParty;
  side: OrderSide;
  /** units still owed: ordered − delivered − refunded before delivery */
  undeliveredQuantity: number;
  /** the caller's own remark on the order */
  remark?: string;
  /** the next deadline for a countdown, if the order is waiting on one */
  nextDeadline?: { kind: OrderDeadlineKind; at: string };
  /** unread chat messages of this order for the caller */
  unread: number;
  /** the caller has opened the order since its last change */
  read: boolean;
  /** a change request waits for the caller's answer */
  changePending: boolean;
  actions: OrderAction[];
}

/** GET B/trade/orders/{id}: the order with everything the detail page shows. */
export interface OrderDetail extends Order {
  credentials: DeliveryCredential[];
  files: OrderFile[];
  changes: OrderChange[];
  logs: OrderLog[];
  /** reviews of the order (kept by the supplier area's comments) */
  comments: OrderComment[];
  auditTime?: string;
  disputeReason?: string;
  /** what the platform escrow still holds for this order */
  escrow: string;
  /** for orders sold into a demand: the seller's character that hands the goods over */
  deliveryCharacter?: string;
}

/** Filters of the order lists (me/purchase, me/sales, me/tab, me/export). */
export interface OrderQuery {
  current?: number;
  size?: number;
  tab?: OrderTab;
  category?: OrderCategory;
  orderNo?: string;
  /** ISO instants, orderAt ≥ startTime and < endTime */
  startTime?: string;
  endTime?: string;
  gameId?: string;
  serverId?: string;
  status?: OrderStatus;
  /** name or id of the other party */
  counterparty?: string;
  minAmount?: string;
  maxAmount?: string;
  /** e.g. 'orderAt,desc' (default) or 'amount,asc' */
  sort?: string;
}

export type OrderTabCounts = Record<OrderTab, number>;

/** GET B/trade/me/statistic: the strip above the lists. */
export interface OrderStatistic {
  side: OrderSide;
  todayCount: number;
  todayAmount: string;
  monthCount: number;
  monthAmount: string;
  /** orders waiting on the caller (same as the TODO tab) */
  todo: number;
  inDispute: number;
  unread: number;
  /** money of the caller's orders sitting in escrow */
  inEscrow: string;
}

/** POST B/trade/buyer/orders: buy a commodity (or at an agreed bargaining price). */
export interface CreateBuyerOrderRequest {
  commodityId: string;
  quantity: number;
  receiving: ReceivingAccount;
  bargainingId?: string;
  remark?: string;
}

/** POST B/trade/seller/orders: sell into a demand. */
export interface CreateSellerOrderRequest {
  demandId: string;
  quantity: number;
  /** the seller's character that hands the goods over */
  deliveryCharacter: string;
  remark?: string;
}

export interface CreateOrderResult {
  orderNo: string;
  batchNo: string;
  amount: string;
  payDeadline: string;
  status: OrderStatus;
}

/** PUT B/trade/orders/delivery-credentials */
export interface DeliverRequest {
  orderNo: string;
  quantity: number;
  character?: string;
  account?: string;
  password?: string;
  note?: string;
  /** files the seller stored through the STS 'file' scene; the server stamps when */
  files?: Array<Pick<OrderFile, 'name' | 'url'>>;
}

/** POST B/trade/changes */
export interface OrderChangeRequest {
  orderNo: string;
  kind: OrderChangeKind;
  quantity: number;
  reason: string;
}

/** PATCH B/trade/changes/approve */
export interface ApproveChangeRequest {
  orderNo: string;
  changeId: string;
  agree: boolean;
}

/** PATCH B/trade/me/remark-or-reminder */
export interface RemarkRequest {
  orderNo: string;
  remark: string;
}

/** GET B/trade/settlements: what settling the caller's sales paid out. */
export type SettlementStatus = 'PENDING' | 'SUCCESS' | 'FAILED';
export interface Settlement {
  id: string;
  orderNo: string;
  sellerId: string;
  amount: string;
  status: SettlementStatus;
  deadlineAt: string;
  tradeNotifyAt?: string;
  failureReason?: string;
  statements: Array<{ label: string; amount: string }>;
}

/** GET B/trade/orders/{orderIdOrNo}/status */
export interface OrderStatusInfo {
  orderNo: string;
  status: OrderStatus;
  modifiedAt: string;
  nextDeadline?: { kind: OrderDeadlineKind; at: string };
}

/** Archived (history) orders: the same shape, read-only, with the datasource they live in. */
export interface HistoryOrder extends Order {
  datasource: string;
  archivedAt: string;
}

export interface HistoryOrderDetail extends OrderDetail {
  datasource: string;
  archivedAt: string;
}

export interface HistoryMessage {
  id: string;
  from: OrderSide;
  content: string;
  sentAt: string;
}

/* ---------------- what the order calls send and answer besides the entities ---------------- */

/** `side` of a query: which side of the order the caller acts on. */
export interface SideQuery {
  side: OrderSide;
}

/** GET B/trade/me/tab: the list filters without tab and paging, and the side. */
export type OrderTabQuery = Omit<OrderQuery, 'tab' | 'current' | 'size'> & SideQuery;

/** GET B/trade/me/export: the list filters, the side and the language of the sheet. */
export type OrderExportQuery = OrderQuery & SideQuery & { lang?: string };

/** An order named in a body, and the side the caller acts on (PATCH cancel, POST timeout-cancel, cancelByTimeout). */
export interface OrderSideRequest {
  orderNo: string;
  side: OrderSide;
}

/** PATCH B/trade/cancel */
export interface CancelOrderRequest extends OrderSideRequest {
  reason?: string;
}

/** PUT B/trade/orders/me: the caller reports a problem. */
export interface DisputeRequest extends OrderSideRequest {
  reason: string;
}

/** POST B/trade/settlements: the buyer confirms receipt of these orders. */
export interface SettleRequest {
  orderNos: string[];
}

/** POST B/trade/changes; with `immediate: true` the seller refunds undelivered units without asking. */
export type OrderChangeCall = OrderChangeRequest & SideQuery & { immediate?: boolean };

/** GET B/trade/settlements/{id}/failed */
export interface SettlementFailure {
  id: string;
  orderNo: string;
  status: SettlementStatus;
  failed: boolean;
  failureReason: string | null;
}

/** GET B/trade/order/chat/unread/total: unread chat messages over all orders, per side. */
export interface OrderChatUnreadTotal {
  purchase: number;
  sales: number;
  total: number;
}

/** GET B/trade/me/card: the order card a chat shows. */
export interface OrderCard {
  orderNo: string;
  title: string;
  gameName: string;
  gameNameEn: string;
  quantity: number;
  amount: string;
  status: OrderStatus;
  side: OrderSide;
  counterparty: Order['counterparty'];
}

/** Query of the chat card calls: the order, and the side when the caller is on both. */
export interface OrderCardQuery {
  orderNo: string;
  side?: OrderSide;
}

export interface OrderCardUnread {
  orderNo: string;
  unread: number;
}

/** GET B/trade/me/notices: a recent event on the caller's orders made by someone else. */
export interface OrderNotice {
  orderNo: string;
  side: OrderSide;
  event: string;
  at: string;
  status: OrderStatus;
  /** the other party of the order (to open its chat) */
  counterpartyId?: string;
}

/** B/transfer: where an order lives (`live`, or an archive datasource). */
export interface OrderDatasource {
  code: string;
  datasource: string;
}
