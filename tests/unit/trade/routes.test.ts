import Big from 'big.js';
import controlRoutes from '../../../mock/control';
import bargainingRoutes from '../../../mock/trade-bargaining';
import defenseRoutes from '../../../mock/trade-defense';
import historyRoutes from '../../../mock/trade-history';
import orderRoutes from '../../../mock/trade-orders';
import paymentRoutes from '../../../mock/trade-payment';
import tradeControl from '../../../mock/trade-control';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb } from '../../../mock/_db/store';
import { TERMINAL, undelivered } from '../../../mock/_db/trade/machine';
import { tradeApi } from '../../../src/domain/trade/endpoints';
import { route } from '../mock/fakeHttp';
import { loginAs } from '../mock/login';

// exceljs (uuid's browser build) does not load under jsdom; the real export is checked end to end
jest.mock('../../../mock/_lib/xlsx', () => ({ sendXlsx: jest.fn() }));

const B = '/api/v1/shop';

function commodity() {
  const db = getDb();
  const held = (id: string) =>
    db.trade.orders.filter((o) => o.commodityId === id && !TERMINAL.has(o.status)).reduce((n, o) => n + undelivered(o), 0);
  return db.market.commodities.find(
    (c) =>
      c.supplierId === SEED_IDS.supplier &&
      c.status === 'ON_SALE' &&
      c.stock - held(c.id) >= 100 &&
      c.maxQuantity >= c.minQuantity + 5 &&
      Date.parse(c.effectiveTime) > Date.now(),
  )!;
}

let buyer: string;
let supplier: string;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await route(controlRoutes, 'POST /api/mock/reset', {});
  buyer = await loginAs('buyer');
  supplier = await loginAs('supplier');
  getDb().trade.validations[`${SEED_IDS.buyer}|${SEED_IDS.supplier}`] = new Date().toISOString();
});
afterAll(() => jest.restoreAllMocks());

