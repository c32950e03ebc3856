/**
 * The supplier workspace as users meet it: a newcomer opens the supplier role after real-name; a
 * supplier publishes a commodity with an image, edits its price inline, takes it off sale in a
 * batch and exports its stock ledger; a rejected save shows the server's violation next to the
 * field and keeps the input; a sub-account is refused the stock ledger; a receiver the supplier
 * filtered cannot buy until the filter is lifted; the stock ledger keeps its time range across a
 * reload.
 */
import { accountApi } from '@/domain/account/endpoints';
import { authApi } from '@/domain/auth/endpoints';
import { urlOf } from '@/domain/endpoint';
import { tradeApi } from '@/domain/trade/endpoints';
import { supplierApi } from '@/domain/supplier/endpoints';
import { marketApi } from '@/domain/market/endpoints';
import ExcelJS from 'exceljs';
import type { ElementHandle } from 'puppeteer-core';
import { writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { idCardCheckChar } from '@/domain/account/rules';
import type { Paged, SupplierCommodity } from '@/types';
import {
  api,
  apiLogin,
  AppPage,
  appSession,
  baseUrl,
  callApi,
  downloadVia,
  type Session,
  signInViaCookie,
  text,
  withPage,
} from './helpers';
import {
  cellText,
  choose,
  clickButton,
  clickTestId,
  confirmDialog,
  fieldError,
  fill,
  pickRange,
  rangeShown,
  rowKeys,
  submitDialog,
  submitSearch,
  TINY_PNG,
  valueOf,
  waitForStep,
} from './supplier.pages';

let s: Session;
let app: AppPage;
const en = (key: string, values?: Record<string, string | number>) => text('en-US', key, values);
const zh = (key: string, values?: Record<string, string | number>) => text('zh-CN', key, values);

appSession((o) => {
  s = o.s;
  app = o.app;
});

/** Switches the signed-in user between the steps of one test. */
async function signInAs(username: string): Promise<void> {
  // unload the app first: its session timers must not see the cookies change under them
  await s.page.goto('about:blank');
  const cookies = await s.context.cookies();
  if (cookies.length) await s.context.deleteCookie(...cookies);
  await signInViaCookie(s.context, username);
}

async function myCommodities(token: string, query: Record<string, unknown>): Promise<Paged<SupplierCommodity>> {
  return api(token, supplierApi.queryMyCommodities, query);
}

test('newbie verifies the real name and completes supplier onboarding', () =>
  withPage(s.page, 'supplier-onboarding', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('newbie');
    // the profile-completion prompt is another feature: give newbie its contacts first
    await api(accessToken, accountApi.patchUserInfo, { contactQq: '3456789', contactPhone: '13812345678' });
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
    expect(await page.$eval('[data-testid="auth-done"]', (e) => e.textContent)).toContain(
      en('supplier.auth.done.body', { store: 'Newbie Goods' }),
    );
    await clickTestId(page, 'auth-publish');
    await page.waitForFunction(() => location.pathname === '/en/commodity/new');
    expect(await app.titleWhen(en('route.commodity.new'))).toBe(en('route.commodity.new'));
    const me = await api(accessToken, authApi.getUserInfo);
    expect(me.supplier).toBe(true);
    expect(me.supplierInfo?.storeUrl).toBe('newbie-goods');
  }));

