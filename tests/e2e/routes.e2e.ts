/**
 * Every route of the table (SPEC §2) resolves in all three forms — no prefix, /zh_CN, /en — and
 * shows its own title, not the 404, for `trader` (verified, supplier and receiver, onboarding done).
 * Unknown paths show the 404 page naming the requested path.
 */
import {
  AppPage,
  clearCookies,
  concreteRoutes,
  localeOfPrefix,
  openSession,
  resetBackend,
  signInViaCookie,
  text,
  TOKEN_COOKIE,
  withPage,
  withPrefix,
  type LocalePrefix,
  type Session,
} from './helpers';

// unprefixed first, /en last: /en pages write the locale cookie that unprefixed pages follow
const FORMS: LocalePrefix[] = ['', 'zh_CN', 'en'];
const ROUTES = concreteRoutes();

let s: Session;
let app: AppPage;

beforeAll(async () => {
  s = await openSession();
  app = new AppPage(s.page);
  await resetBackend();
  await signInViaCookie(s.context, 'trader');
});

afterAll(async () => {
  await s?.close();
});

describe.each(FORMS.map((p) => [p || '(no prefix)', p] as const))('routes %s', (_label, prefix) => {
  const locale = localeOfPrefix(prefix);

  beforeAll(async () => {
    // no locale cookie: the URL form alone decides the language
    await clearCookies(s.context, [TOKEN_COOKIE]);
  });

  test.each(ROUTES.map((r) => [withPrefix(r.url, prefix), r.def.title] as const))('%s shows %s', async (url, key) => {
    const expected = text(locale, key);
    await withPage(s.page, `routes${url}`, async (page) => {
      await app.goto(url);
      const title = await app.titleWhen(expected);
      const seen = {
        path: new URL(page.url()).pathname,
        title,
        notFound: await app.hasNotFound(),
      };
      expect(seen).toEqual({ path: url.split('?')[0], title: expected, notFound: false });
    });
  });
});

describe('unknown paths', () => {
  test.each([
    ['/no/such/page', '/no/such/page'],
    ['/en/no/such/page', '/no/such/page'],
    ['/zh_CN/x/y', '/x/y'],
  ])('%s shows the 404 page naming it', async (url, tail) => {
    await withPage(s.page, `notfound${url}`, async () => {
      await app.goto(url);
      const msg = await app.notFoundText();
      expect(msg).toContain(tail);
      expect(msg).toMatch(/Page Not Found|页面不存在|404/i);
    });
  });
});
