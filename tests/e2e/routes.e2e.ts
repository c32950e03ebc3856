/**
 * Every route of the table (SPEC §2) resolves in all three forms — no prefix, /zh_CN, /en — and
 * shows its own title, not the 404, for `trader` (verified, supplier and receiver, onboarding done).
 * Unknown paths show the 404 page naming the requested path.
 *
 * One tab is reused for the whole sweep (~220 full navigations). Pages that move on by design
 * (TRANSIENT_ROUTES) must have shown their title at their URL; /login is visited signed out.
 */
import {
  AppPage,
  clearCookies,
  clearTitleHistory,
  concreteRoutes,
  installTitleRecorder,
  localeOfPrefix,
  openSession,
  resetBackend,
  signInViaCookie,
  text,
  titleHistory,
  TOKEN_COOKIE,
  waitForTitleSeen,
  withPage,
  withPrefix,
  type ConcreteRoute,
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
  await installTitleRecorder(s.page);
  await resetBackend();
  await signInViaCookie(s.context, 'trader');
});

afterAll(async () => {
  await s?.close();
});

async function tokenCookie() {
  return (await s.context.cookies()).find((c) => c.name === TOKEN_COOKIE);
}

async function check(route: ConcreteRoute, url: string, expected: string) {
  const path = url.split('?')[0];
  const saved = route.anonymous ? await tokenCookie() : undefined;
  if (saved) await s.context.deleteCookie(saved);
  try {
    await clearTitleHistory(s.page);
    await app.goto(url);
    if (route.transient) {
      const shown = await waitForTitleSeen(s.page, path, expected);
      const history = await titleHistory(s.page);
      expect({ shown, notFound: history.some((h) => h.notFound), history }).toEqual({
        shown: true,
        notFound: false,
        history,
      });
      return;
    }
    const title = await app.titleWhen(expected);
    const seen = { path: new URL(s.page.url()).pathname, title, notFound: await app.hasNotFound() };
    if (seen.path !== path || seen.title !== expected || seen.notFound) {
      // say what the tab went through, e.g. a guard sending the account elsewhere
      const history = await titleHistory(s.page);
      expect({ ...seen, history }).toEqual({ path, title: expected, notFound: false, history: '(see received)' });
    }
  } finally {
    if (saved) await s.context.setCookie(saved);
  }
}

describe.each(FORMS.map((p) => [p || '(no prefix)', p] as const))('routes %s', (_label, prefix) => {
  const locale = localeOfPrefix(prefix);

  beforeAll(async () => {
    // no locale cookie: the URL form alone decides the language
    await clearCookies(s.context, [TOKEN_COOKIE]);
  });

  test.each(ROUTES.map((r) => [withPrefix(r.url, prefix), r.def.title, r] as const))(
    '%s shows %s',
    async (url, key, route) => {
      await withPage(s.page, `routes${url}`, () => check(route, url, text(locale, key)));
    },
  );
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
