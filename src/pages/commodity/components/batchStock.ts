import type { StockRecordBatchItem, SupplierCommodity } from '@/types';

/** The batch stock form: one type and remark for all, a quantity per commodity. */
export interface BatchStockValues {
  type: 'IN' | 'OUT';
  remark?: string;
  /** quantity as typed, by commodity id; an empty one leaves the commodity out */
  quantity: Record<string, string | undefined>;
}

/** Pure: the items a batch sends (postCommodityStockRecords/{typeName}): the commodities given a quantity, in list order, one remark for all. */
export function batchItems(commodities: SupplierCommodity[], values: BatchStockValues): StockRecordBatchItem[] {
  const remark = values.remark?.trim() || undefined;
  return commodities
    .map((c) => ({ c, typed: values.quantity?.[c.id]?.trim() ?? '' }))
    .filter(({ typed }) => typed !== '')
    .map(({ c, typed }) => ({ commodityId: c.id, quantity: Number(typed), remark }));
}
