/**
 * Trading end to end: buy and pay, deliver, confirm and settle with the money moving; a bargain
 * agreed and used; an unpaid order timing out; an export whose rows match the table's filter.
 */
import Big from 'big.js';
import ExcelJS from 'exceljs';
import type { Page } from 'puppeteer-core';
import { accountApi } from '@/domain/account/endpoints';
import { chatApi } from '@/domain/chat/endpoints';
import { marketApi } from '@/domain/market/endpoints';
import { tradeApi } from '@/domain/trade/endpoints';
import type { TradeConfig } from '@/domain/trade/control';
import {
  AppPage,
  apiLogin,
  callApi,
  clickVisible,
  confirmMoney,
  downloadVia,
  LoginDialog,
  openSession,
  resetBackend,
  revokeTokens,
  signInViaCookie,
  text,
  withPage,
  type Session,
} from './helpers';
import { formatMoney } from '../../src/utils/format';
import { totalAmount } from '../../src/utils/decimal';

// The dev server is shared: another suite's POST /api/mock/reset revokes every token and re-seeds
// the store mid-test. A test that lost its session that way runs again from a clean state.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

let s: Session;
let app: AppPage;

interface Listing {
  id: string;
  supplierId: string;
  unitPrice: string;
  stock: number;
  minQuantity: number;
  maxQuantity: number;
  categoryKind: string;
  status: string;
}

const tradeConfig = (patch: Partial<TradeConfig>) => callApi(tradeApi.updateTradeConfig, { body: patch });
/** What the order moved on a user's balance ledger (B/fund/balances/page by business no.). */
async function ledgerOf(username: string, bizNo: string): Promise<Array<{ amount: string; bizType: string }>> {
  const token = (await apiLogin(username)).accessToken;
  return (await callApi(accountApi.queryBalanceRecords, { token, body: { bizNo, size: 50 } })).records;
}
/** The notification centre's entries about one order for a user (the bell's list). */
async function noticesOf(username: string, orderNo: string): Promise<string[]> {
  const token = (await apiLogin(username)).accessToken;
  const list = await callApi(chatApi.queryNotifications, { token, body: { size: 50 } });
  return list.records.filter((n) => n.orderNo === orderNo).map((n) => n.type);
}
const balanceOf = async (username: string) =>
  (await callApi(accountApi.getMyFund, { token: (await apiLogin(username)).accessToken })).balance;

/** buyer orders the minimum of `c` over the API (past the counterparty warning, as the checkout would). */
async function buyerOrder(token: string, c: Listing) {
  const check = await callApi(tradeApi.getCheatState, { token, query: { counterpartyId: c.supplierId, role: 'buy' } });
  if (check.state === 'WARNING')
    await callApi(tradeApi.confirmCheatWarning, { token, body: { counterpartyId: c.supplierId, role: 'buy' } });
  return callApi(tradeApi.createBuyerOrder, {
    token,
    body: { commodityId: c.id, quantity: c.minQuantity, receiving: { character: 'Vexa' } },
  });
}

/** A gold commodity of `supplier` on sale with room for the tests' quantities. */
async function supplierGold(): Promise<Listing> {
  const page = await callApi(marketApi.listShopCommodity, { body: { size: 500 } });
  const found = page.records.find(
    (c) =>
      c.supplierId === '10002' &&
      c.categoryKind === 'gold' &&
      c.status === 'ON_SALE' &&
      c.stock >= 200 &&
      c.maxQuantity >= c.minQuantity + 20,
  );
  if (!found) throw new Error('no gold commodity of supplier to buy');
  return found;
}

async function signInAs(username: string): Promise<void> {
  const cookies = await s.context.cookies();
  if (cookies.length) await s.context.deleteCookie(...cookies);
  await signInViaCookie(s.context, username);
}

async function setNumber(page: Page, selector: string, value: string): Promise<void> {
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

/** Clicks the button with exactly this text inside `scope` (a modal, a row…). */
async function clickText(page: Page, scope: string, label: string): Promise<void> {
  const handle = await page.waitForSelector(
    `xpath/(//*[contains(concat(" ", normalize-space(@class), " "), " ${scope} ")]//button[normalize-space(.)="${label}"])[last()]`,
    { visible: true },
  );
  await handle!.click();
}

/** Confirms the risk warning about the counterparty when the checkout shows one. */
async function passCounterpartyGate(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-skeleton') ||
      !!document.querySelector('[data-testid="checkout-submit"]:not([disabled])') ||
      !!document.querySelector('[data-testid="confirm-warning"]'),
  );
  const confirm = await page.$('[data-testid="confirm-warning"]');
  if (confirm) {
    await confirm.click();
    // the warning is confirmed in its dialog
    await (await page.waitForSelector('[data-testid="confirm-warning-ok"]', { visible: true }))?.click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="confirm-warning"]:not([disabled])'));
  }
}

