/**
 * The supplier workspace as users meet it: a newcomer opens the supplier role after real-name; a
 * supplier publishes a commodity with an image, edits its price inline, takes it off sale in a
 * batch and exports its stock ledger; a rejected save shows the server's violation next to the
 * field and keeps the input; a sub-account is refused the stock ledger.
 */
import ExcelJS from 'exceljs';
import { writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { idCardCheckChar } from '@/constants/accountRules';
import type { Paged, SupplierCommodity } from '@/types';
import { apiLogin, AppPage, baseUrl, openSession, resetBackend, signInViaCookie, text, withPage, type Session } from './helpers';
import { api, choose, clickButton, clickTestId, fieldError, fill, TINY_PNG, valueOf, waitForStep } from './supplier.pages';

let s: Session;
let app: AppPage;
const en = (key: string, values?: Record<string, string | number>) => text('en-US', key, values);
const zh = (key: string, values?: Record<string, string | number>) => text('zh-CN', key, values);

beforeAll(async () => {
  s = await openSession();
  app = new AppPage(s.page);
  await resetBackend();
});
afterAll(async () => {
  await s?.close();
});
beforeEach(async () => {
  // unload the previous test's app first: its timers would otherwise answer a revoked token by
  // clearing the token cookie the next test has just written
  await s.page.goto('about:blank');
  const cookies = await s.context.cookies();
  if (cookies.length) await s.context.deleteCookie(...cookies);
});

async function myCommodities(token: string, query: Record<string, unknown>): Promise<Paged<SupplierCommodity>> {
  return api<Paged<SupplierCommodity>>(token, 'POST', '/api/shop/user/commodity/listUserCommodity', query);
}

test('newbie verifies the real name and completes supplier onboarding', () =>
  withPage(s.page, 'supplier-onboarding', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('newbie');
    // the profile-completion prompt is another feature: give newbie its contacts first
    await api(accessToken, 'PATCH', '/api/v1/usercenter/customers/me/patchUserInfo', { contactQq: '3456789', contactPhone: '13812345678' });
    await signInViaCookie(s.context, 'newbie');

    await app.goto('/en/commodity/auth');
    await waitForStep(page, '/en/commodity/auth', 'realname');
    const id17 = '11010519880512345';
    await fill(page, 'realName', '李新人');
    await fill(page, 'idNumber', id17 + idCardCheckChar(id17));
    await clickTestId(page, 'realname-submit');
    await fill(page, 'code', '123456');
    await clickTestId(page, 'realname-submit');

    await waitForStep(page, '/en/commodity/auth', 'terms');
    // the agreement is accepted only once read to its end
    await page.waitForSelector('[data-testid="agreement-text"]');
    await page.$eval('[data-testid="agreement-text"]', (e) => e.scrollTo(0, e.scrollHeight));
    await page.waitForFunction(() => !document.querySelector<HTMLInputElement>('input[data-testid="agreement-check"]')?.disabled);
    await clickTestId(page, 'agreement-check');
    await clickTestId(page, 'auth-next');

    await waitForStep(page, '/en/commodity/auth', 'info');
    // a store URL someone already has: the server says so under the field, nothing typed is lost
    await fill(page, 'storeName', 'Newbie Goods');
    await fill(page, 'storeUrl', 'supplier-store');
    await clickTestId(page, 'info-submit');
    expect(await fieldError(page, 'storeUrl', en('supplier.rule.storeUrl.taken'))).toBe(en('supplier.rule.storeUrl.taken'));
    expect(await valueOf(page, 'storeName')).toBe('Newbie Goods');
    expect(await valueOf(page, 'storeUrl')).toBe('supplier-store');
    await fill(page, 'storeUrl', 'newbie-goods');
    await clickTestId(page, 'info-submit');

    await waitForStep(page, '/en/commodity/auth', 'completion');
    await page.waitForSelector('[data-testid="auth-done"]');
    expect(await page.$eval('[data-testid="auth-done"]', (e) => e.textContent)).toContain(en('supplier.auth.done.body', { store: 'Newbie Goods' }));
    await clickTestId(page, 'auth-publish');
    await page.waitForFunction(() => location.pathname === '/en/commodity/new');
    expect(await app.titleWhen(en('route.commodity.new'))).toBe(en('route.commodity.new'));
    const me = await api<{ supplier: boolean; supplierInfo: { storeUrl: string } }>(accessToken, 'GET', '/api/v1/usercenter/auth/userinfo');
    expect(me.supplier).toBe(true);
    expect(me.supplierInfo.storeUrl).toBe('newbie-goods');
  }));

