import { topSegments } from '../../../config/routes';
import { appPath, browserPath, inferBase, normaliseBase } from '@/microapp/base';
import { apiBaseOf, parseHostProps } from '@/microapp/hostProps';

const SEGMENTS = topSegments();

test('the route table gives the first segments a host prefix ends before', () => {
  expect(SEGMENTS).toEqual(expect.arrayContaining(['order', 'commodity', 'demand', 'help', 'checkout']));
  expect(SEGMENTS.some((s) => s.startsWith(':') || s.includes('/'))).toBe(false);
});

test.each([
  ['/console/en/order/sold', '/console'],
  ['/console/zh_CN/order/purchased', '/console'],
  ['/console/order/sold', '/console'],
  ['/console/en', '/console'],
  ['/console', '/console'],
  ['/console/', '/console'],
  ['/ops/trade/en/order/sold', '/ops/trade'],
  ['/ops/trade/help', '/ops/trade'],
  ['/console/no-such-page', '/console'],
  ['/', ''],
])('the prefix of %s is %s', (path, base) => {
  expect(inferBase(path, SEGMENTS)).toBe(base);
});

test.each([
  ['/console/en/order/sold', '/console', '/en/order/sold'],
  ['/console', '/console', '/'],
  ['/consoles/x', '/console', '/consoles/x'],
  ['/en/order/sold', '', '/en/order/sold'],
])('the console path of %s under %s is %s, and back', (full, base, own) => {
  expect(appPath(full, base)).toBe(own);
  if (full.startsWith(`${base}/`) || full === base || !base) expect(browserPath(own, base)).toBe(full);
});

test.each([
  ['/console/', '/console'],
  ['console', '/console'],
  ['/', ''],
  ['', ''],
])('base %j is normalised to %j', (raw, base) => {
  expect(normaliseBase(raw)).toBe(base);
});

test.each([
  ['/gateway/', '/gateway'],
  ['https://api.example.com/v', 'https://api.example.com/v'],
  ['//evil.example', undefined],
  ['javascript:alert(1)', undefined],
  ['', undefined],
  [42, undefined],
])('apiBase %j is taken as %j', (raw, out) => {
  expect(apiBaseOf(raw)).toBe(out);
});

test('host props are checked: a malformed token or locale is ignored, a good one kept', () => {
  expect(parseHostProps(null)).toEqual({});
  const token = { accessToken: 'at.x', expiresIn: 7200, issuedAt: 1 };
  expect(parseHostProps({ token, locale: 'en', apiBase: '/api-gw', base: '/console' })).toMatchObject({
    token,
    locale: 'en-US',
    apiBase: '/api-gw',
    base: '/console',
  });
  expect(parseHostProps({ token: { accessToken: 5 }, locale: 'fr', base: 'x' })).toEqual({
    token: undefined,
    locale: undefined,
    apiBase: undefined,
    base: undefined,
    container: undefined,
  });
  expect(parseHostProps({ locale: 'zh_CN' }).locale).toBe('zh-CN');
});
