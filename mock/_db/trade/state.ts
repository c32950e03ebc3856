import type {
  Bargaining,
  DeliveryCredential,
  OrderChange,
  OrderFile,
  OrderBase,
  OrderLog,
  OrderStatus,
  PaymentBatch,
  Settlement,
} from '../../../src/types';
import type { TradeConfig } from '../../../src/domain/trade/control';
import { DEFAULT_TRADE_CONFIG } from './config';

/* The trade slice's types: a leaf (no rules, no seed), so mock/_db/types.ts imports it without a knot. */

/** An order as the store keeps it: both sides' views are derived from it (view.ts). */
export interface OrderRecord extends OrderBase {
  /** the part of refundedQuantity that had been delivered and came back */
  returnedQuantity: number;
  /** while PAUSED, LOCKED or IN_DISPUTE: the status to go back to, and since when it is held */
  heldFrom?: OrderStatus;
  heldAt?: string;
  deliveryCharacter?: string;
  remarkBuyer?: string;
  remarkSeller?: string;
  auditTime?: string;
  disputeReason?: string;
  readBuyer: boolean;
  readSeller: boolean;
  unreadBuyer: number;
  unreadSeller: number;
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
  return {
    seq: 0,
    config: { ...DEFAULT_TRADE_CONFIG },
    orders: [],
    byNo: {},
    batches: {},
    settlements: [],
    bargainings: [],
    archive: [],
    validations: {},
  };
}