test('supplier publishes with an image, edits the price inline, takes it off sale and exports the ledger', () =>
  withPage(s.page, 'supplier-publish', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('supplier');
    const sample = (await myCommodities(accessToken, { size: 50 })).records.find((c) => c.categoryKind === 'item')!;
    await signInViaCookie(s.context, 'supplier');

    // a title cut by its cell shows the whole of it when the pointer comes
    await app.goto('/en/commodity');
    const cut = (await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('.ant-table-tbody td span')].find(
        (e) => getComputedStyle(e).textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth,
      ),
    )) as ElementHandle<HTMLElement>;
    const whole = await cut.evaluate((e) => e.textContent ?? '');
    await cut.hover();
    await page.waitForFunction(
      (want) => [...document.querySelectorAll('.ant-tooltip-inner')].some((e) => e.textContent === want),
      {},
      whole,
    );

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
    const [method] = await page.$$(
      `xpath///label[contains(@class,"ant-radio-button-wrapper")][normalize-space(.)="${en('supplier.tradeMethod.MAIL')}"]`,
    );
    await method.click();

    const file = join(tmpdir(), `e2e-${Date.now()}.png`);
    writeFileSync(file, TINY_PNG);
    const upload = await page.waitForSelector('[data-testid="commodity-form"] .ant-upload input[type=file]');
    await upload!.uploadFile(file);
    const imageUrl = await page.waitForFunction(
      (prefix: string) => {
        const a = document.querySelector<HTMLAnchorElement>(`.ant-upload-list-item-done a[href*="${prefix}"]`);
        return a?.getAttribute('href');
      },
      {},
      supplierApi.getUploadedFile.path.split(':')[0],
    );
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
    await page.waitForFunction(
      (want) => [...document.querySelectorAll('.ant-tooltip-inner')].some((e) => e.textContent === want),
      {},
      en('supplier.rule.price.positive'),
    );
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
    await page.waitForFunction(
      (id, want) => document.querySelector(`[data-testid="status-${id}"]`)?.textContent === want,
      {},
      c.id,
      en('supplier.commodity.status.OFF_SALE'),
    );
    expect((await myCommodities(accessToken, { keyword: title })).records[0].status).toBe('OFF_SALE');

    // the ledger of this commodity: the opening IN, exported as a real .xlsx
    await app.goto(`/en/commodity/stock-record?commodityId=${c.id}`);
    await page.waitForFunction((id) => document.querySelector('[data-testid="stock-table"] tbody')?.textContent?.includes(id), {}, c.id);
    const saved = await downloadVia(page, s.downloadDir, () => clickTestId(page, 'export-button'));
    expect(saved.name).toMatch(/^stock-records-\d{8}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved.path);
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
    const [method] = await page.$$(
      `xpath///label[contains(@class,"ant-radio-button-wrapper")][normalize-space(.)="${zh('supplier.tradeMethod.FACE_TO_FACE')}"]`,
    );
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
    const res = await fetch(`${baseUrl()}${urlOf(supplierApi.queryStockRecords)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  }));

const BUYER_ID = '10001';
const SUPPLIER_ID = '10002';
// the server's own refusal (mock/_db/trade/defense.ts) in English, shown as it comes: not a UI text
const FILTERED_DETAIL = 'The merchant has filtered your account';

/** Lets `buyer` order from `supplier`: confirms the risk warning about it when there is one. */
async function confirmWarningByApi(token: string): Promise<void> {
  const check = await callApi(tradeApi.getCheatState, { token, query: { counterpartyId: SUPPLIER_ID, role: 'buy' } });
  if (check.state === 'WARNING' && !check.validated)
    await api(token, tradeApi.confirmCheatWarning, { counterpartyId: SUPPLIER_ID, role: 'buy' });
}

test('a receiver filtered by the supplier cannot buy its commodity, and can again once the filter is lifted', () =>
  withPage(s.page, 'supplier-filter-receiver', async () => {
    const page = s.page;
    const supplierToken = (await apiLogin('supplier')).accessToken;
    // a retry after a failure half-way starts again from an unfiltered buyer
    await api(supplierToken, supplierApi.unfilterReseller, undefined, { resellerId: BUYER_ID }).catch(() => undefined);
    const resellers = (await api(supplierToken, supplierApi.queryMyResellers, { keyword: BUYER_ID, size: 20 })).records;
    const buyer = resellers.find((r) => r.resellerId === BUYER_ID)!;
    expect(buyer).toMatchObject({ filtered: false });
    // the cheapest listing of supplier, so the buyer's balance is never what stops the order
    const listings = (await api(supplierToken, marketApi.listShopCommodity, { size: 500 })).records
      .filter((c) => c.supplierId === SUPPLIER_ID && c.status === 'ON_SALE' && c.stock >= c.minQuantity)
      .sort((a, b) => Number(a.unitPrice) * a.minQuantity - Number(b.unitPrice) * b.minQuantity);
    expect(listings.length).toBeGreaterThan(0);
    const listing = listings[0];

    // supplier filters buyer from the receivers page, confirming in the dialog
    await signInAs('supplier');
    await app.goto(`/en/supplier/myReceiver?keyword=${BUYER_ID}`);
    await page.waitForSelector(`[data-testid="reseller-table"] tr[data-row-key="${BUYER_ID}"]`);
    await clickTestId(page, `filter-${BUYER_ID}`);
    await page.waitForFunction(
      (want) => [...document.querySelectorAll('.ant-modal-title')].some((e) => e.textContent === want),
      {},
      en('supplier.reseller.filter.title', { name: buyer.name }),
    );
    await fill(page, 'reason', 'E2E: unpaid orders');
    await submitDialog(page);
    await page.waitForSelector(`[data-testid="filtered-${BUYER_ID}"]`);
    expect(await page.$(`[data-testid="unfilter-${BUYER_ID}"]`)).not.toBeNull();

    // buyer's checkout says so before anything is filled in, and the order call is refused too
    await signInAs('buyer');
    await app.goto(`/en/checkout/commodity?commodityId=${listing.id}`);
    await page.waitForSelector('[data-testid="counterparty-blocked"]', { visible: true });
    expect(await page.$eval('[data-testid="counterparty-blocked"]', (e) => e.textContent)).toBe(en('request.code.COUNTERPARTY_FILTERED'));
    expect(await page.$('[data-testid="checkout-submit"]:not([disabled])')).toBeNull();
    const refused = await fetch(`${baseUrl()}${urlOf(tradeApi.createBuyerOrder)}`, {
      method: 'POST',
      // the server words its refusals in the caller's language: ask in English, like the /en pages
      headers: {
        authorization: `Bearer ${(await apiLogin('buyer')).accessToken}`,
        'content-type': 'application/json',
        'accept-language': 'en-US',
      },
      body: JSON.stringify({ commodityId: listing.id, quantity: listing.minQuantity, receiving: { character: 'Aldric' } }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'COUNTERPARTY_FILTERED', detail: FILTERED_DETAIL });

    // supplier lifts the filter on the page, confirming
    await signInAs('supplier');
    await app.goto(`/en/supplier/myReceiver?keyword=${BUYER_ID}`);
    await clickTestId(page, `unfilter-${BUYER_ID}`);
    await page.waitForFunction(
      (want) => [...document.querySelectorAll('.ant-modal-confirm-title')].some((e) => e.textContent === want),
      {},
      en('supplier.reseller.unfilter.confirm', { name: buyer.name }),
    );
    await confirmDialog(page);
    await page.waitForSelector(`[data-testid="filter-${BUYER_ID}"]`);
    expect(await page.$(`[data-testid="filtered-${BUYER_ID}"]`)).toBeNull();

    // and buyer can order again
    const buyerToken = (await apiLogin('buyer')).accessToken;
    await confirmWarningByApi(buyerToken);
    const created = await api(buyerToken, tradeApi.createBuyerOrder, {
      commodityId: listing.id,
      quantity: listing.minQuantity,
      receiving: { character: 'Aldric' },
    });
    expect(created.orderNo).toMatch(/^T\d+/);
  }));

/** Beijing wall time of an instant ('YYYY-MM-DD HH:mm:ss'), as the picker shows it. */
const beijingWall = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
/** The instant of a Beijing wall time. */
const fromBeijing = (wall: string): string => new Date(`${wall.replace(' ', 'T')}+08:00`).toISOString();

test('the stock ledger keeps its time range across a reload (zh_CN)', () =>
  withPage(s.page, 'supplier-stock-range-reload', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('supplier');
    const all = await api(accessToken, supplierApi.queryStockRecords, { current: 1, size: 50 });
    // a range in the past, whole minutes, that holds some records but not those of the newest minute
    const minutes = [...new Set(all.records.map((r) => Date.parse(r.createdAt)).map((ms) => ms - (ms % 60_000)))].sort((a, b) => b - a);
    expect(minutes.length).toBeGreaterThan(8);
    const from = beijingWall(minutes[8]);
    const to = beijingWall(minutes[1] + 59_000);
    const expected = await api(accessToken, supplierApi.queryStockRecords, {
      current: 1,
      size: 20,
      startAt: fromBeijing(from),
      endAt: fromBeijing(to),
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);
    const expectedKeys = expected.records.map((r) => r.id);

    await signInAs('supplier');
    await app.goto('/zh_CN/commodity/stock-record');
    await page.waitForSelector('[data-testid="stock-table"] tbody tr[data-row-key]');
    await pickRange(page, from, to);
    await submitSearch(page);
    await page.waitForFunction(() => new URLSearchParams(location.search).has('startAt'));
    const search = new URL(page.url()).search;
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ startAt: from, endAt: to });
    await page.waitForFunction(
      (keys) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="stock-table"] tbody tr[data-row-key]')].map((r) => r.getAttribute('data-row-key')),
        ) === keys,
      {},
      JSON.stringify(expectedKeys),
    );

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="stock-table"] tbody tr[data-row-key]');
    expect(new URL(page.url()).search).toBe(search);
    expect(await rangeShown(page)).toEqual([from, to]);
    expect(await rowKeys(page, 'stock-table')).toEqual(expectedKeys);
    expect(await page.$('.ant-notification-notice-error, .ant-alert-error')).toBeNull();

    // the game / server column names both (server names arrive after the rows)
    const first = expected.records[0];
    const games = await api(accessToken, marketApi.searchGames, {});
    const servers = await api(accessToken, marketApi.listServer, { gameId: first.gameId });
    const placement = `${games.find((g) => g.id === first.gameId)!.name} / ${servers.find((sv) => sv.id === first.serverId)!.name}`;
    const header = zh('supplier.stock.col.placement');
    await page
      .waitForFunction(
        (sel, key, head, want) => {
          const table = document.querySelector(sel);
          const i = [...(table?.querySelectorAll('thead th') ?? [])].findIndex((th) => th.textContent?.trim() === head);
          return table?.querySelector(`tbody tr[data-row-key="${key}"]`)?.children[i]?.textContent?.trim() === want;
        },
        { timeout: 10_000 },
        '[data-testid="stock-table"]',
        first.id,
        header,
        placement,
      )
      .catch(() => undefined);
    expect(await cellText(page, 'stock-table', first.id, header)).toBe(placement);
  }));
