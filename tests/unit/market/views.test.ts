import Big from 'big.js';
import { seedDb } from '../../../mock/_db/seed';
import { gameByCode, categoryByKind, serversOf } from '../../../mock/_db/market/catalog';
import { isCommodityBuyable, isDemandOpen } from '../../../mock/_db/market/listings';
import { listShopCommodity, listShopDemand, merchantStore, storeCategoryStats, topServerByPrice } from '../../../mock/_db/market/views';
import { ApiFailure } from '../../../mock/_lib/http';
import type { MockDb } from '../../../mock/_db/types';

let db: MockDb;
let at: number;
let wow: { gameId: string; gold: string; servers: string[] };

beforeAll(() => {
  db = seedDb();
  at = db.market.anchor;
  const game = gameByCode(db, 'wow')!;
  wow = { gameId: game.id, gold: categoryByKind(db, game.id, 'gold')!.id, servers: serversOf(db, game.id).map((s) => s.id) };
});

const cmp = (a: string, b: string) => new Big(a).cmp(b);

describe('listShopCommodity', () => {
  it('lists only buyable commodities of the filter, cheapest first, paged', () => {
    const page = listShopCommodity(db, { gameId: wow.gameId, categoryId: wow.gold, current: 1, size: 10 }, at);
    expect(page.records).toHaveLength(10);
    expect(page.total).toBe(db.market.commodities.filter((c) => c.categoryId === wow.gold && isCommodityBuyable(c, at)).length);
    for (let i = 1; i < page.records.length; i++)
      expect(cmp(page.records[i - 1].unitPrice, page.records[i].unitPrice)).toBeLessThanOrEqual(0);
    const r = page.records[0];
    expect(r.gameNameEn).toBe('World of Warcraft');
    expect(r.categoryKind).toBe('gold');
    expect(Number(r.completionRate)).toBeGreaterThan(0);
    const second = listShopCommodity(db, { gameId: wow.gameId, categoryId: wow.gold, current: 2, size: 10 }, at);
    expect(second.records[0].id).not.toBe(r.id);
  });

  it('filters by server, attribute value, trade method and keyword', () => {
    const server = wow.servers[0];
    const byServer = listShopCommodity(db, { categoryId: wow.gold, serverId: server, size: 100 }, at);
    expect(byServer.total).toBeGreaterThan(0);
    expect(byServer.records.every((c) => c.serverId === server)).toBe(true);
    const valueId = byServer.records[0].attributeList[0].attributeValueList[0].id;
    const byAttr = listShopCommodity(db, { categoryId: wow.gold, attributeValueIds: [valueId], size: 100 }, at);
    expect(byAttr.records.every((c) => c.attributeList.some((a) => a.attributeValueList.some((v) => v.id === valueId)))).toBe(true);
    const mail = listShopCommodity(db, { categoryId: wow.gold, tradeMethod: 'MAIL', size: 100 }, at);
    expect(mail.records.every((c) => c.tradeMethod === 'MAIL')).toBe(true);
    const store = byServer.records[0].storeName;
    expect(
      listShopCommodity(db, { categoryId: wow.gold, keyword: store.toUpperCase(), size: 100 }, at).records.every(
        (c) => c.storeName === store || c.title.toUpperCase().includes(store.toUpperCase()),
      ),
    ).toBe(true);
  });

  it('hides off-sale, sold-out and expired listings', () => {
    const c = db.market.commodities.find((x) => x.categoryId === wow.gold && isCommodityBuyable(x, at))!;
    const before = listShopCommodity(db, { categoryId: wow.gold, size: 100 }, at).total;
    const stock = c.stock;
    c.stock = 0;
    expect(listShopCommodity(db, { categoryId: wow.gold, size: 100 }, at).total).toBe(before - 1);
    c.stock = stock;
  });

  it('sorts by latest and by completion rate', () => {
    const latest = listShopCommodity(db, { categoryId: wow.gold, sort: 'LATEST', size: 50 }, at).records;
    for (let i = 1; i < latest.length; i++) expect(latest[i - 1].modifiedAt >= latest[i].modifiedAt).toBe(true);
    const best = listShopCommodity(db, { categoryId: wow.gold, sort: 'COMPLETION', size: 50 }, at).records;
    for (let i = 1; i < best.length; i++) expect(cmp(best[i - 1].completionRate, best[i].completionRate)).toBeGreaterThanOrEqual(0);
  });
});

describe('demands, top servers and stores', () => {
  it('lists open public demands, best bid first, with deposit and remaining quantity', () => {
    const page = listShopDemand(db, { categoryId: wow.gold, size: 50 }, at);
    expect(page.total).toBeGreaterThan(0);
    for (const d of page.records) {
      expect(isDemandOpen(d, at)).toBe(true);
      expect(d.remainingQuantity).toBe(d.quantity - d.receivedQuantity);
    }
    for (let i = 1; i < page.records.length; i++)
      expect(cmp(page.records[i - 1].unitPrice, page.records[i].unitPrice)).toBeGreaterThanOrEqual(0);
    expect(page.records.some((d) => d.depositPaid)).toBe(true);
  });

  it('ranks servers by their lowest ask and highest bid', () => {
    const asks = topServerByPrice(db, 'commodity', wow.gameId, wow.gold, 5, at);
    expect(asks.length).toBeGreaterThan(1);
    for (let i = 1; i < asks.length; i++) expect(cmp(asks[i - 1].unitPrice, asks[i].unitPrice)).toBeLessThanOrEqual(0);
    const cheapest = listShopCommodity(db, { categoryId: wow.gold, serverId: asks[0].serverId, size: 1 }, at).records[0];
    expect(cheapest.unitPrice).toBe(asks[0].unitPrice);
    const bids = topServerByPrice(db, 'demand', wow.gameId, wow.gold, 5, at);
    for (let i = 1; i < bids.length; i++) expect(cmp(bids[i - 1].unitPrice, bids[i].unitPrice)).toBeGreaterThanOrEqual(0);
  });

  it('gives a store header and per-category figures matching its listings', () => {
    const store = merchantStore(db, 'seller', 'supplier-store', at);
    expect(store.userId).toBe('10002');
    expect(store.realNameVerified).toBe(true);
    const stats = storeCategoryStats(db, 'seller', 'supplier-store', at);
    expect(stats.reduce((n, s) => n + s.listingCount, 0)).toBe(store.listingCount);
    const open = db.market.commodities.filter(
      (c) => c.supplierId === '10002' && c.categoryId === stats[0].categoryId && isCommodityBuyable(c, at),
    );
    expect(stats[0].quantity).toBe(open.reduce((n, c) => n + c.stock, 0));
    expect(merchantStore(db, 'buyer', 'buyer-store', at).depositPaid).toBe(true);
    expect(() => merchantStore(db, 'seller', 'no-such-store', at)).toThrow(ApiFailure);
    expect(() => merchantStore(db, 'buyer', 'supplier-store', at)).toThrow(ApiFailure);
  });
});
