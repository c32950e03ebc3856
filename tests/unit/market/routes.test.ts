import { ANY, B, C } from '@/constants/api';
import type { MockDb } from '../../../mock/_db/types';
import { resetDb } from '../../../mock/_db/store';
import { login } from '../../../mock/_db/auth';
import { SEED_PASSWORD } from '../../../mock/_db/passwords';
import { resetSettings } from '../../../mock/_lib/settings';
import catalogRoutes from '../../../mock/market-catalog';
import contentRoutes from '../../../mock/market-content';
import followRoutes from '../../../mock/market-follow';
import imageRoutes from '../../../mock/market-images';
import listingRoutes from '../../../mock/market-listings';
import tradeRoutes from '../../../mock/market-trade';
import { route } from '../mock/fakeHttp';

let db: MockDb;
const tokenOf = (username: string): string => {
  const r = login(db, { username, password: SEED_PASSWORD, credentialType: 'password' });
  if (!('accessToken' in r)) throw new Error('no token');
  return r.accessToken;
};

beforeAll(() => {
  resetSettings();
  db = resetDb();
});

describe('market routes', () => {
  it('answer the public catalog and validate their input', async () => {
    const games = await route(catalogRoutes, `POST ${ANY}/shop/search/games`, { body: { keyword: 'wow' } });
    expect(games.statusCode).toBe(200);
    expect((games.body as Array<{ code: string }>).map((g) => g.code)).toEqual(['wow']);
    const missing = await route(catalogRoutes, `POST ${ANY}/shop/product/listServer`, { body: {} });
    expect(missing.statusCode).toBe(400);
    expect((missing.body as { violations: Array<{ field: string }> }).violations[0].field).toBe('gameId');
    const unknown = await route(catalogRoutes, `POST ${ANY}/shop/product/listCategory`, { body: { gameId: '999' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('page listings from a JSON body, refusing a page size over the one cap', async () => {
    const key = `POST ${C}/commodity/listShopCommodity`;
    const res = await route(listingRoutes, key, { body: { gameId: '101', categoryId: '1011', size: 500, attributeValueIds: [] } });
    const page = res.body as { records: unknown[]; size: number; total: number };
    expect(page.size).toBe(500);
    expect(page.records.length).toBeLessThanOrEqual(500);
    expect(page.total).toBeGreaterThan(0);
    const tooBig = await route(listingRoutes, key, { body: { gameId: '101', categoryId: '1011', size: 5000 } });
    expect(tooBig.statusCode).toBe(400);
    expect((tooBig.body as { violations: Array<{ field: string }> }).violations[0].field).toBe('size');
  });

  it('hide a private demand from everybody but its owner', async () => {
    const hidden = db.market.demands.find((d) => d.publicStatus === 'PRIVATE' && d.resellerId === '10001')!;
    const key = `GET ${C}/demand/:demandId`;
    expect((await route(listingRoutes, key, { params: { demandId: hidden.id } })).statusCode).toBe(404);
    expect((await route(listingRoutes, key, { params: { demandId: hidden.id }, token: tokenOf('trader') })).statusCode).toBe(404);
    expect((await route(listingRoutes, key, { params: { demandId: hidden.id }, token: tokenOf('buyer') })).statusCode).toBe(200);
  });

  it('answer store pages and 404 for unknown stores', async () => {
    const key = `GET ${ANY}/shop/merchant/:storeType/:storeUrl`;
    expect((await route(listingRoutes, key, { params: { storeType: 'seller', storeUrl: 'supplier-store' } })).statusCode).toBe(200);
    expect((await route(listingRoutes, key, { params: { storeType: 'seller', storeUrl: 'nobody' } })).statusCode).toBe(404);
    expect((await route(listingRoutes, key, { params: { storeType: 'admin', storeUrl: 'supplier-store' } })).statusCode).toBe(404);
  });

  it('need a user for follows and search history', async () => {
    const unauth = await route(followRoutes, `POST ${C}/usercenter/follow/followGame`, { body: { gameId: '101' } });
    expect(unauth.statusCode).toBe(401);
    const token = tokenOf('newbie');
    expect((await route(followRoutes, `POST ${C}/usercenter/follow/followGame`, { body: { gameId: '101' }, token })).statusCode).toBe(200);
    const list = await route(followRoutes, `POST ${C}/usercenter/follow/listUserFollowGame`, { token });
    expect((list.body as Array<{ gameId: string }>).map((f) => f.gameId)).toEqual(['101']);
    expect((await route(followRoutes, `POST ${C}/usercenter/search`, { body: { gameId: '101' }, token })).statusCode).toBe(400);
    expect((await route(followRoutes, `DELETE ${C}/usercenter/search/cleanup`, { token })).statusCode).toBe(204);
  });

  it('confirm notices for a user only', async () => {
    const key = `POST ${B}/content/notices/batchConfirm/:noticeIds`;
    expect((await route(contentRoutes, key, { params: { noticeIds: '5001,5002' } })).statusCode).toBe(401);
    const ok = await route(contentRoutes, key, { params: { noticeIds: '5001,5002' }, token: tokenOf('buyer') });
    expect(ok.body).toEqual({ confirmed: 2 });
  });

  it('draw images and price figures', async () => {
    const img = await route(imageRoutes, `GET ${ANY}/content/images/:name`, { params: { name: 'banner-wow.svg' } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect((await route(imageRoutes, `GET ${ANY}/content/images/:name`, { params: { name: '../x.svg' } })).statusCode).toBe(404);
    const trend = await route(tradeRoutes, `GET ${ANY}/shop/trade/weeklyPriceTrend`, { query: { gameId: '101' } });
    expect(trend.statusCode).toBe(400);
    const ranking = await route(tradeRoutes, 'GET /api/v1/common/ranking/gold', { query: { gameId: '101', limit: '3' } });
    expect((ranking.body as unknown[]).length).toBe(3);
  });
});
