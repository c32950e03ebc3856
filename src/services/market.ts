import { marketApi } from '@/domain/market/endpoints';
import type {
  Attribute,
  AttributeQuery,
  AttributeValue,
  Category,
  CategoryQuery,
  GameSearchQuery,
  GameServer,
  GameWithCategories,
  GoldRankingItem,
  LatestTrade,
  ListingQuery,
  MarketCommodity,
  MarketDemand,
  MerchantStore,
  Paged,
  PrepaidConfig,
  PriceTrend,
  PriceTrendQuery,
  ServerPriceTop,
  ServerQuery,
  SkuUnitQuery,
  SkuUnitValue,
  StoreCategoryStat,
  StoreListingQuery,
  StoreType,
  TopServerQuery,
} from '@/types';
import { call, type CallOptions } from '@/utils/request';

/** Public market calls (SPEC §7 /api/v1/any, C/commodity, C/demand). */

// ---- catalog
export function searchGames(query: GameSearchQuery = {}): Promise<GameWithCategories[]> {
  return call(marketApi.searchGames, { data: query });
}

export function searchServers(query: ServerQuery): Promise<GameServer[]> {
  return call(marketApi.searchServers, { data: query });
}

export function listServer(query: ServerQuery): Promise<GameServer[]> {
  return call(marketApi.listServer, { data: query });
}

/** The servers of several games in one call. */
export function listServersOfGames(gameIds: string[]): Promise<GameServer[]> {
  return call(marketApi.listServersOfGames, { data: { gameIds } });
}

export function listCategory(query: CategoryQuery): Promise<Category[]> {
  return call(marketApi.listCategory, { data: query });
}

export function listAttribute(query: AttributeQuery): Promise<Attribute[]> {
  return call(marketApi.listAttribute, { data: query });
}

export function getPrepaidConfigByGameId(gameId: string): Promise<PrepaidConfig> {
  return call(marketApi.getPrepaidConfigByGameId, { data: { gameId } });
}

// ---- home
export function queryHomeGames(): Promise<GameWithCategories[]> {
  return call(marketApi.queryHomeGames, { data: {} });
}

export function queryHomeServers(gameId: string): Promise<GameServer[]> {
  return call(marketApi.queryHomeServers, { data: { gameId } });
}

export function queryRecommendedGames(): Promise<GameWithCategories[]> {
  return call(marketApi.queryRecommendedGames);
}

// ---- price intelligence
export function queryWeeklyPriceTrend(params: PriceTrendQuery): Promise<PriceTrend> {
  return call(marketApi.queryWeeklyPriceTrend, { params });
}

export function queryLatestTrades(params: { limit?: number; gameId?: string } = {}): Promise<LatestTrade[]> {
  return call(marketApi.queryLatestTrades, { params });
}

export function queryGoldRanking(params: { gameId: string; limit?: number }): Promise<GoldRankingItem[]> {
  return call(marketApi.queryGoldRanking, { params });
}

// ---- market listings
export function listShopCommodity(query: ListingQuery): Promise<Paged<MarketCommodity>> {
  return call(marketApi.listShopCommodity, { data: query });
}

export function listShopDemand(query: ListingQuery): Promise<Paged<MarketDemand>> {
  return call(marketApi.listShopDemand, { data: query });
}

export function topCommodityServerByPrice(query: TopServerQuery): Promise<ServerPriceTop[]> {
  return call(marketApi.topCommodityServerByPrice, { data: query });
}

export function topDemandServerByPrice(query: TopServerQuery): Promise<ServerPriceTop[]> {
  return call(marketApi.topDemandServerByPrice, { data: query });
}

/** A commodity as the market shows it (checkout reads it too). */
export function getShopCommodity(commodityId: string, options?: CallOptions): Promise<MarketCommodity> {
  return call(marketApi.getShopCommodity, { ...options, path: { commodityId } });
}

/** A demand as the market shows it (checkout reads it too). */
export function getShopDemand(demandId: string, options?: CallOptions): Promise<MarketDemand> {
  return call(marketApi.getShopDemand, { ...options, path: { demandId } });
}

// ---- store pages
export function getMerchantStore(storeType: StoreType, storeUrl: string, options?: CallOptions): Promise<MerchantStore> {
  return call(marketApi.getMerchantStore, { ...options, path: { storeType, storeUrl } });
}

export function statisticsCategoryCommodityByStoreUrl(storeUrl: string): Promise<StoreCategoryStat[]> {
  return call(marketApi.statisticsCategoryCommodityByStoreUrl, { data: { storeUrl } });
}

export function listUserCommodityByStoreUrl(query: StoreListingQuery): Promise<Paged<MarketCommodity>> {
  return call(marketApi.listUserCommodityByStoreUrl, { data: query });
}

export function statisticsCategoryDemandByStoreUrl(storeUrl: string): Promise<StoreCategoryStat[]> {
  return call(marketApi.statisticsCategoryDemandByStoreUrl, { data: { storeUrl } });
}

export function listUserDemandByStoreUrl(query: StoreListingQuery): Promise<Paged<MarketDemand>> {
  return call(marketApi.listUserDemandByStoreUrl, { data: query });
}

/** The values a publishing form offers for one attribute (code = attribute id). */
export function getAttributeValues(code: string): Promise<AttributeValue[]> {
  return call(marketApi.getAttributeValues, { path: { code } });
}

/** Units of quantity per category (for one game or one category). */
export function listSkuUnitValue(query: SkuUnitQuery): Promise<SkuUnitValue[]> {
  return call(marketApi.listSkuUnitValue, { params: query });
}
