/**
 * Account centre flows: sub-accounts and the sub-user guard, receiving accounts and withdrawal,
 * and a withdrawal booked in the balance ledger (exports: exports.e2e.ts).
 */
import type { Page } from 'puppeteer-core';
import { accountApi } from '@/domain/account/endpoints';
import { AppPage, appSession, clickVisible, type Session, signInViaCookie, text, withPage } from './helpers';

let s: Session;
let app: AppPage;

// other e2e files reset the shared backend (which ends every session) while this one runs against
// the same dev server: a flow cut off that way is run again from the start
jest.retryTimes(2, { logErrorsBeforeRetry: true });

appSession((o) => {
  s = o.s;
  app = o.app;
});

const en = (key: string, values?: Record<string, string | number>) => text('en-US', key, values);
const tid = (id: string) => `[data-testid="${id}"]`;

/** Clicks the visible element whose own text is exactly `label` (antd renders labels in spans), once it is there. */
async function clickText(page: Page, label: string, scope = ''): Promise<void> {
  const xp = `${scope}//*[normalize-space(text())="${label}"]`;
  const handle = await page.waitForFunction(
    (expr: string) => {
      const found = document.evaluate(expr, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (let i = found.snapshotLength - 1; i >= 0; i -= 1) {
        const el = found.snapshotItem(i) as HTMLElement;
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden') return el;
      }
      return null;
    },
    {},
    xp,
  );
  await (handle as unknown as { evaluate: (fn: (el: HTMLElement) => void) => Promise<void> }).evaluate((el) => el.click());
}

async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  const el = await page.waitForSelector(selector, { visible: true });
  await el!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await el!.type(value);
}

/** Confirms the open Popconfirm / Modal.confirm with its primary button. */
async function confirmPopup(page: Page, label: string): Promise<void> {
  await clickText(page, label, '//*[contains(@class,"ant-popover") or contains(@class,"ant-modal")]');
}

/** A bank card number that passes the Luhn check. */
function luhnCard(prefix: string): string {
  const digits = prefix.split('').map(Number);
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = digits[digits.length - 1 - i];
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return `${prefix}${(10 - (sum % 10)) % 10}`;
}

async function tableRows(page: Page, scope: string): Promise<string[][]> {
  return page.$$eval(`${scope} tbody tr.ant-table-row`, (rows) =>
    rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
  );
}

test('supplier creates a sub-account with two permissions; the sub-account is refused withdrawal', () =>
  withPage(s.page, 'account-sub-account', async (page) => {
    const username = `sub_e2e_${Date.now() % 1_000_000}`;
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/profile/sub_account');
    await (await page.waitForSelector(tid('sub-create'), {
      visible: true,
    }))!.click();
    await typeInto(page, tid('sub-username'), username);
    await typeInto(page, tid('sub-password'), 'Passw0rd!');
    await clickText(page, en('account.subAuthority.ORDER_SOLD'), '//*[contains(@class,"ant-modal")]');
    await clickText(page, en('account.subAuthority.COMMODITY'), '//*[contains(@class,"ant-modal")]');
    await page.click(tid('sub-submit'));
    await page.waitForFunction((name) => document.body.innerText.includes(name), {}, username);
    const row = (await tableRows(page, tid('sub-table'))).find((r) => r.join(' ').includes(username));
    expect(row?.join(' ')).toContain(en('account.subAuthority.ORDER_SOLD'));
    expect(row?.join(' ')).toContain(en('account.subAuthority.COMMODITY'));

    // the new sub-account signs in and meets the sub-user guard on withdrawal, not on what it was granted
    await s.context.deleteCookie(...(await s.context.cookies()));
    await signInViaCookie(s.context, username);
    await app.goto('/en/user/withdrawal');
    await page.waitForSelector(tid('guard-subUser'));
    expect(await page.$(tid('withdrawal-form'))).toBeNull();
    await app.goto('/en/profile/fund_balances');
    await page.waitForSelector(tid('guard-subUser'));
    await app.goto('/en/commodity');
    expect(await app.titleWhen(en('route.commodity'))).toBe(en('route.commodity'));
    expect(await page.$(tid('guard-subUser'))).toBeNull();
  }));

