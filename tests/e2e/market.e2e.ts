/**
 * The public market as a visitor sees it: home's blocks in both locales; header search → category
 * market → server filter → store page → buy → login dialog → checkout with that commodity; and a
 * hostile help article that must render inert.
 */
import type { Page } from 'puppeteer-core';
import { urlOf } from '@/domain/endpoint';
import { marketApi } from '@/domain/market/endpoints';
import {
  AppPage,
  appSession,
  baseUrl,
  clickVisible,
  type Locale,
  LoginDialog,
  type Session,
  signInViaCookie,
  text,
  withPage,
} from './helpers';

let s: Session;
let app: AppPage;
let dialog: LoginDialog;

appSession(
  (o) => {
    s = o.s;
    app = o.app;
    dialog = new LoginDialog(o.s.page);
  },
  { reset: 'each' },
);

const tid = (id: string) => `[data-testid="${id}"]`;

/** Page object of the market screens: the few gestures the flows need. */
class Market {
  constructor(readonly page: Page) {}

  async textOf(selector: string): Promise<string> {
    const el = await this.page.waitForSelector(selector, { visible: true });
    return ((await el!.evaluate((e) => (e as HTMLElement).innerText)) ?? '').trim();
  }

  /** Types into an antd Select / AutoComplete and clicks the option whose text is `option`. */
  async pick(root: string, typed: string, option: string): Promise<void> {
    const input = await this.page.waitForSelector(`${root} input`, { visible: true });
    await input!.click();
    await input!.type(typed);
    await this.page.waitForFunction(
      (want) =>
        [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].some(
          (o) => (o as HTMLElement).innerText.trim() === want,
        ),
      {},
      option,
    );
    await clickVisible(this.page, '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { text: option });
  }

  /**
   * Signed in as `username` on the current page: the token set through the cookie may have been
   * revoked by a reset from a parallel run, in which case the login dialog shows and is used.
   */
  async ensureSignedIn(username: string): Promise<void> {
    const found = await this.page.waitForSelector(`[data-testid="user-menu"], ${LoginDialog.root}`, { visible: true });
    if ((await found!.evaluate((e) => e.getAttribute('data-testid'))) === 'user-menu') return;
    await dialog.signIn(username, 'Passw0rd!');
    await dialog.waitClosed();
    await this.page.waitForSelector('[data-testid="user-menu"]');
  }

  /** Rows of the listing table once loaded (ProTable renders a placeholder row while empty). */
  async rows(table: string): Promise<Array<{ id: string; text: string }>> {
    await this.page.waitForSelector(`${tid(table)} tbody tr[data-row-key]`, { visible: true });
    return this.page.$$eval(`${tid(table)} tbody tr[data-row-key]`, (trs) =>
      trs.map((tr) => ({ id: tr.getAttribute('data-row-key') ?? '', text: (tr as HTMLElement).innerText })),
    );
  }
}

const HOME_BLOCKS: Array<[string, string | undefined]> = [
  ['home-carousel', undefined],
  ['quick-search', 'market.home.quickSearch.title'],
  ['home-games', 'market.home.hotGames'],
  ['entry-buy', 'market.home.entry.buy.title'],
  ['entry-sell', 'market.home.entry.sell.title'],
  ['home-ranking', 'market.home.ranking.title'],
  ['home-trend', 'market.home.trend.title'],
  ['home-latest', 'market.home.latest.title'],
  ['home-notices', 'market.home.notices'],
  ['home-news', 'market.home.news'],
];

describe.each<[string, Locale]>([
  ['/zh_CN', 'zh-CN'],
  ['/en', 'en-US'],
])('home %s', (path, locale) => {
  test('renders every block with content', () =>
    withPage(s.page, `market-home-${locale}`, async (page) => {
      const market = new Market(page);
      await app.goto(path);
      for (const [id, key] of HOME_BLOCKS) {
        const body = await market.textOf(tid(id));
        if (key) expect(body).toContain(text(locale, key));
      }
      // content, not just frames: slides, tiles, ranking rows, the lazily loaded chart, the tape and lists
      await page.waitForSelector(`${tid('home-carousel')} img`);
      expect((await page.$$(`${tid('home-games')} a[href*="/categories/"]`)).length).toBeGreaterThanOrEqual(6);
      await page.waitForSelector(`${tid('home-ranking')} tbody tr`);
      await page.waitForSelector(`${tid('home-trend')} ${tid('trend-chart')} path`);
      expect((await page.$$(`${tid('home-latest')} li`)).length).toBeGreaterThan(5);
      expect((await page.$$(`${tid('home-notices')} li`)).length).toBeGreaterThan(3);
      expect((await page.$$(`${tid('home-news')} li`)).length).toBeGreaterThan(3);
      // the tape shows real figures: a yuan amount on every line
      const tape = await market.textOf(tid('home-latest'));
      expect(tape).toMatch(/¥[\d,]+(\.\d{1,2})?/);
    }));
});

test('visitor: search a game, filter its market by server, open a store, buy → sign in → checkout', () =>
  withPage(s.page, 'market-visitor-buy', async (page) => {
    const market = new Market(page);
    await app.goto('/en');
    const currency = text('en-US', 'market.kind.gold');
    await market.pick(tid('header-game-search'), 'Warcraft', `World of Warcraft · ${currency}`);
    await page.waitForFunction(() => location.pathname === '/en/categories/gold/wow');
    expect(await market.textOf(tid('market-game'))).toContain('World of Warcraft');

    // server filter: every row is on the chosen server and the URL keeps it
    await market.rows('commodity-table');
    await market.pick(tid('server-filter'), 'Silver', 'Silver Hand');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('server') !== null);
    await page.waitForFunction(
      (sel) => {
        const rows = [...document.querySelectorAll(`${sel} tbody tr[data-row-key]`)] as HTMLElement[];
        return rows.length > 0 && rows.every((r) => r.innerText.includes('Silver Hand'));
      },
      {},
      tid('commodity-table'),
    );

    // the first row's seller → its store page
    const storeLink = await page.waitForSelector(`${tid('commodity-table')} tbody tr[data-row-key] a[href*="/seller/"]`);
    const storeName = (await storeLink!.evaluate((e) => (e as HTMLElement).innerText)).trim();
    await storeLink!.click();
    await page.waitForFunction(() => location.pathname.startsWith('/en/seller/'));
    expect(await market.textOf(tid('store-name'))).toBe(storeName);
    await page.waitForSelector(`${tid('store-stats')} .ant-card`);

    // buy a listing of that store: a visitor gets the login dialog, then the checkout of that very commodity
    const [row] = await market.rows('commodity-table');
    const listing = (await (await fetch(`${baseUrl()}${urlOf(marketApi.getShopCommodity, { commodityId: row.id })}`)).json()) as {
      title: string;
      storeName: string;
    };
    expect(row.text).toContain(listing.title);
    await page.click(tid(`buy-${row.id}`));
    await dialog.signIn('buyer', 'Passw0rd!');
    await dialog.waitClosed();
    await page.waitForFunction(
      (id) => location.pathname === '/en/checkout/commodity' && new URLSearchParams(location.search).get('commodityId') === id,
      {},
      row.id,
    );
    await page.waitForSelector(tid('checkout-quantity'), { visible: true });
    const checkout = await page.evaluate(() => document.body.innerText);
    expect(checkout).toContain(listing.title);
    expect(checkout).toContain(storeName);
  }));

