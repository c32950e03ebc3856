/** @jest-environment ./tests/env/jsdom.js */
/**
 * Money writes carry one Idempotency-Key per user intent, through the real pipeline with a fake
 * fetch: the user's retry of the same intent after an unknown outcome repeats the key; a decided
 * intent (2xx or a 4xx refusal) or other values get a new key; the pipeline itself never retries.
 */
import { getIntl } from '@umijs/max';
import { accountApi } from '@/domain/account/endpoints';
import { endpointsIn, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/domain/endpoint';
import * as accountEndpoints from '@/domain/account/endpoints';
import * as resellerEndpoints from '@/domain/reseller/endpoints';
import * as tradeEndpoints from '@/domain/trade/endpoints';
import { tradeApi } from '@/domain/trade/endpoints';
import { forgetIntents, openIntentCount } from '@/utils/idempotency';
import { call } from '@/utils/request';
import { emitSession } from '@/utils/sessionEvents';
import { clearToken, saveToken } from '@/utils/token';
import { fakeIntl, fakeResponse, installFetch, sentHeaders } from './helpers';

jest.mock('@umijs/max', () => ({
  history: { push: jest.fn() },
  getIntl: jest.fn(),
  getLocale: jest.fn(() => 'en-US'),
}));
jest.mock('@/utils/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

let fetchMock: jest.Mock;
const key = (n: number): string | undefined => sentHeaders(fetchMock as never, n)[IDEMPOTENCY_KEY_HEADER];
const pay = (batchNo = 'PB1') => call(tradeApi.pay, { data: { batchNo, paymentMethod: 'BALANCE' } });
const settled = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    () => 'failed',
  );

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  (getIntl as unknown as jest.Mock).mockReturnValue(fakeIntl('en-US'));
  fetchMock = installFetch();
  forgetIntents();
  saveToken({ accessToken: 'tok', expiresIn: 7200, issuedAt: Date.now() }, false);
});
afterEach(() => {
  clearToken();
  jest.restoreAllMocks();
});

it('sends a well-formed key on every idempotent write, none on other calls', async () => {
  fetchMock.mockResolvedValue(fakeResponse(200, {}));
  await pay();
  await call(tradeApi.querySoldOrders, { params: {} });
  expect(key(0)).toMatch(IDEMPOTENCY_KEY_PATTERN);
  expect(key(1)).toBeUndefined();
});

it.each([
  ['a 503', 503],
  ['a 500', 500],
  ['a 429', 429],
  ['a 409 (still running)', 409],
])('keeps the key for the retry of the same intent after %s, with no retry by itself', async (_name, status) => {
  fetchMock.mockResolvedValueOnce(fakeResponse(status, { title: 'x' })).mockResolvedValueOnce(fakeResponse(200, {}));
  expect(await settled(pay())).toBe('failed');
  expect(fetchMock).toHaveBeenCalledTimes(1); // writes are never retried by the pipeline (SPEC §8)
  expect(await settled(pay())).toBe('ok');
  expect(key(1)).toBe(key(0));
  expect(openIntentCount()).toBe(0);
});

it('keeps the key after no answer at all (network failure)', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(fakeResponse(200, {}));
  expect(await settled(pay())).toBe('failed');
  expect(await settled(pay())).toBe('ok');
  expect(key(1)).toBe(key(0));
});

it.each([
  ['a success', 200],
  ['a 400 refusal', 400],
  ['a 403 refusal', 403],
  ['a 422 refusal', 422],
])('takes a new key for the next intent after %s', async (_name, status) => {
  fetchMock.mockResolvedValueOnce(fakeResponse(status, { title: 'x' })).mockResolvedValueOnce(fakeResponse(200, {}));
  await settled(pay());
  await settled(pay());
  expect(key(1)).not.toBe(key(0));
});

it('takes a new key for other values, and keeps both open intents apart', async () => {
  fetchMock.mockResolvedValue(fakeResponse(503, { title: 'x' }));
  await settled(pay('PB1'));
  await settled(pay('PB2'));
  await settled(pay('PB1'));
  expect(key(1)).not.toBe(key(0));
  expect(key(2)).toBe(key(0));
});

it('counts a body built in another key order as the same intent', async () => {
  fetchMock.mockResolvedValue(fakeResponse(503, { title: 'x' }));
  await settled(call(tradeApi.pay, { data: { batchNo: 'B', paymentMethod: 'BALANCE' } }));
  await settled(call(tradeApi.pay, { data: { paymentMethod: 'BALANCE', batchNo: 'B' } }));
  expect(key(1)).toBe(key(0));
});

it('forgets open intents when the session ends', async () => {
  fetchMock.mockResolvedValue(fakeResponse(503, { title: 'x' }));
  await settled(call(accountApi.applyWithdrawal, { data: { amount: '10.00', accountId: 'A', code: '123456' } }));
  emitSession('cleared');
  await settled(call(accountApi.applyWithdrawal, { data: { amount: '10.00', accountId: 'A', code: '123456' } }));
  expect(key(1)).not.toBe(key(0));
});

// The money-moving and order-creating writes, by their service names (one place: the declarations).
const MONEY_WRITES = [
  'trade.pay',
  'trade.createBuyerOrder',
  'trade.createSellerOrder',
  'trade.deliverOrder',
  'trade.settleOrders',
  'trade.requestOrderChange',
  'trade.approveOrderChange',
  'trade.cancelOrder',
  'trade.timeoutCancelOrder',
  'trade.cancelOrderByTimeout',
  'account.applyWithdrawal',
  'reseller.rechargeDeposit',
  'reseller.requestDepositRefund',
  'reseller.cancelDepositRefund',
  'reseller.createDemand',
  'reseller.updateDemandByPay',
  'reseller.quickModifyDemandPay',
  'reseller.saveDemandBatch',
  'reseller.refundDemand',
];

it('declares exactly the money writes idempotent', () => {
  const declared = [
    ...endpointsIn({ trade: tradeEndpoints.tradeApi }),
    ...endpointsIn({ account: accountEndpoints.accountApi }),
    ...endpointsIn({ reseller: resellerEndpoints.resellerApi }),
  ];
  const idempotent = declared.filter((d) => d.endpoint.idempotent).map((d) => d.name);
  expect(idempotent.sort()).toEqual([...MONEY_WRITES].sort());
  for (const d of declared) if (d.endpoint.idempotent) expect(d.endpoint.method).not.toBe('GET');
});