beforeAll(async () => {
  s = await openSession();
  app = new AppPage(s.page);
  await resetBackend();
  await tradeConfig({ settleDelayMs: 0, gatewayDelayMs: 300 });
});
afterAll(async () => {
  await tradeConfig({ settleDelayMs: 10_000, gatewayDelayMs: 1_500, payWindowMs: 900_000 }).catch(() => undefined);
  await s?.close();
});

test('buyer buys and pays; supplier delivers; buyer confirms; the money settles (zh_CN and en)', () =>
  withPage(s.page, 'trade-buy-deliver-settle', async (page) => {
    const c = await supplierGold();
    const quantity = c.minQuantity + 7;
    const amount = new Big(totalAmount(c.unitPrice, quantity)).round(2, Big.roundHalfUp).toFixed(2);
    const buyerBefore = await balanceOf('buyer');

    await signInAs('buyer');
    await app.goto(`/zh_CN/checkout/commodity?commodityId=${c.id}`);
    await page.waitForSelector('[data-testid="checkout-quantity"]');
    await passCounterpartyGate(page);
    await setNumber(page, '[data-testid="checkout-quantity"]', String(quantity));
    await page.type('[data-testid="checkout-character"]', '风之子01');
    await page.click('[data-testid="checkout-agree"]');
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="checkout-total"] .ant-statistic-content-value')?.textContent === want,
      {},
      formatMoney(totalAmount(c.unitPrice, quantity)),
    );
    await page.click('[data-testid="pay-method-BALANCE"]');
    await page.click('[data-testid="checkout-submit"]');
    await confirmMoney(page, formatMoney(totalAmount(c.unitPrice, quantity)));
    await page.waitForFunction(() => location.pathname.startsWith('/zh_CN/pending/payResult/order/'));
    await page.waitForSelector('[data-testid="pay-result"][data-status="SUCCESS"]');
    const orderNo = await page.$eval('[data-testid="pay-result"] table a', (a) => a.textContent ?? '');
    expect(orderNo).toMatch(/^T\d+/);
    expect(await balanceOf('buyer')).toBe(new Big(buyerBefore).minus(amount).toFixed(2));
    // the payment rings the supplier's bell (order new), not the buyer's
    expect(await noticesOf('supplier', orderNo)).toEqual(['ORDER_NEW']);
    expect(await noticesOf('buyer', orderNo)).toEqual([]);

    await signInAs('supplier');
    await app.goto(`/en/order/sold/to_delivery?orderNo=${orderNo}`);
    await page.waitForSelector('[data-testid="order-link"]');
    expect(await page.$$eval('[data-testid="order-link"]', (ls) => ls.map((l) => l.textContent))).toEqual([orderNo]);
    await page.click('[data-testid="action-DELIVER"]');
    await page.waitForSelector('.ant-modal input#character', { visible: true });
    await page.type('.ant-modal input#character', 'Shipper01');
    await clickText(page, 'ant-modal-content', text('en-US', 'trade.action.DELIVER'));
    await page.waitForFunction(() => !document.querySelector('[data-testid="order-link"]')); // left the "to deliver" tab
    const stockAfter = await callApi(marketApi.getShopCommodity, { path: { commodityId: c.id } });
    expect(stockAfter.stock).toBe(c.stock - quantity);

    await signInAs('buyer');
    await app.goto(`/zh_CN/order/detail?type=purchase&orderNo=${orderNo}`);
    await page.waitForSelector('[data-testid="action-SETTLE"]');
    await page.click('[data-testid="action-SETTLE"]');
    await page.waitForSelector('[data-testid="confirm-ok"]', { visible: true });
    await page.click('[data-testid="confirm-ok"]');
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="order-detail"] [data-testid="order-status"]')?.textContent === want,
      {},
      text('zh-CN', 'trade.order.status.COMPLETED'),
    );
    // the supplier's balance also grows by other orders settling on their own: check this order's entries
    expect(await ledgerOf('supplier', orderNo)).toEqual([expect.objectContaining({ amount, bizType: 'ORDER_SETTLE' })]);
    expect(await ledgerOf('buyer', orderNo)).toEqual([expect.objectContaining({ amount: `-${amount}`, bizType: 'ORDER_PAY' })]);
    expect(await balanceOf('buyer')).toBe(new Big(buyerBefore).minus(amount).toFixed(2));
  }));

