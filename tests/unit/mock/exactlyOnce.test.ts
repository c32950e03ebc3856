/**
 * The fake backend acts once per Idempotency-Key: a repeat answers the first answer again (marked
 * Idempotent-Replayed) without acting, also after a "lost answer" fault (the write committed, the
 * answer became a 503). A key sent with another body answers 422. Seeded fault sequences repeat.
 */
import Big from 'big.js';
import accountFunds from '../../../mock/account-funds';
import controlRoutes from '../../../mock/control';
import depositRoutes from '../../../mock/reseller-deposit';
import orderRoutes from '../../../mock/trade-orders';
import paymentRoutes from '../../../mock/trade-payment';
import { auditLedger, balanceOf } from '../../../mock/_db/money/ledger';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb } from '../../../mock/_db/store';
import { TERMINAL, undelivered } from '../../../mock/_db/trade/machine';
import { faultRandom, pickFault, restartFaultSequence } from '../../../mock/_lib/faults';
import { getSettings, overrideSettings } from '../../../mock/_lib/settings';
import { accountApi } from '../../../src/domain/account/endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/domain/endpoint';
import { resellerApi } from '../../../src/domain/reseller/endpoints';
import { tradeApi } from '../../../src/domain/trade/endpoints';
import { route } from './fakeHttp';
import { loginAs } from './login';

jest.mock('../../../mock/_lib/xlsx', () => ({ sendXlsx: jest.fn() }));

let buyer: string;
let n = 0;
const newKey = () => `intent-${Date.now()}-${(n += 1)}`;
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: key });
const lostAnswers = () => overrideSettings({ faultRate: 1, faultStatuses: ['lost'] });
const noFaults = () => overrideSettings({ faultRate: 0 });

function commodity() {
  const db = getDb();
  const held = (id: string) =>
    db.trade.orders.filter((o) => o.commodityId === id && !TERMINAL.has(o.status)).reduce((s, o) => s + undelivered(o), 0);
  return db.market.commodities.find(
    (c) =>
      c.supplierId === SEED_IDS.supplier &&
      c.status === 'ON_SALE' &&
      c.stock - held(c.id) >= 100 &&
      Date.parse(c.effectiveTime) > Date.now(),
  )!;
}

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await route(controlRoutes, 'POST /api/mock/reset', { body: { seed: 'test' } });
  buyer = await loginAs('buyer');
  getDb().trade.validations[`${SEED_IDS.buyer}|${SEED_IDS.supplier}`] = new Date().toISOString();
});
afterEach(() => noFaults());
afterAll(() => jest.restoreAllMocks());

describe('a lost answer and the user retrying the same intent', () => {
  it('creates one order and takes the money once', async () => {
    const c = commodity();
    const body = { commodityId: c.id, quantity: c.minQuantity, receiving: { character: 'Vexa' } };
    const orders = getDb().trade.orders.length;
    const key = newKey();

    lostAnswers();
    const lost = await route(orderRoutes, tradeApi.createBuyerOrder.key, { token: buyer, body, headers: keyed(key) });
    expect(lost.statusCode).toBe(503);
    expect(lost.body).toMatchObject({ code: 'MOCK_FAULT_LOST_ANSWER' });
    expect(getDb().trade.orders.length).toBe(orders + 1); // committed

    noFaults();
    const again = await route(orderRoutes, tradeApi.createBuyerOrder.key, { token: buyer, body, headers: keyed(key) });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(getDb().trade.orders.length).toBe(orders + 1);
    const { batchNo, orderNo } = again.body as { batchNo: string; orderNo: string };
    expect(getDb().trade.orders.at(-1)?.orderNo).toBe(orderNo);

    const before = balanceOf(getDb(), SEED_IDS.buyer, 'BALANCE');
    const payKey = newKey();
    const payBody = { batchNo, paymentMethod: 'BALANCE' };
    lostAnswers();
    expect((await route(paymentRoutes, tradeApi.pay.key, { token: buyer, body: payBody, headers: keyed(payKey) })).statusCode).toBe(503);
    noFaults();
    const paid = await route(paymentRoutes, tradeApi.pay.key, { token: buyer, body: payBody, headers: keyed(payKey) });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toMatchObject({ status: 'SUCCESS', orders: [{ orderNo, status: 'TO_DELIVER' }] });
    const amount = (paid.body as { amount: string }).amount;
    expect(balanceOf(getDb(), SEED_IDS.buyer, 'BALANCE')).toBe(new Big(before).minus(amount).toFixed(2));
    expect(auditLedger(getDb())).toMatchObject({ ledgerSum: '0.00', mismatches: [] });
  });

  it('books one withdrawal and one deposit top-up', async () => {
    const trader = await loginAs('trader');
    const db = getDb();
    const user = Object.values(db.users).find((u) => u.username === 'trader')!;
    const account = db.account.receivingAccounts.find((a) => a.ownerId === user.id)!;
    await route(accountFunds, accountApi.sendWithdrawalCode.key, { token: trader });
    const withdrawals = db.account.withdrawals.length;
    const body = { amount: '12.34', accountId: account.id, code: '123456' };
    const key = newKey();
    lostAnswers();
    expect((await route(accountFunds, accountApi.applyWithdrawal.key, { token: trader, body, headers: keyed(key) })).statusCode).toBe(503);
    noFaults();
    const again = await route(accountFunds, accountApi.applyWithdrawal.key, { token: trader, body, headers: keyed(key) });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(db.account.withdrawals.length).toBe(withdrawals + 1);

    const deposit = balanceOf(db, user.id, 'DEPOSIT');
    const topUp = { amount: '100.00', paymentMethod: 'BALANCE' };
    const depositKey = newKey();
    lostAnswers();
    await route(depositRoutes, resellerApi.rechargeDeposit.key, { token: trader, body: topUp, headers: keyed(depositKey) });
    noFaults();
    const replay = await route(depositRoutes, resellerApi.rechargeDeposit.key, { token: trader, body: topUp, headers: keyed(depositKey) });
    expect(replay.statusCode).toBe(201);
    expect(balanceOf(db, user.id, 'DEPOSIT')).toBe(new Big(deposit).plus(100).toFixed(2));
    expect(auditLedger(db)).toMatchObject({ ledgerSum: '0.00', mismatches: [] });
  });
});

