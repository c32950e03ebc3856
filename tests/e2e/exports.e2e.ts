/**
 * Every export surface, as a user meets it: click Export Excel, find the file Chromium saved in the
 * download folder, open it with exceljs and compare its rows with the filtered table on screen; see
 * the confirmation toast name the file. One visit per surface; locales alternate across the set.
 * The import template is also fed back to the import, which must read its sample rows. On every
 * visit the session's token appears in no request URL, console line or cell of the saved file.
 */
import type ExcelJS from 'exceljs';
import { readdirSync, rmSync } from 'fs';
import { join } from 'path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import {
  AppPage,
  clickVisible,
  downloadVia,
  openSession,
  readSheet,
  resetBackend,
  signInViaCookie,
  text,
  waitForToast,
  withPage,
  type Locale,
  type Session,
} from './helpers';

let s: Session;
let app: AppPage;

jest.retryTimes(1, { logErrorsBeforeRetry: true });

beforeAll(async () => {
  s = await openSession();
  app = new AppPage(s.page);
  await resetBackend();
});
afterAll(async () => {
  await s?.close();
});

type Cell = ExcelJS.CellValue;

interface Surface {
  name: string;
  user: 'buyer' | 'supplier';
  locale: Locale;
  path: string;
  /** scope of the table on the page */
  scope: string;
  /** header text key (or literal) of the column whose value each table row shows */
  key: string;
  /** start of the saved file's name: a text key, or a literal */
  file: string;
  /** sheet rows that are entries (a statement adds opening, closing and totals rows) */
  entries?: (rows: Cell[][]) => Cell[][];
  /** the export button when it sits outside the table's scope (ProTable toolbars) */
  button?: string;
  /** a statement: summary rows (opening, totals, closing) follow the entries */
  statement?: 'one account' | 'several accounts';
  /** header key of a column whose cells must be numbers */
  numeric?: string;
}

const PREFIX: Record<Locale, string> = { 'zh-CN': 'zh_CN', 'en-US': 'en' };
const tx = (locale: Locale, key: string) => (/^[a-z]+\.[\w.]+$/.test(key) ? text(locale, key) : key);

/** Statement sheets: entries are the rows with a time in the first column. */
const timedRows = (rows: Cell[][]) => rows.filter((r) => r[0] instanceof Date);

const MAIN_EXPORT = 'main [data-testid="export-button"]';

const SURFACES: Surface[] = [
  {
    name: 'sold orders',
    user: 'supplier',
    locale: 'en-US',
    path: '/order/sold?pageSize=20',
    scope: 'main',
    key: 'trade.export.orderNo',
    file: 'trade.export.file.sales',
  },
  {
    name: 'purchased orders',
    user: 'buyer',
    locale: 'zh-CN',
    path: '/order/purchased?pageSize=20',
    scope: 'main',
    key: 'trade.export.orderNo',
    file: 'trade.export.file.purchase',
  },
  {
    name: 'sold orders archive',
    user: 'supplier',
    locale: 'zh-CN',
    path: '/order/sold/history',
    scope: 'main',
    key: 'trade.export.orderNo',
    file: 'trade.export.file.salesHistory',
  },
  {
    name: 'purchased orders archive',
    user: 'buyer',
    locale: 'en-US',
    path: '/order/purchased/history',
    scope: 'main',
    key: 'trade.export.orderNo',
    file: 'trade.export.file.purchaseHistory',
  },
  {
    name: 'stock ledger',
    user: 'supplier',
    locale: 'zh-CN',
    path: '/commodity/stock-record',
    scope: '[data-testid="stock-table"]',
    key: 'supplier.stock.col.commodityId',
    file: 'supplier.stock.fileName',
    button: MAIN_EXPORT,
  },
  {
    name: 'stock ledger archive',
    user: 'supplier',
    locale: 'en-US',
    path: '/commodity/stock-record/history',
    scope: '[data-testid="stock-table"]',
    key: 'supplier.stock.col.commodityId',
    file: 'supplier.stock.history.fileName',
    button: MAIN_EXPORT,
  },
  {
    name: 'fund statement',
    user: 'buyer',
    locale: 'en-US',
    path: '/profile/funds',
    scope: '[data-testid="ledger-statement"]',
    key: 'account.ledger.col.bizNo',
    file: 'account.export.file.statement',
    statement: 'several accounts',
    entries: timedRows,
    numeric: 'account.ledger.col.amount',
  },
  {
    name: 'balance ledger',
    user: 'supplier',
    locale: 'zh-CN',
    path: '/profile/fund_balances?bizType=ORDER_PENALTY',
    scope: '[data-testid="ledger-balances"]',
    key: 'account.ledger.col.bizNo',
    file: 'account.export.file.balances',
    statement: 'several accounts',
    entries: timedRows,
    numeric: 'account.ledger.col.amount',
  },
  {
    name: 'deposit ledger',
    user: 'buyer',
    locale: 'zh-CN',
    path: '/profile/fund_deposit',
    scope: '[data-testid="ledger-deposit"]',
    key: 'account.ledger.col.bizNo',
    file: 'account.export.file.deposit',
    statement: 'one account',
    entries: timedRows,
    numeric: 'account.ledger.col.amount',
  },
  {
    name: 'points ledger',
    user: 'buyer',
    locale: 'en-US',
    path: '/profile/points',
    scope: '[data-testid="ledger-points"]',
    key: 'account.ledger.col.bizNo',
    file: 'account.export.file.points',
    statement: 'one account',
    entries: timedRows,
    numeric: 'account.ledger.col.amount',
  },
  {
    name: 'login log',
    user: 'buyer',
    locale: 'zh-CN',
    path: '/profile/login_log',
    scope: '[data-testid="login-log"]',
    key: 'account.loginLog.col.ip',
    file: 'account.export.file.loginLog',
    button: MAIN_EXPORT,
  },
  {
    name: 'operation log',
    user: 'supplier',
    locale: 'en-US',
    path: '/profile/operation_log',
    scope: '[data-testid="operation-log"]',
    key: 'account.auditLog.col.ip',
    file: 'account.export.file.auditLog',
    button: MAIN_EXPORT,
  },
];

