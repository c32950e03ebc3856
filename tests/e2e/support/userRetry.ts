import type { HTTPResponse, Page } from 'puppeteer-core';

/**
 * What a user does when the network lets them down: reload a page that did not load (or press its
 * retry button), and press the button again after an error toast. Used by the fault-mode suite;
 * each helper counts the user's retries so the suite can report them.
 */
export interface RetryLog {
  /** user retries (reloads, retry buttons, second clicks) per step */
  retries: Record<string, number>;
}

/** A page condition as a JS expression, e.g. `location.pathname.startsWith('/en/demand')`. */
export type Check = string;

const ERROR_SHOWN =
  '!!document.querySelector(\'.ant-notification-notice-error, [data-testid="load-failed"]\') || ' +
  "Array.from(document.querySelectorAll('.ant-alert-error')).some((a) => a.offsetParent !== null)";

const BUSY = '!!document.querySelector(\'.ant-btn-loading, .ant-spin-spinning, [aria-busy="true"]\')';

/** Closes the error toasts on screen, as a user dismisses them before trying again. */
export async function dismissErrors(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      document.querySelectorAll<HTMLElement>('.ant-notification-notice-close').forEach((b) => b.click());
    })
    .catch(() => undefined); // the page navigated meanwhile (a reload): its toasts are gone with it
  await page.waitForFunction(() => !document.querySelector('.ant-notification-notice-error'), { timeout: 3_000 }).catch(() => undefined); // a toast raised again meanwhile is simply seen on the next round
}

async function outcome(page: Page, done: Check, timeout: number): Promise<'done' | 'error' | 'timeout'> {
  const expression = `(${done}) ? 'done' : ((${ERROR_SHOWN}) && !(${BUSY})) ? 'error' : false`;
  return page.waitForFunction(expression, { timeout, polling: 200 }).then(
    (h) => h.jsonValue() as Promise<'done' | 'error'>,
    () => 'timeout' as const,
  );
}

const trace = (...args: unknown[]) => {
  if (process.env.FAULT_TRACE) console.log('[retry]', ...args);
};

function count(log: RetryLog, step: string): void {
  log.retries[step] = (log.retries[step] ?? 0) + 1;
}

/**
 * Opens `url` until `ready` holds: after a failed load the user presses the page's retry button
 * when it has one, else reloads.
 */
export async function openUntil(page: Page, url: string, ready: Check, log: RetryLog, step: string, tries = 12): Promise<void> {
  // a navigation the page itself replaced (a redirect, a reload) is judged by what shows next
  const go = () => page.goto(url, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
  await go();
  for (let n = 0; ; n += 1) {
    const seen = await outcome(page, ready, 10_000);
    trace(step, 'open', seen);
    if (seen === 'done') return;
    if (n >= tries) throw new Error(`${step}: ${url} did not load after ${tries} retries`);
    count(log, step);
    await dismissErrors(page);
    // the button as it is now: one found before the toasts closed may have been replaced since
    const retry = seen === 'error' ? await page.$('[data-testid="load-retry"]') : null;
    if (retry)
      await retry.click().catch(() => go()); // gone meanwhile: the page is loaded again
    else await go();
  }
}

/**
 * Does `act` until `done` holds; after an error shows (and nothing is still busy) the user does it
 * again with what is on screen. `act` must cope with either state it may find (a dialog still open
 * after a failure, or the starting screen).
 */
export async function actUntil(
  page: Page,
  act: () => Promise<void>,
  done: Check,
  log: RetryLog,
  step: string,
  opts: { tries?: number; keep?: () => Promise<void>; write?: { method: string; path: string } } = {},
): Promise<void> {
  const tries = opts.tries ?? 10;
  // how the step's own write last ended: a form is only bound to keep its values when it failed
  let lastWrite = 0;
  const onResponse = (r: HTTPResponse) => {
    if (opts.write && r.request().method() === opts.write.method && new URL(r.url()).pathname === opts.write.path) lastWrite = r.status();
  };
  page.on('response', onResponse);
  try {
    await steps();
  } finally {
    page.off('response', onResponse);
  }

  async function steps(): Promise<void> {
    for (let n = 0; ; n += 1) {
      lastWrite = 0;
      await act();
      const seen = await outcome(page, done, 15_000);
      trace(step, 'act', seen, page.url());
      if (process.env.FAULT_TRACE && seen !== 'done') await page.screenshot({ path: `/tmp/retry-${step.replace(/\W+/g, '-')}-${n}.png` });
      if (seen === 'done') return;
      if (n >= tries) throw new Error(`${step}: not done after ${tries} retries`);
      count(log, step);
      // what the user typed must still be there after an error shown on the form
      if (seen === 'error' && opts.keep && lastWrite >= 400) await opts.keep();
      await dismissErrors(page);
    }
  }
}
