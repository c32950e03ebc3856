import { mockControlApi } from '@/domain/mock/endpoints';
import controlRoutes from '../../../mock/control';
import { now } from '../../../mock/_db/clock';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb, resetDb } from '../../../mock/_db/store';
import { runClock } from '../../../mock/_db/trade/orders';
import { TERMINAL } from '../../../mock/_db/trade/machine';
import type { MockDb } from '../../../mock/_db/types';
import { DAY_MS } from '../../../mock/_lib/dates';
import { seedKind } from '../../../mock/_lib/settings';
import { route } from './fakeHttp';

/** The seeded orders still open, with the status each has now. */
const openOrders = (db: MockDb) => db.trade.orders.filter((o) => !TERMINAL.has(o.status)).map((o) => [o.orderNo, o.status] as const);

afterEach(() => jest.restoreAllMocks());

describe('the test seed (e2e)', () => {
  it('keeps every open order in its seeded status however far the clock runs, and rings nothing', () => {
    const db = resetDb('test');
    const open = openOrders(db);
    // every kind of order the clock would move is there
    for (const status of ['UN_PAID', 'PAYMENT_FAILED', 'TO_DELIVER', 'DELIVERED', 'RECEIVED'])
      expect(open.some(([, s]) => s === status)).toBe(true);
    const notices = db.chat.notifications.length;
    const entries = db.money.entries.length;
    runClock(db, now() + 30 * DAY_MS);
    expect(openOrders(db)).toEqual(open);
    expect(db.chat.notifications).toHaveLength(notices);
    expect(db.money.entries).toHaveLength(entries);
  });

  it('has the demo seed’s users and catalogue, and a smaller order history', () => {
    const test = resetDb('test');
    const demo = resetDb('demo');
    // the same accounts, the seed accounts with the balances they are promised (points and the
    // other accounts' money follow their orders)
    const names = (db: MockDb) => Object.values(db.users).map((u) => [u.id, u.username, u.roles.join(), u.reseller, u.supplier]);
    expect(names(test)).toEqual(names(demo));
    for (const id of Object.values(SEED_IDS)) expect(test.users[id].balance).toBe(demo.users[id].balance);
    expect(test.market.commodities.map((c) => c.id)).toEqual(demo.market.commodities.map((c) => c.id));
    expect(test.market.demands.map((d) => d.id)).toEqual(demo.market.demands.map((d) => d.id));
    expect(test.trade.orders.length).toBeLessThan(demo.trade.orders.length / 2);
    expect(test.trade.archive.length).toBeLessThan(demo.trade.archive.length / 2);
    expect(test.trade.orders.length).toBeGreaterThan(500);
  });
});

describe('the demo seed', () => {
  it('still moves by itself: unpaid orders time out, delivered ones confirm and settle', () => {
    const db = resetDb('demo');
    const open = new Map(openOrders(db));
    runClock(db, now() + 30 * DAY_MS);
    const moved = db.trade.orders.filter((o) => open.has(o.orderNo) && open.get(o.orderNo) !== o.status);
    expect(moved.some((o) => o.status === 'CANCELED_TIMEOUT')).toBe(true);
    expect(moved.some((o) => o.status === 'COMPLETED')).toBe(true);
  });
});

describe('choosing the seed', () => {
  it('POST /api/mock/reset takes { seed }, and refuses an unknown one', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const demoOrders = resetDb('demo').trade.orders.length;
    expect((await route(controlRoutes, mockControlApi.resetBackend.key, { body: { seed: 'test' } })).statusCode).toBe(204);
    const testOrders = getDb().trade.orders.length;
    expect(testOrders).toBeLessThan(demoOrders);
    expect((await route(controlRoutes, mockControlApi.resetBackend.key, { body: {} })).statusCode).toBe(204);
    expect(getDb().trade.orders).toHaveLength(demoOrders);
    const bad = await route(controlRoutes, mockControlApi.resetBackend.key, { body: { seed: 'tiny' } });
    expect(bad.statusCode).toBe(400);
    expect(getDb().trade.orders).toHaveLength(demoOrders);
  });

  it('MOCK_SEED=test picks the test seed for a reset without a body', () => {
    expect(seedKind({})).toBe('demo');
    expect(seedKind({ MOCK_SEED: 'test' })).toBe('test');
    expect(seedKind({ MOCK_SEED: 'other' })).toBe('demo');
  });
});