async function tableRows(page: Page, scope: string): Promise<string[]> {
  return page.$$eval(`${scope} tbody tr.ant-table-row`, (rows) => rows.map((r) => (r.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** The "n items" total of the table's pager, or the rows shown when it has none. */
async function tableTotal(page: Page, scope: string, shown: number): Promise<number> {
  // a ProTable's data-testid may sit on the table alone, its pager beside it under main
  const read = (sel: string) => page.$eval(`${sel} .ant-pagination-total-text`, (e) => e.textContent ?? '').catch(() => '');
  const total = (await read(scope)) || (await read('main'));
  const n = total.match(/\d[\d,]*/g)?.pop();
  return n ? Number(n.replace(/,/g, '')) : shown;
}

const cellText = (c: Cell): string =>
  c === null || c === undefined ? '' : typeof c === 'object' && 'text' in c ? String(c.text) : String(c);

const num = (c: Cell) => Math.round(Number(c) * 100);

/**
 * A statement reconciles in the file itself: summary rows name opening, totals and closing; for one
 * account, read newest first, each balance after = the older one + this amount, and
 * opening + in + out = closing.
 */
function checkStatement(sf: Surface, head: Cell[], body: Cell[][], entries: Cell[][]): void {
  const col = (key: string) => head.map(cellText).indexOf(tx(sf.locale, key));
  const labelled = (key: string) => body.find((r) => cellText(r[0]) === tx(sf.locale, key));
  for (const key of ['opening', 'totalIn', 'totalOut', 'closing']) expect(labelled(`account.export.summary.${key}`)).toBeDefined();
  if (sf.statement !== 'one account') return;
  const amount = col('account.ledger.col.amount');
  const after = col('account.ledger.col.balanceAfter');
  for (let i = 0; i + 1 < entries.length; i += 1) expect(num(entries[i][after])).toBe(num(entries[i + 1][after]) + num(entries[i][amount]));
  const opening = num(labelled('account.export.summary.opening')![after]);
  const totalIn = num(labelled('account.export.summary.totalIn')![amount]);
  const totalOut = num(labelled('account.export.summary.totalOut')![amount]);
  expect(opening + totalIn + totalOut).toBe(num(labelled('account.export.summary.closing')![after]));
  expect(num(labelled('account.export.summary.closing')![after])).toBe(num(entries[0][after]));
}

test.each(SURFACES.map((sf) => [sf.name, sf] as const))('%s: Export Excel saves the filtered rows as a real file', (_name, sf) =>
  withPage(s.page, `export-${sf.name}`, async (page) => {
    await page.goto('about:blank');
    const { accessToken } = await signInViaCookie(s.context, sf.user);
    // session hygiene: the token travels only in the Authorization header, never in a URL, a log line or a file
    const seen: string[] = [];
    const onRequest = (r: HTTPRequest) => void seen.push(`url ${r.url()}`);
    const onConsole = (m: { text: () => string }) => void seen.push(`console ${m.text()}`);
    page.on('request', onRequest);
    page.on('console', onConsole);
    await app.goto(`/${PREFIX[sf.locale]}${sf.path}`);
    await page.waitForSelector(`${sf.scope} tbody tr.ant-table-row`, { timeout: 30_000 });
    const shown = await tableRows(page, sf.scope);
    const total = await tableTotal(page, sf.scope, shown.length);
    expect(shown.length).toBeGreaterThan(0);

    const file = await downloadVia(page, s.downloadDir, () => page.click(sf.button ?? `${sf.scope} [data-testid="export-button"]`));
    expect(file.name.startsWith(tx(sf.locale, sf.file))).toBe(true);
    expect(file.name.endsWith('.xlsx')).toBe(true);
    await waitForToast(page, file.name);

    const [head, ...body] = await readSheet(file.path);
    page.off('request', onRequest);
    page.off('console', onConsole);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((line) => line.includes(accessToken))).toEqual([]);
    expect([head, ...body].flat().filter((c) => cellText(c).includes(accessToken))).toEqual([]);
    const entries = (sf.entries ?? ((r) => r))(body);
    const keyCol = head.map(cellText).indexOf(tx(sf.locale, sf.key));
    expect(keyCol).toBeGreaterThanOrEqual(0);
    // the same filter: as many entries as the table counts, the first page in the same order
    expect(entries).toHaveLength(total);
    if (sf.numeric) {
      const col = head.map(cellText).indexOf(tx(sf.locale, sf.numeric));
      expect(col).toBeGreaterThanOrEqual(0);
      for (const r of entries) expect(typeof r[col]).toBe('number');
    }
    if (sf.statement) checkStatement(sf, head, body, entries);
    shown.forEach((row, i) => {
      const key = cellText(entries[i][keyCol]);
      if (key) expect(row).toContain(key);
    });
  }),
);

test('the demand import template downloads (zh_CN) and its sample rows import back', () =>
  withPage(s.page, 'export-import-template', async (page) => {
    await page.goto('about:blank');
    await signInViaCookie(s.context, 'buyer');
    await app.goto('/zh_CN/demand');
    await (await page.waitForSelector('[data-testid="open-import"]', { visible: true }))!.click();
    // the dialog zooms in: click its button once it stands still
    const file = await downloadVia(page, s.downloadDir, () =>
      clickVisible(page, '[data-testid="import-modal"] [data-testid="export-button"]'),
    );
    expect(file.name).toBe('收货需求导入模板.xlsx');
    await waitForToast(page, file.name);
    const [head, ...rows] = await readSheet(file.path);
    expect(head.length).toBeGreaterThan(5);
    expect(rows.length).toBeGreaterThan(0);

    // what the user saved is what the import reads
    const input = await page.waitForSelector('[data-testid="import-modal"] input[type=file]');
    await (input as unknown as { uploadFile: (p: string) => Promise<void> }).uploadFile(file.path);
    await page.waitForSelector('[data-testid="import-summary"]', { timeout: 15_000 });
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="import-row"]').length === n, {}, rows.length);
  }));

test('a failed export tells the user and saves nothing', () =>
  withPage(s.page, 'export-failure', async (page) => {
    await page.goto('about:blank');
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/order/sold');
    await page.waitForSelector('main tbody tr.ant-table-row');
    // the server refuses the export (as a real one does for too large a filter)
    for (const f of readdirSync(s.downloadDir)) rmSync(join(s.downloadDir, f), { force: true });
    await page.setRequestInterception(true);
    const refuse = (req: HTTPRequest) => {
      if (req.url().includes('/export')) {
        void req.respond({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ title: 'Too many rows', detail: 'Narrow the filter to 100000 rows' }),
        });
      } else void req.continue();
    };
    page.on('request', refuse);
    try {
      await page.click('main [data-testid="export-button"]');
      await waitForToast(page, 'Narrow the filter to 100000 rows');
      expect(await page.$eval('main [data-testid="export-button"]', (b) => b.classList.contains('ant-btn-loading'))).toBe(false);
    } finally {
      page.off('request', refuse);
      await page.setRequestInterception(false);
    }
    expect(readdirSync(s.downloadDir)).toEqual([]);
  }));
