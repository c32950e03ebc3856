/**
 * Goods calls as users meet them: a supplier opens one commodity's stock history from its row,
 * posts stock for it in a batch and sees the new record there, edits a stock remark in place (still
 * there after a reload), adds a game config and sees the receivers it filtered in its settings; a receiver sees the
 * orders of one demand, removes two demands in one batch, and gets the account for a deposit
 * top-up by bank transfer.
 */
import { marketApi } from '@/domain/market/endpoints';
import { resellerApi } from '@/domain/reseller/endpoints';
import { supplierApi } from '@/domain/supplier/endpoints';
import { tradeApi } from '@/domain/trade/endpoints';
import type { Page } from 'puppeteer-core';
import {
  api,
  apiLogin,
  AppPage,
  appSession,
  callApi,
  clickVisible,
  type Session,
  signInViaCookie,
  text,
  waitForToast,
  withPage,
} from './helpers';
import { confirmDialog, rowKeys } from './supplier.pages';

let s: Session;
let app: AppPage;
const en = (key: string, values?: Record<string, string | number>) => text('en-US', key, values);
const zh = (key: string, values?: Record<string, string | number>) => text('zh-CN', key, values);

appSession((o) => {
  s = o.s;
  app = o.app;
});

/** Text of the element matching `sel` once it contains `wanted`. */
async function waitForText(page: Page, sel: string, wanted: string, timeout = 15_000): Promise<string> {
  await page.waitForFunction((q, w) => (document.querySelector(q)?.textContent ?? '').includes(w), { timeout }, sel, wanted);
  return page.$eval(sel, (e) => e.textContent ?? '');
}

