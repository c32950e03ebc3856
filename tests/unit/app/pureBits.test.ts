jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/utils/request', () => ({ request: jest.fn(), RequestError: class {} }));

import { needsProfilePrompt } from '@/components/ProfilePrompt';
import { rootRedirectTarget } from '@/hooks/useRootRedirect';
import { activeMenuPath, buildConsoleMenu, grantedTo, menuPath } from '@/layouts/consoleMenu';
import { callbackQuery } from '@/pages/passport/oauth2-callback';
import { mfaQuery } from '@/pages/passport/mfa';
import { makeUser } from '../fixtures';

describe('profile-completion prompt', () => {
  it('asks a main account lacking contactQq or contactPhone', () => {
    expect(needsProfilePrompt(makeUser({ contactQq: undefined }), true, '/order/sold')).toBe(true);
    expect(needsProfilePrompt(makeUser({ contactPhone: '' }), true, '/en/games')).toBe(true);
  });
  it('not on /profile, not for sub-accounts, not when complete', () => {
    expect(needsProfilePrompt(makeUser({ contactQq: undefined }), true, '/en/profile')).toBe(false);
    expect(needsProfilePrompt(makeUser({ contactQq: undefined }), true, '/profile/funds')).toBe(false);
    expect(needsProfilePrompt(makeUser({ contactQq: undefined }), false, '/order/sold')).toBe(false);
    expect(needsProfilePrompt(makeUser(), true, '/order/sold')).toBe(false);
    expect(needsProfilePrompt(undefined, true, '/')).toBe(false);
  });
});

describe('mfa query', () => {
  it('needs otpToken, username and phoneNumber', () => {
    expect(mfaQuery(new URLSearchParams('otpToken=t&username=u&phoneNumber=p'))).toEqual({
      otpToken: 't',
      username: 'u',
      phoneNumber: 'p',
    });
    expect(mfaQuery(new URLSearchParams('otpToken=t&username=u'))).toBeUndefined();
    expect(mfaQuery(new URLSearchParams(''))).toBeUndefined();
  });
});

describe('oauth2 callback query', () => {
  it('reads code or auth_code with state', () => {
    expect(callbackQuery(new URLSearchParams('code=c&state=s'), false)).toEqual({ query: { code: 'c', state: 's' }, mock: false });
    expect(callbackQuery(new URLSearchParams('auth_code=c&state=s'), false)).toEqual({ query: { code: 'c', state: 's' }, mock: false });
    expect(callbackQuery(new URLSearchParams('code=c'), false)).toBeUndefined();
  });
  it('uses providerUid only in mock mode', () => {
    expect(callbackQuery(new URLSearchParams('providerUid=gh-1'), true)).toEqual({ query: { providerUid: 'gh-1' }, mock: true });
    expect(callbackQuery(new URLSearchParams('providerUid=gh-1'), false)).toBeUndefined();
  });
});

describe('root redirect', () => {
  const targets = { 'zh-CN': '/games', 'en-US': '' };
  it('redirects / by locale when configured', () => {
    expect(rootRedirectTarget('/zh_CN', targets)).toBe('/zh_CN/games');
    expect(rootRedirectTarget('/en', targets)).toBeUndefined();
    expect(rootRedirectTarget('/zh_CN/help', targets)).toBeUndefined();
  });
  it('never follows another origin', () => {
    expect(rootRedirectTarget('/zh_CN', { 'zh-CN': 'https://evil.example', 'en-US': '' })).toBeUndefined();
  });
});

describe('console menu', () => {
  it('groups console routes and drops optional segments', () => {
    const menu = buildConsoleMenu((id) => id);
    const order = menu.find((g) => g.name === 'menu.order');
    expect(order?.routes?.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/order/purchased', '/order/sold', '/order/purchased/history']),
    );
    expect(menu.map((g) => g.name)).toEqual(expect.arrayContaining(['menu.profile', 'menu.commodity', 'menu.user']));
    expect(menuPath('/order/sold/:type?')).toBe('/order/sold');
  });
  it('shows a sub-account only the pages it was granted', () => {
    const menu = buildConsoleMenu((id) => id, grantedTo({ isSub: true, subAuthorities: ['ORDER_SOLD'] }));
    const paths = menu.flatMap((g) => g.routes?.map((r) => r.path) ?? []);
    expect(paths).toContain('/order/sold');
    expect(paths).not.toContain('/order/purchased');
    expect(paths).not.toContain('/user/withdrawal');
    expect(paths).toContain('/profile'); // ungated pages stay
  });
  it.each([
    ['/profile/fund_deposit', '/profile/fund_deposit'],
    ['/profile', '/profile'],
    ['/order/sold/todo', '/order/sold'],
    ['/order/sold/history', '/order/sold/history'],
    ['/commodity/stock-record/history', '/commodity/stock-record/history'],
    ['/nowhere', undefined],
  ])('highlights one entry for %s: %s', (path, entry) => {
    expect(
      activeMenuPath(
        buildConsoleMenu((id) => id),
        path,
      ),
    ).toBe(entry);
  });
});
