import type { Page } from 'puppeteer-core';

/**
 * Clicks the last visible element matching `selector` (and whose text is `text`, when given) once
 * it stands still. antd popups animate in and out and lists re-render while filtering, so a handle
 * found a moment ago may be mid-animation or detached: those attempts are retried until `timeout`.
 */
export async function clickVisible(page: Page, selector: string, opts: { text?: string; timeout?: number } = {}): Promise<void> {
  const deadline = Date.now() + (opts.timeout ?? 20_000);
  let last: unknown = 'no visible match';
  while (Date.now() < deadline) {
    const handles = (await page.$$(selector)).reverse();
    for (const h of handles) {
      const ready = await h
        .evaluate((e, text) => {
          const el = e as HTMLElement;
          if (text !== undefined && el.innerText.trim() !== text) return false;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
          // an entering or leaving popup moves under the pointer
          return !el.closest('[class*="-enter"], [class*="-appear"], [class*="-leave"], [class*="-hidden"]');
        }, opts.text)
        .catch(() => false);
      if (!ready) continue;
      try {
        await h.evaluate((e) => e.scrollIntoView({ block: 'nearest' }));
        await h.click();
        return;
      } catch (e) {
        last = e;
      }
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`could not click ${selector}${opts.text ? ` "${opts.text}"` : ''}: ${String(last)}`);
}

/**
 * Answers the money confirmation (amount and method stated before money moves): checks the
 * amount it shows when `amount` is given, then confirms.
 */
export async function confirmMoney(page: Page, amount?: string): Promise<void> {
  await page.waitForSelector('[data-testid="money-confirm"]', { visible: true });
  if (amount !== undefined) {
    const shown = await page.$eval('[data-testid="money-confirm-amount"]', (e) => e.textContent ?? '');
    if (!shown.includes(amount)) throw new Error(`the money confirmation shows ${shown}, expected ${amount}`);
  }
  await clickVisible(page, '[data-testid="money-confirm-ok"]');
}
