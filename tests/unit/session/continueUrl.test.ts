/** @jest-environment ./tests/env/jsdom.js */
import { CONTINUE_URL_KEY } from '@/constants/session';
import {
  consumeJustLoggedIn,
  getContinueUrl,
  isSameOriginPath,
  markJustLoggedIn,
  saveContinueUrl,
  takeContinueUrl,
} from '@/utils/continueUrl';

describe('continue URL', () => {
  beforeEach(() => sessionStorage.clear());
  it('accepts only same-origin paths', () => {
    expect(isSameOriginPath('/order/sold?x=1')).toBe(true);
    expect(isSameOriginPath('//evil.com/x')).toBe(false);
    expect(isSameOriginPath('https://evil.com')).toBe(false);
    expect(isSameOriginPath('/\\evil.com')).toBe(false);
  });
  it('never saves the excluded pages, with or without prefix', () => {
    for (const p of [
      '/login',
      '/register',
      '/reset-password',
      '/forgot-password',
      '/passport/mfa',
      '/en/passport/oauth2/bind',
      '/zh_CN/login',
    ]) {
      saveContinueUrl(p);
      expect(sessionStorage.getItem(CONTINUE_URL_KEY)).toBeNull();
    }
  });
  it('keeps an earlier target when asked to', () => {
    saveContinueUrl('/order/sold');
    saveContinueUrl('/profile', true);
    expect(getContinueUrl()).toBe('/order/sold');
    saveContinueUrl('/profile');
    expect(takeContinueUrl()).toBe('/profile');
    expect(getContinueUrl()).toBeUndefined();
  });
  it('the just-logged-in flag is read once', () => {
    markJustLoggedIn();
    expect(consumeJustLoggedIn()).toBe(true);
    expect(consumeJustLoggedIn()).toBe(false);
  });
});
