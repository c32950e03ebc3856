/**
 * Home rendered on the server (`npm run serve`, server/serve.mjs, over the built dist/): the
 * market's games, prices and notices are in the first HTML, in the URL's language, with JavaScript
 * off; with it on, the page hydrates without a warning and without asking for what it was given,
 * and stays interactive. A console route still gets the client shell, and with the API down home
 * falls back to the shell (200) and the server says so in its log.
 *
 * The server proxies /api to the e2e backend (API_TARGET = the app under test), so reading the API
 * here reads what the server rendered.
 */
import { spawn, type ChildProcess } from 'child_process';
import http from 'http';
import { join } from 'path';
import type { Page } from 'puppeteer-core';
import { marketApi } from '@/domain/market/endpoints';
import type { GameWithCategories, GoldRankingItem } from '@/types';
import { baseUrl, callApi, clickVisible, LoginDialog, openSession, type Session, signInViaCookie, text } from './helpers';
import { ROOT } from './support/env';
import { freePort, stopProcessGroup } from './support/preview';

// free ports, so a server left running on the machine cannot make the suite fail
let ssrUrl = '';
let downUrl = '';

interface Served {
  child: ChildProcess;
  log: () => string;
}

/** `npm run serve` on `port`, resolved once it listens. */
function serve(port: number, apiTarget: string): Promise<Served> {
  const child = spawn(process.execPath, [join(ROOT, 'server/serve.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), API_TARGET: apiTarget },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const log = () => out;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start\n${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out = (out + d.toString()).slice(-20_000);
      if (out.includes('[serve] listening')) {
        clearTimeout(timer);
        resolve({ child, log });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`serve exited (${code})\n${out}`)));
  });
}

let up: Served;
let down: Served;
let s: Session;

beforeAll(async () => {
  // the second server's API is a closed port: the backend is down
  const [port, downPort] = process.env.E2E_SSR_PORT
    ? [Number(process.env.E2E_SSR_PORT), Number(process.env.E2E_SSR_PORT) + 2]
    : [await freePort(), await freePort()];
  ssrUrl = `http://localhost:${port}`;
  downUrl = `http://localhost:${downPort}`;
  [up, down, s] = await Promise.all([serve(port, baseUrl()), serve(downPort, 'http://127.0.0.1:9'), openSession()]);
});
beforeEach(async () => {
  // each test starts signed out, in no language but its URL's
  const cookies = await s.context.cookies();
  if (cookies.length) await s.context.deleteCookie(...cookies);
});
afterAll(async () => {
  await s?.close();
  stopProcessGroup(up?.child);
  stopProcessGroup(down?.child);
});

/** A page request as a browser's navigation sends it (node's fetch would say Sec-Fetch-Mode: cors). */
function navigate(url: string, cookie = ''): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html', cookie } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const tid = (id: string) => `[data-testid="${id}"]`;
const innerText = (page: Page, sel: string) => page.$eval(sel, (e) => (e as HTMLElement).innerText);
const amount = (s: string) => Number(s.replace(/[¥,\s]/g, ''));