test('a bargaining request is agreed and the order uses the agreed price (en)', () =>
  withPage(s.page, 'trade-bargaining', async (page) => {
    const c = await supplierGold();
    const offer = new Big(c.unitPrice).times('0.9').round(4, Big.roundDown).toFixed();
    await signInAs('buyer');
    await app.goto(`/en/checkout/bargaining?commodityId=${c.id}`);
    await page.waitForSelector('[data-testid="bargain-price"]');
    await page.waitForSelector('[data-testid="bargain-submit"]:not([disabled])').catch(() => passCounterpartyGate(page));
    await page.type('[data-testid="bargain-price"]', offer);
    await page.click('[data-testid="bargain-submit"]');
    await page.waitForFunction((want) => document.body.innerText.includes(want), {}, text('en-US', 'trade.bargaining.status.WAITING'));

    await signInAs('supplier');
    await app.goto(`/en/commodity/bargaining/${c.id}`);
    await page.waitForSelector('[data-testid="bargain-agree"]');
    await page.click('[data-testid="bargain-agree"]');
    await clickText(page, 'ant-modal-content', text('en-US', 'trade.bargaining.agree'));
    await page.waitForFunction(() => !document.querySelector('[data-testid="bargain-agree"]'));

    await signInAs('buyer');
    await app.goto(`/en/checkout/bargaining?commodityId=${c.id}`);
    await page.waitForSelector('[data-testid="bargain-buy"]');
    await page.click('[data-testid="bargain-buy"]');
    await page.waitForFunction(() => location.pathname === '/en/checkout/commodity' && location.search.includes('bargainingId='));
    await page.waitForSelector('[data-testid="checkout-quantity"]');
    await passCounterpartyGate(page);
    await page.type('[data-testid="checkout-character"]', 'Aldric');
    await page.click('[data-testid="checkout-agree"]');
    const quantity = c.minQuantity;
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="checkout-total"] .ant-statistic-content-value')?.textContent === want,
      {},
      formatMoney(totalAmount(offer, quantity)),
    );
    await page.click('[data-testid="pay-method-BALANCE"]');
    await page.click('[data-testid="checkout-submit"]');
    await confirmMoney(page, formatMoney(totalAmount(offer, quantity)));
    await page.waitForSelector('[data-testid="pay-result"][data-status="SUCCESS"]');
    const orderNo = await page.$eval('[data-testid="pay-result"] table a', (a) => a.textContent ?? '');
    const token = (await apiLogin('buyer')).accessToken;
    const order = await callApi(tradeApi.getOrder, { token, path: { id: orderNo }, query: { side: 'purchase' } });
    expect(order.unitPrice).toBe(offer);
    expect(order.listPrice).toBe(c.unitPrice);
    expect(order.amount).toBe(new Big(offer).times(quantity).round(2, Big.roundHalfUp).toFixed(2));
  }));

test('a gateway payment is confirmed with its amount, waits, fails, and succeeds when retried (en)', () =>
  withPage(s.page, 'trade-gateway', async (page) => {
    await tradeConfig({ gatewayDelayMs: 2500, gatewayOutcome: 'FAILURE' });
    const c = await supplierGold();
    const token = (await apiLogin('buyer')).accessToken;
    const created = await buyerOrder(token, c);
    await signInAs('buyer');
    await app.goto(`/en/pending/payResult/order/${created.batchNo}`);
    await page.waitForSelector('[data-testid="pay-result"][data-status="WAITING"]');

    const payWithAlipay = async () => {
      await clickVisible(page, '[data-testid="pay-method-ALIPAY"]');
      await clickVisible(page, '[data-testid="pay-now"]');
      // money leaves on this click: the confirmation names the amount and the method first
      const confirm = await page.waitForSelector('[data-testid="pay-confirm"]', { visible: true });
      const said = await confirm!.evaluate((e) => e.textContent ?? '');
      expect(said).toContain(formatMoney(created.amount));
      expect(said).toContain(text('en-US', 'trade.payment.method.ALIPAY'));
      await clickVisible(page, '.ant-popconfirm .ant-btn-primary');
      await page.waitForSelector('[data-testid="pay-result"][data-status="PAYING"]');
    };
    await payWithAlipay();
    await page.waitForSelector('[data-testid="pay-result"][data-status="FAILED"]', { timeout: 20_000 });
    expect(await page.$eval('[data-testid="pay-result"]', (e) => e.textContent ?? '')).toContain(
      text('en-US', 'trade.payment.status.FAILED'),
    );

    await tradeConfig({ gatewayOutcome: 'SUCCESS' });
    await payWithAlipay();
    await page.waitForSelector('[data-testid="pay-result"][data-status="SUCCESS"]', { timeout: 20_000 });
    const order = await callApi(tradeApi.getOrder, {
      token: (await apiLogin('buyer')).accessToken,
      path: { id: created.orderNo },
      query: { side: 'purchase' },
    });
    expect(order.status).toBe('TO_DELIVER');
  }));

