/**
 * Saved views and the keyboard order desk as users meet them: a supplier sorts and narrows the
 * sold orders, saves that as the default view, finds it again after a reload and on a bare visit,
 * copies its link, and another user opens the link and sees the same filters and sort; a supplier
 * finds an order, opens the delivery form and delivers it with the keyboard alone, and sees the
 * new status in the row (Chinese), with the shortcut list a `?` away.
 */
import { tradeApi } from '@/domain/trade/endpoints';
import type { Order } from '@/types';
import { apiLogin, AppPage, appSession, baseUrl, callApi, type Session, signInViaCookie, text, waitForToast, withPage } from './helpers';

let s: Session;
let app: AppPage;
const en = (key: string, values?: Record<string, string | number>) => text('en-US', key, values);
const zh = (key: string, values?: Record<string, string | number>) => text('zh-CN', key, values);

appSession(
  (o) => {
    s = o.s;
    app = o.app;
  },
  { reset: 'each' },
);

const ROWS = 'tbody tr[data-row-key]';
const rowKeys = () => s.page.$$eval(ROWS, (rows) => rows.map((r) => r.getAttribute('data-row-key') ?? ''));
const query = () => s.page.evaluate(() => Object.fromEntries(new URLSearchParams(location.search)));
const waitRows = () => s.page.waitForSelector(ROWS, { visible: true, timeout: 20_000 });
/** The table's loading bar has gone and its rows are drawn. */
const tableSettled = () =>
  s.page.waitForFunction(
    () => !document.querySelector('[data-testid="table-loading"]') && !!document.querySelector('tbody tr[data-row-key]'),
  );

test('a saved view comes back after a reload, opens by default, and is shared by its link', () =>
  withPage(s.page, 'views-saved', async () => {
    const page = s.page;
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/order/sold');
    await waitRows();
    // narrow to problem orders and sort by amount, largest first (two clicks on the header)
    await page.click('[data-testid="order-category-problem"]');
    await page.waitForFunction(() => location.search.includes('category=problem'));
    const amountHeader = await page.waitForSelector(`xpath///th[contains(., "${en('trade.col.amount')}")]`);
    await amountHeader!.click();
    await page.waitForFunction(() => location.search.includes('sort=amount%2Casc'));
    const sorted = page.waitForResponse((r) => new URL(r.url()).pathname === tradeApi.querySoldOrders.path && r.url().includes('desc'));
    await amountHeader!.click();
    await page.waitForFunction(() => location.search.includes('sort=amount%2Cdesc'));
    await sorted;
    await tableSettled();
    const shown = await rowKeys();
    expect(shown.length).toBeGreaterThan(1);

    await page.click('[data-testid="view-save"]');
    await page.waitForSelector('[data-testid="view-name"]', { visible: true });
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'view-name');
    await page.keyboard.type('Big problems');
    await page.click('[data-testid="view-default"]');
    await page.click('[data-testid="view-save-ok"]');
    await waitForToast(page, en('views.done.saved', { name: 'Big problems' }));
    await page.waitForFunction(() => location.search.includes('view='));
    const viewId = (await query()).view;

    // a reload keeps the view; a bare visit opens it as the default
    for (const path of [null, '/en/order/sold']) {
      if (path) await app.goto(path);
      else await page.reload({ waitUntil: 'networkidle0' });
      await waitRows();
      expect(await query()).toMatchObject({ category: 'problem', sort: 'amount,desc', view: viewId });
      await page.waitForFunction(
        (name) => document.querySelector('[data-testid="view-select"] .ant-select-selection-item')?.textContent?.includes(name),
        {},
        'Big problems',
      );
      await page.waitForFunction(
        (keys) =>
          JSON.stringify(Array.from(document.querySelectorAll('tbody tr[data-row-key]'), (r) => r.getAttribute('data-row-key'))) === keys,
        {},
        JSON.stringify(shown),
      );
    }

    // the link the menu copies opens the same filters and sort for another user
    await s.context.overridePermissions(baseUrl(), ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    await page.click('[data-testid="view-more"]');
    await (await page.waitForSelector(`xpath///li[contains(., "${en('views.action.share')}")]`, { visible: true }))!.click();
    await waitForToast(page, en('views.done.shareCopied', { name: 'Big problems' }));
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain(`view=${viewId}`);

    await page.goto('about:blank');
    await s.context.deleteCookie(...(await s.context.cookies()));
    await signInViaCookie(s.context, 'trader');
    await page.goto(link, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="order-category-problem"]');
    expect(await query()).toMatchObject({ category: 'problem', sort: 'amount,desc', view: viewId });
    await page.waitForFunction(
      (label) => document.querySelector('[data-testid="view-select"] .ant-select-selection-item')?.textContent?.includes(label),
      {},
      `Big problems · ${en('views.control.shared')}`,
    );
    // the problem category is the selected one, and the amount column is sorted descending
    expect(await page.$eval('[data-testid="order-category-problem"]', (el) => !!el.closest('.ant-segmented-item-selected'))).toBe(true);
    expect(await page.$eval(`xpath///th[contains(., "${en('trade.col.amount')}")]`, (el) => el.getAttribute('aria-sort'))).toBe(
      'descending',
    );
  }));

