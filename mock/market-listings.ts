import { marketApi } from '../src/domain/market/endpoints';
import { STORE_TYPES } from '../src/domain/market/types';
import {
  findCategory,
  findCommodity,
  findDemand,
  findGame,
  limitOf,
  listShopCommodity,
  listShopDemand,
  merchantStore,
  parseListingQuery,
  storeCategoryStats,
  toMarketCommodity,
  toMarketDemand,
  topServerByPrice,
} from './_db/market';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { invalid, notFound } from './_lib/http';
import { type Json, text } from './_lib/input';
import { optionalUser } from './_lib/session';
import { tr } from './_lib/i18n';

/** Public market listings (C/commodity, C/demand, any/usercenter store calls) and store pages. */
function storeUrlOf(body: Json): string {
  const storeUrl = text(body, 'storeUrl');
  if (!storeUrl) throw invalid([{ field: 'storeUrl', message: tr('server.field.required', { field: 'storeUrl' }) }]);
  return storeUrl;
}

function topServers(body: Json, side: 'commodity' | 'demand') {
  const gameId = text(body, 'gameId') ?? '';
  const categoryId = text(body, 'categoryId') ?? '';
  const violations = [
    ...(gameId ? [] : [{ field: 'gameId', message: tr('server.field.required', { field: 'gameId' }) }]),
    ...(categoryId ? [] : [{ field: 'categoryId', message: tr('server.field.required', { field: 'categoryId' }) }]),
  ];
  if (violations.length) throw invalid(violations);
  const db = getDb();
  if (!findGame(db, gameId) || findCategory(db, categoryId)?.gameId !== gameId)
    throw notFound(tr('server.market.listing.categoryNotInGame', { categoryId, gameId }));
  return topServerByPrice(db, side, gameId, categoryId, limitOf(body, 'limit', 10, 50), now());
}

/** A store page's listings: the store must exist (404 otherwise). */
function storeListingQuery(body: Json, storeType: 'seller' | 'buyer') {
  const q = parseListingQuery(body);
  if (!q.storeUrl) throw invalid([{ field: 'storeUrl', message: tr('server.field.required', { field: 'storeUrl' }) }]);
  merchantStore(getDb(), storeType, q.storeUrl, now());
  return q;
}

export default handlers({
  ...route(marketApi.listShopCommodity, ({ body }) => listShopCommodity(getDb(), parseListingQuery(body), now())),
  ...route(marketApi.topCommodityServerByPrice, ({ body }) => topServers(body, 'commodity')),
  ...route(marketApi.getShopCommodity, ({ params }) => {
    const db = getDb();
    const commodity = findCommodity(db, params.commodityId);
    if (!commodity) throw notFound(tr('server.market.commodity.notFound', { id: params.commodityId }));
    return toMarketCommodity(db, commodity);
  }),
  ...route(marketApi.listShopDemand, ({ body }) => listShopDemand(getDb(), parseListingQuery(body), now())),
  ...route(marketApi.topDemandServerByPrice, ({ body }) => topServers(body, 'demand')),
  ...route(marketApi.getShopDemand, ({ req, params }) => {
    const db = getDb();
    const demand = findDemand(db, params.demandId);
    // a private demand is visible to its owner only
    if (!demand || (demand.publicStatus === 'PRIVATE' && optionalUser(req)?.id !== demand.resellerId)) {
      throw notFound(tr('server.market.demand.notFound', { id: params.demandId }));
    }
    return toMarketDemand(db, demand);
  }),
  ...route(marketApi.statisticsCategoryDemandByStoreUrl, ({ body }) => storeCategoryStats(getDb(), 'buyer', storeUrlOf(body), now())),
  ...route(marketApi.listUserDemandByStoreUrl, ({ body }) => listShopDemand(getDb(), storeListingQuery(body, 'buyer'), now())),
  ...route(marketApi.statisticsCategoryCommodityByStoreUrl, ({ body }) => storeCategoryStats(getDb(), 'seller', storeUrlOf(body), now())),
  ...route(marketApi.listUserCommodityByStoreUrl, ({ body }) => listShopCommodity(getDb(), storeListingQuery(body, 'seller'), now())),
  ...route(marketApi.getMerchantStore, ({ params }) => {
    const storeType = STORE_TYPES.find((t) => t === params.storeType);
    if (!storeType) throw notFound(tr('server.market.store.type', { type: params.storeType }));
    return merchantStore(getDb(), storeType, params.storeUrl, now());
  }),
});
