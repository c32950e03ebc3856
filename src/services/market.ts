import { ANY, C } from '@/constants/api';
import type {
  Attribute,
  AttributeQuery,
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
  ServerPriceTop,
  ServerQuery,
  StoreCategoryStat,
  StoreType,
  TopServerQuery,
} from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/** Public market calls (SPEC §7 /api/v1/any, C/commodity, C/demand). */

// ---- catalog
export function searchGames(query: GameSearchQuery = {}): Promise<GameWithCategories[]> {
  return request<GameWithCategories[]>(`${ANY}/shop/search/games`, { method: 'POST', data: query });
}

export function searchServers(query: ServerQuery): Promise<GameServer[]> {
  return request<GameServer[]>(`${ANY}/shop/search/servers`, { method: 'POST', data: query });
}

export function listServer(query: ServerQuery): Promise<GameServer[]> {
  return request<GameServer[]>(`${ANY}/shop/product/listServer`, { method: 'POST', data: query });
}

export function listCategory(query: CategoryQuery): Promise<Category[]> {
  return request<Category[]>(`${ANY}/shop/product/listCategory`, { method: 'POST', data: query });
}

export function listAttribute(query: AttributeQuery): Promise<Attribute[]> {
  return request<Attribute[]>(`${ANY}/shop/product/listAttribute`, { method: 'POST', data: query });
}

export function getPrepaidConfigByGameId(gameId: string): Promise<PrepaidConfig> {
  return request<PrepaidConfig>(`${ANY}/shop/product/getPrepaidConfigByGameId`, { method: 'POST', data: { gameId } });
}

// ---- home
export function queryHomeGames(): Promise<GameWithCategories[]> {
  return request<GameWithCategories[]>(`${ANY}/shop/home/games`, { method: 'POST', data: {} });
}

export function queryHomeServers(gameId: string): Promise<GameServer[]> {
  return request<GameServer[]>(`${ANY}/shop/home/servers`, { method: 'POST', data: { gameId } });
}

export function queryRecommendedGames(): Promise<GameWithCategories[]> {
  return request<GameWithCategories[]>(`${ANY}/shop/home/game/recommended`);
}

// ---- price intelligence
export function queryWeeklyPriceTrend(params: {
  gameId: string;
  serverId: string;
  categoryId?: string;
  days?: number;
}): Promise<PriceTrend> {
  return request<PriceTrend>(`${ANY}/shop/trade/weeklyPriceTrend`, { params });
}

export function queryLatestTrades(params: { limit?: number; gameId?: string } = {}): Promise<LatestTrade[]> {
  return request<LatestTrade[]>(`${ANY}/shop/trade/latest`, { params });
}

export function queryGoldRanking(params: { gameId: string; limit?: number }): Promise<GoldRankingItem[]> {
  return request<GoldRankingItem[]>('/api/v1/common/ranking/gold', { params });
}

// ---- market listings
export function listShopCommodity(query: ListingQuery): Promise<Paged<MarketCommodity>> {
  return request<Paged<MarketCommodity>>(`${C}/commodity/listShopCommodity`, { method: 'POST', data: query });
}

export function listShopDemand(query: ListingQuery): Promise<Paged<MarketDemand>> {
  return request<Paged<MarketDemand>>(`${C}/demand/listShopDemand`, { method: 'POST', data: query });
}

export function topCommodityServerByPrice(query: TopServerQuery): Promise<ServerPriceTop[]> {
  return request<ServerPriceTop[]>(`${C}/commodity/topServerByPrice`, { method: 'POST', data: query });
}

export function topDemandServerByPrice(query: TopServerQuery): Promise<ServerPriceTop[]> {
  return request<ServerPriceTop[]>(`${C}/demand/topServerByPrice`, { method: 'POST', data: query });
}

/** A commodity as the market shows it (checkout reads it too). */
export function getShopCommodity(commodityId: string, options?: RequestOptions): Promise<MarketCommodity> {
  return request<MarketCommodity>(`${C}/commodity/${encodeURIComponent(commodityId)}`, options);
}

/** A demand as the market shows it (checkout reads it too). */
export function getShopDemand(demandId: string, options?: RequestOptions): Promise<MarketDemand> {
  return request<MarketDemand>(`${C}/demand/${encodeURIComponent(demandId)}`, options);
}

// ---- store pages
export function getMerchantStore(storeType: StoreType, storeUrl: string, options?: RequestOptions): Promise<MerchantStore> {
  return request<MerchantStore>(`${ANY}/shop/merchant/${storeType}/${encodeURIComponent(storeUrl)}`, options);
}

export function statisticsCategoryCommodityByStoreUrl(storeUrl: string): Promise<StoreCategoryStat[]> {
  return request<StoreCategoryStat[]>(`${ANY}/usercenter/suppliers/statisticsCategoryCommodityBySupplierStoreUrl`, {
    method: 'POST',
    data: { storeUrl },
  });
}

export function listUserCommodityByStoreUrl(query: ListingQuery & { storeUrl: string }): Promise<Paged<MarketCommodity>> {
  return request<Paged<MarketCommodity>>(`${ANY}/usercenter/suppliers/listUserCommodityBySupplierStoreUrl`, {
    method: 'POST',
    data: query,
  });
}

export function statisticsCategoryDemandByStoreUrl(storeUrl: string): Promise<StoreCategoryStat[]> {
  return request<StoreCategoryStat[]>(`${C}/demand/statisticsCategoryDemandByUserUrl`, { method: 'POST', data: { storeUrl } });
}

export function listUserDemandByStoreUrl(query: ListingQuery & { storeUrl: string }): Promise<Paged<MarketDemand>> {
  return request<Paged<MarketDemand>>(`${C}/demand/listUserDemandByStoreUrl`, { method: 'POST', data: query });
}