test('a help article with hostile markup renders inert', () =>
  withPage(s.page, 'market-help-xss', async (page) => {
    const res = await fetch(`${baseUrl()}${urlOf(marketApi.queryArticles, { articleCategoryId: '0' })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword: 'phishing', size: 5 }),
    });
    const list = (await res.json()) as { records: Array<{ id: string }> };
    const id = list.records[0]?.id;
    expect(id).toBeDefined();
    // the body really carries the payloads: the test could fail if the sanitiser did not run
    const raw = (await (await fetch(`${baseUrl()}${urlOf(marketApi.getArticle, { id: id ?? '' })}`)).json()) as { bodyEn: string };
    expect(raw.bodyEn).toContain('onerror=alert(1)');
    expect(raw.bodyEn).toContain('href="javascript:');

    const alerts: string[] = [];
    const onDialog = (d: { message: () => string; dismiss: () => Promise<void> }) => {
      alerts.push(d.message());
      void d.dismiss();
    };
    page.on('dialog', onDialog);
    try {
      await app.goto(`/en/help/article/${id}`);
      const body = await page.waitForSelector(tid('rich-text'), { visible: true });
      const html = await body!.evaluate((e) => e.innerHTML);
      expect(html).not.toMatch(/onerror|onclick|<script|javascript:/i);
      // the defanged image stays, without its handler or its bogus source
      expect(await body!.$$eval('img', (imgs) => imgs.filter((i) => !i.getAttribute('src')).length)).toBe(1);
      // clicking the defanged link goes nowhere and runs nothing
      const link = await body!.waitForSelector('xpath/.//a[contains(., "Claim your compensation")]');
      await link!.click();
      await page.waitForNetworkIdle({ idleTime: 300 });
      expect(app.pathname()).toBe(`/en/help/article/${id}`);
      expect(alerts).toEqual([]);
      // neighbours work: next article opens in the app
      await page.click(tid('content-next'));
      await page.waitForFunction((cur) => location.pathname !== cur, {}, `/en/help/article/${id}`);
      await page.waitForSelector(tid('content-title'));
    } finally {
      page.off('dialog', onDialog);
    }
  }));

test('signed in: follow and unfollow a game, prune the search history', () =>
  withPage(s.page, 'market-games-follow', async (page) => {
    const market = new Market(page);
    await signInViaCookie(s.context, 'buyer');
    await app.goto('/en/games');
    await market.ensureSignedIn('buyer');
    const followed = tid('games-followed');
    // seeded: buyer follows three games and has three recent searches
    await page.waitForSelector(`${followed} ${tid('game-wow')}`);
    expect(await page.$(`${followed} ${tid('game-poe')}`)).toBeNull();

    await page.click(`${tid('games-all')} ${tid('follow-poe')}`);
    await page.waitForSelector(`${followed} ${tid('game-poe')}`);
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'true',
      {},
      `${tid('games-all')} ${tid('follow-poe')}`,
    );
    await page.click(`${followed} ${tid('follow-wow')}`);
    await page.waitForFunction((sel) => !document.querySelector(sel), {}, `${followed} ${tid('game-wow')}`);
    // the server agrees after a reload
    await app.goto('/en/games');
    await market.ensureSignedIn('buyer');
    await page.waitForSelector(`${followed} ${tid('game-poe')}`);
    expect(await page.$(`${followed} ${tid('game-wow')}`)).toBeNull();

    const history = tid('search-history');
    await page.waitForSelector(`${history} .ant-tag`);
    const before = (await page.$$(`${history} .ant-tag`)).length;
    await page.click(`${history} .ant-tag .ant-tag-close-icon`);
    await page.waitForFunction((sel, n) => document.querySelectorAll(`${sel} .ant-tag`).length === n - 1, {}, history, before);
    await page.click(tid('history-clear'));
    await clickVisible(page, '.ant-popconfirm .ant-btn-primary');
    await page.waitForFunction(
      (sel, empty) =>
        document.querySelectorAll(`${sel} .ant-tag`).length === 0 && document.querySelector(sel)!.textContent!.includes(empty),
      {},
      history,
      text('en-US', 'market.games.history.empty'),
    );
  }));
