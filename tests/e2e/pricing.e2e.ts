/**
 * Repricing as a supplier meets it on /commodity: a 5 % bulk cut on twenty selected commodities,
 * previewed (a row's new price typed over without the rows moving), applied and undone; a
 * market-following rule whose preview clips at the floor, saved, run now and undone from the run
 * log; the rule runs again by itself once the fake clock moved; the "my prices" sheet saved, filled
 * in and uploaded back; the screens in Chinese.
 */
import { changedPrice } from '@/domain/pricing/arithmetic';
import { mockControlApi } from '@/domain/mock/endpoints';
import { pricingApi } from '@/domain/pricing/endpoints';
import { supplierApi } from '@/domain/supplier/endpoints';
import { toBig } from '@/domain/decimal';
import type { Paged, SupplierCommodity } from '@/types';
import ExcelJS from 'exceljs';
import { join } from 'path';
import type { Page } from 'puppeteer-core';
import {
  api,
  AppPage,
  appSession,
  callApi,
  clickVisible,
  downloadVia,
  readSheet,
  resetBackend,
  screenshotPath,
  type Session,
  signInViaCookie,
  text,
  withPage,
} from './helpers';
import { clickButton, fill, rowKeys } from './supplier.pages';

let s: Session;
let app: AppPage;
const en = (key: string, values?: Record<string, string | number>) => text('en-US', key, values);
const zh = (key: string, values?: Record<string, string | number>) => text('zh-CN', key, values);

appSession((o) => {
  s = o.s;
  app = o.app;
});

const norm = (shown: string) => toBig(shown.replace(/[¥,\s]/g, ''))?.toFixed() ?? shown;

/** The unit price the commodity list shows for a row, as a plain decimal. */
async function listedPrice(page: Page, id: string): Promise<string> {
  const shown = await page.$eval(`[data-testid="quick-price-${id}"]`, (e) => e.closest('[data-testid$="-cell"]')?.textContent ?? '');
  return norm(shown);
}

/** Waits until the list shows `price` for row `id`. */
async function waitListedPrice(page: Page, id: string, price: string): Promise<void> {
  await page.waitForFunction(
    (rowId, want) => {
      const td = document.querySelector(`[data-testid="quick-price-${rowId}"]`)?.closest('[data-testid$="-cell"]');
      const shown = (td?.textContent ?? '').replace(/[¥,\s]/g, '');
      return shown !== '' && Number(shown) === Number(want);
    },
    { timeout: 10_000 },
    id,
    price,
  );
  expect(await listedPrice(page, id)).toBe(toBig(price)!.toFixed());
}

/** Waits until no dialog or drawer is open or animating (a click would land on its mask). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-drawer-mask, .ant-modal-mask, .ant-modal-wrap')].every((e) => {
      const r = e.getBoundingClientRect();
      return r.width === 0 || r.height === 0 || getComputedStyle(e).display === 'none';
    }),
  );
}

/** Closes the rules drawer once no dialog over it is still closing (its mask would take the click). */
async function closeDrawer(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-modal-wrap')].every(
      (e) => getComputedStyle(e).display === 'none' || e.getBoundingClientRect().width === 0,
    ),
  );
  await clickVisible(page, '[data-testid="repricing-drawer"] .ant-drawer-close');
  await settled(page);
}

/** Waits until nothing is animating in (fields of an entering dialog move under the pointer). */
async function still(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[class*="-enter"], [class*="-appear"]'));
}

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.PRICING_SHOTS) return;
  await still(page);
  await page.screenshot({ path: screenshotPath(`pricing-${name}`) as `${string}.png` });
}

async function firstPage(token: string): Promise<SupplierCommodity[]> {
  const page: Paged<SupplierCommodity> = await api(token, supplierApi.queryMyCommodities, { current: 1, size: 20 });
  return page.records;
}

