import { CONTACT_PHONE_RE, QQ_RE } from '../account/rules';
import type { ListMark } from '../account/facts';
import type { ResellerStep } from '../account/user';
import { DEMAND_STATUSES, type DemandStatus, PUBLIC_STATUSES, type PublicStatus, TRADE_METHODS, type TradeMethod } from '../market/listing';

/**
 * Receiver-side facts shared by the pages and the fake backend, so the client checks exactly what
 * the server enforces. SPEC §9 leaves price and quantity limits open: these are the product's.
 */

/** The deposit that keeps a receiver's demands on the market (SPEC §9). */
export const RECEIVER_DEPOSIT = '200';

export const DEMAND_LIMITS = {
  titleMax: 60,
  /** unit price in yuan: above 0, at most this, at most priceDecimals decimals */
  priceMax: '1000000',
  priceDecimals: 4,
  quantityMax: 1_000_000,
  /** latest effective time, in days from now */
  effectiveMaxDays: 180,
  /** rows of one import file */
  importMaxRows: 2000,
  /** an import file must be smaller than this (5 MB) */
  importMaxBytes: 5 * 1024 * 1024,
} as const;

/** Deposit top-up and refund (the 200 itself is RECEIVER_DEPOSIT). */
export const DEPOSIT_LIMITS = {
  rechargeMin: '1',
  rechargeMax: '100000',
  /** a pending refund request is reviewed (paid to the balance) by the fake backend after this */
  refundReviewMs: 24 * 3600 * 1000,
  reasonMax: 200,
  /** an amount typed by the user: yuan with at most two decimals */
  amountPattern: /^\d+(\.\d{1,2})?$/,
} as const;

/** The store fields of the onboarding info step and the settings page. */
export const RESELLER_INFO_RULES = {
  storeNameMin: 2,
  storeNameMax: 30,
  storeUrlMax: 32,
  storeUrlPattern: /^[a-z0-9][a-z0-9-]{2,31}$/,
  /** the contact patterns are the account centre's (src/domain/account/rules.ts) */
  qqPattern: QQ_RE,
  phonePattern: CONTACT_PHONE_RE,
  noticeMax: 200,
} as const;

/** The receiver's remark on a supplier (/reseller/mySupplier). */
export const SUPPLIER_REMARK_MAX = 100;

/** The listing lists are the market's (src/domain/market/listing.ts); the receiver pages and rules read them from here. */
export { DEMAND_STATUSES, PUBLIC_STATUSES, TRADE_METHODS };

export const isTradeMethod = (v: unknown): v is TradeMethod => TRADE_METHODS.some((m) => m === v);
export const isPublicStatus = (v: unknown): v is PublicStatus => PUBLIC_STATUSES.some((s) => s === v);

/** Demands whose open part can still change (price, quantity, settings). */
export const EDITABLE_STATUSES: readonly DemandStatus[] = ['ACTIVE', 'PAUSED', 'EXPIRED'];
export const isEditable = (status: DemandStatus): boolean => EDITABLE_STATUSES.includes(status);

/** The statuses a batch setting may set. */
export const DEMAND_BATCH_STATUSES = ['ACTIVE', 'PAUSED'] as const satisfies readonly DemandStatus[];
export type DemandBatchStatus = (typeof DEMAND_BATCH_STATUSES)[number];
export const isDemandBatchStatus = (v: unknown): v is DemandBatchStatus => DEMAND_BATCH_STATUSES.some((s) => s === v);

/** Sort fields of the demand lists. */
export const DEMAND_SORT_FIELDS = ['unitPrice', 'quantity', 'createdAt', 'modifiedAt', 'effectiveTime'] as const;
export type DemandSortField = (typeof DEMAND_SORT_FIELDS)[number];

/** Columns of the import template, in order; headers are `reseller.import.col.<field>`. */
export const IMPORT_FIELDS = [
  'game',
  'server',
  'category',
  'title',
  'unitPrice',
  'quantity',
  'minQuantity',
  'maxQuantity',
  'tradeMethod',
  'effectiveTime',
  'publicStatus',
] as const;
export type DemandImportField = (typeof IMPORT_FIELDS)[number];

/** Fields a row must fill; the others have defaults. */
export const IMPORT_REQUIRED: readonly DemandImportField[] = ['game', 'server', 'category', 'unitPrice', 'quantity'];

export const DEPOSIT_REFUND_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED'] as const;
export type DepositRefundStatus = (typeof DEPOSIT_REFUND_STATUSES)[number];

/** The money accounts of the deposit ledger: DEPOSIT the effective part, LOCKED_DEPOSIT locked by a pending refund. */
export const DEPOSIT_ACCOUNTS = ['DEPOSIT', 'LOCKED_DEPOSIT'] as const;
export type DepositAccount = (typeof DEPOSIT_ACCOUNTS)[number];
export const isDepositAccount = (v: unknown): v is DepositAccount => DEPOSIT_ACCOUNTS.some((a) => a === v);

/** The receiver's list filter on suppliers: a list mark, or none. */
export type SupplierMarkFilter = ListMark | 'NONE';

/** The onboarding steps of the receiver role, in order (SPEC §4). */
export const RESELLER_STEPS = ['realname', 'recharge', 'terms', 'info', 'completion'] as const satisfies readonly ResellerStep[];

/**
 * The receiver quiz of the terms step: question ids and option ids only. Texts are
 * `reseller.quiz.<q>.title` / `reseller.quiz.<q>.<option>`; the answer key lives on the server.
 */
export const RESELLER_QUIZ: ReadonlyArray<{ id: string; options: readonly string[] }> = [
  { id: 'q1', options: ['a', 'b', 'c'] },
  { id: 'q2', options: ['a', 'b', 'c'] },
  { id: 'q3', options: ['a', 'b', 'c'] },
  { id: 'q4', options: ['a', 'b', 'c'] },
];
