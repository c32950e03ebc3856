import type { Page } from 'puppeteer-core';

/**
 * Records every (path, page title, 404 shown) state a tab goes through, across full navigations of
 * the same origin (kept in sessionStorage). Pages that show themselves and then move on by design
 * (a pending page that resolves, an OAuth start page) are checked against this history.
 */
export interface TitleState {
  path: string;
  title: string | null;
  notFound: boolean;
}

const KEY = '__e2e_title_history';

function recorder(key: string) {
  const read = (): TitleState[] => {
    try {
      return JSON.parse(sessionStorage.getItem(key) || '[]');
    } catch {
      return [];
    }
  };
  const record = () => {
    const title = document.querySelector('[data-testid="page-title"]');
    const state = {
      path: location.pathname,
      title: title ? (title.textContent ?? '').trim() : null,
      notFound: !!document.querySelector('[data-testid="not-found"]'),
    };
    if (state.title === null && !state.notFound) return;
    const list = read();
    const last = list[list.length - 1];
    if (last && last.path === state.path && last.title === state.title && last.notFound === state.notFound) return;
    list.push(state);
    try {
      sessionStorage.setItem(key, JSON.stringify(list.slice(-50)));
    } catch {
      /* storage unavailable (opaque origin) */
    }
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
}

export async function installTitleRecorder(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(recorder, KEY);
}

export async function clearTitleHistory(page: Page): Promise<void> {
  await page.evaluate((k) => sessionStorage.removeItem(k), KEY).catch(() => undefined);
}

export async function titleHistory(page: Page): Promise<TitleState[]> {
  return page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) || '[]') as TitleState[], KEY).catch(() => []);
}

/** Waits until the history shows `title` at `path` (survives the page moving on); false on timeout. */
export async function waitForTitleSeen(page: Page, path: string, title: string, timeout = 10_000): Promise<boolean> {
  return page
    .waitForFunction(
      (k, p, t) => (JSON.parse(sessionStorage.getItem(k) || '[]') as TitleState[]).some((e) => e.path === p && e.title === t),
      { timeout },
      KEY,
      path,
      title,
    )
    .then(
      () => true,
      () => false,
    );
}
