import { ANY, C } from '../src/constants/api';
import type { StoreType } from '../src/types';
import { findCategory, findGame } from './_db/market/catalog';
import { findCommodity, findDemand } from './_db/market/listings';
import { int, parseListingQuery, text } from './_db/market/query';
import {
  listShopCommodity,
  listShopDemand,
  merchantStore,
  storeCategoryStats,
  toMarketCommodity,
  toMarketDemand,
  topServerByPrice,
} from './_db/market/views';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import { invalid, notFound, type Req } from './_lib/http';
import { bodyOf } from './_lib/input';
import { optionalUser } from './_lib/session';
import { tr } from './_lib/i18n';

/** Public market listings (C/commodity, C/demand, any/usercenter store calls) and store pages. */
function storeUrlOf(req: Req): string {
  const storeUrl = text(bodyOf(req).storeUrl);
  if (!storeUrl) throw invalid([{ field: 'storeUrl', message: tr('server.field.required', { field: 'storeUrl' }) }]);
  return storeUrl;
}

function topServers(req: Req, side: 'commodity' | 'demand') {
  const body = bodyOf(req);
  const gameId = text(body.gameId);
  const categoryId = text(body.categoryId);
  const violations = [
    ...(gameId ? [] : [{ field: 'gameId', message: tr('server.field.required', { field: 'gameId' }) }]),
    ...(categoryId ? [] : [{ field: 'categoryId', message: tr('server.field.required', { field: 'categoryId' }) }]),
  ];
  if (violations.length) throw invalid(violations);
  const db = getDb();
  if (!findGame(db, gameId!) || findCategory(db, categoryId!)?.gameId !== gameId)
    throw notFound(tr('server.market.listing.categoryNotInGame', { categoryId: categoryId ?? '', gameId: gameId ?? '' }));
  return topServerByPrice(db, side, gameId!, categoryId!, Math.min(50, Math.max(1, int(body.limit, 10))), now());
}

const STORE_TYPES: StoreType[] = ['seller', 'buyer'];

export default handlers({
  [`POST ${C}/commodity/listShopCommodity`]: (req) => listShopCommodity(getDb(), parseListingQuery(bodyOf(req)), now()),
  [`POST ${C}/commodity/topServerByPrice`]: (req) => topServers(req, 'commodity'),
  [`GET ${C}/commodity/:commodityId`]: (req) => {
    const db = getDb();
    const commodity = findCommodity(db, String(req.params.commodityId));
    if (!commodity) throw notFound(tr('server.market.commodity.notFound', { id: String(req.params.commodityId) }));
    return toMarketCommodity(db, commodity);
  },
  [`POST ${C}/demand/listShopDemand`]: (req) => listShopDemand(getDb(), parseListingQuery(bodyOf(req)), now()),
  [`POST ${C}/demand/topServerByPrice`]: (req) => topServers(req, 'demand'),
  [`GET ${C}/demand/:demandId`]: (req) => {
    const db = getDb();
    const demand = findDemand(db, String(req.params.demandId));
    // a private demand is visible to its owner only
    if (!demand || (demand.publicStatus === 'PRIVATE' && optionalUser(req)?.id !== demand.resellerId)) {
      throw notFound(tr('server.market.demand.notFound', { id: String(req.params.demandId) }));
    }
    return toMarketDemand(db, demand);
  },
  [`POST ${C}/demand/statisticsCategoryDemandByUserUrl`]: (req) => storeCategoryStats(getDb(), 'buyer', storeUrlOf(req), now()),
  [`POST ${C}/demand/listUserDemandByStoreUrl`]: (req) => {
    const q = parseListingQuery(bodyOf(req));
    if (!q.storeUrl) throw invalid([{ field: 'storeUrl', message: tr('server.field.required', { field: 'storeUrl' }) }]);
    merchantStore(getDb(), 'buyer', q.storeUrl, now());
    return listShopDemand(getDb(), q, now());
  },
  [`POST ${ANY}/usercenter/suppliers/statisticsCategoryCommodityBySupplierStoreUrl`]: (req) =>
    storeCategoryStats(getDb(), 'seller', storeUrlOf(req), now()),
  [`POST ${ANY}/usercenter/suppliers/listUserCommodityBySupplierStoreUrl`]: (req) => {
    const q = parseListingQuery(bodyOf(req));
    if (!q.storeUrl) throw invalid([{ field: 'storeUrl', message: tr('server.field.required', { field: 'storeUrl' }) }]);
    merchantStore(getDb(), 'seller', q.storeUrl, now());
    return listShopCommodity(getDb(), q, now());
  },
  [`GET ${ANY}/shop/merchant/:storeType/:storeUrl`]: (req) => {
    const storeType = String(req.params.storeType) as StoreType;
    if (!STORE_TYPES.includes(storeType)) throw notFound(tr('server.market.store.type', { type: storeType }));
    return merchantStore(getDb(), storeType, String(req.params.storeUrl), now());
  },
});
