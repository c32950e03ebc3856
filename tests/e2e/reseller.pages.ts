import type { Page } from 'puppeteer-core';
import { clickVisible } from './helpers';

/** Small page-object helpers for the receiver e2e tests (antd inputs driven like a user). */

/** Types into an input found by its form id (antd uses the field name), replacing what is there. */
export async function fill(page: Page, id: string, value: string): Promise<void> {
  const sel = `#${id}`;
  await page.waitForSelector(sel, { visible: true });
  await page.click(sel, { clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.type(sel, value);
}

/** Picks an antd Select option by its label: opens the select of field `id`, then clicks the option. */
export async function choose(page: Page, id: string, label: string, onRetry?: () => void): Promise<void> {
  await page.waitForSelector(`#${id}:not([disabled])`);
  await page.click(`.ant-select:has(#${id}) .ant-select-selector`);
  // long lists are virtual: a searchable select gets the label typed so the option is rendered
  if (!(await page.$eval(`#${id}`, (e) => e.hasAttribute('readonly')))) await page.type(`#${id}`, label);
  const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';
  const option = `${open} .ant-select-item-option[title="${label}"]`;
  // options that failed to load say so in the dropdown: the user presses its retry (a few times at most)
  const retry = `${open} [data-testid="options-retry"]`;
  for (let n = 0; ; n += 1) {
    const seen = await page.waitForFunction(
      (o, r) => (document.querySelector(o) ? 'option' : document.querySelector(r) ? 'failed' : false),
      {},
      option,
      retry,
    );
    if ((await seen.jsonValue()) === 'option' || n >= 5) break;
    onRetry?.();
    // the dropdown may still be sliding in: a click on its button then lands on the element itself
    const button = await page.$(retry);
    await button?.click().catch(() => button.evaluate((e) => (e as HTMLElement).click()));
    await page.waitForFunction((r) => !document.querySelector(r), {}, retry).catch(() => undefined); // failed again: seen next round
  }
  await page.waitForSelector(option, { visible: true });
  // the dropdown slides in: wait until its enter animation is over before clicking an option
  await page.waitForFunction(
    (s) => {
      const d = document.querySelector(s)?.closest('.ant-select-dropdown');
      return !!d && !/-(enter|appear)/.test(d.className);
    },
    {},
    option,
  );
  const handle = (await page.waitForSelector(option, { visible: true }))!;
  await handle.evaluate((e) => e.scrollIntoView({ block: 'nearest' }));
  await handle.click().catch(() => handle.evaluate((e) => (e as HTMLElement).click()));
  await page.waitForFunction((s) => !document.querySelector(s), {}, option);
}

/** Clicks an element by test id once nothing covers it (a closing dialog's mask would take the click). */
export async function clickTestId(page: Page, testId: string): Promise<void> {
  const sel = `[data-testid="${testId}"]`;
  await page.waitForSelector(sel, { visible: true });
  await page.waitForFunction(
    (s) => {
      const el = document.querySelector(s);
      if (!el) return false;
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      // the element, something inside it, or its own wrapper (label, checkbox span) — not a mask
      return !!top && (el === top || el.contains(top) || top.contains(el));
    },
    {},
    sel,
  );
  await page.click(sel);
}

/** Confirms the open confirmation dialog (Modal.confirm). */
export async function confirmDialog(page: Page): Promise<void> {
  await clickVisible(page, '.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary');
}

/** Clicks the button whose text is exactly `label` (modals, popconfirms). */
export async function clickButton(page: Page, label: string): Promise<void> {
  const xp = `xpath///button[normalize-space(.)="${label}" and not(@disabled)]`;
  await page.waitForSelector(xp, { visible: true });
  const [button] = await page.$$(xp);
  await button.click();
}

export function waitForSearch(page: Page, path: string, step: string, timeout = 20_000): Promise<unknown> {
  return page.waitForFunction(
    (p, s) => location.pathname === p && new URLSearchParams(location.search).get('step') === s,
    { timeout },
    path,
    step,
  );
}

/** CSS selector of a ProTable row by its row key (the demand id), optionally of something inside it. */
export function row(id: string, inner = ''): string {
  return `.ant-table-tbody tr.ant-table-row[data-row-key="${id}"]${inner ? ` ${inner}` : ''}`;
}

/** The row keys of the table's current page, once it has rows. */
export async function rowKeys(page: Page): Promise<string[]> {
  await page.waitForSelector('.ant-table-tbody tr.ant-table-row[data-row-key]', { visible: true });
  return page.$$eval('.ant-table-tbody tr.ant-table-row[data-row-key]', (trs) => trs.map((tr) => tr.getAttribute('data-row-key')!));
}

/** Waits until a row's text passes `test` (`has` must be included, `hasNot` must not). */
export function waitForRowText(page: Page, id: string, has: string, hasNot?: string): Promise<unknown> {
  return page.waitForFunction(
    (sel, a, b) => {
      const t = (document.querySelector(sel) as HTMLElement | null)?.innerText ?? '';
      return t.includes(a) && (!b || !t.includes(b));
    },
    {},
    row(id),
    has,
    hasNot ?? '',
  );
}

/** Waits for a success/info toast (antd message) with this text. */
export function waitForMessage(page: Page, textWanted: string): Promise<unknown> {
  return page.waitForFunction(
    (want) => [...document.querySelectorAll('.ant-message-notice-content')].some((e) => e.textContent?.includes(want)),
    {},
    textWanted,
  );
}

/** Waits until the open dialog has finished zooming in (a click during the animation misses its target). */
export function waitForModalOpen(page: Page, title: string): Promise<unknown> {
  return page.waitForFunction(
    (want) =>
      [...document.querySelectorAll('.ant-modal')].some(
        (m) => m.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === want && !/-(enter|appear)/.test(m.className),
      ),
    {},
    title,
  );
}