describe('trade routes', () => {
  it('answers 401 without a token and 400 for a bad filter', async () => {
    expect((await route(orderRoutes, `GET ${B}/trade/me/purchase`, {})).statusCode).toBe(401);
    const bad = await route(orderRoutes, `GET ${B}/trade/me/purchase`, { token: buyer, query: { tab: 'NOPE' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ violations: [{ field: 'tab' }] });
  });

  it('pages a side with counts per tab that add up with the list', async () => {
    const list = await route(orderRoutes, `GET ${B}/trade/me/sales`, { token: supplier, query: { tab: 'to_delivery', size: '50' } });
    const counts = await route(orderRoutes, `GET ${B}/trade/me/tab`, { token: supplier, query: { side: 'sales' } });
    expect(list.statusCode).toBe(200);
    const page = list.body as { total: number; records: Array<{ status: string; side: string }> };
    expect(page.records.length).toBe(Math.min(50, page.total));
    expect(page.records.every((o) => o.status === 'TO_DELIVER' && o.side === 'sales')).toBe(true);
    expect((counts.body as Record<string, number>).TO_DELIVERY).toBe(page.total);
    expect((counts.body as Record<string, number>).ALL).toBeGreaterThanOrEqual(2000);
  });

  it('refuses purchases to a sub-account without ORDER_PURCHASED, shows it its parent sales', async () => {
    const sub = await loginAs('supplier_sub');
    expect((await route(orderRoutes, `GET ${B}/trade/me/purchase`, { token: sub })).statusCode).toBe(403);
    const sales = await route(orderRoutes, `GET ${B}/trade/me/sales`, { token: sub, query: { size: '1' } });
    expect(sales.statusCode).toBe(200);
    expect((sales.body as { total: number }).total).toBeGreaterThanOrEqual(2000);
  });

  it('creates an order, pays it with the balance, and reads the batch and the detail', async () => {
    const c = commodity();
    const created = await route(orderRoutes, `POST ${B}/trade/buyer/orders`, {
      token: buyer,
      body: { commodityId: c.id, quantity: c.minQuantity, receiving: { character: 'Vexa' } },
    });
    expect(created.statusCode).toBe(201);
    const { orderNo, batchNo } = created.body as { orderNo: string; batchNo: string };
    const paid = await route(paymentRoutes, `POST ${B}/trade/pay`, { token: buyer, body: { batchNo, paymentMethod: 'BALANCE' } });
    expect(paid.body).toMatchObject({ status: 'SUCCESS', orders: [{ orderNo, status: 'TO_DELIVER' }] });
    const batch = await route(paymentRoutes, 'GET /api/v1/trade/:type/:batchNo', {
      token: buyer,
      path: `/api/v1/trade/order/${batchNo}`,
      params: { type: 'order', batchNo },
    });
    expect(batch.body).toMatchObject({ batchNo, status: 'SUCCESS', method: 'BALANCE' });
    expect(
      (await route(paymentRoutes, 'GET /api/v1/trade/:type/:batchNo', { token: supplier, params: { type: 'order', batchNo } })).statusCode,
    ).toBe(404);
    const detail = await route(orderRoutes, `GET ${B}/trade/orders/:id`, {
      token: supplier,
      params: { id: orderNo },
      query: { side: 'sales' },
    });
    expect(detail.body).toMatchObject({ orderNo, side: 'sales', actions: expect.arrayContaining(['DELIVER']) });
    const last = await route(paymentRoutes, 'GET /api/v1/payment/record/last', { token: buyer });
    expect(last.body).toMatchObject({ batchNo, method: 'BALANCE' });
  });

  it.each([
    ['a number', 123],
    ['missing', undefined],
    ['blank', '  '],
  ])('answers 400 on the commodityId field for an id that is %s, not 404', async (_name, commodityId) => {
    const res = await route(orderRoutes, `POST ${B}/trade/buyer/orders`, {
      token: buyer,
      body: { commodityId, quantity: 1, receiving: { character: 'Vexa' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ violations: [{ field: 'commodityId' }] });
  });

  it('puts order violations on their fields', async () => {
    const c = commodity();
    const res = await route(orderRoutes, `POST ${B}/trade/buyer/orders`, {
      token: buyer,
      body: { commodityId: c.id, quantity: c.maxQuantity + 1, receiving: {} },
    });
    expect(res.statusCode).toBe(400);
    expect((res.body as { violations: Array<{ field: string }> }).violations.map((v) => v.field).sort()).toEqual([
      'quantity',
      'receiving.character',
    ]);
  });

  it('blocks a blacklisted counterparty and asks to confirm a warning', async () => {
    const db = getDb();
    const c = commodity();
    const keep = db.account.lists;
    db.account.lists = keep.filter((e) => !(e.ownerId === SEED_IDS.buyer && e.userId === c.supplierId));
    db.account.lists.push({
      id: 'BLX',
      ownerId: SEED_IDS.buyer,
      kind: 'suppliers',
      list: 'blacklist',
      userId: c.supplierId,
      createdAt: new Date().toISOString(),
    } as never);
    const state = await route(defenseRoutes, `GET ${B}/problem/defense/cheat/state`, {
      token: buyer,
      query: { counterpartyId: c.supplierId, role: 'buy' },
    });
    expect(state.body).toMatchObject({ state: 'BLOCKED', blockedReason: 'BLACKLISTED_BY_YOU', mark: 'BLACK' });
    const refused = await route(orderRoutes, `POST ${B}/trade/buyer/orders`, {
      token: buyer,
      body: { commodityId: c.id, quantity: c.minQuantity, receiving: { character: 'Vexa' } },
    });
    expect(refused.statusCode).toBe(403);
    db.account.lists = keep;
  });

  it('runs bargaining through its routes and refuses an offer at or above the price', async () => {
    const c = commodity();
    const high = await route(bargainingRoutes, `PUT ${B}/order/bargaining/apply`, {
      token: buyer,
      body: { commodityId: c.id, offerPrice: c.unitPrice, quantity: c.minQuantity },
    });
    expect(high.statusCode).toBe(400);
    const ok = await route(bargainingRoutes, `PUT ${B}/order/bargaining/apply`, {
      token: buyer,
      body: { commodityId: c.id, offerPrice: new Big(c.unitPrice).times('0.9').round(2, Big.roundDown).toFixed(), quantity: c.minQuantity },
    });
    expect(ok.statusCode).toBe(201);
    const id = (ok.body as { id: string }).id;
    const list = await route(bargainingRoutes, `GET ${B}/order/bargaining/seller/list`, { token: supplier, query: { commodityId: c.id } });
    expect((list.body as { records: Array<{ id: string }> }).records.map((b) => b.id)).toContain(id);
    expect((await route(bargainingRoutes, `PUT ${B}/order/bargaining/audit/agree/:id`, { token: buyer, params: { id } })).statusCode).toBe(
      404,
    );
    const agreed = await route(bargainingRoutes, `PUT ${B}/order/bargaining/audit/agree/:id`, { token: supplier, params: { id } });
    expect(agreed.body).toMatchObject({ status: 'AGREED' });
  });

  it('serves the archive read-only and the trade config control', async () => {
    const page = await route(historyRoutes, `POST ${B}/history/order/purchase/page`, { token: buyer, body: { size: 5 } });
    const rec = (page.body as { records: Array<{ id: string; datasource: string; actions: string[] }> }).records[0];
    expect(rec.actions).toEqual([]);
    const detail = await route(historyRoutes, `GET ${B}/history/order/:datasource/:id`, {
      token: buyer,
      params: { datasource: rec.datasource, id: rec.id },
    });
    expect(detail.statusCode).toBe(200);
    const cfg = await route(tradeControl, tradeApi.updateTradeConfig.key, { body: { payWindowMs: -1 } });
    expect(cfg.statusCode).toBe(400);
    expect((await route(tradeControl, tradeApi.updateTradeConfig.key, { body: { payWindowMs: 5000 } })).body).toMatchObject({
      payWindowMs: 5000,
    });
    expect((await route(tradeControl, tradeApi.getTradeConfig.key, {})).body).toMatchObject({ payWindowMs: 5000 });
  });

  it('lets tests act as the platform on an order and generate finished orders', async () => {
    const orderNo = getDb().trade.orders.find((o) => o.status === 'TO_DELIVER')!.orderNo;
    const platform = (action: string) => route(tradeControl, tradeApi.platformOrderAction.key, { params: { orderNo }, body: { action } });
    expect((await platform('NOPE')).statusCode).toBe(400);
    expect((await platform('PAUSE')).body).toEqual({ orderNo, status: 'PAUSED' });
    expect((await platform('RESUME')).body).toEqual({ orderNo, status: 'TO_DELIVER' });
    const before = getDb().trade.orders.length;
    const generated = await route(tradeControl, tradeApi.generateOrders.key, { body: { seller: 'supplier', count: 3 } });
    expect(generated.body).toEqual({ created: 3, total: before + 3 });
    expect((await route(tradeControl, tradeApi.generateOrders.key, { body: { count: 0 } })).statusCode).toBe(400);
  });
});