/** Ticks the row's selection box, again if a reload of the table took the tick away. */
async function tickRow(page: Page, table: string, key: string): Promise<void> {
  const box = `[data-testid="${table}"] tr[data-row-key="${key}"] .ant-checkbox-wrapper`;
  for (let tries = 0; ; tries += 1) {
    await clickVisible(page, box);
    const ticked = await page
      .waitForSelector(`${box} .ant-checkbox-checked`, { timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (ticked) return;
    if (tries >= 3) throw new Error(`row ${key} of ${table} stays unticked`);
  }
}

/** Clicks the open dropdown menu's item labelled `label`. */
async function chooseMenuItem(page: Page, label: string): Promise<void> {
  await clickVisible(page, '.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { text: label });
}

test('supplier: stock history from the commodity row, batch stock in, remark edited in place, a game config added, filtered receivers', () =>
  withPage(s.page, 'calls-goods-stock', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('supplier');
    // a commodity with live stock records: the newest record's
    const [newest] = (await api(accessToken, supplierApi.queryStockRecords, { size: 1 })).records;
    const commodity = await api(accessToken, supplierApi.getMyCommodity, undefined, { commodityId: newest.commodityId });
    const history = await callApi(supplierApi.stockRecordsOfCommodity, { token: accessToken, path: { skuTreeId: commodity.id } });
    await signInViaCookie(s.context, 'supplier');

    await app.goto(`/en/commodity?keyword=${encodeURIComponent(commodity.title)}`);
    const row = `[data-testid="commodity-table"] tr[data-row-key="${commodity.id}"]`;
    await page.waitForSelector(row, { visible: true });
    await clickVisible(page, `[data-testid="row-more-${commodity.id}"]`);
    await chooseMenuItem(page, en('supplier.commodity.action.stock'));
    const drawer = '[data-testid="commodity-stock-history"]';
    await waitForText(page, '.ant-drawer-title', commodity.title);
    await page.waitForFunction(
      (d, n) => document.querySelectorAll(`${d} tbody tr[data-row-key]`).length === Math.min(n, 20),
      {},
      drawer,
      history.length,
    );
    // newest first, as the call answers: the first row is the newest record with its balance after
    expect(await page.$eval(`${drawer} tbody tr[data-row-key]`, (r) => r.getAttribute('data-row-key'))).toBe(history[0].id);
    await clickVisible(page, '.ant-drawer .ant-drawer-close');
    await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));

    // stock in for the selected commodity: the batch call, then the stock column and the history show it
    await tickRow(page, 'commodity-table', commodity.id);
    await clickVisible(page, '[data-testid="batch-stock"]');
    const qty = `.ant-modal input[aria-label="${en('supplier.stock.col.quantity')} ${commodity.id}"]`;
    await page.waitForSelector(qty, { visible: true });
    await page.type(qty, '7');
    await page.type('.ant-modal input#remark', 'e2e batch in');
    await clickVisible(page, '#batch-stock-ok');
    await page.waitForFunction(() => !document.querySelector('.ant-modal-wrap:not([style*="display: none"]) #batch-stock-ok'));
    const after = commodity.stock + 7;
    await page.waitForFunction(
      (r, want) => (document.querySelector(r)?.textContent ?? '').replace(/,/g, '').includes(String(want)),
      {},
      row,
      after,
    );
    await clickVisible(page, `[data-testid="row-more-${commodity.id}"]`);
    await chooseMenuItem(page, en('supplier.commodity.action.stock'));
    const first = await waitForText(page, `${drawer} tbody tr[data-row-key]`, 'e2e batch in');
    expect(first).toContain('+7');
    expect(first.replace(/,/g, '')).toContain(String(after));

    // the ledger link of the drawer, then the remark of the newest record edited in place
    await clickVisible(page, '.ant-drawer-extra a');
    await page.waitForFunction(
      (id) => location.pathname === '/en/commodity/stock-record' && location.search.includes(id),
      {},
      commodity.id,
    );
    const [record] = (await api(accessToken, supplierApi.queryStockRecords, { size: 1, commodityId: commodity.id })).records;
    const cell = `[data-testid="remark-${record.id}"]`;
    await page.waitForSelector(cell, { visible: true });
    await page.$eval(cell, (e) => (e.parentElement?.querySelector('.ant-typography-edit') as HTMLElement | null)?.click());
    const editor = '[data-testid="stock-table"] .ant-typography-edit-content textarea';
    await page.waitForSelector(editor, { visible: true });
    await page.click(editor, { clickCount: 3 });
    await page.keyboard.press('Backspace');
    const remark = `checked ${Date.now().toString(36)}`;
    await page.type(editor, remark);
    await page.keyboard.press('Enter');
    await waitForToast(page, en('supplier.stock.remark.saved'));
    await page.reload();
    expect(await waitForText(page, cell, remark)).toBe(remark);

    // a game config added on its own as soon as its row is saved: still there after a reload
    const configured = (await callApi(supplierApi.getSupplierSetting, { token: accessToken })).gameConfigs.map((g) => g.gameId);
    const games = await callApi(marketApi.searchGames, { body: {} });
    const game = games.find((g) => !configured.includes(g.id))!;
    await app.goto('/en/supplier/setting');
    await clickVisible(page, '.ant-tabs-tab', { text: en('supplier.setting.tab.games') });
    await clickVisible(page, '.ant-tabs-tabpane-active button', { text: en('supplier.setting.games.add') });
    await clickVisible(page, '.ant-tabs-tabpane-active tbody tr td:first-child .ant-select-selector');
    await page.keyboard.type(game.nameEn);
    await clickVisible(page, '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { text: game.nameEn });
    // the editing row's own save (ProComponents' first row action), not the page's "Save"
    await clickVisible(page, '.ant-tabs-tabpane-active tbody tr td:last-child a:first-child');
    await waitForToast(page, en('supplier.setting.games.added'));
    await page.reload();
    await clickVisible(page, '.ant-tabs-tab', { text: en('supplier.setting.tab.games') });
    await waitForText(page, '.ant-tabs-tabpane-active tbody', game.nameEn);

    // the receivers filtered one by one are listed beside the filter rules
    const filtered = await callApi(supplierApi.getFilteredResellers, { token: accessToken });
    await clickVisible(page, '.ant-tabs-tab', { text: en('supplier.setting.tab.filter') });
    const list = await waitForText(
      page,
      '[data-testid="filtered-resellers"]',
      en('supplier.setting.filtered.title', { count: filtered.length }),
    );
    for (const r of filtered.slice(0, 3)) expect(list).toContain(r.name);
  }));

test('receiver: a demand shows its orders, two demands removed in one batch, the bank transfer account', () =>
  withPage(s.page, 'calls-goods-demands', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('buyer');
    await signInViaCookie(s.context, 'buyer');
    await app.goto('/zh_CN/demand');
    await page.waitForSelector('[data-testid="demand-table"] tbody tr[data-row-key]', { visible: true });
    const shown = await rowKeys(page, 'demand-table');
    const mine = (await api(accessToken, resellerApi.queryMyDemands, { size: 500 })).records.filter((d) => shown.includes(d.id));

    // the orders of a demand that received goods, each with its order number
    const received = mine.filter((d) => d.receivedQuantity > 0);
    let withOrders: { id: string; orderNos: string[] } | undefined;
    for (const d of received) {
      const page1 = await callApi(tradeApi.queryDemandOrders, { token: accessToken, path: { demandId: d.id }, query: { size: 10 } });
      if (page1.total > 0) {
        withOrders = { id: d.id, orderNos: page1.records.map((o) => o.orderNo) };
        break;
      }
    }
    expect(withOrders).toBeDefined();
    await clickVisible(page, `[data-testid="demand-more-${withOrders!.id}"]`);
    await chooseMenuItem(page, zh('reseller.demandOrders.action'));
    const orders = await waitForText(page, '[data-testid="demand-orders"]', withOrders!.orderNos[0]);
    for (const no of withOrders!.orderNos) expect(orders).toContain(no);
    await clickVisible(page, '.ant-drawer .ant-drawer-close');
    await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));

    // two demands without receipts removed in one batch, after a confirmation
    const gone = mine
      .filter((d) => d.receivedQuantity === 0)
      .slice(0, 2)
      .map((d) => d.id);
    expect(gone).toHaveLength(2);
    for (const id of gone) await tickRow(page, 'demand-table', id);
    await clickVisible(page, '[data-testid="batch-delete-demands"]');
    await waitForText(page, '.ant-modal-confirm-title', zh('reseller.list.batchDelete.confirm', { count: 2 }));
    await confirmDialog(page);
    await waitForToast(page, zh('reseller.list.batchDelete.doneRefunded', { count: 2, amount: '' }).split('，')[0]);
    await page.waitForFunction(
      (ids: string[]) => ids.every((id) => !document.querySelector(`[data-testid="demand-table"] tr[data-row-key="${id}"]`)),
      {},
      gone,
    );

    // the deposit page gives the account and the user's own reference for a top-up by transfer
    await app.goto('/zh_CN/deposit/rechange');
    await clickVisible(page, '[data-testid="transfer-show"]');
    const reference = await page.waitForSelector('[data-testid="transfer-reference"]', { visible: true });
    expect(await reference!.evaluate((e) => e.textContent)).toMatch(/^DR\d{8}$/);
    expect(await page.$eval('[data-testid="bank-transfer"]', (e) => e.textContent)).toContain(zh('reseller.deposit.transfer.accountNo'));
  }));
