/**
 * Scheduled statements and reconciliation, as a seller meets them: set up a daily statement on
 * /profile/statements, let the fake backend's clock run until it comes due, see the notification
 * centre announce it, download it from there and open the file Chromium saved (its rows are the
 * statement's rows of the covered day, its totals chain); then, on /profile/reconciliation, open
 * each figure of a day and of the whole range and check it against the statement rows behind it.
 * A sub-account without FUND_BALANCES is refused both pages.
 */
import Big from 'big.js';
import type ExcelJS from 'exceljs';
import { accountApi } from '../../src/domain/account/endpoints';
import { mockControlApi } from '../../src/domain/mock/endpoints';
import { statementsApi } from '../../src/domain/statements/endpoints';
import {
  AppPage,
  callApi,
  clickVisible,
  downloadVia,
  openSession,
  readSheet,
  resetBackend,
  signInViaCookie,
  text,
  waitForToast,
  withPage,
  type Session,
} from './helpers';
import type { Page } from 'puppeteer-core';

let s: Session;
let app: AppPage;

jest.retryTimes(1, { logErrorsBeforeRetry: true });

beforeAll(async () => {
  s = await openSession();
  app = new AppPage(s.page);
});
afterAll(async () => {
  await s?.close();
});

type Cell = ExcelJS.CellValue;
const DAY_MS = 86_400_000;
/** The Beijing day of an instant. */
const beijingDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** Closes the open drawer (a click during its opening motion can be lost: click again). */
async function closeDrawer(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.click('.ant-drawer-open .ant-drawer-close');
    try {
      // gone when its panel and mask no longer show (the mask fades after the panel: it would catch the next click)
      await page.waitForFunction(
        () =>
          !document.querySelector('.ant-drawer-open') &&
          [...document.querySelectorAll<HTMLElement>('.ant-drawer-mask, .ant-drawer-content-wrapper')].every(
            (e) => e.offsetParent === null,
          ),
        { timeout: 3_000 },
      );
      return;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

test('a daily statement comes due, is announced in the bell and its saved file holds the day’s statement rows', () =>
  withPage(s.page, 'statements-scheduled', async (page) => {
    const zh = 'zh-CN' as const;
    await resetBackend(); // a retry starts again from the seed and the real clock
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/zh_CN/profile/statements');
    await page.waitForSelector('[data-testid="statement-schedules"]');

    // a daily statement at 00:00 Beijing time: it comes due at the next midnight and covers today
    await page.click('[data-testid="schedule-add"]');
    await page.waitForSelector('[data-testid="statement-schedule-form"] .ant-modal-content', { visible: true });
    // the dialog has finished opening (a list opened during its motion is placed where the field was)
    await page.waitForFunction(
      () => !document.querySelector('.ant-modal [class*="-appear"], .ant-modal[class*="-appear"], .ant-modal[class*="-enter"]'),
    );
    await page.click('[data-testid="schedule-hour"]');
    await page.waitForSelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="00:00"]', {
      visible: true,
    });
    await page.waitForFunction(
      () => !document.querySelector('.ant-select-dropdown[class*="-appear"], .ant-select-dropdown[class*="-enter"]'),
    );
    await page.click('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="00:00"]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="schedule-hour"]')?.closest('.ant-select')?.textContent?.includes('00:00'),
    );
    await page.click('[data-testid="statement-schedule-form"] .ant-btn-primary');
    await waitForToast(page, text(zh, 'statements.schedule.saved'));
    const when = text(zh, 'statements.when.DAILY', { hour: '00:00' });
    await page.waitForFunction(
      (w) => (document.querySelector('[data-testid="statement-schedules"] tbody')?.textContent ?? '').includes(w),
      {},
      when,
    );

    // the clock runs past the next Beijing midnight (the session's token expires on the way: sign in again)
    const covered = beijingDay(Date.now());
    const midnight = Date.parse(`${covered}T00:00:00+08:00`) + DAY_MS;
    await callApi(mockControlApi.advanceClock, { body: { minutes: Math.ceil((midnight - Date.now()) / 60_000) + 1 } });
    const { accessToken: token } = await signInViaCookie(s.context, 'supplier');
    await app.goto('/zh_CN/profile/statements');

    // the bell announces the statement, and the download starts from the notification
    const name = `${text(zh, 'statements.file.name')}_${covered.replace(/-/g, '')}.xlsx`;
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-count')) > 0);
    await clickVisible(page, '[data-testid="notification-bell"]');
    const item = '[data-testid="notification-drawer"] [data-testid="notification-item"][data-type="STATEMENT_READY"]';
    await page.waitForSelector(item, { visible: true });
    expect(await page.$eval(item, (e) => e.textContent ?? '')).toContain(text(zh, 'chat.notification.body.STATEMENT_READY', { name }));
    const file = await downloadVia(page, s.downloadDir, () => clickVisible(page, `${item} [data-testid="notification-download"]`));
    expect(file.name).toBe(name);
    await closeDrawer(page);

    // the saved sheet: the header in the schedule's language, then the covered day's statement rows
    const rows = await readSheet(file.path);
    expect(rows[0].slice(0, 3)).toEqual([
      text(zh, 'account.ledger.col.tradeAt'),
      text(zh, 'account.ledger.col.bizType'),
      text(zh, 'account.ledger.col.account'),
    ]);
    const entries = rows.filter((r) => r[0] instanceof Date);
    const statement = await callApi(accountApi.queryStatement, {
      token,
      body: { startTime: `${covered} 00:00:00`, endTime: `${covered} 23:59:59`, current: 1, size: 500 },
    });
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.map((r) => [r[4], r[5], r[6]])).toEqual(
      statement.records.map((e) => [Number(e.amount), Number(e.balanceAfter), e.bizNo]),
    );
    // per account: opening + total in + total out = closing
    const label = (k: string) => text(zh, `account.export.summary.${k}`);
    const footer = rows.filter((r) => typeof r[0] === 'string' && r[0] !== rows[0][0]);
    const accounts = [...new Set(footer.map((r) => r[2] as string))];
    expect(accounts.length).toBeGreaterThan(0);
    for (const a of accounts) {
      const of = (k: string, col: number) => new Big(String(footer.find((r) => r[2] === a && r[0] === label(k))?.[col] as Cell));
      expect(of('opening', 5).plus(of('totalIn', 4)).plus(of('totalOut', 4)).eq(of('closing', 5))).toBe(true);
    }

    // the run is listed with its row count and downloadable until 30 days on
    const run = `[data-testid="statement-runs"] tbody tr[data-run]`;
    await page.waitForFunction((sel, n) => (document.querySelector(sel)?.textContent ?? '').includes(n), {}, run, name);
    const runText = await page.$eval(run, (e) => e.textContent ?? '');
    expect(runText).toContain(String(entries.length));
    expect(runText).toContain(text(zh, 'statements.runs.status.ready'));
  }));

