import {
  CATEGORY_KINDS,
  STORE_TYPES,
  TRADE_METHODS,
  type CategoryKind,
  type ListingSort,
  type NoticeLevel,
  type RiskLevel,
  type StoreType,
  type TradeMethod,
} from '@/types';

/** Market constants: kinds, trade methods, sorts, each with its i18n key. */
export { CATEGORY_KINDS, STORE_TYPES, TRADE_METHODS };
export const kindKey = (kind: CategoryKind) => `market.kind.${kind}`;

export const tradeMethodKey = (m: TradeMethod) => `market.tradeMethod.${m}`;

export const COMMODITY_SORTS: ListingSort[] = ['PRICE_ASC', 'LATEST', 'COMPLETION', 'PRICE_DESC'];
export const DEMAND_SORTS: ListingSort[] = ['PRICE_DESC', 'LATEST', 'COMPLETION', 'PRICE_ASC'];
export const sortKey = (s: ListingSort) => `market.sort.${s}`;

/** Windows of the price trend chart; the first is the default ("weekly"). */
export const TREND_DAYS = [7, 30, 90] as const;
export type TrendDays = (typeof TREND_DAYS)[number];

export const MARKET_PAGE_SIZE = 20;
export const HOME_LATEST_TRADES = 10;
export const HOME_RANKING_SIZE = 8;
export const HOME_NOTICES = 8;
export const HOME_NEWS = 8;

export const NOTICE_LEVEL_COLOR: Record<NoticeLevel, string> = { INFO: 'blue', IMPORTANT: 'red', MAINTENANCE: 'orange' };
export const RISK_COLOR: Record<RiskLevel, 'error' | 'warning' | 'info'> = { HIGH: 'error', MEDIUM: 'warning', LOW: 'info' };

/** In-app paths of the market (without the locale prefix; wrap them with usePrefixedPath). */
export const paths = {
  category: (kind: CategoryKind | string, code: string) => `/categories/${kind}/${code}`,
  store: (type: StoreType, storeUrl: string) => `/${type}/${encodeURIComponent(storeUrl)}`,
  article: (id: string) => `/help/article/${id}`,
  notice: (id: string) => `/help/notice/${id}`,
  buy: (commodityId: string) => `/checkout/commodity?commodityId=${encodeURIComponent(commodityId)}`,
  sell: (demandId: string) => `/checkout/demand?demandId=${encodeURIComponent(demandId)}`,
};
