/** @jest-environment ./tests/env/jsdom.js */
/** Request shaping (bearer, content type, query, empty bodies) and the retry policy of SPEC §7/§8. */
import { getIntl } from '@umijs/max';
import { AUTH_FLAG_HEADER } from '@/constants/api';
import { del, get, patch, post, put, request, RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { clearToken, saveToken } from '@/utils/token';
import { fakeIntl, fakeResponse, installFetch, sentHeaders } from './helpers';

jest.mock('@umijs/max', () => ({
  history: { push: jest.fn() },
  getIntl: jest.fn(),
  getLocale: jest.fn(() => 'zh-CN'),
}));
jest.mock('@/utils/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

let fetchMock: jest.Mock;
const toastError = toast.error as unknown as jest.Mock;

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  (getIntl as unknown as jest.Mock).mockReturnValue(fakeIntl('zh-CN'));
  fetchMock = installFetch();
  saveToken({ accessToken: 'tok-abc', expiresIn: 3600, issuedAt: Date.now() }, false);
  window.history.pushState({}, '', '/order/list');
});

afterEach(() => {
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

describe('headers', () => {
  test('every call carries the bearer from the stored token and a JSON content type', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { ok: 1 }));
    await get('/api/v1/shop/fund/me');
    const h = sentHeaders(fetchMock);
    expect(h.Authorization).toBe('Bearer tok-abc');
    expect(h['Content-Type']).toBe('application/json');
  });

  test('x-auth-flag opts out of the bearer; the flag itself is still sent', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { accessToken: 'x' }));
    await post('/api/v1/usercenter/auth/login', { username: 'u' }, { headers: { [AUTH_FLAG_HEADER]: '1' } });
    const h = sentHeaders(fetchMock);
    expect(h.Authorization).toBeUndefined();
    expect(h[AUTH_FLAG_HEADER]).toBe('1');
    expect(fetchMock.mock.calls[0][1].body).toBe(JSON.stringify({ username: 'u' }));
  });

  test('no stored token, no bearer', async () => {
    clearToken();
    fetchMock.mockResolvedValue(fakeResponse(200, {}));
    await get('/api/v1/any/shop/home/games');
    expect(sentHeaders(fetchMock).Authorization).toBeUndefined();
  });

  test('a FormData body keeps the browser-chosen multipart content type', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, {}));
    const form = new FormData();
    form.append('file', 'x');
    await post('/api/shop/user/demand/importParsing', form);
    expect(sentHeaders(fetchMock)['Content-Type']).toBeUndefined();
    expect(fetchMock.mock.calls[0][1].body).toBe(form);
  });
});

test('query: objects deep-object style, arrays exploded, null and undefined dropped', async () => {
  fetchMock.mockResolvedValue(fakeResponse(200, []));
  await get('/api/v1/shop/trade/me/sales', {
    params: { filter: { status: 'PAID', game: { id: 3 }, none: null }, ids: [1, 2], skip: undefined, q: 'a b&c' },
  });
  expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/shop/trade/me/sales?filter[status]=PAID&filter[game][id]=3&ids=1&ids=2&q=a%20b%26c');
});

describe('empty answers', () => {
  test.each([
    ['204 No Content', 204, undefined],
    ['200 with an empty body', 200, ''],
  ])('%s resolves to {}', async (_label, status, body) => {
    fetchMock.mockResolvedValue(fakeResponse(status, body));
    await expect(del('/api/shop/user/demand/7')).resolves.toEqual({});
  });

  test('a JSON body is returned as parsed', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { id: '7', price: '0.30' }));
    await expect(request<{ id: string }>('/api/shop/user/demand/7')).resolves.toEqual({ id: '7', price: '0.30' });
  });
});

describe('retries', () => {
  test('GET 500 is retried once, then succeeds without a toast', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(500, { title: 'boom' })).mockResolvedValueOnce(fakeResponse(200, { v: 1 }));
    await expect(get('/api/v1/shop/fund/me')).resolves.toEqual({ v: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toastError).not.toHaveBeenCalled();
  });

  test('GET gives up after one retry', async () => {
    fetchMock.mockResolvedValue(fakeResponse(503, { title: 'down' }));
    await expect(get('/api/v1/shop/fund/me')).rejects.toBeInstanceOf(RequestError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['POST', post],
    ['PUT', put],
    ['PATCH', patch],
  ] as const)('%s 500 is not retried', async (_m, call) => {
    fetchMock.mockResolvedValue(fakeResponse(500, { title: 'boom' }));
    await expect(call('/api/v1/shop/trade/pay', { a: 1 })).rejects.toThrow('boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('DELETE 500 is not retried', async () => {
    fetchMock.mockResolvedValue(fakeResponse(500, { title: 'boom' }));
    await expect(del('/api/shop/user/demand/1')).rejects.toThrow('boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('GET 404 is not retried', async () => {
    fetchMock.mockResolvedValue(fakeResponse(404, { title: 'missing' }));
    await expect(get('/api/v1/shop/none')).rejects.toThrow('missing');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test.each([408, 409, 425, 429, 500, 502, 503, 504])('GET %i is retried', async (status) => {
    fetchMock.mockResolvedValueOnce(fakeResponse(status)).mockResolvedValueOnce(fakeResponse(200, { ok: true }));
    await expect(get('/api/v1/shop/fund/me')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a network failure is retried for a read and shown as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err: unknown = await get('/api/v1/shop/fund/me').catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((err as Error).message).toBe('网络异常，请检查网络连接');
  });

  test('a network failure is not retried for a write', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(post('/api/v1/shop/trade/pay', {})).rejects.toBeInstanceOf(RequestError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('the retries option overrides the default', async () => {
    fetchMock.mockResolvedValue(fakeResponse(502));
    await expect(post('/api/v1/shop/trade/pay', {}, { retries: 2 })).rejects.toBeInstanceOf(RequestError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockClear();
    await expect(get('/api/v1/shop/fund/me', { retries: 0 })).rejects.toBeInstanceOf(RequestError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