describe.each<['en' | 'zh_CN', 'en-US' | 'zh-CN']>([
  ['en', 'en-US'],
  ['zh_CN', 'zh-CN'],
])('/%s with JavaScript off', (prefix, locale) => {
  test('the first HTML holds the games and prices the API answers, in its language', async () => {
    const { page } = s;
    await page.setJavaScriptEnabled(false);
    try {
      const res = await page.goto(`${ssrUrl}/${prefix}`, { waitUntil: 'domcontentloaded' });
      expect(res?.status()).toBe(200);
      const games = await callApi(marketApi.queryHomeGames, { body: {} });
      const name = (g: GameWithCategories) => (locale === 'en-US' ? g.nameEn : g.name);
      const gold = games.find((g) => g.categories.some((c) => c.kind === 'gold'))!;
      const ranking: GoldRankingItem[] = await callApi(marketApi.queryGoldRanking, { query: { gameId: gold.id, limit: 8 } });

      expect(await page.$eval('html', (e) => e.getAttribute('lang'))).toBe(locale === 'en-US' ? 'en' : 'zh-CN');
      expect(await page.title()).toBe(`${text(locale, 'route.home')} - ${text(locale, 'app.name')}`);
      expect(await page.$eval('meta[name="description"]', (e) => e.getAttribute('content'))).toBe(text(locale, 'route.home.description'));
      // header and blocks in the page's language
      expect(await innerText(page, tid('home-games'))).toContain(text(locale, 'market.home.hotGames'));
      // every hot game, by its name in this language
      const tiles = await innerText(page, tid('home-games'));
      for (const g of games) expect(tiles).toContain(name(g));
      // the ranking: each server's price as the API gives it
      const rows = await page.$$eval(`${tid('home-ranking')} tbody tr`, (trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
      expect(rows).toHaveLength(ranking.length);
      ranking.forEach((r, i) => {
        expect(rows[i][1]).toBe(locale === 'en-US' ? r.serverNameEn : r.serverName);
        expect(amount(rows[i][2])).toBeCloseTo(Number(r.avgPrice), 6);
      });
      // the tape and the notices are there too, not "Loading…"
      expect((await page.$$(`${tid('home-latest')} li`)).length).toBeGreaterThan(5);
      expect((await page.$$(`${tid('home-notices')} li`)).length).toBeGreaterThan(3);
      expect(await page.$('[aria-busy="true"]')).toBeNull();
    } finally {
      await page.setJavaScriptEnabled(true);
    }
  });
});

/** Console errors and warnings, page errors, and home's API calls while `fn` runs. */
async function watching(page: Page, fn: (seen: { problems: string[]; homeCalls: string[] }) => Promise<void>): Promise<void> {
  const seen = { problems: [] as string[], homeCalls: [] as string[] };
  const HOME_PATHS = [
    marketApi.queryHomeGames,
    marketApi.queryGoldRanking,
    marketApi.queryLatestTrades,
    marketApi.queryNotices,
    marketApi.queryNews,
    marketApi.queryCarousel,
  ].map((e): string => e.path);
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error' || m.type() === 'warn') seen.problems.push(`${m.type()}: ${m.text()}`);
  };
  const onError = (e: unknown) => seen.problems.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`);
  const onRequest = (r: { url(): string }) => {
    const path = new URL(r.url()).pathname;
    if (HOME_PATHS.includes(path)) seen.homeCalls.push(path);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  try {
    await fn(seen);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
  }
}

/** Opens a server-rendered page; true when hydration kept the server's nodes (a client render replaces them). */
async function openHydrated(page: Page, url: string): Promise<boolean> {
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { ssrNode: Element | null }).ssrNode = document.querySelector('[data-testid="home-ranking"]');
    });
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  return page.evaluate(() => (window as unknown as { ssrNode: Element | null }).ssrNode?.isConnected === true);
}

test('with JavaScript on: hydrates without a warning or a re-fetch, then search and the locale switch work', () =>
  watching(s.page, async ({ problems, homeCalls }) => {
    const { page } = s;
    expect(await openHydrated(page, `${ssrUrl}/en`)).toBe(true);
    expect(homeCalls).toEqual([]);

    // locale switch, in place
    await page.click(`${tid('locale-switch')} .ant-segmented-item:first-child`);
    await page.waitForFunction(() => location.pathname === '/zh_CN');
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="home-games"]')?.textContent?.includes(want),
      {},
      text('zh-CN', 'market.home.hotGames'),
    );
    expect(await page.$eval('html', (e) => e.getAttribute('lang'))).toBe('zh-CN');

    // search: the header's game search leads to the game's market
    const input = await page.waitForSelector(`${tid('header-game-search')} input`, { visible: true });
    await input!.type('Warcraft');
    await clickVisible(page, '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await page.waitForFunction(() => location.pathname.startsWith('/zh_CN/categories/'));
    expect(problems).toEqual([]);
  }));

test('signed in: the HTML is the anonymous one, and the browser adds the user after hydrating', () =>
  watching(s.page, async ({ problems }) => {
    const { page } = s;
    const token = await signInViaCookie(page, 'buyer');
    const cookie = (await page.browserContext().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    // the server never renders a user's state: the same page as for anyone (no user menu)
    const html = (await navigate(`${ssrUrl}/en`, cookie)).body;
    expect(html).toContain('data-testid="home-ranking"');
    expect(html).not.toContain('data-testid="user-menu"');
    expect(html).not.toContain(token.accessToken);
    expect(await openHydrated(page, `${ssrUrl}/en`)).toBe(true);
    await page.waitForSelector(tid('user-menu'), { visible: true });
    expect(problems).toEqual([]);
  }));

test('a console route gets the client shell; files carry their cache and security headers', async () => {
  const res = await navigate(`${ssrUrl}/en/order/sold`);
  expect(res.status).toBe(200);
  const html = res.body;
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('tc-ssr-data');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  const script = /<script src="(\/umi\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  const asset = await fetch(`${ssrUrl}${script}`);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // and a signed-out visitor opening it in the browser meets the console's sign-in, as before
  await s.page.goto(`${ssrUrl}/en/order/sold`);
  await s.page.waitForSelector(LoginDialog.root, { visible: true });
});

test('with the API down, home falls back to the client shell with a 200 and the server logs it', async () => {
  const res = await navigate(`${downUrl}/en`);
  expect(res.status).toBe(200);
  expect(res.body).toContain('<div id="root"></div>');
  // the log line goes out as the page does: give the pipe a moment
  const said = /\[ssr\] \/en: client shell \(.+\)/;
  for (let i = 0; i < 20 && !said.test(down.log()); i++) await new Promise((r) => setTimeout(r, 100));
  expect(down.log()).toMatch(said);
});
