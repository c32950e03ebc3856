/**
 * Order calls as the operator meets them: a finished sale archived from the list (it leaves the
 * list, shows in the archive with its datasource) and restored (it is back); a failed
 * settlement's reason in the settlements drawer; a risk warning about the seller shown, cancelled
 * (nothing can be paid) and then confirmed before paying.
 */
import type { Page } from 'puppeteer-core';
import { accountApi } from '@/domain/account/endpoints';
import { marketApi } from '@/domain/market/endpoints';
import { tradeApi } from '@/domain/trade/endpoints';
import {
  apiLogin,
  appSession,
  callApi,
  clickVisible,
  confirmMoney,
  signInViaCookie,
  text,
  waitForToast,
  withPage,
  type AppPage,
  type Session,
} from './helpers';

// another suite's reset of the shared dev server revokes the tokens mid-test: run again from a clean state
jest.retryTimes(1, { logErrorsBeforeRetry: true });

let s: Session;
let app: AppPage;
appSession((o) => {
  s = o.s;
  app = o.app;
});

const rowsShown = (page: Page) => page.$$eval('[data-testid="order-link"]', (ls) => ls.map((l) => l.textContent ?? ''));

/** Waits until the table has loaded (rows or its empty text) and answers the order numbers it shows. */
async function tableRows(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-spin-spinning') &&
      (!!document.querySelector('[data-testid="order-link"]') || !!document.querySelector('.ant-table-placeholder .ant-empty')),
  );
  return rowsShown(page);
}

test('a finished sale is archived and restored; a failed settlement says why', () =>
  withPage(s.page, 'calls-orders-archive', async (page) => {
    await signInViaCookie(s.context, 'supplier');
    // archived in Chinese, restored and checked in English
    await app.goto('/zh_CN/order/sold/completed');
    const [orderNo] = await tableRows(page);
    expect(orderNo).toMatch(/^T\d+/);

    // archive it from the row's "more" menu
    const more = `tr[data-row-key="${orderNo}"] [data-testid="action-more"]`;
    await page.$eval(more, (b) => (b as HTMLElement).focus());
    await clickVisible(page, more);
    await clickVisible(page, '.ant-dropdown-menu-item', { text: text('zh-CN', 'trade.archive.action') });
    await clickVisible(page, '[data-testid="confirm-ok"]');
    const toast = text('zh-CN', 'trade.archive.done', { orderNo, datasource: '' });
    await waitForToast(page, toast);
    const said = await page.$$eval('.ant-message-notice', (ns) => ns.map((n) => n.textContent ?? '').join('\n'));
    const datasource = said
      .slice(said.indexOf(toast) + toast.length)
      .split('\n')[0]
      .trim();
    expect(datasource).not.toBe('');
    await page.waitForFunction((no) => !document.querySelector(`tr[data-row-key="${no}"]`), {}, orderNo);

    // the archive lists it with its datasource; restoring takes it back to the current orders
    await app.goto(`/en/order/sold/history?orderNo=${orderNo}`);
    expect(await tableRows(page)).toEqual([orderNo]);
    expect(await page.$eval('[data-testid="order-datasource"]', (e) => e.textContent)).toBe(datasource);
    await clickVisible(page, '[data-testid="order-restore"]');
    await clickVisible(page, '[data-testid="restore-ok"]');
    await waitForToast(page, text('en-US', 'trade.archive.restored', { orderNo }));
    await page.waitForFunction(() => !document.querySelector('[data-testid="order-link"]'));

    await app.goto(`/en/order/sold/completed?orderNo=${orderNo}`);
    expect(await tableRows(page)).toEqual([orderNo]);

    // settlements: the failed ones say why under their rows
    await clickVisible(page, '[data-testid="open-settlements"]');
    await clickVisible(page, '[data-testid="settlement-filter-FAILED"]');
    await page.waitForSelector('[data-testid="settlement-failure"]', { visible: true });
    const reasons = await page.$$eval('[data-testid="settlement-failure"] .ant-alert-description', (ds) => ds.map((d) => d.textContent));
    const known = ['PAYEE_FROZEN', 'RISK_REVIEW'].map((c) => text('en-US', `server.trade.settlement.failure.${c}`));
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) expect(known).toContain(r);
    expect(await page.$$('.settlement-SUCCESS, .settlement-PENDING')).toHaveLength(0);
  }));

test('a risk warning about the seller is shown, cancelled without paying, then confirmed and paid', () =>
  withPage(s.page, 'calls-orders-warning', async (page) => {
    const token = (await apiLogin('buyer')).accessToken;
    // a commodity on sale whose supplier carries a warning the buyer has not confirmed
    const warned = await callApi(accountApi.queryRiskWarnings, { token, path: { side: 'suppliers' }, query: { size: 50 } });
    const ids = new Set(warned.records.filter((w) => w.level !== 'LOW').map((w) => w.userId));
    const listings = (await callApi(marketApi.listShopCommodity, { body: { size: 500 } })).records.filter(
      (c) => ids.has(c.supplierId) && c.status === 'ON_SALE' && c.stock >= Math.max(c.minQuantity, 1),
    );
    let commodity: (typeof listings)[number] | undefined;
    for (const c of listings) {
      const check = await callApi(tradeApi.checkWarning, { token, query: { counterpartyId: c.supplierId, role: 'buy' } });
      if (check.state === 'WARNING' && !check.validated) {
        commodity = c;
        break;
      }
    }
    if (!commodity) throw new Error('no commodity of a warned supplier on sale');
    const balance = async () => (await callApi(accountApi.getMyFund, { token })).balance;
    const before = await balance();

    await signInViaCookie(s.context, 'buyer');
    await app.goto(`/en/checkout/commodity?commodityId=${commodity.id}`);
    await page.waitForSelector('[data-testid="counterparty-warning"]', { visible: true });
    await page.type('[data-testid="checkout-character"]', 'Kestrel');
    await page.click('[data-testid="checkout-agree"]');
    await page.click('[data-testid="pay-method-BALANCE"]');
    const submitDisabled = () => page.$eval('[data-testid="checkout-submit"]', (b) => (b as HTMLButtonElement).disabled);
    expect(await submitDisabled()).toBe(true);

    // cancelled: the warning stays, nothing can be paid
    await clickVisible(page, '[data-testid="confirm-warning"]');
    await clickVisible(page, '[data-testid="confirm-warning-cancel"]');
    await page.waitForFunction(() => !document.querySelector('.ant-modal-confirm'));
    expect(await page.$('[data-testid="confirm-warning"]')).not.toBeNull();
    expect(await submitDisabled()).toBe(true);
    expect(await balance()).toBe(before);

    // confirmed: the checkout opens and the order is paid
    await clickVisible(page, '[data-testid="confirm-warning"]');
    await clickVisible(page, '[data-testid="confirm-warning-ok"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="confirm-warning"]'));
    await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement | null)?.disabled);
    // the warning dialog has gone before the click (its closing mask would take it)
    await page.waitForFunction(() => !document.querySelector('.ant-modal-confirm'));
    await clickVisible(page, '[data-testid="checkout-submit"]');
    await confirmMoney(page);
    await page.waitForSelector('[data-testid="pay-result"][data-status="SUCCESS"]');
    // the paid order's own status, as its status call reports it
    const shown = await page.$eval('[data-testid="pay-order-status"]', (e) => e.getAttribute('data-status'));
    expect(shown).toBe('TO_DELIVER');
    expect(await balance()).not.toBe(before);
  }));
