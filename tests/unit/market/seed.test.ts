import { seedMarket } from '../../../mock/_db/market/seed';
import { seedUsers } from '../../../mock/_db/seed/users';
import type { MockDb } from '../../../mock/_db/types';

/** The market slice alone (it is seeded first), so other areas' seeds do not affect this test. */
function seedDb(): Pick<MockDb, 'market' | 'users'> {
  const users: MockDb['users'] = {};
  for (const u of seedUsers()) users[u.id] = u;
  return { users, market: seedMarket({ users }) };
}
import {
  categoryByKind,
  findCategory,
  findGame,
  findServer,
  gameByCode,
  isValidPlacement,
  serversOf,
} from '../../../mock/_db/market/catalog';
import { findCommodity, findDemand, isCommodityBuyable, isDemandOpen, nextCommodityId } from '../../../mock/_db/market/listings';
import { userByStoreUrl } from '../../../mock/_db/market/merchants';

describe('market seed', () => {
  const db = seedDb();

  it('has ~20 real games, each with servers, categories and attributes', () => {
    const { games, servers, categories, attributes } = db.market.catalog;
    expect(games.length).toBeGreaterThanOrEqual(18);
    for (const g of games) {
      expect(serversOf(db, g.id).length).toBeGreaterThan(1);
      expect(categoryByKind(db, g.id, 'item')).toBeDefined();
      expect(g.name).not.toEqual('');
      expect(g.nameEn).not.toEqual('');
    }
    expect(new Set(servers.map((s) => s.id)).size).toBe(servers.length);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    expect(attributes.every((a) => a.attributeValueList.length > 1)).toBe(true);
    expect(gameByCode(db, 'WOW')?.nameEn).toBe('World of Warcraft');
  });

  it('places every listing on a valid game / server / category with one value per attribute', () => {
    for (const l of [...db.market.commodities, ...db.market.demands]) {
      expect(isValidPlacement(db, l.gameId, l.serverId, l.categoryId)).toBe(true);
      expect(l.minQuantity).toBeLessThanOrEqual(l.maxQuantity);
      expect(l.unitPrice).toMatch(/^\d+\.\d+$/);
      for (const a of l.attributeList) expect(a.categoryId).toBe(l.categoryId);
    }
    const c = db.market.commodities[0];
    expect(findCommodity(db, c.id)).toBe(c);
    expect(findGame(db, c.gameId)).toBeDefined();
    expect(findServer(db, c.serverId)?.gameId).toBe(c.gameId);
    expect(findCategory(db, c.categoryId)?.gameId).toBe(c.gameId);
  });

  it('gives the seed merchants full workspaces and synthetic stores the rest', () => {
    const bySupplier = (id: string) => db.market.commodities.filter((c) => c.supplierId === id).length;
    const byReseller = (id: string) => db.market.demands.filter((d) => d.resellerId === id).length;
    expect(bySupplier('10002')).toBeGreaterThanOrEqual(100);
    expect(bySupplier('10003')).toBeGreaterThanOrEqual(50);
    expect(byReseller('10001')).toBeGreaterThanOrEqual(300);
    expect(byReseller('10003')).toBeGreaterThanOrEqual(300);
    const sellers = new Set(db.market.commodities.map((c) => c.supplierId));
    expect(sellers.size).toBeGreaterThanOrEqual(20);
    expect(db.market.commodities.length).toBeGreaterThan(500);
    expect(db.market.commodities.some((c) => isCommodityBuyable(c, db.market.anchor))).toBe(true);
    expect(db.market.demands.some((d) => isDemandOpen(d, db.market.anchor))).toBe(true);
    const d = db.market.demands[0];
    expect(findDemand(db, d.id)).toBe(d);
  });

  it('resolves stores by URL and hands out fresh listing ids', () => {
    expect(userByStoreUrl(db, 'seller', 'supplier-store')?.id).toBe('10002');
    expect(userByStoreUrl(db, 'buyer', 'trader-reseller')?.id).toBe('10003');
    expect(userByStoreUrl(db, 'seller', 'buyer-store')).toBeUndefined();
    const id = nextCommodityId(db);
    expect(findCommodity(db, id)).toBeUndefined();
  });

  it('is deterministic', () => {
    const again = seedDb();
    expect(again.market.commodities.slice(0, 50)).toEqual(db.market.commodities.slice(0, 50));
    expect(again.market.demands.length).toBe(db.market.demands.length);
  });
});
