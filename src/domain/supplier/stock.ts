import type { PageQuery } from '../../types/api';

/**
 * Stock ledger of a supplier's commodities (SPEC §7 B/commodity/stockRecords, B/history stock).
 * IN adds stock, OUT takes it, CANCEL reverses an earlier record (an order refunded after
 * delivery, or a manual record cancelled). Quantities are whole units of the category.
 */
export const STOCK_RECORD_TYPES = ['IN', 'OUT', 'CANCEL'] as const;
export type StockRecordType = (typeof STOCK_RECORD_TYPES)[number];
/** Where a record comes from: an order delivery/refund, or the supplier's own entry. */
export const STOCK_RECORD_SOURCES = ['ORDER', 'MANUAL'] as const;
export type StockRecordSource = (typeof STOCK_RECORD_SOURCES)[number];

export interface StockRecord {
  id: string;
  supplierId: string;
  commodityId: string;
  commodityTitle: string;
  gameId: string;
  serverId: string;
  categoryId: string;
  type: StockRecordType;
  source: StockRecordSource;
  /** always positive */
  quantity: number;
  /** signed change to the stock: +quantity for IN, −quantity for OUT, either sign for CANCEL */
  delta: number;
  /** the commodity's stock right after this record */
  balanceAfter: number;
  orderNo?: string;
  remark?: string;
  /** a manual record that a later CANCEL record reversed */
  canceled: boolean;
  canceledAt?: string;
  /** on a CANCEL record: the record it reverses, when it reverses one */
  cancelOf?: string;
  /** who wrote it (the supplier, one of its sub-accounts, or 'SYSTEM' for orders) */
  operatorId: string;
  createdAt: string;
}

export interface StockRecordQuery extends PageQuery {
  type?: StockRecordType;
  source?: StockRecordSource;
  commodityId?: string;
  gameId?: string;
  serverId?: string;
  orderNo?: string;
  keyword?: string;
  /** ISO instants, inclusive */
  startAt?: string;
  endAt?: string;
}

/** The filter alone (statistics, exports). */
export type StockRecordFilter = Omit<StockRecordQuery, 'current' | 'size'>;

/** Totals over the records matching a query. */
export interface StockStatistics {
  records: number;
  inQuantity: number;
  outQuantity: number;
  cancelQuantity: number;
  /** sum of the records' deltas: the net change of stock */
  netQuantity: number;
}

/** POST base: a manual record; PUT base: its remark. */
export interface StockRecordInput {
  commodityId: string;
  type: Exclude<StockRecordType, 'CANCEL'>;
  quantity: number;
  remark?: string;
}

export interface StockRecordRemarkInput {
  id: string;
  remark: string;
}

/** POST postCommodityStockRecords/{typeName}: one type for several commodities at once. */
export interface StockRecordBatchItem {
  commodityId: string;
  quantity: number;
  remark?: string;
}

export interface StockRecordBatchInput {
  items: StockRecordBatchItem[];
}
