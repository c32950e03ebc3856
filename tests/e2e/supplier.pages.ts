import type { Page } from 'puppeteer-core';
import { clickVisible } from './helpers';

/** Page-object helpers for the supplier workspace e2e tests: antd inputs driven like a user. */

/** Types into the input of form field `id` (antd uses the field name as id), replacing its value. */
export async function fill(page: Page, id: string, value: string): Promise<void> {
  const sel = `#${id}`;
  await page.waitForSelector(sel, { visible: true });
  await page.click(sel, { clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.type(sel, value);
}

export async function valueOf(page: Page, id: string): Promise<string> {
  return page.$eval(`#${id}`, (e) => (e as HTMLInputElement).value);
}

/** Picks an antd Select option of field `id` by its label (typed in first: long lists are virtual). */
export async function choose(page: Page, id: string, label: string): Promise<void> {
  await page.waitForSelector(`#${id}:not([disabled])`);
  await page.click(`.ant-select:has(#${id}) .ant-select-selector`);
  const searchable = await page.$eval(`#${id}`, (e) => !(e as HTMLInputElement).readOnly);
  if (searchable) await page.type(`#${id}`, label);
  const option = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label.replace(/"/g, '\\"')}"]`;
  await page.waitForSelector(option, { visible: true });
  // the dropdown slides in: click once it stands still
  await page.waitForFunction(
    () => !document.querySelector('.ant-select-dropdown[class*="-enter"], .ant-select-dropdown[class*="-appear"]'),
  );
  await page.click(option);
  await page.waitForFunction((s) => !document.querySelector(s), {}, option);
}

export async function clickTestId(page: Page, testId: string): Promise<void> {
  const sel = `[data-testid="${testId}"]`;
  await page.waitForSelector(sel, { visible: true });
  await page.click(sel);
}

/** Clicks the enabled button whose text is exactly `label` (modals, confirms, radios). */
export async function clickButton(page: Page, label: string): Promise<void> {
  const xp = `xpath///button[normalize-space(.)="${label}" and not(@disabled)]`;
  await page.waitForSelector(xp, { visible: true });
  const [button] = await page.$$(xp);
  // a dialog's button moves while the dialog zooms in: click once it stands still
  await page.waitForFunction(
    (el: Element) =>
      new Promise<boolean>((resolve) => {
        const a = el.getBoundingClientRect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const b = el.getBoundingClientRect();
            resolve(a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);
          }),
        );
      }),
    {},
    button,
  );
  await button.click();
}

/**
 * Waits until form field `id` shows `expected` as its error (rules re-run while typing, so a
 * transient client message may come first) and answers what it shows at the end.
 */
export async function fieldError(page: Page, id: string, expected: string, timeout = 10_000): Promise<string> {
  const sel = `.ant-form-item:has(#${id}) .ant-form-item-explain-error`;
  // wait for exactly the expected message: an error of an earlier keystroke may still be in its
  // leave animation for a moment next to the new one
  await page
    .waitForFunction(
      (s, want) => [...document.querySelectorAll(s)].map((e) => e.textContent ?? '').join(' | ') === want,
      { timeout },
      sel,
      expected,
    )
    .catch(() => undefined);
  return page.$$eval(sel, (els) => els.map((e) => e.textContent ?? '').join(' | '));
}

export function waitForStep(page: Page, path: string, step: string, timeout = 20_000): Promise<unknown> {
  return page.waitForFunction(
    (p, s) => location.pathname === p && new URLSearchParams(location.search).get('step') === s,
    { timeout },
    path,
    step,
  );
}

/** Confirms the open confirmation dialog (Modal.confirm). */
export async function confirmDialog(page: Page): Promise<void> {
  await clickVisible(page, '.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary');
}

/** Submits the open form dialog (ModalForm: the primary button of its footer). */
export async function submitDialog(page: Page): Promise<void> {
  await clickVisible(page, '.ant-modal-footer .ant-btn-primary');
}

/** Confirms the risk warning about the counterparty when the checkout shows one. */
export async function passCounterpartyGate(page: Page): Promise<void> {
  await page.waitForFunction(() => !!document.querySelector('[data-testid="checkout-submit"]') && !document.querySelector('.ant-skeleton'));
  const confirm = await page.$('[data-testid="confirm-warning"]');
  if (confirm) {
    await confirm.click();
    // the warning is confirmed in its dialog
    await (await page.waitForSelector('[data-testid="confirm-warning-ok"]', { visible: true }))?.click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="confirm-warning"]'));
  }
}

const RANGE_INPUTS = '.ant-pro-table-search .ant-picker-range input';

/**
 * Types a range into the list's date-range picker like a user: the start, Enter (moves to the end
 * field), the end, Enter (closes the picker). Values in the picker's format.
 */
export async function pickRange(page: Page, from: string, to: string): Promise<void> {
  await page.waitForSelector(RANGE_INPUTS, { visible: true });
  const [start, end] = await page.$$(RANGE_INPUTS);
  await start.click();
  await start.type(from);
  await page.keyboard.press('Enter');
  await page.waitForFunction((sel) => document.activeElement === document.querySelectorAll(sel)[1], {}, RANGE_INPUTS);
  await end.type(to);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
}

/** What the list's date-range picker shows: [start, end]. */
export function rangeShown(page: Page): Promise<string[]> {
  return page.$$eval(RANGE_INPUTS, (els) => els.map((e) => (e as HTMLInputElement).value));
}

/** Clicks the list search form's query button (its primary button). */
export async function submitSearch(page: Page): Promise<void> {
  await clickVisible(page, '.ant-pro-table-search .ant-btn-primary');
}

/** Row keys of the table under `[data-testid=testId]`, in order. */
export function rowKeys(page: Page, testId: string): Promise<string[]> {
  return page.$$eval(`[data-testid="${testId}"] tbody tr[data-row-key]`, (rows) => rows.map((r) => r.getAttribute('data-row-key') ?? ''));
}

/** Text of the cell of row `rowKey` under the column headed `header`. */
export function cellText(page: Page, testId: string, rowKey: string, header: string): Promise<string | undefined> {
  return page.evaluate(
    (sel, key, head) => {
      const table = document.querySelector(sel);
      const heads = [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent?.trim());
      const i = heads.indexOf(head);
      const row = table?.querySelector(`tbody tr[data-row-key="${key}"]`);
      return i < 0 || !row ? undefined : row.children[i]?.textContent?.trim();
    },
    `[data-testid="${testId}"]`,
    rowKey,
    header,
  );
}

/** A real 2×2 PNG (red), small enough for any upload limit. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