test('every reconciliation figure matches the statement rows it opens', () =>
  withPage(s.page, 'statements-reconciliation', async (page) => {
    const en = 'en-US' as const;
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/profile/reconciliation?account=BALANCE');
    await page.waitForSelector('[data-testid="recon-day"]');

    const figures = async (day: string) =>
      page.$$eval(
        `[data-testid^="recon-"][data-day="${day}"]`,
        (els) =>
          Object.fromEntries(els.map((e) => [e.getAttribute('data-testid')!.slice(6), e.getAttribute('data-value')!])) as Record<
            string,
            string
          >,
      );
    const days = await page.$$eval('[data-testid="recon-day"]', (rows) =>
      rows.map((r) => ({ day: r.getAttribute('data-day')!, count: Number(r.lastElementChild?.previousElementSibling?.textContent) })),
    );
    const busiest = [...days].sort((a, b) => b.count - a.count)[0];
    expect(busiest.count).toBeGreaterThan(0);
    const total = days.map((d) => d.day).filter((d) => !d.includes('~'));
    const range = `${total[total.length - 1]}~${total[0]}`;

    /** Opens a figure and answers its rows (amount, balance after) and the drawer's summary line. */
    const open = async (day: string, figure: string) => {
      await page.click(`[data-testid="recon-${figure}"][data-day="${day}"]`);
      await page.waitForSelector('[data-testid="recon-drill"] [data-testid="drill-summary"]', { visible: true });
      await page.waitForFunction(() => !document.querySelector('[data-testid="recon-drill"] .ant-skeleton'));
      const rows = await page.$$eval('[data-testid="recon-drill"] [data-testid="drill-row"]', (els) =>
        els.map((e) => ({ amount: e.getAttribute('data-amount')!, balance: e.getAttribute('data-balance')! })),
      );
      const summary = await page.$eval('[data-testid="recon-drill"] [data-testid="drill-summary"]', (e) => e.textContent ?? '');
      await closeDrawer(page);
      return { rows, summary };
    };
    const sum = (rows: Array<{ amount: string }>) => rows.reduce((t, r) => t.plus(r.amount), new Big(0));

    for (const day of [busiest.day, range]) {
      const f = await figures(day);
      expect(new Big(f.opening).plus(f.totalIn).plus(f.totalOut).eq(f.closing)).toBe(true);
      const into = await open(day, 'totalIn');
      expect(sum(into.rows).eq(f.totalIn)).toBe(true);
      expect(into.rows.every((r) => !r.amount.startsWith('-'))).toBe(true);
      const out = await open(day, 'totalOut');
      expect(sum(out.rows).eq(f.totalOut)).toBe(true);
      expect(out.rows.every((r) => r.amount.startsWith('-'))).toBe(true);
      const closing = await open(day, 'closing');
      expect(closing.rows.length).toBeGreaterThan(0);
      expect(new Big(closing.rows[0].balance).eq(f.closing)).toBe(true);
      // the period's rows chain from the opening balance to the closing balance
      expect(new Big(f.opening).plus(sum(closing.rows)).eq(f.closing)).toBe(true);
      const opening = await open(day, 'opening');
      expect(new Big(opening.rows[0]?.balance ?? 0).eq(f.opening)).toBe(true);
      expect(opening.summary).toContain(text(en, 'statements.drill.balance', { balance: '' }).trim());
    }
  }));

test('a sub-account without FUND_BALANCES is refused the statements and the reconciliation', () =>
  withPage(s.page, 'statements-sub-account', async (page) => {
    await signInViaCookie(s.context, 'supplier_sub');
    for (const path of ['/en/profile/statements', '/en/profile/reconciliation']) {
      await app.goto(path);
      await page.waitForFunction((t) => document.body.textContent?.includes(t), {}, text('en-US', 'guard.subUser.title'));
      expect(await page.$('[data-testid="statement-schedules"], [data-testid="recon-day"]')).toBeNull();
    }
    const { accessToken } = await signInViaCookie(s.context, 'supplier_sub');
    await expect(callApi(statementsApi.listStatementRuns, { token: accessToken })).rejects.toThrow(/403/);
  }));