test('buyer adds a receiving account, makes it the default and withdraws; the balance ledger shows it at once', () =>
  withPage(s.page, 'account-withdrawal', async (page) => {
    await signInViaCookie(s.context, 'buyer');
    await app.goto('/en/profile/receiving_account');
    const card = luhnCard(`62170000${String(Date.now()).slice(-10)}`);
    await (await page.waitForSelector(tid('receiving-add'), {
      visible: true,
    }))!.click();
    // the bank select appears once the bank-card type is chosen (the modal may still be animating in)
    const bankSelect = `${tid('receiving-form')} .ant-select`;
    for (let i = 0; i < 3 && !(await page.$(bankSelect)); i += 1) {
      await clickText(page, en('account.receiving.type.BANK_CARD'), '//*[contains(@class,"ant-modal")]');
      await page.waitForSelector(bankSelect, { visible: true, timeout: 3_000 }).catch(() => undefined);
    }
    await typeInto(page, tid('receiving-number'), card);
    await (await page.waitForSelector(bankSelect, { visible: true }))!.click();
    await clickText(page, en('account.bank.CCB'), '//*[contains(@class,"ant-select-dropdown")]');
    await page.click(tid('receiving-submit'));
    const last4 = card.slice(-4);
    await page.waitForFunction((l) => document.querySelector('[data-testid="receiving-table"]')?.textContent?.includes(l), {}, last4);
    await page.waitForFunction(() => !document.querySelector('[data-testid="receiving-table"] .ant-spin-spinning'));
    // the table re-renders after the add: re-find the button until its Popconfirm opens
    const defaultButton = `xpath///tr[contains(., "${last4}")]//button[starts-with(@data-testid,"receiving-default-")]`;
    for (let tries = 0; ; tries += 1) {
      const button = await page.waitForSelector(defaultButton, { visible: true });
      await button!.evaluate((b) => (b as HTMLButtonElement).click());
      const opened = await page
        .waitForSelector('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons', { visible: true, timeout: 4000 })
        .then(
          () => true,
          () => false,
        );
      if (opened || tries >= 3) break;
    }
    await confirmPopup(page, en('account.common.confirm'));
    await page.waitForFunction(
      (l, d) =>
        Array.from(document.querySelectorAll('[data-testid="receiving-table"] tr')).some(
          (tr) => tr.textContent?.includes(l) && tr.textContent.includes(d),
        ),
      {},
      last4,
      en('account.receiving.default'),
    );

    await app.goto('/en/user/withdrawal');
    await page.waitForFunction((l) => document.querySelector('[data-testid="withdrawal-form"]')?.textContent?.includes(l), {}, last4);
    await typeInto(page, tid('withdrawal-amount'), '100.123');
    await page.click(tid('withdrawal-code'));
    await page.waitForFunction((m) => document.body.innerText.includes(m), {}, en('account.rule.amount.decimals'));
    await typeInto(page, tid('withdrawal-amount'), '100');
    await page.waitForFunction(() => document.querySelector('[data-testid="withdrawal-actual"]')?.textContent === '¥99');
    await page.click(tid('withdrawal-send-code'));
    await typeInto(page, tid('withdrawal-code'), '123456');
    await page.click(tid('withdrawal-submit'));
    const applied = page.waitForResponse(
      (r) => r.url().endsWith(accountApi.applyWithdrawal.path) && r.request().method() === accountApi.applyWithdrawal.method,
    );
    // the money confirmation opens once the form has checked its fields
    await clickVisible(page, tid('withdrawal-confirm-ok'));
    const record = (await (await applied).json()) as { bizNo: string };
    // the user sees the new record as processing (the response only names which record to look for)
    await page.waitForFunction(
      (no, pending) =>
        Array.from(document.querySelectorAll('[data-testid="withdrawal-records"] tbody tr')).some(
          (tr) => tr.textContent?.includes(no) && tr.textContent.includes(pending),
        ),
      {},
      record.bizNo,
      en('account.withdrawal.status.PENDING'),
    );

    await app.goto(`/en/profile/fund_balances?bizNo=${record.bizNo}`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="ledger-balances"] tbody tr.ant-table-row').length === 2);
    const rows = (await tableRows(page, tid('ledger-balances'))).map((r) => r.join(' | '));
    expect(
      rows.some(
        (r) => r.includes(en('account.bizType.WITHDRAWAL_APPLY')) && r.includes(en('account.moneyAccount.BALANCE')) && r.includes('-100'),
      ),
    ).toBe(true);
    expect(rows.some((r) => r.includes(en('account.moneyAccount.FROZEN')) && r.includes('+100'))).toBe(true);
  }));
