/** @jest-environment ./tests/env/jsdom.js */
jest.mock('@/utils/request', () => ({ call: jest.fn() }));
jest.mock('@/utils/token', () => ({ isAuthenticated: () => true }));

const { call } = require('@/utils/request') as { call: jest.Mock };
const { callPreloaded, newNavigation, preloadCall, startedCallSettled } =
  require('@/utils/routeData') as typeof import('@/utils/routeData');
const { authApi } = require('@/domain/auth/endpoints') as typeof import('@/domain/auth/endpoints');

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

  it('the first render waits for a started call until it settles, never longer than its limit', async () => {
    let answer: (v: unknown) => void = () => undefined;
    call.mockReturnValueOnce(new Promise((r) => (answer = r)));
    preloadCall(authApi.getUserInfo);
    let settled = false;
    void startedCallSettled(authApi.getUserInfo, undefined, 10_000).then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    answer({ username: 'u' });
    await flush();
    expect(settled).toBe(true);
    // a call that never answers holds nothing back past the limit
    newNavigation();
    call.mockReturnValueOnce(new Promise(() => undefined));
    preloadCall(authApi.getUserInfo);
    const started = Date.now();
    await startedCallSettled(authApi.getUserInfo, undefined, 30);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
