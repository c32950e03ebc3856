import Big from 'big.js';
import type {
  Commodity,
  Demand,
  ListingQuery,
  ListingSort,
  MarketCommodity,
  MarketDemand,
  MerchantStore,
  Paged,
  ServerPriceTop,
  StoreCategoryStat,
  StoreType,
} from '../../../src/types';
import { notFound } from '../../_lib/http';
import type { MockDb } from '../types';
import { toCurrentUser } from '../users';
import { riskWarningOf } from '../account/risk';
import { findCategory, findGame, findServer } from './catalog';
import { isCommodityBuyable, isDemandOpen } from './listings';
import { merchantKpi, userByStoreUrl } from './merchants';
import { comparePrice, matches } from './query';
import { paginate } from '../../_lib/paging';
import { tr } from '../../_lib/i18n';

/** Public reads of the market: listings joined with catalog names and the merchant's figures. */

type Db = MockDb;

function placementNames(db: Db, l: Commodity | Demand) {
  const game = findGame(db, l.gameId);
  const server = findServer(db, l.serverId);
  const category = findCategory(db, l.categoryId);
  return {
    gameName: game?.name ?? '',
    gameNameEn: game?.nameEn ?? '',
    serverName: server?.name ?? '',
    serverNameEn: server?.nameEn ?? '',
    categoryName: category?.name ?? '',
    categoryNameEn: category?.nameEn ?? '',
    categoryKind: category?.kind ?? 'gold',
    unit: category?.unit ?? '',
    unitEn: category?.unitEn ?? '',
  };
}

/** The receiver's effective deposit is positive (read as /auth/userinfo reads it). */
export function depositPaid(db: Db, userId: string): boolean {
  const u = db.users[userId];
  return !!u && new Big(toCurrentUser(db, u).effectiveDeposit).gt(0);
}

export function toMarketCommodity(db: Db, c: Commodity): MarketCommodity {
  return { ...c, ...placementNames(db, c), ...merchantKpi(db, c.supplierId, 'seller') };
}

export function toMarketDemand(db: Db, d: Demand): MarketDemand {
  return {
    ...d,
    ...placementNames(db, d),
    ...merchantKpi(db, d.resellerId, 'buyer'),
    depositPaid: depositPaid(db, d.resellerId),
    remainingQuantity: Math.max(0, d.quantity - d.receivedQuantity),
  };
}

function filterListings<T extends Commodity | Demand>(list: T[], q: ListingQuery): T[] {
  const wanted = q.attributeValueIds ?? [];
  return list.filter(
    (l) =>
      (!q.gameId || l.gameId === q.gameId) &&
      (!q.categoryId || l.categoryId === q.categoryId) &&
      (!q.serverId || l.serverId === q.serverId) &&
      (!q.tradeMethod || l.tradeMethod === q.tradeMethod) &&
      (!q.storeUrl || l.storeUrl.toLowerCase() === q.storeUrl.toLowerCase()) &&
      matches(q.keyword, l.title, l.storeName) &&
      wanted.every((v) => l.attributeList.some((a) => a.attributeValueList.some((x) => x.id === v))),
  );
}

type Sortable = { unitPrice: string; modifiedAt: string; completionRate: string; id: string };

function sortListings<T extends Sortable>(list: T[], sort: ListingSort): T[] {
  const byLatest = (a: T, b: T) => b.modifiedAt.localeCompare(a.modifiedAt) || b.id.localeCompare(a.id);
  const cmp: Record<ListingSort, (a: T, b: T) => number> = {
    PRICE_ASC: (a, b) => comparePrice(a.unitPrice, b.unitPrice) || byLatest(a, b),
    PRICE_DESC: (a, b) => comparePrice(b.unitPrice, a.unitPrice) || byLatest(a, b),
    LATEST: byLatest,
    COMPLETION: (a, b) => comparePrice(b.completionRate, a.completionRate) || comparePrice(a.unitPrice, b.unitPrice),
  };
  return [...list].sort(cmp[sort]);
}

/** Sell listings a buyer can buy now (C/commodity/listShopCommodity and the seller store page). */
export function listShopCommodity(db: Db, q: ListingQuery, at: number): Paged<MarketCommodity> {
  const open = filterListings(db.market.commodities, q).filter((c) => isCommodityBuyable(c, at));
  const views = open.map((c) => toMarketCommodity(db, c));
  return paginate(sortListings(views, q.sort ?? 'PRICE_ASC'), { current: q.current ?? 1, size: q.size ?? 20 });
}

/** Receive listings a seller can sell to now (C/demand/listShopDemand and the buyer store page). */
export function listShopDemand(db: Db, q: ListingQuery, at: number): Paged<MarketDemand> {
  const open = filterListings(db.market.demands, q).filter((d) => isDemandOpen(d, at));
  const views = open.map((d) => toMarketDemand(db, d));
  return paginate(sortListings(views, q.sort ?? 'PRICE_DESC'), { current: q.current ?? 1, size: q.size ?? 20 });
}

