import { AsyncLocalStorage } from 'async_hooks';
import { resolveLocale } from '@/utils/localePrefix';
import { readCookie } from '@/utils/cookie';
import { ssrRequest, type SsrRequest } from '@/utils/ssrContext';

/**
 * On the server (node: no document) the locale of a render comes from its request, which
 * server/serve.mjs hands over through an AsyncLocalStorage: the path prefix, then the locale
 * cookie, then zh-CN. No other cookie is readable there (the session stays in the browser).
 */
const als = new AsyncLocalStorage<SsrRequest>();
const g = globalThis as { __TC_SSR__?: AsyncLocalStorage<SsrRequest> };
const inRequest = <T>(cookie: string, fn: () => T): T => als.run({ apiBase: 'http://api.test', cookie }, fn);

beforeAll(() => {
  g.__TC_SSR__ = als;
});
afterAll(() => {
  delete g.__TC_SSR__;
});

describe('server-side locale of a request', () => {
  it('the path prefix wins over the cookie', () => {
    expect(inRequest('locale=zh-CN', () => resolveLocale('/en'))).toBe('en-US');
    expect(inRequest('locale=en-US', () => resolveLocale('/zh_CN'))).toBe('zh-CN');
  });
  it('an unprefixed path follows the locale cookie, then zh-CN', () => {
    expect(inRequest('a=1; locale=en-US; b=2', () => resolveLocale('/'))).toBe('en-US');
    expect(inRequest('', () => resolveLocale('/'))).toBe('zh-CN');
    expect(inRequest('locale=fr-FR', () => resolveLocale('/'))).toBe('zh-CN');
  });
  it('outside a request there is no cookie and no context', () => {
    expect(ssrRequest()).toBeUndefined();
    expect(resolveLocale('/')).toBe('zh-CN');
  });
  it('concurrent renders each see their own request', async () => {
    const seen = await Promise.all(
      ['locale=en-US', 'locale=zh-CN'].map((cookie) =>
        inRequest(cookie, async () => {
          await new Promise((r) => setTimeout(r, 5));
          return resolveLocale('/');
        }),
      ),
    );
    expect(seen).toEqual(['en-US', 'zh-CN']);
  });
  it('the session cookie is never read on the server', () => {
    expect(inRequest('gt_token=secret; locale=en-US', () => readCookie('gt_token'))).toBeUndefined();
    expect(inRequest('gt_token=secret; locale=en-US', () => readCookie('locale'))).toBe('en-US');
  });
});
