/** @jest-environment ./tests/env/jsdom.js */
jest.mock('@/utils/request', () => ({ call: jest.fn() }));
jest.mock('@/utils/token', () => ({ isAuthenticated: () => true }));

const { call } = require('@/utils/request') as { call: jest.Mock };
const { callPreloaded, preloadCall } = require('@/utils/routeData') as typeof import('@/utils/routeData');
const { authApi } = require('@/domain/auth/endpoints') as typeof import('@/domain/auth/endpoints');

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('route data started at navigation', () => {
  beforeEach(() => call.mockReset());

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
    call.mockResolvedValueOnce({ supplier: true });
    preloadCall(authApi.getUserInfo);
    expect(call).toHaveBeenCalledTimes(2);
    expect(await callPreloaded(authApi.getUserInfo)).toEqual({ supplier: true });
  });
});
