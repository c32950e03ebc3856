import type { Paged } from '../../types/api';
import { endpoint, type NoContent } from '../endpoint';
import type { Attribute, AttributeValue, Category, GameServer, SkuUnitQuery, SkuUnitValue } from './catalog';
import type {
  Article,
  ArticleCategory,
  ArticleListQuery,
  ArticleSummary,
  CarouselLink,
  NewsItem,
  Notice,
  NoticePage,
  NoticeQuery,
} from './content';
import type {
  AttributeQuery,
  CategoryQuery,
  FollowedGame,
  GameSearchQuery,
  GameWithCategories,
  GoldRankingItem,
  LatestTrade,
  ListingQuery,
  MarketCommodity,
  MarketDemand,
  MerchantStore,
  PrepaidConfig,
  PriceTrend,
  PriceTrendQuery,
  SearchHistoryItem,
  SearchRecordInput,
  ServerPriceTop,
  ServerQuery,
  StoreCategoryStat,
  StoreListingQuery,
  StoreUrlQuery,
  TopServerQuery,
} from './types';

/**
 * Market calls (SPEC §7 Public, Content, Following/search/shop listings): each declared once; the
 * service of the same name calls it and the fake backend's handler registers against it.
 */
export const marketApi = {
  // Catalog (public): games, servers, categories, attributes, prepaid offers.
  searchGames: endpoint('POST', '/api/v1/any/shop/search/games').of<{ res: GameWithCategories[]; body: GameSearchQuery }>(),
  searchServers: endpoint('POST', '/api/v1/any/shop/search/servers').of<{ res: GameServer[]; body: ServerQuery }>(),
  listServer: endpoint('POST', '/api/v1/any/shop/product/listServer').of<{ res: GameServer[]; body: ServerQuery }>(),
  // the servers of several games in one call (a ledger page names servers of many games at once)
  listServersOfGames: endpoint('POST', '/api/v1/any/shop/product/listServers').of<{ res: GameServer[]; body: { gameIds: string[] } }>(),
  listCategory: endpoint('POST', '/api/v1/any/shop/product/listCategory').of<{ res: Category[]; body: CategoryQuery }>(),
  listAttribute: endpoint('POST', '/api/v1/any/shop/product/listAttribute').of<{ res: Attribute[]; body: AttributeQuery }>(),
  /** The values a publishing form offers for one attribute (code = attribute id); signed-in. */
  getAttributeValues: endpoint('GET', '/api/v1/shop/product/attributes/:code/values').of<{ res: AttributeValue[] }>(),
  /** Units of quantity per category, for the publishing forms; signed-in. */
  listSkuUnitValue: endpoint('GET', '/api/v1/shop/listSkuUnitValue').of<{ res: SkuUnitValue[]; query: SkuUnitQuery }>(),
  getPrepaidConfigByGameId: endpoint('POST', '/api/v1/any/shop/product/getPrepaidConfigByGameId').of<{
    res: PrepaidConfig;
    body: CategoryQuery;
  }>(),

  // Home lists (public).
  queryHomeGames: endpoint('POST', '/api/v1/any/shop/home/games').of<{ res: GameWithCategories[]; body: NoContent }>(),
  queryHomeServers: endpoint('POST', '/api/v1/any/shop/home/servers').of<{ res: GameServer[]; body: ServerQuery }>(),
  queryRecommendedGames: endpoint('GET', '/api/v1/any/shop/home/game/recommended').of<{ res: GameWithCategories[] }>(),

  // Price intelligence over the trade prints (public).
  queryWeeklyPriceTrend: endpoint('GET', '/api/v1/any/shop/trade/weeklyPriceTrend').of<{ res: PriceTrend; query: PriceTrendQuery }>(),
  queryLatestTrades: endpoint('GET', '/api/v1/any/shop/trade/latest').of<{
    res: LatestTrade[];
    query: { limit?: number; gameId?: string };
  }>(),
  queryGoldRanking: endpoint('GET', '/api/v1/common/ranking/gold').of<{
    res: GoldRankingItem[];
    query: { gameId: string; limit?: number };
  }>(),

  // Market listings (public).
  listShopCommodity: endpoint('POST', '/api/shop/commodity/listShopCommodity').of<{ res: Paged<MarketCommodity>; body: ListingQuery }>(),
  listShopDemand: endpoint('POST', '/api/shop/demand/listShopDemand').of<{ res: Paged<MarketDemand>; body: ListingQuery }>(),
  topCommodityServerByPrice: endpoint('POST', '/api/shop/commodity/topServerByPrice').of<{ res: ServerPriceTop[]; body: TopServerQuery }>(),
  topDemandServerByPrice: endpoint('POST', '/api/shop/demand/topServerByPrice').of<{ res: ServerPriceTop[]; body: TopServerQuery }>(),
  /** A commodity as the market shows it (checkout reads it too). */
  getShopCommodity: endpoint('GET', '/api/shop/commodity/:commodityId').of<{ res: MarketCommodity }>(),
  /** A demand as the market shows it; a private one only to its owner. */
  getShopDemand: endpoint('GET', '/api/shop/demand/:demandId').of<{ res: MarketDemand }>(),

  // Store pages (public).
  getMerchantStore: endpoint('GET', '/api/v1/any/shop/merchant/:storeType/:storeUrl').of<{ res: MerchantStore }>(),
  statisticsCategoryCommodityByStoreUrl: endpoint(
    'POST',
    '/api/v1/any/usercenter/suppliers/statisticsCategoryCommodityBySupplierStoreUrl',
  ).of<{ res: StoreCategoryStat[]; body: StoreUrlQuery }>(),
  listUserCommodityByStoreUrl: endpoint('POST', '/api/v1/any/usercenter/suppliers/listUserCommodityBySupplierStoreUrl').of<{
    res: Paged<MarketCommodity>;
    body: StoreListingQuery;
  }>(),
  statisticsCategoryDemandByStoreUrl: endpoint('POST', '/api/shop/demand/statisticsCategoryDemandByUserUrl').of<{
    res: StoreCategoryStat[];
    body: StoreUrlQuery;
  }>(),
  listUserDemandByStoreUrl: endpoint('POST', '/api/shop/demand/listUserDemandByStoreUrl').of<{
    res: Paged<MarketDemand>;
    body: StoreListingQuery;
  }>(),

  // Help centre and home content (reads public; read marks need a user).
  queryCarousel: endpoint('GET', '/api/v1/shop/content/links/carousel').of<{ res: CarouselLink[] }>(),
  queryArticleTree: endpoint('GET', '/api/v1/shop/content/articles/tree').of<{ res: ArticleCategory[] }>(),
  queryNews: endpoint('GET', '/api/v1/shop/content/articles/news').of<{ res: NewsItem[]; query: { limit?: number } }>(),
  /** Articles of a category and its sub-categories; '0' lists all. */
  queryArticles: endpoint('POST', '/api/v1/shop/content/articles/list/:articleCategoryId').of<{
    res: Paged<ArticleSummary>;
    body: ArticleListQuery;
  }>(),
  getArticle: endpoint('GET', '/api/v1/shop/content/articles/:id').of<{ res: Article }>(),
  queryNotices: endpoint('GET', '/api/v1/shop/content/notices').of<{ res: NoticePage; query: NoticeQuery }>(),
  getNotice: endpoint('GET', '/api/v1/shop/content/notices/:id').of<{ res: Notice }>(),
  /** `noticeIds` is a comma-separated list. */
  confirmNotices: endpoint('POST', '/api/v1/shop/content/notices/batchConfirm/:noticeIds').of<{ res: { confirmed: number } }>(),
  /** Pictures of listings, banners and help articles (URLs handed out in answers; the browser loads them). */
  contentImage: endpoint('GET', '/api/v1/any/content/images/:name').of<{ res: string }>(),

  // Followed games and search history of the signed-in user.
  followGame: endpoint('POST', '/api/shop/usercenter/follow/followGame').of<{ res: FollowedGame; body: { gameId: string } }>(),
  unfollowGame: endpoint('POST', '/api/shop/usercenter/follow/unfollowGame').of<{ res: void; body: { gameId: string } }>(),
  listUserFollowGame: endpoint('POST', '/api/shop/usercenter/follow/listUserFollowGame').of<{ res: FollowedGame[]; body: NoContent }>(),
  recordSearch: endpoint('POST', '/api/shop/usercenter/search').of<{ res: void; body: SearchRecordInput }>(),
  querySearchHistory: endpoint('GET', '/api/shop/usercenter/search/all').of<{ res: SearchHistoryItem[] }>(),
  clearSearchHistory: endpoint('DELETE', '/api/shop/usercenter/search/cleanup').of<{ res: void }>(),
  removeSearch: endpoint('DELETE', '/api/shop/usercenter/search/:gameId/:categoryId').of<{ res: void }>(),
} as const;