test('a supplier delivers an order with the keyboard alone', () =>
  withPage(s.page, 'views-desk', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('supplier');
    const open = await callApi(tradeApi.querySoldOrders, { token: accessToken, query: { tab: 'TO_DELIVERY', size: 100 } });
    const order = open.records.find((o: Order) => o.categoryKind !== 'account' && o.actions.includes('DELIVER'));
    expect(order).toBeDefined();
    const no = order!.orderNo;
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/zh_CN/order/sold');
    await waitRows();

    // ? lists the shortcuts; Esc closes the list
    await page.keyboard.press('?');
    await page.waitForSelector('[data-testid="desk-help"]', { visible: true });
    expect(await page.$eval('[data-testid="desk-help"]', (el) => el.textContent)).toContain(zh('views.desk.key.deliver'));
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="desk-help"]', { hidden: true });
    // the closing dialog hands the focus back to the page
    await page.waitForFunction(() => !document.activeElement?.closest('.ant-modal-root'));

    // / searches by order number
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.id === 'orderNo');
    await page.keyboard.type(no);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => {
        const rows = document.querySelectorAll('tbody tr[data-row-key]');
        return rows.length === 1 && rows[0].getAttribute('data-row-key') === n;
      },
      {},
      no,
    );
    const before = await page.$eval(`tr[data-row-key="${no}"] [data-testid="order-status"]`, (el) => el.textContent);
    expect(before).toBe(zh('trade.order.status.TO_DELIVER'));

    // Esc leaves the search field for the rows: the row is focused, marked active, with a visible focus ring
    await page.keyboard.press('Escape');
    await page.waitForFunction((n) => document.activeElement?.getAttribute('data-row-key') === n, {}, no);
    const ring = await page.$eval(`tr[data-row-key="${no}"]`, (tr) => ({
      current: tr.getAttribute('aria-current'),
      shadow: getComputedStyle(tr.querySelector('td')!).boxShadow,
    }));
    expect(ring.current).toBe('true');
    expect(ring.shadow).toContain('rgb(9, 88, 217)');

    // d opens the delivery form; the quantity is filled in, Tab to the character, then to Deliver
    await page.keyboard.press('d');
    await page.waitForSelector('.ant-modal input#character', { visible: true });
    await page.waitForFunction(() => document.activeElement?.id === 'quantity');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.id === 'character');
    await page.keyboard.type('KeyboardHero');
    // past the note, the attachments and Cancel to the form's Deliver button (at most six stops)
    const deliver = zh('trade.action.DELIVER');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.replace(/\s/g, '') ?? '');
    for (let i = 0; i < 6 && (await focused()) !== deliver; i += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe(deliver);
    await page.keyboard.press('Enter');
    await waitForToast(page, zh('trade.done.DELIVER'));
    await page.waitForFunction(
      (n, was) => {
        const tag = document.querySelector(`tr[data-row-key="${n}"] [data-testid="order-status"]`);
        return !!tag && tag.textContent !== was;
      },
      {},
      no,
      before,
    );
    const after = await callApi(tradeApi.querySoldOrders, { token: accessToken, query: { orderNo: no, tab: 'ALL' } });
    const status = after.records.find((o: Order) => o.orderNo === no)!.status;
    expect(await page.$eval(`tr[data-row-key="${no}"] [data-testid="order-status"]`, (el) => el.textContent)).toBe(
      zh(`trade.order.status.${status}`),
    );
  }));

