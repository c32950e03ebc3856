/** @jest-environment ./tests/env/jsdom.js */
/** SPEC §8 error catalogue rows about requests, driven through the real pipeline with a fake fetch. */
import { getIntl, history } from '@umijs/max';
import { CONTINUE_URL_KEY, UNAUTHORIZED_EXCLUDED_PATHS } from '@/constants/session';
import { isLoginDialogOpen, closeLoginDialog, openLoginDialog } from '@/utils/loginDialog';
import { logoutNotLoggedInError, request, RequestError } from '@/utils/request';
import { onSession } from '@/utils/sessionEvents';
import { toast } from '@/utils/toast';
import { readToken, saveToken } from '@/utils/token';
import { en, fakeIntl, fakeResponse, installFetch, setPage, zh } from './helpers';

jest.mock('@umijs/max', () => ({
  history: { push: jest.fn() },
  getIntl: jest.fn(),
  getLocale: jest.fn(() => 'zh-CN'),
}));
jest.mock('@/utils/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const getIntlMock = getIntl as unknown as jest.Mock;
const pushMock = history.push as unknown as jest.Mock;
const toastError = toast.error as unknown as jest.Mock;

// Files using jest.mock go through babel without type stripping: no imported names in type positions.
interface Rejected {
  message: string;
  status: number;
  handled: boolean;
  body?: { title?: string };
}
let fetchMock: jest.Mock;
let events: string[];
let unsubscribe: () => void;

/** The rejection of a call, failing the test if it resolved. */
async function rejection(p: Promise<unknown>): Promise<Rejected> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(RequestError);
    return e as Rejected;
  }
  throw new Error('expected the request to reject');
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  getIntlMock.mockReturnValue(fakeIntl('zh-CN'));
  fetchMock = installFetch();
  sessionStorage.clear();
  saveToken({ accessToken: 'tok-1', expiresIn: 3600, issuedAt: Date.now() }, false);
  events = [];
  unsubscribe = onSession((e) => events.push(e));
  setPage('/en/order/list?tab=2');
});