test('a session revoked while the checkout is filled in keeps what was typed after signing in again (en)', () =>
  withPage(s.page, 'trade-session-lost', async (page) => {
    const c = await supplierGold();
    await signInAs('buyer');
    await app.goto(`/en/checkout/commodity?commodityId=${c.id}`);
    await page.waitForSelector('[data-testid="checkout-quantity"]');
    await passCounterpartyGate(page);
    await page.type('[data-testid="checkout-character"]', 'Kept Through Login');
    await page.click('[data-testid="checkout-agree"]');
    await page.click('[data-testid="pay-method-BALANCE"]');
    await revokeTokens('buyer');
    // the order call answers 401: the login dialog opens over the form
    await page.click('[data-testid="checkout-submit"]');
    await confirmMoney(page, formatMoney(totalAmount(c.unitPrice, c.minQuantity)));
    const dialog = new LoginDialog(page);
    await dialog.waitOpen();
    await dialog.signIn('buyer', 'Passw0rd!');
    await dialog.waitClosed();
    await page.waitForSelector('[data-testid="checkout-character"]');
    expect(new URL(page.url()).pathname).toBe('/en/checkout/commodity');
    expect(await page.$eval('[data-testid="checkout-character"]', (e) => (e as HTMLInputElement).value)).toBe('Kept Through Login');
  }));

test('an unpaid order times out by itself (en)', () =>
  withPage(s.page, 'trade-timeout', async (page) => {
    await tradeConfig({ payWindowMs: 4000 });
    const c = await supplierGold();
    const token = (await apiLogin('buyer')).accessToken;
    const created = await buyerOrder(token, c);
    await tradeConfig({ payWindowMs: 900_000 });
    await signInAs('buyer');
    await app.goto(`/en/order/purchased?orderNo=${created.orderNo}`);
    await page.waitForSelector('[data-testid="order-link"]');
    // the countdown reaches zero, the list reloads, the server has cancelled it
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="order-status"]')?.textContent === want,
      { timeout: 20_000 },
      text('en-US', 'trade.order.status.CANCELED_TIMEOUT'),
    );
    expect(await noticesOf('buyer', created.orderNo)).toEqual(['ORDER_TIMEOUT']);
  }));

test('the export downloads a real .xlsx whose rows match the filtered table (zh_CN)', () =>
  withPage(s.page, 'trade-export', async (page) => {
    await signInAs('supplier');
    await app.goto('/zh_CN/order/sold/completed?minAmount=500');
    await page.waitForSelector('[data-testid="order-link"]');
    const shown = await page.$$eval('[data-testid="order-link"]', (ls) => ls.map((l) => l.textContent ?? ''));
    const totalText = await page.$eval('.ant-pagination-total-text', (e) => e.textContent ?? '');
    const total = Number(totalText.match(/\d+/g)?.pop());
    expect(total).toBeGreaterThan(20);
    // the file the browser saved under the server's name, opened as the user would
    const saved = await downloadVia(page, s.downloadDir, () => page.click('[data-testid="export-button"]'));
    expect(saved.name.endsWith('.xlsx')).toBe(true);
    expect(saved.name).toContain(text('zh-CN', 'trade.export.file.sales'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved.path);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe(text('zh-CN', 'trade.export.orderNo'));
    expect(ws.rowCount - 1).toBe(total);
    const firstNos = Array.from({ length: shown.length }, (_, i) => String(ws.getRow(i + 2).getCell(1).value));
    expect(firstNos).toEqual(shown);
    const statusCol = Array.from({ length: total }, (_, i) => String(ws.getRow(i + 2).getCell(14).value));
    expect(new Set(statusCol)).toEqual(new Set([text('zh-CN', 'trade.order.status.COMPLETED')]));
    const amounts = Array.from({ length: total }, (_, i) => Number(ws.getRow(i + 2).getCell(13).value));
    expect(Math.min(...amounts)).toBeGreaterThanOrEqual(500);
  }));
