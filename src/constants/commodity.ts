import type { CommodityStatus, TradeMethod } from '../types/listing';
import type { StockRecordType } from '../domain/supplier/stock';

/**
 * The console's view of commodities: i18n keys and colours. The limits and field rules are the
 * supplier domain's (src/domain/supplier/rules.ts), shared with the fake backend; re-exported here
 * for the pages that import them from this file.
 */
export {
  checkCommodity,
  checkQuickModify,
  checkSupplierInfo,
  COMMODITY_LIMITS,
  COMMODITY_STATUSES,
  effectiveTimeIssue,
  LOW_STOCK,
  minMaxIssue,
  orderQuantityIssue,
  PHONE_RE,
  priceIssue,
  QQ_RE,
  RULE_VALUES,
  stockIssue,
  STORE_NAME_MAX,
  STORE_URL_RE,
  SUPPLIER_AGREEMENT_VERSION,
  titleIssue,
  TRADE_METHODS,
  type CommodityFields,
  type RuleIssue,
} from '../domain/supplier/rules';
export { STOCK_RECORD_TYPES } from '../domain/supplier/stock';

export const tradeMethodKey = (m: TradeMethod): string => `supplier.tradeMethod.${m}`;
export const commodityStatusKey = (s: CommodityStatus): string => `supplier.commodity.status.${s}`;
export const stockTypeKey = (t: StockRecordType): string => `supplier.stock.type.${t}`;
export const STATUS_COLOR: Record<CommodityStatus, string> = { ON_SALE: 'green', OFF_SALE: 'default' };
export const STOCK_TYPE_COLOR: Record<StockRecordType, string> = { IN: 'blue', OUT: 'orange', CANCEL: 'default' };