test('a page of 500 orders paints its first screen, draws every row after it, and the keyboard reaches the last', () =>
  withPage(s.page, 'views-desk-500', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('supplier');
    const list = await callApi(tradeApi.querySoldOrders, { token: accessToken, query: { tab: 'ALL', size: 500 } });
    expect(list.records.length).toBe(500);
    const last = list.records[499].orderNo;
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/order/sold?pageSize=500');
    await waitRows();
    // the rows below the first screen are drawn right after it: none left waiting, each with its cells
    await page.waitForFunction(() => document.querySelectorAll('tbody tr[data-desk-row]').length === 500, { timeout: 20_000 });
    expect(await page.$$eval('tbody tr[data-pending-row]', (rows) => rows.length)).toBe(0);
    expect(await page.$eval(`tr[data-row-key="${last}"] [data-testid="order-link"]`, (a) => a.textContent)).toContain(last);
    // j takes the keyboard to the rows, End to the last order of the page
    await page.keyboard.press('j');
    await page.waitForFunction(() => !!document.activeElement?.closest('tr[data-desk-row]'));
    await page.keyboard.press('End');
    await page.waitForFunction((n) => document.activeElement?.getAttribute('data-row-key') === n, {}, last);
  }));

test('parts loaded on first use work on the first try: the date filter, column settings, the 404 picture', () =>
  withPage(s.page, 'views-lazy-parts', async () => {
    const page = s.page;
    const pickerRequests: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (r.url().includes('lazy-picker')) pickerRequests.push(r.url());
    };
    page.on('request', onRequest);
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/order/sold');
    await waitRows();

    // the date filter paints in its place before its picker is loaded, and the picker takes the
    // same place; keys typed at machine speed from the first focus on all reach it, Enters too
    const PICKER = '.ant-pro-table-search .ant-picker-range';
    const pickerBox = () => page.$eval(PICKER, (e) => JSON.stringify(e.getBoundingClientRect()));
    const before = await pickerBox();
    expect(pickerRequests).toEqual([]);
    const day = await page.$eval(ROWS, (row) => /\d{4}-\d{2}-\d{2}(?= \d{2}:\d{2})/.exec(row.textContent ?? '')?.[0] ?? '');
    await page.focus(`${PICKER} input`);
    await page.keyboard.type(day);
    await page.keyboard.press('Enter');
    await page.keyboard.type(day);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (sel, d) => [...document.querySelectorAll<HTMLInputElement>(`${sel} input`)].every((i) => i.value === d),
      {},
      PICKER,
      day,
    );
    await page.waitForFunction(() => !document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
    expect(await pickerBox()).toBe(before);
    // the real picker (its active bar is its own) came on the first focus
    expect(pickerRequests.length).toBeGreaterThan(0);
    expect(await page.$(`${PICKER} .ant-picker-active-bar`)).not.toBeNull();
    page.off('request', onRequest);
    await page.click('.ant-pro-table-search .ant-btn-primary');
    await page.waitForFunction((d) => new URLSearchParams(location.search).get('startDate') === d, {}, day);
    await tableSettled();
    const days = await page.$$eval(ROWS, (rows) => rows.map((r) => /\d{4}-\d{2}-\d{2}(?= \d{2}:\d{2})/.exec(r.textContent ?? '')?.[0]));
    expect(new Set(days)).toEqual(new Set([day]));

    const amount = en('trade.col.amount');
    const headers = () => page.$$eval('thead th', (ths) => ths.map((th) => th.textContent?.trim() ?? ''));
    expect(await headers()).toContain(amount);
    // the column-setting popover loads as the pointer reaches its icon; one click opens it
    await page.click('.ant-pro-table-list-toolbar-setting-item .anticon-setting');
    const overlay = await page.waitForSelector('.ant-pro-table-column-setting-overlay', { visible: true });
    const box = await overlay!.waitForSelector(
      `xpath/.//div[contains(@class, "ant-tree-treenode")][.//span[contains(@class, "ant-tree-title")][contains(., "${amount}")]]//span[contains(@class, "ant-tree-checkbox")]`,
    );
    await box!.click();
    await page.waitForFunction((t) => ![...document.querySelectorAll('thead th')].some((th) => th.textContent?.trim() === t), {}, amount);
    expect(await headers()).not.toContain(amount);

    // an unknown path: the 404 page with antd's picture, which loads when the page shows it
    await app.goto('/en/no-such-page-here');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.ant-result-image svg title')].some((t) => t.textContent === 'No Found'),
    );
  }));
