import type {
  Bargaining,
  CategoryKind,
  DeliveryCredential,
  OrderChange,
  OrderFile,
  OrderLog,
  OrderParty,
  OrderSource,
  OrderStatus,
  PaymentBatch,
  PaymentMethodCode,
  ReceivingAccount,
  Settlement,
  TradeMethod,
} from '../../../src/types';
import type { SeedContext } from '../seed/context';
import { DEFAULT_TRADE_CONFIG, type TradeConfig } from './config';
import { seedTradeData } from './seed';

/** An order as the store keeps it: both sides' views are derived from it (view.ts). */
export interface OrderRecord {
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
  listPrice?: string;
  quantity: number;
  deliveredQuantity: number;
  /** units refunded in total (undelivered ones and returned ones) */
  refundedQuantity: number;
  /** the part of refundedQuantity that had been delivered and came back */
  returnedQuantity: number;
  amount: string;
  refundedAmount: string;
  settledAmount: string;
  status: OrderStatus;
  /** while PAUSED, LOCKED or IN_DISPUTE: the status to go back to, and since when it is held */
  heldFrom?: OrderStatus;
  heldAt?: string;
  paymentMethod?: PaymentMethodCode;
  batchNo?: string;
  receiving: ReceivingAccount;
  deliveryCharacter?: string;
  remarkBuyer?: string;
  remarkSeller?: string;
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
  auditTime?: string;
  disputeReason?: string;
  readBuyer: boolean;
  readSeller: boolean;
  unreadBuyer: number;
  unreadSeller: number;
  reminders: number;
  lastRemindAt?: string;
  credentials: DeliveryCredential[];
  files: OrderFile[];
  changes: OrderChange[];
  logs: OrderLog[];
}

/** An order moved out of the live tables (B/history), by quarter of its order date. */
export interface ArchivedOrder {
  datasource: string;
  archivedAt: string;
  order: OrderRecord;
  messages: Array<{ id: string; from: 'purchase' | 'sales'; content: string; sentAt: string }>;
}

/** The trade slice: orders, payment batches, settlements, bargaining, archive, rule durations. */
export interface TradeState {
  seq: number;
  config: TradeConfig;
  /** live orders, oldest first */
  orders: OrderRecord[];
  byNo: Record<string, OrderRecord>;
  batches: Record<string, PaymentBatch>;
  settlements: Settlement[];
  bargainings: Bargaining[];
  archive: ArchivedOrder[];
  /** `${viewerId}|${counterpartyId}` → when the viewer confirmed the risk warning */
  validations: Record<string, string>;
}

export function emptyTradeState(): TradeState {
  return { seq: 0, config: { ...DEFAULT_TRADE_CONFIG }, orders: [], byNo: {}, batches: {}, settlements: [], bargainings: [], archive: [], validations: {} };
}

export function seedTrade(ctx: SeedContext): TradeState {
  const trade = emptyTradeState();
  seedTradeData(ctx, trade);
  return trade;
}
