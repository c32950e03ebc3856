/**
 * The market area's rules, as the route files (mock/market-*.ts) and the seed use them: catalog,
 * games, listings and their public views, store pages, trade prints, help content, follows and
 * search history, pictures.
 */
export {
  attributesOfCategory,
  categoriesOf,
  categoryByKind,
  findAttribute,
  findCategory,
  findGame,
  findServer,
  gameByCode,
  isValidPlacement,
  pickAttributes,
  serversOf,
  skuUnits,
} from './catalog';
export { articleDetail, articleTree, confirmNotices, listArticles, listNotices, news, noticeDetail, plantArticle } from './content';
export { clearSearches, followGame, followsOf, recordSearch, removeSearch, searchHistory, unfollowGame } from './follows';
export { hotGames, prepaidConfig, recommendedGames, searchGames } from './games';
export { imageSvg } from './images';
export { findCommodity, findDemand, isCommodityBuyable, isDemandOpen, nextCommodityId, nextDemandId, referencePrice } from './listings';
export { merchantKpi, userByStoreUrl } from './merchants';
export { goldRanking, latestTrades, priceTrend, recordTradePrint } from './prints';
export { comparePrice, limitOf, matches, parseListingQuery } from './query';
export { marketAnchor, seedMarket } from './seed';
export type { CatalogState, ContentState, MarketDb, MarketState, MerchantFigures, PrintRecord, SearchRecord } from './state';
export {
  depositPaid,
  listShopCommodity,
  listShopDemand,
  merchantStore,
  storeCategoryStats,
  toMarketCommodity,
  toMarketDemand,
  topServerByPrice,
} from './views';
