import type { PageQuery } from '../../types/api';
import type { RiskWarning } from '../account/types';
import type { Category, CategoryKind, Game, GameServer } from './catalog';
import type { Commodity, Demand } from './listing';

/** Public market reads (SPEC §7 /api/v1/any, C/commodity, C/demand). Money as decimal strings. */

/** Whose store: a supplier's ('seller') or a receiver's ('buyer'); also the store page's URL segment. */
export const STORE_TYPES = ['seller', 'buyer'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

/** A merchant's public figures, shown next to every listing and on the store page header. */
export interface MerchantKpi {
  /** completed orders / closed orders over the last 90 days, 0–1 as a decimal string */
  completionRate: string;
  /** average seconds from payment to delivery (seller) or to receipt (buyer) */
  avgTradeSeconds: number;
  /** orders closed over the last 90 days */
  tradeCount: number;
  online: boolean;
}

/** A sell listing as the market shows it: the commodity plus its seller's figures and catalog names. */
export interface MarketCommodity extends Commodity, MerchantKpi {
  gameName: string;
  gameNameEn: string;
  serverName: string;
  serverNameEn: string;
  categoryName: string;
  categoryNameEn: string;
  categoryKind: CategoryKind;
  unit: string;
  unitEn: string;
}

/** A receive listing as the market shows it: the demand plus its receiver's figures. */
export interface MarketDemand extends Demand, MerchantKpi {
  gameName: string;
  gameNameEn: string;
  serverName: string;
  serverNameEn: string;
  categoryName: string;
  categoryNameEn: string;
  categoryKind: CategoryKind;
  unit: string;
  unitEn: string;
  /** the receiver paid the platform deposit */
  depositPaid: boolean;
  /** quantity − received */
  remainingQuantity: number;
}

export const LISTING_SORTS = ['PRICE_ASC', 'PRICE_DESC', 'LATEST', 'COMPLETION'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Filter of listShopCommodity / listShopDemand / list*ByStoreUrl. */
export interface ListingQuery extends PageQuery {
  gameId?: string;
  categoryId?: string;
  serverId?: string;
  /** attribute value ids; a listing must carry every one of them */
  attributeValueIds?: string[];
  tradeMethod?: string;
  keyword?: string;
  sort?: ListingSort;
  /** store pages */
  storeUrl?: string;
}

/** Store pages: the store a call is about. */
export interface StoreUrlQuery {
  storeUrl: string;
}

export type StoreListingQuery = ListingQuery & StoreUrlQuery;

export interface ServerPriceTop {
  serverId: string;
  serverName: string;
  serverNameEn: string;
  /** best (lowest for commodities, highest for demands) unit price on the market now */
  unitPrice: string;
  listingCount: number;
}

export interface TopServerQuery {
  gameId: string;
  categoryId: string;
  limit?: number;
}

/** A closed trade, as the latest-trades tape and the price statistics see it. */
export interface TradePrint {
  id: string;
  gameId: string;
  serverId: string;
  categoryId: string;
  unitPrice: string;
  quantity: number;
  amount: string;
  tradeAt: string;
}

export interface LatestTrade extends TradePrint {
  gameName: string;
  gameNameEn: string;
  serverName: string;
  serverNameEn: string;
  categoryName: string;
  categoryNameEn: string;
  unit: string;
  unitEn: string;
  /** masked buyer name, e.g. 'b***r' */
  buyer: string;
}

export interface PricePoint {
  /** YYYY-MM-DD in Beijing time */
  date: string;
  avgPrice: string;
  minPrice: string;
  maxPrice: string;
  volume: number;
  tradeCount: number;
}

export interface PriceTrendQuery {
  gameId: string;
  serverId: string;
  categoryId?: string;
  days?: number;
}

export interface PriceTrend {
  gameId: string;
  serverId: string;
  categoryId: string;
  unit: string;
  unitEn: string;
  points: PricePoint[];
  /** change of the last day's average against the first day's, as a decimal fraction string */
  change: string;
}

export interface GoldRankingItem {
  rank: number;
  gameId: string;
  serverId: string;
  serverName: string;
  serverNameEn: string;
  gameName: string;
  gameNameEn: string;
  unit: string;
  unitEn: string;
  /** average unit price over the last 7 days */
  avgPrice: string;
  /** change against the 7 days before, decimal fraction string */
  change: string;
  volume: number;
}

/** Header of a store page (GET any/shop/merchant/{storeType}/{storeUrl}). */
export interface MerchantStore extends MerchantKpi {
  userId: string;
  storeType: StoreType;
  storeUrl: string;
  storeName: string;
  avatar?: string;
  openedAt?: string;
  /** last time the merchant was seen online; set when offline */
  offLineTime?: string;
  depositPaid: boolean;
  realNameVerified: boolean;
  listingCount: number;
  /** the platform's risk warning about this merchant, when one applies (SPEC §7 A/customers risk-warning) */
  riskWarning?: RiskWarning;
}

/** Per-category statistics of a store. */
export interface StoreCategoryStat {
  gameId: string;
  gameName: string;
  gameNameEn: string;
  categoryId: string;
  categoryName: string;
  categoryNameEn: string;
  categoryKind: CategoryKind;
  listingCount: number;
  /** commodities: stock sum; demands: remaining quantity sum */
  quantity: number;
  minPrice: string;
}

/** Home's quick search and the games page read games with their categories. */
export interface GameWithCategories extends Game {
  categories: Category[];
  serverCount: number;
  listingCount: number;
  /** signed-in readers only */
  followed?: boolean;
}

export interface GameSearchQuery {
  keyword?: string;
  initial?: string;
  hot?: boolean;
}

export interface ServerQuery {
  gameId: string;
  keyword?: string;
}

export interface CategoryQuery {
  gameId: string;
}

export interface AttributeQuery {
  categoryId: string;
}

export interface PrepaidConfig {
  gameId: string;
  enabled: boolean;
  /** face values in yuan a buyer may prepay */
  denominations: string[];
  /** discount applied to the face value, decimal fraction string, e.g. '0.98' */
  discount: string;
}

export type { GameServer };

/** A followed game (C/usercenter/follow). */
export interface FollowedGame {
  gameId: string;
  followedAt: string;
}

/** One search-history entry (C/usercenter/search). */
export interface SearchHistoryItem {
  gameId: string;
  categoryId: string;
  gameName: string;
  gameNameEn: string;
  categoryName: string;
  categoryNameEn: string;
  categoryKind: CategoryKind;
  gameCode: string;
  searchedAt: string;
}

export interface SearchRecordInput {
  gameId: string;
  categoryId: string;
}