describe('keys', () => {
  it('without a key, two sends are two orders (the key is what makes a retry safe)', async () => {
    const c = commodity();
    const body = { commodityId: c.id, quantity: c.minQuantity, receiving: { character: 'Vexa' } };
    const orders = getDb().trade.orders.length;
    await route(orderRoutes, tradeApi.createBuyerOrder.key, { token: buyer, body });
    await route(orderRoutes, tradeApi.createBuyerOrder.key, { token: buyer, body });
    expect(getDb().trade.orders.length).toBe(orders + 2);
  });

  it('refuses a key reused for another body (422), and a malformed key (400)', async () => {
    const c = commodity();
    const key = newKey();
    const first = { commodityId: c.id, quantity: c.minQuantity, receiving: { character: 'Vexa' } };
    expect((await route(orderRoutes, tradeApi.createBuyerOrder.key, { token: buyer, body: first, headers: keyed(key) })).statusCode).toBe(
      201,
    );
    const other = { ...first, receiving: { character: 'Other' } };
    const reused = await route(orderRoutes, tradeApi.createBuyerOrder.key, {
      token: buyer,
      body: other,
      headers: keyed(key),
      locale: 'zh-CN',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', detail: expect.stringMatching(/[\u4e00-\u9fff]/) });
    const bad = await route(orderRoutes, tradeApi.createBuyerOrder.key, { token: buyer, body: first, headers: keyed('short') });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID' });
  });

  it('keeps no refusal: a repeat after a 4xx is tried again', async () => {
    const key = newKey();
    const body = { commodityId: 'NOPE', quantity: 1, receiving: { character: 'Vexa' } };
    const first = await route(orderRoutes, tradeApi.createBuyerOrder.key, { token: buyer, body, headers: keyed(key) });
    const again = await route(orderRoutes, tradeApi.createBuyerOrder.key, { token: buyer, body, headers: keyed(key) });
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('scopes keys per user', async () => {
    const other = await loginAs('trader');
    const c = commodity();
    const key = newKey();
    const body = { commodityId: c.id, quantity: c.minQuantity, receiving: { character: 'Vexa' } };
    const orders = getDb().trade.orders.length;
    await route(orderRoutes, tradeApi.createBuyerOrder.key, { token: buyer, body, headers: keyed(key) });
    const second = await route(orderRoutes, tradeApi.createBuyerOrder.key, { token: other, body, headers: keyed(key) });
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(getDb().trade.orders.length).toBe(orders + 2);
  });
});

describe('seeded fault sequences', () => {
  const sequence = (seed: number) => {
    restartFaultSequence();
    const settings = { ...getSettings(), faultRate: 0.15, faultStatuses: [500, 503, 429, 'lost' as const], faultSeed: seed };
    const calls = ['GET /a', 'POST /b', 'GET /a', 'PUT /c'];
    return Array.from({ length: 200 }, (_, i) => {
      const [method, path] = calls[i % calls.length].split(' ');
      return pickFault(path, settings, faultRandom(method, path, seed)) ?? '-';
    });
  };

  it('repeats for a seed, differs between seeds, and faults about the asked share', () => {
    const one = sequence(7);
    expect(sequence(7)).toEqual(one);
    expect(sequence(8)).not.toEqual(one);
    const faults = one.filter((f) => f !== '-').length;
    expect(faults).toBeGreaterThan(10);
    expect(faults).toBeLessThan(55);
    expect(new Set(one)).toEqual(new Set(['-', 500, 503, 429, 'lost']));
  });

  it('does not depend on how the calls of different paths interleave', () => {
    restartFaultSequence();
    const settings = { ...getSettings(), faultRate: 0.5, faultStatuses: [500], faultSeed: 3 };
    const draw = (path: string) => pickFault(path, settings, faultRandom('GET', path, 3)) ?? '-';
    const alone = Array.from({ length: 20 }, () => draw('/x'));
    restartFaultSequence();
    const mixed = Array.from({ length: 20 }, () => {
      draw('/y');
      return draw('/x');
    });
    expect(mixed).toEqual(alone);
  });
});