test('a 5 % bulk cut on twenty commodities is previewed, applied and undone', () =>
  withPage(s.page, 'pricing-bulk', async () => {
    const page = s.page;
    await resetBackend(); // a retried attempt starts from the seed, not from the first attempt's prices
    const { accessToken } = await signInViaCookie(s.context, 'supplier');
    const before = await firstPage(accessToken);
    expect(before).toHaveLength(20);
    await app.goto('/en/commodity');
    await page.waitForSelector('[data-testid="commodity-table"] tbody tr[data-row-key]');
    await page.click('[data-testid="commodity-table"] thead .ant-checkbox-input');
    await clickVisible(page, '[data-testid="batch-price"]');
    await page.waitForSelector('[data-testid="bulk-price-modal"]', { visible: true });
    await still(page);
    await fill(page, 'value', '5');
    await clickVisible(page, '[data-testid="bulk-preview"]');
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="preview-summary"]')?.textContent === want,
      {},
      en('pricing.preview.summary', { total: 20, changed: 20 }),
    );
    const order = await rowKeys(page, 'pricing-preview');
    expect([...order].sort()).toEqual(before.map((c) => c.id).sort());
    const first = before.find((c) => c.id === order[0])!;
    const cut = (c: SupplierCommodity) => changedPrice(c.unitPrice, { kind: 'PERCENT', value: '-5' });
    const typedPrice = (c: SupplierCommodity) => (typedId === c.id ? '88.8' : cut(c));
    const firstInput = `[data-testid="pricing-preview"] tr[data-row-key="${first.id}"] input`;
    expect(await page.$eval(firstInput, (e) => (e as HTMLInputElement).value)).toBe(cut(first));
    // a price typed over in the preview: its row recomputes and stays where it is
    const typedId = order[3];
    const typedInput = `[data-testid="pricing-preview"] tr[data-row-key="${typedId}"] input`;
    await page.click(typedInput, { clickCount: 3 });
    await page.type(typedInput, '88.8');
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement | null)?.value === '88.8', {}, typedInput);
    expect(await rowKeys(page, 'pricing-preview')).toEqual(order);
    await shot(page, 'bulk-preview-en');

    await clickVisible(page, '[data-testid="bulk-apply"]');
    await page.waitForFunction((want) => document.body.innerText.includes(want), {}, en('pricing.bulk.applied', { count: 20 }));
    await clickButton(page, en('pricing.close'));
    await settled(page);
    for (const c of before.slice(0, 5)) await waitListedPrice(page, c.id, typedPrice(c));
    const after = await firstPage(accessToken);
    for (const c of before) expect(after.find((x) => x.id === c.id)?.unitPrice).toBe(toBig(typedPrice(c))!.toFixed());

    // one undo from the run log puts every price back
    await clickVisible(page, '[data-testid="open-repricing"]');
    await clickVisible(page, '[data-node-key="runs"]');
    await clickVisible(page, '[data-testid="run-undo"]');
    await clickVisible(page, '.ant-popconfirm .ant-btn-primary');
    await page.waitForSelector('[data-testid="run-undone"]');
    await shot(page, 'run-log-en');
    await closeDrawer(page);
    for (const c of before.slice(0, 5)) await waitListedPrice(page, c.id, c.unitPrice);
    const undone = await firstPage(accessToken);
    for (const c of before) expect(undone.find((x) => x.id === c.id)?.unitPrice).toBe(c.unitPrice);
  }));

