/**
 * No request waterfall on a first visit: each list page's main query starts before the
 * user info has answered, the table enters the page with its rows (never empty first), and the stock records name their servers with
 * one call. Order of events, not timing, so it holds on any machine. A refused page and an ended
 * session still show what they showed before: the guard's notice, one login dialog.
 */
import type { HTTPRequest } from 'puppeteer-core';
import { palette } from '../../src/constants/palette';
import { AppPage, appSession, LoginDialog, revokeTokens, type Session, signInViaCookie, withPage } from './helpers';

let s: Session;
let app: AppPage;

appSession((o) => {
  s = o.s;
  app = o.app;
});

type Event = { kind: 'start' | 'end'; path: string };

/** Records the start and the answer of every API call of the page, in the order they happen. */
function recordCalls(): { events: Event[]; stop: () => void } {
  const events: Event[] = [];
  const path = (r: HTTPRequest) => new URL(r.url()).pathname;
  const isApi = (r: HTTPRequest) => path(r).startsWith('/api/');
  const onStart = (r: HTTPRequest) => (isApi(r) ? events.push({ kind: 'start', path: path(r) }) : undefined);
  const onEnd = (r: HTTPRequest) => (isApi(r) ? events.push({ kind: 'end', path: path(r) }) : undefined);
  s.page.on('request', onStart);
  s.page.on('requestfinished', onEnd);
  s.page.on('requestfailed', onEnd);
  return {
    events,
    stop: () => {
      s.page.off('request', onStart);
      s.page.off('requestfinished', onEnd);
      s.page.off('requestfailed', onEnd);
    },
  };
}

const at = (events: Event[], kind: Event['kind'], part: string) => events.findIndex((e) => e.kind === kind && e.path.includes(part));

const LIST_PAGES = [
  { path: '/en/order/sold', main: '/trade/me/sales', user: 'supplier' },
  { path: '/en/order/purchased', main: '/trade/me/purchase', user: 'buyer' },
  { path: '/en/commodity', main: '/commodity/listUserCommodity', user: 'supplier' },
  { path: '/en/profile/funds', main: '/shop/account/page', user: 'supplier' },
  { path: '/en/commodity/stock-record', main: '/commodity/stockRecords/page', user: 'supplier' },
  { path: '/en/demand', main: '/demand/listUserDemand', user: 'buyer' },
  { path: '/en/profile/sub_account', main: '/customers/me/sub-users', user: 'supplier' },
];

/** The theme's primary colour (src/constants/palette.ts), as computed styles write it. */
const PRIMARY_RGB = `rgb(${[1, 3, 5].map((i) => parseInt(palette.primary.slice(i, i + 2), 16)).join(', ')})`;
/** Styles antd may still write on a list page's first visit (a few of other themes and loading states; ~110 without the snapshot). */
const MAX_WRITTEN_STYLES = 10;

/** Notes how many rows the table had when its body first entered the page (in every new document). */
function noteTableOnArrival(): void {
  const w = window as unknown as { __rowsOnArrival?: number };
  const watch = new MutationObserver(() => {
    const body = document.querySelector('.ant-table-tbody');
    if (!body || w.__rowsOnArrival !== undefined) return;
    w.__rowsOnArrival = body.querySelectorAll('tr.ant-table-row').length;
    watch.disconnect();
  });
  watch.observe(document, { childList: true, subtree: true });
}

test('every list page asks for its rows before the user info has answered, then shows them', () =>
  withPage(s.page, 'waterfall-order', async () => {
    const arrival = await s.page.evaluateOnNewDocument(noteTableOnArrival);
    try {
      await visitListPages();
    } finally {
      await s.page.removeScriptToEvaluateOnNewDocument(arrival.identifier);
    }
  }));

async function visitListPages(): Promise<void> {
  for (const p of LIST_PAGES) {
    await s.page.goto('about:blank');
    await signInViaCookie(s.context, p.user);
    const rec = recordCalls();
    try {
      await app.goto(p.path);
      await s.page.waitForSelector('.ant-table-tbody tr.ant-table-row', { visible: true });
    } finally {
      rec.stop();
    }
    const mainStart = at(rec.events, 'start', p.main);
    const userAnswered = at(rec.events, 'end', '/auth/userinfo');
    expect({ page: p.path, mainStart: mainStart >= 0, userAnswered: userAnswered >= 0 }).toEqual({
      page: p.path,
      mainStart: true,
      userAnswered: true,
    });
    expect({ page: p.path, mainBeforeUser: mainStart < userAnswered }).toEqual({ page: p.path, mainBeforeUser: true });
    // the table's first paint has its rows: not an empty table filled a moment later
    const rowsOnArrival = await s.page.evaluate(() => (window as unknown as { __rowsOnArrival?: number }).__rowsOnArrival);
    expect({ page: p.path, rowsOnArrival: (rowsOnArrival ?? 0) > 0 }).toEqual({ page: p.path, rowsOnArrival: true });
    // one user info and one main query: the page took what its route started
    expect(rec.events.filter((e) => e.kind === 'start' && e.path.endsWith('/auth/userinfo'))).toHaveLength(1);
    expect(rec.events.filter((e) => e.kind === 'start' && e.path.includes(p.main))).toHaveLength(1);
    // antd's styles came with umi.css (config/styleSnapshot.ts): styled, and none written at run time
    const look = await s.page.evaluate(() => ({
      headerCell: getComputedStyle(document.querySelector('.ant-table-thead th')!).backgroundColor,
      pager: getComputedStyle(document.querySelector('.ant-pagination-item-active')!).borderColor,
      written: document.querySelectorAll('style[data-css-hash]').length,
    }));
    expect({ page: p.path, ...look, written: look.written <= MAX_WRITTEN_STYLES }).toEqual({
      page: p.path,
      headerCell: 'rgb(250, 250, 250)',
      pager: PRIMARY_RGB,
      written: true,
    });
    if (p.path.endsWith('stock-record')) {
      // the servers of every game on the page in one call, none per game
      await s.page.waitForFunction(() => !document.querySelector('[data-testid="stock-table"] .ant-spin-spinning'));
      expect(rec.events.filter((e) => e.kind === 'start' && e.path.endsWith('/product/listServer'))).toHaveLength(0);
      expect(rec.events.filter((e) => e.kind === 'start' && e.path.endsWith('/product/listServers')).length).toBeLessThanOrEqual(1);
    }
  }
}

test('a refused sub-account sees the guard, no rows; an ended session gets one login dialog', () =>
  withPage(s.page, 'waterfall-guards', async () => {
    await signInViaCookie(s.context, 'supplier_sub');
    await app.goto('/en/commodity/stock-record');
    await s.page.waitForSelector('[data-testid="guard-subUser"]', { visible: true });
    expect(await s.page.$('.ant-table-tbody tr.ant-table-row')).toBeNull();

    await s.page.goto('about:blank');
    await signInViaCookie(s.context, 'supplier');
    await revokeTokens('supplier');
    await app.goto('/en/order/sold');
    const dialog = new LoginDialog(s.page);
    await dialog.waitOpen();
    // every call of the page answered 401 by now: still one dialog, and no order row behind it
    await new Promise((r) => setTimeout(r, 1500));
    expect(await s.page.$$(LoginDialog.root)).toHaveLength(1);
    expect(await s.page.$('.ant-table-tbody tr.ant-table-row')).toBeNull();
  }));