afterEach(() => {
  jest.runOnlyPendingTimers(); // lets a pending dialog reopening finish before the next test
  unsubscribe();
  closeLoginDialog();
  jest.useRealTimers();
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

describe('429', () => {
  test('shows and rejects with the Chinese text', async () => {
    fetchMock.mockResolvedValue(fakeResponse(429, { title: 'slow down' }));
    const err = await rejection(request('/api/v1/shop/fund/me', { retries: 0 }));
    expect(zh['request.error.tooManyRequests']).toBe('请求过于频繁,请稍后再试');
    expect(err.message).toBe('请求过于频繁,请稍后再试');
    expect(err.status).toBe(429);
    expect(toastError).toHaveBeenCalledWith('请求过于频繁,请稍后再试');
  });

  test('shows and rejects with the English text', async () => {
    getIntlMock.mockReturnValue(fakeIntl('en-US'));
    fetchMock.mockResolvedValue(fakeResponse(429));
    const err = await rejection(request('/api/v1/shop/fund/me', { retries: 0 }));
    expect(err.message).toBe(en['request.error.tooManyRequests']);
    expect(toastError).toHaveBeenCalledWith(en['request.error.tooManyRequests']);
  });
});

describe('401 on a normal page', () => {
  test('saves the continue URL, ends the session as lost (the page stays), reopens the dialog after 500 ms, rejects "not logged in"', async () => {
    fetchMock.mockResolvedValue(fakeResponse(401, { title: 'Unauthorized' }));
    const err = await rejection(request('/api/v1/shop/fund/me'));
    expect(err.message).toBe(zh['request.error.notLoggedIn']);
    expect(err.handled).toBe(true);
    expect(sessionStorage.getItem(CONTINUE_URL_KEY)).toBe('/en/order/list?tab=2');
    expect(readToken()).toBeUndefined();
    expect(events).toEqual(['lost']);
    expect(toastError).not.toHaveBeenCalled();
    expect(pushMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(499);
    expect(isLoginDialogOpen()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(isLoginDialogOpen()).toBe(true);
  });

  test('keeps a continue URL saved earlier', async () => {
    sessionStorage.setItem(CONTINUE_URL_KEY, '/profile');
    fetchMock.mockResolvedValue(fakeResponse(401));
    await rejection(request('/api/v1/shop/fund/me'));
    expect(sessionStorage.getItem(CONTINUE_URL_KEY)).toBe('/profile');
    expect(readToken()).toBeUndefined();
  });

  test.each([
    ['HTTP 200', 200],
    ['HTTP 400', 400],
  ])('a body statusCode 401 counts as 401 (%s)', async (_label, status) => {
    fetchMock.mockResolvedValue(fakeResponse(status, { statusCode: 401, title: 'token expired' }));
    const err = await rejection(request('/api/v1/shop/fund/me'));
    expect(err.message).toBe(zh['request.error.notLoggedIn']);
    expect(readToken()).toBeUndefined();
    expect(events).toEqual(['lost']);
    jest.advanceTimersByTime(500);
    expect(isLoginDialogOpen()).toBe(true);
  });
});

test('401 on an auth page rejects "logging in" and leaves the session and dialog alone', async () => {
  setPage('/zh_CN/login');
  fetchMock.mockResolvedValue(fakeResponse(401));
  const err = await rejection(request('/api/v1/usercenter/auth/userinfo'));
  expect(err.message).toBe(zh['request.error.loggingIn']);
  expect(readToken()?.accessToken).toBe('tok-1');
  expect(events).toEqual([]);
  jest.advanceTimersByTime(1000);
  expect(isLoginDialogOpen()).toBe(false);
  expect(toastError).not.toHaveBeenCalled();
});

describe('401 on excluded paths gets ordinary error handling', () => {
  const expectOrdinary = async (p: Promise<unknown>): Promise<void> => {
    const err = await rejection(p);
    expect(err.message).toBe('bad credentials');
    expect(toastError).toHaveBeenCalledWith('bad credentials');
    expect(readToken()?.accessToken).toBe('tok-1');
    expect(events).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(isLoginDialogOpen()).toBe(false);
  };

  test.each(UNAUTHORIZED_EXCLUDED_PATHS)('request URL containing %s', async (path) => {
    fetchMock.mockResolvedValue(fakeResponse(401, { detail: 'bad credentials' }));
    await expectOrdinary(request(`/api/v1/usercenter${path}x`, { method: 'POST' }));
  });

  test.each(UNAUTHORIZED_EXCLUDED_PATHS)('current page containing %s', async (path) => {
    setPage(`/en${path}x`);
    fetchMock.mockResolvedValue(fakeResponse(401, { detail: 'bad credentials' }));
    await expectOrdinary(request('/api/v1/shop/fund/me'));
  });
});

describe('other errors: detail, else title; violations joined with ；', () => {
  test.each([
    ['detail wins over title', { detail: 'D', title: 'T' }, 'D'],
    ['title when no detail', { title: 'T' }, 'T'],
    [
      'detail then violations',
      {
        detail: 'D',
        title: 'T',
        violations: [
          { field: 'a', message: 'v1' },
          { field: 'b', message: 'v2' },
        ],
      },
      'D；v1；v2',
    ],
    ['violations alone', { violations: [{ message: 'v1' }, { message: 'v2' }] }, 'v1；v2'],
  ])('%s', async (_label, body, shown) => {
    fetchMock.mockResolvedValue(fakeResponse(400, body));
    const err = await rejection(request('/api/v1/shop/trade/pay', { method: 'POST' }));
    expect(err.message).toBe(shown);
    expect(err.status).toBe(400);
    expect(err.body?.title).toBe((body as { title?: string }).title);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(shown);
  });

  test('an empty error body falls back to the localized generic text with the status', async () => {
    fetchMock.mockResolvedValue(fakeResponse(404, ''));
    const err = await rejection(request('/api/v1/shop/none'));
    expect(err.message).toBe(zh['request.error.generic'].replace('{status}', '404'));
    expect(toastError).toHaveBeenCalledWith(err.message);
  });
});

describe('REDIRECT action', () => {
  test('a same-origin location hides the login dialog and navigates, keeping the locale prefix', async () => {
    openLoginDialog();
    fetchMock.mockResolvedValue(fakeResponse(403, { title: 'verify', action: { type: 'REDIRECT', location: '/passport/mfa?u=1' } }));
    await rejection(request('/api/v1/shop/trade/pay', { method: 'POST' }));
    expect(isLoginDialogOpen()).toBe(false);
    expect(pushMock).toHaveBeenCalledWith('/en/passport/mfa?u=1');
    setPage('/order/list');
    await rejection(request('/api/v1/shop/trade/pay', { method: 'POST' }));
    expect(pushMock).toHaveBeenLastCalledWith('/passport/mfa?u=1');
  });

  test.each(['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)'])(
    'a cross-origin location %s is ignored',
    async (location) => {
      openLoginDialog();
      fetchMock.mockResolvedValue(fakeResponse(403, { title: 'verify', action: { type: 'REDIRECT', location } }));
      await rejection(request('/api/v1/shop/trade/pay', { method: 'POST' }));
      expect(isLoginDialogOpen()).toBe(true);
      expect(pushMock).not.toHaveBeenCalled();
    },
  );
});

test.each([['zh-CN', zh] as const, ['en-US', en] as const])('logout when not logged in fails with the %s text', (locale, texts) => {
  getIntlMock.mockReturnValue(fakeIntl(locale));
  const err = logoutNotLoggedInError();
  expect(err).toBeInstanceOf(RequestError);
  expect(err.message).toBe(texts['request.error.notLoggedInLogout']);
});

describe('opt-outs', () => {
  test('skipErrorHandler: no toast, no 401 flow, handled false', async () => {
    fetchMock.mockResolvedValue(fakeResponse(401, { detail: 'expired' }));
    const err = await rejection(request('/api/v1/usercenter/auth/refresh-token', { method: 'POST', skipErrorHandler: true }));
    expect(err.handled).toBe(false);
    expect(err.message).toBe('expired');
    expect(toastError).not.toHaveBeenCalled();
    expect(readToken()?.accessToken).toBe('tok-1');
    expect(events).toEqual([]);
  });

  test('silent: no toast, but the error is still handled', async () => {
    fetchMock.mockResolvedValue(fakeResponse(400, { detail: 'nope' }));
    const err = await rejection(request('/api/v1/user/behavior/record/save', { method: 'POST', silent: true }));
    expect(err.handled).toBe(true);
    expect(err.message).toBe('nope');
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('error codes with a text of their own', () => {
  test('read in the user language; an unknown code keeps the server detail', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(403, { title: 'Trade refused', detail: 'The merchant has filtered your account', code: 'COUNTERPARTY_FILTERED' }),
    );
    const zhErr = await rejection(request('/api/v1/shop/trade/buyer/orders', { method: 'POST', retries: 0 }));
    expect(zhErr.message).toBe(zh['request.code.COUNTERPARTY_FILTERED']);
    expect(toastError).toHaveBeenLastCalledWith(zh['request.code.COUNTERPARTY_FILTERED']);
    getIntlMock.mockReturnValue(fakeIntl('en-US'));
    const enErr = await rejection(request('/api/v1/shop/trade/buyer/orders', { method: 'POST', retries: 0 }));
    expect(enErr.message).toBe(en['request.code.COUNTERPARTY_FILTERED']);
    fetchMock.mockResolvedValue(fakeResponse(400, { title: 'Nope', detail: 'Server words', code: 'SOMETHING_ELSE' }));
    expect((await rejection(request('/api/v1/shop/trade/buyer/orders', { method: 'POST', retries: 0 }))).message).toBe('Server words');
  });
});