test('a rule previews a clip at the floor, runs, is undone, and runs again on the clock', () =>
  withPage(s.page, 'pricing-rule', async () => {
    const page = s.page;
    await resetBackend(); // a retried attempt must not meet the rule the first one saved
    const { accessToken } = await signInViaCookie(s.context, 'supplier');
    await app.goto(`/en/commodity?keyword=${encodeURIComponent('Shanghai 1 Gold')}`);
    await page.waitForSelector('[data-testid="commodity-table"] tbody tr[data-row-key]');
    const ids = await rowKeys(page, 'commodity-table');
    expect(ids.length).toBeGreaterThan(0);
    const listed = await Promise.all(ids.map(async (id) => ({ id, price: await listedPrice(page, id) })));
    await page.click('[data-testid="commodity-table"] thead .ant-checkbox-input');
    await clickVisible(page, '[data-testid="open-repricing"]');
    await clickVisible(page, '[data-testid="rule-new"]');
    await page.waitForSelector('[data-testid="pricing-rule-modal"]', { visible: true });
    await still(page);
    await fill(page, 'name', 'Gold under market');
    // gold sells below one yuan: a floor of 1 clips every row
    await fill(page, 'floor', '1');
    await fill(page, 'ceiling', '5');
    await clickVisible(page, '[data-testid="rule-preview"]');
    await page.waitForSelector('[data-testid="pricing-rule-modal"] [data-testid="pricing-preview"] tbody tr[data-row-key]');
    const bounds = await page.$$eval('[data-testid="pricing-rule-modal"] [data-testid="preview-bound"]', (els) =>
      els.map((e) => e.textContent),
    );
    expect(bounds).toContain(en('pricing.bound.FLOOR'));
    const newPrices = await page.$$eval('[data-testid="pricing-rule-modal"] [data-testid="preview-new-price"]', (els) =>
      els.map((e) => e.textContent),
    );
    expect(newPrices.every((p) => p === '¥1.0')).toBe(true);
    await shot(page, 'rule-preview-en');
    await clickVisible(page, '[data-testid="rule-save"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="pricing-rule-modal"]'));
    await page.waitForFunction(() => document.querySelector('[data-testid="pricing-rules"]')?.textContent?.includes('Gold under market'));
    await shot(page, 'rules-en');

    // run now: the same preview, then the run; the list behind shows the floor price
    await clickVisible(page, '[data-testid="rule-run"]');
    await page.waitForSelector('.ant-modal [data-testid="preview-new-price"]');
    await clickVisible(page, '[data-testid="run-confirm"]');
    await page.waitForSelector('[data-testid="run-undo"]');
    await closeDrawer(page);
    await waitListedPrice(page, ids[0], '1');

    await clickVisible(page, '[data-testid="open-repricing"]');
    await clickVisible(page, '[data-node-key="runs"]');
    await clickVisible(page, '[data-testid="run-undo"]');
    await clickVisible(page, '.ant-popconfirm .ant-btn-primary');
    await page.waitForSelector('[data-testid="run-undone"]');
    await closeDrawer(page);
    for (const { id, price } of listed) await waitListedPrice(page, id, price);

    // the rule is due again after its interval: the next read of the list runs it
    await callApi(mockControlApi.advanceClock, { body: { minutes: 45 } });
    await app.goto(`/en/commodity?keyword=${encodeURIComponent('Shanghai 1 Gold')}`);
    await waitListedPrice(page, ids[0], '1');
    const runs = await callApi(pricingApi.listPricingRuns, { token: accessToken });
    expect(runs.records[0]).toMatchObject({ trigger: 'SCHEDULE', ruleName: 'Gold under market' });
  }));

test('the repricing screens read in Chinese', () =>
  withPage(s.page, 'pricing-zh', async () => {
    const page = s.page;
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/zh_CN/commodity');
    await clickVisible(page, '[data-testid="open-repricing"]');
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="repricing-drawer"]')?.textContent?.includes(want),
      {},
      zh('pricing.title'),
    );
    await clickVisible(page, '[data-node-key="runs"]');
    await page.waitForFunction((want) => document.body.innerText.includes(want), {}, zh('pricing.run.trigger'));
    await shot(page, 'run-log-zh');
    await clickVisible(page, '[data-node-key="rules"]');
    await clickVisible(page, '[data-testid="rule-run"]');
    await page.waitForSelector('.ant-modal [data-testid="preview-new-price"]');
    await page.waitForFunction((want) => document.body.innerText.includes(want), {}, zh('pricing.col.marketLow'));
    await shot(page, 'run-preview-zh');
    await clickVisible(page, '.ant-modal-footer .ant-btn:not(.ant-btn-primary)');
    await page.waitForFunction(() => !document.querySelector('.ant-modal-wrap:not([style*="none"]) [data-testid="preview-new-price"]'));
    await closeDrawer(page);
    await clickVisible(page, '[data-testid="open-bulk-price"]');
    await page.waitForFunction((want) => document.body.innerText.includes(want), {}, zh('pricing.bulk.title'));
    await shot(page, 'bulk-zh');
  }));

