import type { DemandImportField, DemandStatus, DepositRefundStatus, PublicStatus, TradeMethod } from '@/types';

/**
 * Receiver-side rules shared by the pages and the fake backend, so the client checks exactly what
 * the server enforces. SPEC §9 leaves price and quantity limits open: these are the product's.
 */
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

/** Deposit top-up and refund (the 200 of SPEC §9 is RECEIVER_DEPOSIT in limits.ts). */
export const DEPOSIT_LIMITS = {
  rechargeMin: '1',
  rechargeMax: '100000',
  /** a pending refund request is reviewed (paid to the balance) by the fake backend after this */
  refundReviewMs: 24 * 3600 * 1000,
  reasonMax: 200,
} as const;

export const TRADE_METHODS: TradeMethod[] = ['MAIL', 'FACE_TO_FACE', 'AUCTION_HOUSE', 'ACCOUNT_TRANSFER'];
export const PUBLIC_STATUSES: PublicStatus[] = ['PUBLIC', 'PRIVATE'];
export const DEMAND_STATUSES: DemandStatus[] = ['ACTIVE', 'PAUSED', 'COMPLETED', 'REFUNDED', 'EXPIRED'];

/** Tag colour per status; the text is `reseller.demand.status.<STATUS>`. */
export const DEMAND_STATUS_COLOR: Record<DemandStatus, string> = {
  ACTIVE: 'green',
  PAUSED: 'orange',
  COMPLETED: 'blue',
  REFUNDED: 'default',
  EXPIRED: 'red',
};

/** Demands whose open part can still change (price, quantity, settings). */
export const EDITABLE_STATUSES: DemandStatus[] = ['ACTIVE', 'PAUSED', 'EXPIRED'];

export const REFUND_STATUS_COLOR: Record<DepositRefundStatus, string> = {
  PENDING: 'processing',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELED: 'default',
};

/** Columns of the import template, in order; headers are `reseller.import.col.<field>`. */
export const IMPORT_FIELDS: DemandImportField[] = [
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
];

/** Fields a row must fill; the others have defaults. */
export const IMPORT_REQUIRED: DemandImportField[] = ['game', 'server', 'category', 'unitPrice', 'quantity'];

/**
 * The receiver quiz of the terms step: question ids and option ids only. Texts are
 * `reseller.quiz.<q>.title` / `reseller.quiz.<q>.<option>`; the answer key lives on the server.
 */
export const RESELLER_QUIZ: Array<{ id: string; options: string[] }> = [
  { id: 'q1', options: ['a', 'b', 'c'] },
  { id: 'q2', options: ['a', 'b', 'c'] },
  { id: 'q3', options: ['a', 'b', 'c'] },
  { id: 'q4', options: ['a', 'b', 'c'] },
];