test('supplier publishes with an image, edits the price inline, takes it off sale and exports the ledger', () =>
  withPage(s.page, 'supplier-publish', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('supplier');
    const sample = (await myCommodities(accessToken, { size: 50 })).records.find((c) => c.categoryKind === 'item')!;
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/commodity/new');

    const title = `E2E offer ${Date.now().toString(36)}`;
    await choose(page, 'gameId', sample.gameNameEn);
    await choose(page, 'serverId', sample.serverNameEn);
    await choose(page, 'categoryId', sample.categoryNameEn);
    await fill(page, 'title', title);
    await fill(page, 'unitPrice', '12.5');
    await fill(page, 'stock', '30');
    await fill(page, 'minQuantity', '1');
    await fill(page, 'maxQuantity', '10');
    const [method] = await page.$$(`xpath///label[contains(@class,"ant-radio-button-wrapper")][normalize-space(.)="${en('supplier.tradeMethod.MAIL')}"]`);
    await method.click();

    const file = join(tmpdir(), `e2e-${Date.now()}.png`);
    writeFileSync(file, TINY_PNG);
    const upload = await page.waitForSelector('[data-testid="commodity-form"] .ant-upload input[type=file]');
    await upload!.uploadFile(file);
    const imageUrl = await page.waitForFunction(() => {
      const a = document.querySelector<HTMLAnchorElement>('.ant-upload-list-item-done a[href*="/api/v1/oss/files/"]');
      return a?.getAttribute('href');
    });
    const served = await fetch(`${baseUrl()}${await imageUrl.jsonValue()}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    await clickTestId(page, 'commodity-submit');
    await page.waitForFunction(() => location.pathname === '/en/commodity');
    const created = (await myCommodities(accessToken, { keyword: title })).records;
    expect(created).toHaveLength(1);
    const c = created[0];
    expect(c).toMatchObject({ unitPrice: '12.5', stock: 30, status: 'ON_SALE', tradeMethod: 'MAIL' });
    expect(c.imageList).toHaveLength(1);

    // inline quick modify: a bad price is refused on the spot, a good one saved
    await app.goto(`/en/commodity?keyword=${encodeURIComponent(title)}`);
    await clickTestId(page, `quick-price-${c.id}`);
    const input = `[data-testid="quick-price-${c.id}-input"]`;
    await page.waitForSelector(input);
    await page.click(input, { clickCount: 3 });
    await page.type(input, '0');
    await page.keyboard.press('Enter');
    await page.waitForFunction((want) => [...document.querySelectorAll('.ant-tooltip-inner')].some((e) => e.textContent === want), {}, en('supplier.rule.price.positive'));
    await page.click(input, { clickCount: 3 });
    await page.type(input, '13.75');
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel) => !document.querySelector(sel), {}, input);
    await page.waitForFunction((id) => document.querySelector(`tr[data-row-key="${id}"]`)?.textContent?.includes('13.75'), {}, c.id);
    expect((await myCommodities(accessToken, { keyword: title })).records[0].unitPrice).toBe('13.75');

    // batch off sale, confirmed
    await page.click(`tr[data-row-key="${c.id}"] .ant-checkbox-input`);
    await clickTestId(page, 'batch-off-sale');
    await clickButton(page, en('supplier.common.confirm'));
    await page.waitForFunction((id, want) => document.querySelector(`[data-testid="status-${id}"]`)?.textContent === want, {}, c.id, en('supplier.commodity.status.OFF_SALE'));
    expect((await myCommodities(accessToken, { keyword: title })).records[0].status).toBe('OFF_SALE');

    // the ledger of this commodity: the opening IN, exported as a real .xlsx
    await app.goto(`/en/commodity/stock-record?commodityId=${c.id}`);
    await page.waitForFunction((id) => document.querySelector('[data-testid="stock-table"] tbody')?.textContent?.includes(id), {}, c.id);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/commodity/stockRecords/excel')),
      clickTestId(page, 'export-button'),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toMatch(/filename\*=UTF-8''stock-records-\d{8}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    const buf = await response.buffer();
    await wb.xlsx.load(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    expect(header).toEqual(expect.arrayContaining([en('supplier.stock.col.balanceAfter'), en('supplier.stock.col.type')]));
    expect(sheet.rowCount).toBe(2);
    const row = (sheet.getRow(2).values as unknown[]).map(String);
    expect(row).toEqual(expect.arrayContaining([c.id, en('supplier.stock.type.IN'), '30']));
  }));

test('a rejected save shows the server violation next to the field and keeps every value (zh_CN)', () =>
  withPage(s.page, 'supplier-rejected-save', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('supplier');
    const existing = (await myCommodities(accessToken, { size: 20 })).records.find((c) => c.categoryKind === 'gold')!;
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/zh_CN/commodity/new');
    await choose(page, 'gameId', existing.gameName);
    await choose(page, 'serverId', existing.serverName);
    await choose(page, 'categoryId', existing.categoryName);
    await fill(page, 'title', existing.title);
    await fill(page, 'unitPrice', '2.345');
    await fill(page, 'stock', '500');
    await fill(page, 'minQuantity', '1');
    await fill(page, 'maxQuantity', '100');
    const [method] = await page.$$(`xpath///label[contains(@class,"ant-radio-button-wrapper")][normalize-space(.)="${zh('supplier.tradeMethod.FACE_TO_FACE')}"]`);
    await method.click();
    await clickTestId(page, 'commodity-submit');
    // the same title on this server and category is a rule only the server knows
    expect(await fieldError(page, 'title', zh('supplier.rule.title.duplicate'))).toBe(zh('supplier.rule.title.duplicate'));
    expect(page.url()).toContain('/zh_CN/commodity/new');
    expect(await valueOf(page, 'title')).toBe(existing.title);
    expect(await valueOf(page, 'unitPrice')).toBe('2.345');
    expect(await valueOf(page, 'stock')).toBe('500');
    expect(await valueOf(page, 'maxQuantity')).toBe('100');
  }));

test('the sub-account sees its commodities but is refused the stock ledger, by the page and by the server', () =>
  withPage(s.page, 'supplier-sub', async () => {
    const page = s.page;
    await signInViaCookie(s.context, 'supplier_sub');
    await app.goto('/en/commodity');
    await page.waitForSelector('[data-testid="commodity-table"] tbody tr[data-row-key]');
    await app.goto('/en/commodity/stock-record/history');
    await page.waitForSelector('[data-testid="guard-subUser"]');
    const { accessToken } = await apiLogin('supplier_sub');
    const res = await fetch(`${baseUrl()}/api/v1/shop/commodity/stockRecords/page`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  }));