test('prices from a sheet: the "my prices" file is saved, filled in, uploaded, previewed and applied', () =>
  withPage(s.page, 'pricing-sheet', async () => {
    const page = s.page;
    await resetBackend();
    const { accessToken } = await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/commodity');
    await page.waitForSelector('[data-testid="commodity-table"] tbody tr[data-row-key]');
    // two listed commodities priced at ¥10 or more get a new price one yuan lower
    const listed: { id: string; price: string }[] = [];
    for (const id of await rowKeys(page, 'commodity-table')) listed.push({ id, price: await listedPrice(page, id) });
    const picked = listed.filter((c) => toBig(c.price)!.gte(10)).slice(0, 2);
    expect(picked).toHaveLength(2);
    const wanted = new Map(picked.map((c) => [c.id, toBig(c.price)!.minus(1).toFixed()]));

    // the sheet's prices apply to the commodities chosen: here every one on the page
    await page.click('[data-testid="commodity-table"] thead .ant-checkbox-input');
    await clickVisible(page, '[data-testid="open-bulk-price"]');
    await page.waitForSelector('[data-testid="bulk-price-modal"]', { visible: true });
    await still(page);
    await (await page.waitForSelector(
      `xpath///label[contains(@class,"ant-radio-button-wrapper")][contains(., "${en('pricing.bulk.mode.UPLOAD')}")]`,
    ))!.click();
    const saved = await downloadVia(page, s.downloadDir, () =>
      page.click('[data-testid="bulk-price-modal"] [data-testid="export-button"]'),
    );
    expect(saved.name).toBe('prices.xlsx');
    const rows = await readSheet(saved.path);
    expect(rows[0]).toEqual(['Commodity ID', 'Title', 'Current price', 'New price']);
    for (const c of picked) expect(rows.find((r) => r[0] === c.id)?.[2]).toBe(c.price);

    // the operator types the new prices into the sheet (and one that is no price) and uploads it
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved.path);
    const ws = wb.worksheets[0];
    ws.eachRow((row, n) => {
      const id = String(row.getCell(1).value);
      if (wanted.has(id)) row.getCell(4).value = wanted.get(id)!;
      else if (n === 2) row.getCell(4).value = 'twelve';
    });
    const filled = join(s.downloadDir, 'filled-prices.xlsx');
    await wb.xlsx.writeFile(filled);
    const input = await page.$('[data-testid="bulk-price-modal"] input[type="file"]');
    await input!.uploadFile(filled);
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="bulk-sheet-result"]')?.textContent?.includes(want),
      {},
      en('pricing.bulk.sheet.read', { name: 'filled-prices.xlsx', count: 2, issues: 1 }),
    );

    await clickVisible(page, '[data-testid="bulk-preview"]');
    await page.waitForSelector('[data-testid="bulk-price-modal"] [data-testid="pricing-preview"] tbody tr[data-row-key]');
    for (const [id, price] of wanted) {
      const shown = await page.$eval(
        `[data-testid="bulk-price-modal"] [data-testid="pricing-preview"] tr[data-row-key="${id}"] input`,
        (e) => (e as HTMLInputElement).value,
      );
      expect(norm(shown)).toBe(price);
    }
    await clickVisible(page, '[data-testid="bulk-apply"]');
    await page.waitForFunction((want) => document.body.innerText.includes(want), {}, en('pricing.bulk.applied', { count: 2 }));
    await clickButton(page, en('pricing.close'));
    await settled(page);
    for (const [id, price] of wanted) await waitListedPrice(page, id, price);
    const after = await firstPage(accessToken);
    for (const [id, price] of wanted) expect(after.find((c) => c.id === id)?.unitPrice).toBe(price);
  }));
