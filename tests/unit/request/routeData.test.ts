/** @jest-environment ./tests/env/jsdom.js */
jest.mock('@/utils/request', () => ({ call: jest.fn() }));
jest.mock('@/utils/token', () => ({ isAuthenticated: () => true }));

const { call } = require('@/utils/request') as { call: jest.Mock };
const { callPreloaded, newNavigation, preloadCall, startedAnswerOf, startedCallsSettled } =
  require('@/utils/routeData') as typeof import('@/utils/routeData');
const { authApi } = require('@/domain/auth/endpoints') as typeof import('@/domain/auth/endpoints');
const { tradeApi } = require('@/domain/trade/endpoints') as typeof import('@/domain/trade/endpoints');

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('route data started at navigation', () => {
  beforeEach(() => {
    call.mockReset();
    newNavigation();
  });

  it("serves the page's own call with the started one, once", async () => {
    call.mockResolvedValueOnce({ username: 'first' });
    preloadCall(authApi.getUserInfo);
    expect(await callPreloaded(authApi.getUserInfo)).toEqual({ username: 'first' });
    call.mockResolvedValueOnce({ username: 'second' });
    expect(await callPreloaded(authApi.getUserInfo)).toEqual({ username: 'second' });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('a navigation while the call is on its way shares it; after an answer nobody took, it asks again', async () => {
    let answer: (v: unknown) => void = () => undefined;
    call.mockReturnValueOnce(new Promise((r) => (answer = r)));
    preloadCall(authApi.getUserInfo);
    preloadCall(authApi.getUserInfo);
    expect(call).toHaveBeenCalledTimes(1);
    answer({ supplier: false });
    await flush();
    // the user opened a role since: the next navigation must not be served the old answer
    newNavigation();
    call.mockResolvedValueOnce({ supplier: true });
    preloadCall(authApi.getUserInfo);
    expect(call).toHaveBeenCalledTimes(2);
    expect(await callPreloaded(authApi.getUserInfo)).toEqual({ supplier: true });
  });

  it('the loaders run twice for one navigation (before the first render, then by umi): one call, answered or not', async () => {
    newNavigation();
    call.mockResolvedValueOnce({ username: 'early' });
    preloadCall(authApi.getUserInfo);
    await flush();
    preloadCall(authApi.getUserInfo);
    expect(call).toHaveBeenCalledTimes(1);
    expect(await callPreloaded(authApi.getUserInfo)).toEqual({ username: 'early' });
    // umi's run comes after the page's effects, which may have taken the answer already
    preloadCall(authApi.getUserInfo);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("the first render waits for the navigation's started calls until they settle, never longer than its limit", async () => {
    let answer: (v: unknown) => void = () => undefined;
    let fail: (e: unknown) => void = () => undefined;
    call.mockReturnValueOnce(new Promise((r) => (answer = r)));
    call.mockReturnValueOnce(new Promise((_r, j) => (fail = j)));
    preloadCall(authApi.getUserInfo);
    preloadCall(tradeApi.querySoldOrders, { params: { tab: 'TODO', current: 1, size: 20 } });
    let settled = false;
    void startedCallsSettled(10_000).then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    answer({ username: 'u' });
    await flush();
    expect(settled).toBe(false);
    // a failure settles too: the page's own call shows it
    fail(new Error('down'));
    await flush();
    expect(settled).toBe(true);
    // a call that never answers holds nothing back past the limit
    newNavigation();
    call.mockReturnValueOnce(new Promise(() => undefined));
    preloadCall(authApi.getUserInfo);
    const started = Date.now();
    await startedCallsSettled(30);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("a table finds its first rows by endpoint, only this navigation's and only until its request takes them", async () => {
    const page = { records: [{ orderNo: 'A1' }], total: 41 };
    call.mockResolvedValueOnce(page);
    const args = { params: { tab: 'ALL' as const, current: 1, size: 20 } };
    preloadCall(tradeApi.querySoldOrders, args);
    const first = { current: 1, size: 20 };
    expect(startedAnswerOf(tradeApi.querySoldOrders, first)).toBeUndefined(); // not answered yet
    await flush();
    expect(startedAnswerOf(tradeApi.querySoldOrders, first)).toBe(page);
    expect(startedAnswerOf(tradeApi.querySoldOrders, { current: 2, size: 20 })).toBeUndefined();
    expect(startedAnswerOf(tradeApi.querySoldOrders, { current: 1, size: 50 })).toBeUndefined();
    expect(startedAnswerOf(tradeApi.queryPurchasedOrders, first)).toBeUndefined();
    // the page's own request takes the same answer, without asking again
    expect(await callPreloaded(tradeApi.querySoldOrders, args)).toBe(page);
    expect(call).toHaveBeenCalledTimes(1);
    expect(startedAnswerOf(tradeApi.querySoldOrders, first)).toBeUndefined();
    // an answer started for an earlier navigation is not this page's
    call.mockResolvedValueOnce(page);
    preloadCall(tradeApi.querySoldOrders, { params: { tab: 'ALL' as const, current: 2, size: 20 } });
    await flush();
    newNavigation();
    expect(startedAnswerOf(tradeApi.querySoldOrders, { current: 2, size: 20 })).toBeUndefined();
  });
});
