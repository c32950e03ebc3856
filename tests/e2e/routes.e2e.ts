/**
 * Every route of the table (SPEC §2) resolves in all three forms — no prefix, /zh_CN, /en — and
 * shows its own title (text from the locale files), not the 404, for `trader` (verified, supplier
 * and receiver, onboarding done). Unknown paths show the 404 page naming the requested path.
 *
 * One browser context and one reused tab per form, the three forms of a route visited side by side
 * (~220 full navigations in total). The unprefixed tab never keeps a locale cookie, so it shows the
 * default language. Pages that move on by design (TRANSIENT_ROUTES) must have shown their title at
 * their URL; the sign-in page is visited signed out.
 *
 * The same visits in /zh_CN and /en run axe-core (WCAG 2.1 A and AA): any serious or critical
 * violation, apart from those listed in support/axeExceptions.ts, fails the route.
 */
import { axeViolations, formatAxe } from './support/axe';
import {
  AppPage,
  clearCookies,
  clearTitleHistory,
  concreteRoutes,
  installTitleRecorder,
  localeOfPrefix,
  openSession,
  resetBackend,
  screenshotPath,
  signInViaCookie,
  text,
  titleHistory,
  TOKEN_COOKIE,
  waitForTitleSeen,
  withPrefix,
  type ConcreteRoute,
  type Locale,
  type LocalePrefix,
  type Session,
  type TitleState,
} from './helpers';

interface Form {
  prefix: LocalePrefix;
  locale: Locale;
  s: Session;
  app: AppPage;
}

interface Observation {
  url: string;
  ok: boolean;
  expected: string;
  seen: string;
  history: TitleState[];
  screenshot?: string;
  /** axe-core's serious and critical findings, as lines for the failure message */
  axe?: string;
}

const PREFIXES: LocalePrefix[] = ['', 'zh_CN', 'en'];
const ROUTES = concreteRoutes();
const forms: Form[] = [];

beforeAll(async () => {
  await resetBackend();
  for (const prefix of PREFIXES) {
    const s = await openSession();
    await installTitleRecorder(s.page);
    await signInViaCookie(s.context, 'trader');
    forms.push({ prefix, locale: localeOfPrefix(prefix), s, app: new AppPage(s.page) });
  }
});

afterAll(async () => {
  await Promise.all(forms.map((f) => f.s.close()));
});

const fmt = (h: TitleState[]) =>
  h.map((e) => `${e.path} ${e.notFound ? '[404]' : JSON.stringify(e.title)}`).join(' → ') || '(nothing rendered)';

async function observe(f: Form, route: ConcreteRoute): Promise<Observation> {
  const { s, app } = f;
  const url = withPrefix(route.url, f.prefix);
  const path = url.split('?')[0];
  const expected = text(f.locale, route.def.title);
  // the unprefixed form follows the locale cookie: keep none (the token stays)
  if (!f.prefix) await clearCookies(s.context, [TOKEN_COOKIE]);
  const token = route.anonymous ? (await s.context.cookies()).find((c) => c.name === TOKEN_COOKIE) : undefined;
  if (token) await s.context.deleteCookie(token);
  try {
    await clearTitleHistory(s.page);
    // generous: three tabs load side by side, on a possibly busy machine
    await app.goto(url, { timeout: 60_000 });
    let ok: boolean;
    let seen: string;
    if (route.transient) {
      ok = await waitForTitleSeen(s.page, path, expected);
      seen = ok ? `title shown at ${path}` : `title never shown at ${path}`;
    } else {
      const title = await app.titleWhen(expected);
      const now = new URL(s.page.url()).pathname;
      const notFound = await app.hasNotFound();
      ok = now === path && title === expected && !notFound;
      seen = `${now} ${notFound ? '[404] ' : ''}${JSON.stringify(title)}`;
    }
    const history = await titleHistory(s.page);
    if (history.some((h) => h.notFound)) ok = false;
    const obs: Observation = { url, ok, expected, seen, history };
    // axe in both prefixed forms (the unprefixed one shows the same page as /zh_CN)
    if (ok && f.prefix && !route.transient) {
      const findings = await axeViolations(s.page);
      if (findings.length) {
        obs.ok = false;
        obs.axe = formatAxe(url, findings);
      }
    }
    if (!ok) {
      obs.screenshot = screenshotPath(`routes${url}`);
      await s.page.screenshot({ path: obs.screenshot as `${string}.png`, fullPage: true }).catch(() => undefined);
    }
    return obs;
  } finally {
    if (token) await s.context.setCookie(token);
  }
}

test.each(ROUTES.map((r) => [r.url, r.def.title, r] as const))('%s shows %s in all three forms', async (_url, _key, route) => {
  const results = await Promise.all(forms.map((f) => observe(f, route)));
  const bad = results.filter((r) => !r.ok);
  if (bad.length) {
    throw new Error(
      bad
        .map((r) =>
          r.axe
            ? `${r.url}: WCAG 2.1 AA (axe-core)\n${r.axe}`
            : `${r.url}: expected title ${JSON.stringify(r.expected)} at that path, no 404\n` +
              `    seen:    ${r.seen}\n    history: ${fmt(r.history)}\n    screenshot: ${r.screenshot}`,
        )
        .join('\n'),
    );
  }
});

describe('unknown paths', () => {
  test.each([
    ['/no/such/page', '/no/such/page'],
    ['/en/no/such/page', '/no/such/page'],
    ['/zh_CN/x/y', '/x/y'],
  ])('%s shows the 404 page naming it', async (url, tail) => {
    const { app, s } = forms[0];
    await clearCookies(s.context, [TOKEN_COOKIE]);
    await app.goto(url);
    const msg = await app.notFoundText().catch(async (e: Error) => {
      await s.page.screenshot({ path: screenshotPath(`notfound${url}`) as `${string}.png`, fullPage: true });
      throw e;
    });
    expect(msg).toContain(tail);
    expect(msg).toMatch(/Page Not Found|页面不存在|404/i);
  });
});
