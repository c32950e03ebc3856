/** @jest-environment ./tests/env/jsdom.js */
import { localeFromPath, resolveLocale, stripPrefix, switchLocalePath, withPrefix, writeLocaleCookie } from '@/utils/localePrefix';

describe('locale prefix', () => {
  afterEach(() => {
    document.cookie = 'locale=; Path=/; Max-Age=0';
  });
  it('reads the prefix', () => {
    expect(localeFromPath('/en/order/sold')).toBe('en-US');
    expect(localeFromPath('/zh_CN')).toBe('zh-CN');
    expect(localeFromPath('/english')).toBeUndefined();
    expect(stripPrefix('/en')).toBe('/');
    expect(stripPrefix('/en/games')).toBe('/games');
  });
  it('links keep the prefix', () => {
    expect(withPrefix('/games', '/en/help')).toBe('/en/games');
    expect(withPrefix('/', '/zh_CN/help')).toBe('/zh_CN');
    expect(withPrefix('/games', '/help')).toBe('/games');
    expect(withPrefix('/en/games', '/zh_CN/help')).toBe('/en/games');
  });
  it('switches the prefix in place', () => {
    expect(switchLocalePath('/zh_CN/order/sold', 'en-US')).toBe('/en/order/sold');
    expect(switchLocalePath('/order/sold', 'zh-CN')).toBe('/zh_CN/order/sold');
    expect(switchLocalePath('/en', 'zh-CN')).toBe('/zh_CN');
  });
  it('an unprefixed URL follows the cookie, then zh-CN', () => {
    expect(resolveLocale('/games')).toBe('zh-CN');
    writeLocaleCookie('en-US');
    expect(resolveLocale('/games')).toBe('en-US');
    expect(resolveLocale('/zh_CN/games')).toBe('zh-CN');
  });
});