/**
 * Servers of a game category ranked by their best price now: the lowest asking price for
 * commodities, the highest bid for demands.
 */
export function topServerByPrice(
  db: Db,
  side: 'commodity' | 'demand',
  gameId: string,
  categoryId: string,
  limit: number,
  at: number,
): ServerPriceTop[] {
  const listings: Array<Commodity | Demand> =
    side === 'commodity'
      ? db.market.commodities.filter((c) => c.gameId === gameId && c.categoryId === categoryId && isCommodityBuyable(c, at))
      : db.market.demands.filter((d) => d.gameId === gameId && d.categoryId === categoryId && isDemandOpen(d, at));
  const best = new Map<string, ServerPriceTop>();
  for (const l of listings) {
    const cur = best.get(l.serverId);
    if (!cur) {
      const server = findServer(db, l.serverId);
      best.set(l.serverId, {
        serverId: l.serverId,
        serverName: server?.name ?? '',
        serverNameEn: server?.nameEn ?? '',
        unitPrice: l.unitPrice,
        listingCount: 1,
      });
      continue;
    }
    cur.listingCount += 1;
    const better = side === 'commodity' ? comparePrice(l.unitPrice, cur.unitPrice) < 0 : comparePrice(l.unitPrice, cur.unitPrice) > 0;
    if (better) cur.unitPrice = l.unitPrice;
  }
  const list = [...best.values()].sort((a, b) =>
    side === 'commodity' ? comparePrice(a.unitPrice, b.unitPrice) : comparePrice(b.unitPrice, a.unitPrice),
  );
  return list.slice(0, limit);
}

/** Per game category figures of one store's open listings. */
export function storeCategoryStats(db: Db, storeType: StoreType, storeUrl: string, at: number): StoreCategoryStat[] {
  const user = userByStoreUrl(db, storeType, storeUrl);
  if (!user) throw notFound(tr('server.market.store.notFound', { url: storeUrl }));
  const listings: Array<Commodity | Demand> =
    storeType === 'seller'
      ? db.market.commodities.filter((c) => c.supplierId === user.id && isCommodityBuyable(c, at))
      : db.market.demands.filter((d) => d.resellerId === user.id && isDemandOpen(d, at));
  const stats = new Map<string, StoreCategoryStat>();
  for (const l of listings) {
    const quantity = 'stock' in l ? l.stock : l.quantity - l.receivedQuantity;
    const cur = stats.get(l.categoryId);
    if (cur) {
      cur.listingCount += 1;
      cur.quantity += quantity;
      if (comparePrice(l.unitPrice, cur.minPrice) < 0) cur.minPrice = l.unitPrice;
      continue;
    }
    const n = placementNames(db, l);
    stats.set(l.categoryId, {
      gameId: l.gameId,
      gameName: n.gameName,
      gameNameEn: n.gameNameEn,
      categoryId: l.categoryId,
      categoryName: n.categoryName,
      categoryNameEn: n.categoryNameEn,
      categoryKind: n.categoryKind,
      listingCount: 1,
      quantity,
      minPrice: l.unitPrice,
    });
  }
  return [...stats.values()].sort((a, b) => b.listingCount - a.listingCount || a.categoryId.localeCompare(b.categoryId));
}

/** Header of a store page. */
export function merchantStore(db: Db, storeType: StoreType, storeUrl: string, at: number): MerchantStore {
  const user = userByStoreUrl(db, storeType, storeUrl);
  if (!user) throw notFound(tr('server.market.store.notFound', { url: storeUrl }));
  const info = (storeType === 'seller' ? user.supplierInfo : user.resellerInfo)!;
  const kpi = merchantKpi(db, user.id, storeType);
  const listingCount =
    storeType === 'seller'
      ? db.market.commodities.filter((c) => c.supplierId === user.id && isCommodityBuyable(c, at)).length
      : db.market.demands.filter((d) => d.resellerId === user.id && isDemandOpen(d, at)).length;
  return {
    ...kpi,
    userId: user.id,
    storeType,
    storeUrl: info.storeUrl ?? storeUrl,
    storeName: info.storeName ?? user.username,
    avatar: user.avatar,
    openedAt: info.firstOpenedAt,
    offLineTime: kpi.online ? undefined : db.market.merchants[user.id]?.offLineTime,
    depositPaid: depositPaid(db, user.id),
    realNameVerified: user.realNameAuthStatus === 'AUTHORIZED',
    listingCount,
    riskWarning: riskWarningOf(db, user.id, storeType === 'seller' ? 'suppliers' : 'resellers'),
  };
}
