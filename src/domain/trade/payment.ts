import type { PaymentMethodCode } from './codes';

/** Payment of a batch (SPEC §7 B/trade): one or more orders, or a deposit top-up. Money as decimal strings. */
export type { PaymentMethodCode };
export type PaymentBatchType = 'order' | 'deposit';
/** WAITING: no payment sent yet; PAYING: the gateway has it; then SUCCESS or FAILED. */
export type PaymentStatus = 'WAITING' | 'PAYING' | 'SUCCESS' | 'FAILED';
/** What a successful payment does. */
export type PaymentOnPaid = 'DEPOSIT_RECHARGE' | 'ORDER_PAY';

export interface PaymentMethod {
  code: PaymentMethodCode;
  name: string;
  nameEn: string;
  /** BALANCE pays from the account balance at once; GATEWAY goes through an outside payment service */
  channel: 'BALANCE' | 'GATEWAY';
  enabled: boolean;
  /** for BALANCE: what the caller can spend */
  available?: string;
}

/** One order of a batch, as the payment pages show it. */
export interface PaymentBatchOrder {
  orderNo: string;
  title: string;
  quantity: number;
  unitPrice: string;
  amount: string;
  status: string;
  payDeadline?: string;
}

export interface PaymentBatch {
  batchNo: string;
  type: PaymentBatchType;
  userId: string;
  amount: string;
  status: PaymentStatus;
  onPaid: PaymentOnPaid;
  /** order numbers (order) or the deposit business number (deposit) */
  refs: string[];
  method?: PaymentMethodCode;
  createdAt: string;
  /** the batch can no longer be paid after this */
  expiresAt: string;
  paidAt?: string;
  failedAt?: string;
  failureReason?: string;
  /** the orders of an 'order' batch */
  orders?: PaymentBatchOrder[];
}

/** POST B/trade/pay: pay an existing batch, or the given unpaid orders (a new batch is made). */
export interface PayRequest {
  batchNo?: string;
  orderNos?: string[];
  paymentMethod: PaymentMethodCode;
}

/** GET /api/v1/payment/record/last: the caller's last payment, to preselect its method. */
export interface PaymentRecord {
  batchNo: string;
  type: PaymentBatchType;
  method: PaymentMethodCode;
  amount: string;
  status: PaymentStatus;
  createdAt: string;
  paidAt?: string;
}
