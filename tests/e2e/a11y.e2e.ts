/**
 * WCAG 2.1 AA where the route sweep does not look: the dialogs and drawers opened from the order,
 * commodity, demand and funds lists. Each is opened with the keyboard from its button (or from the
 * item of the row menu that button opens); focus must move into it, axe-core must find no serious
 * or critical violation inside it, and Escape must close it and give focus back to that button.
 * Every layout has its landmarks (header, nav, main; the console's side menu a named nav) and
 * passes axe's landmark rules (signed out also its target-size rule), its first
 * Tab stop is the skip link, <html lang> follows the locale, and the locale switch marks each
 * language's name with its own lang.
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { AppPage, clearCookies, clickVisible, openSession, resetBackend, signInViaCookie, withPage, type Session } from './helpers';
import { axeViolations, formatAxe, LANDMARK_RULES } from './support/axe';

let s: Session;
let app: AppPage;

beforeAll(async () => {
  await resetBackend();
  s = await openSession();
  app = new AppPage(s.page);
});
afterAll(async () => {
  await s?.close();
});

const OPEN_DIALOG = '.ant-modal-wrap:not([style*="display: none"]) [role="dialog"], .ant-drawer-open [role="dialog"]';

/** The open dialog's element, marked so that axe can be pointed at it. */
async function openDialog(page: Page): Promise<ElementHandle<Element>> {
  const el = await page.waitForSelector(OPEN_DIALOG, { visible: true });
  // the opening animation: focus moves in once it has started
  await page.waitForFunction((sel) => !!document.activeElement?.closest(sel.replace(/ \[role="dialog"\]/g, '')), {}, OPEN_DIALOG);
  // colours are read once the opening fade and slide have ended (finite animations; spinners loop)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // its content, not its loading state: drawers load their tables as they open
  await page.waitForFunction((d) => !d.querySelector('.ant-spin-spinning, .ant-skeleton-active'), { timeout: 10_000 }, el!);
  await el!.evaluate((e) => e.setAttribute('data-axe-dialog', ''));
  return el!;
}

interface DialogCase {
  name: string;
  /** the button that opens it (or opens the row menu holding `item`); focus must come back to it */
  opener: string;
  /** the row menu's item that opens it */
  item?: string;
  /** clicked first: e.g. a row's checkbox, which shows the batch buttons */
  before?: string;
}

/**
 * Opens the dialog from its opener with Enter (and the menu item, if any), checks focus and axe
 * inside it, closes it with Escape and checks that focus is back on the opener. Returns the
 * problems found.
 */
async function checkDialog(page: Page, { name, opener, item, before }: DialogCase): Promise<string[]> {
  const problems: string[] = [];
  if (before) await (await page.waitForSelector(before, { visible: true }))!.click();
  const button = await page.waitForSelector(opener, { visible: true });
  // a row's menu mounts its Dropdown on first focus, which replaces the button's node: the same
  // control is then the one with the same test id
  const openerId = await button!.evaluate((b) => b.getAttribute('data-testid'));
  await button!.focus();
  await page.keyboard.press('Enter');
  if (item) await clickVisible(page, `.ant-dropdown ${item}`);
  const dialog = await openDialog(page);
  const inside = await dialog.evaluate(
    (d) => d.contains(document.activeElement) || !!document.activeElement?.closest('.ant-modal-wrap, .ant-drawer'),
  );
  if (!inside) problems.push(`${name}: focus did not move into the dialog`);
  const findings = await axeViolations(page, '[data-axe-dialog]');
  if (findings.length) problems.push(formatAxe(name, findings));
  await dialog.evaluate((e) => e.removeAttribute('data-axe-dialog'));
  await page.keyboard.press('Escape');
  await page.waitForFunction((sel) => !document.querySelector(sel), { timeout: 5_000 }, OPEN_DIALOG).catch(() => undefined);
  const isOpener = (b: Element | null, id: string | null) =>
    document.activeElement === b || (id !== null && document.activeElement?.getAttribute('data-testid') === id);
  await page.waitForFunction(isOpener, { timeout: 3_000 }, button, openerId).catch(() => undefined);
  const back = await page.evaluate(isOpener, button, openerId);
  if (!back) {
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
    problems.push(`${name}: after Escape focus is on ${where}, not on the button that opened the dialog`);
  }
  return problems;
}

/** The landmarks each layout must show (CSS selectors), beside axe's landmark rules. */
const LAYOUT_LANDMARKS = {
  console: ['header.ant-pro-layout-header', 'aside nav[aria-label]', 'main'],
  site: ['header', 'header nav[aria-label]', 'main', 'footer'],
  empty: ['main'],
};

/**
 * Signed out, as Lighthouse sees home and sign-in, also WCAG 2.2's target size (24 px, or spaced),
 * which Lighthouse audits. Not yet elsewhere: the order tables' copy icons and the game list's
 * category links are smaller (2.1 AA asks no size).
 */
const SIGNED_OUT_RULES = [...LANDMARK_RULES, 'target-size'];

type Layout = keyof typeof LAYOUT_LANDMARKS;

/**
 * The page's layout as loaded: its landmarks and axe's landmark rules, html lang, the locale
 * options' own lang, and the skip link as the first Tab stop leading to the content. Throws on the
 * first problem.
 */
async function checkLayout(page: Page, url: string, layout: Layout, signedIn: boolean): Promise<void> {
  await page.waitForSelector('[data-testid="page-title"]');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(url.startsWith('/en') ? 'en' : 'zh-CN');
  const missing = await page.evaluate((sels) => sels.filter((sel) => !document.querySelector(sel)), LAYOUT_LANDMARKS[layout]);
  expect(missing).toEqual([]);
  const findings = await axeViolations(page, undefined, signedIn ? LANDMARK_RULES : SIGNED_OUT_RULES);
  if (findings.length) throw new Error(formatAxe(url, findings));
  // the locale switch: each language's own name, in its own language (WCAG 3.1.2)
  if (layout !== 'empty') {
    const names = await page.$$eval('[data-testid="locale-switch"] [lang]', (els) =>
      els.map((e) => `${e.getAttribute('lang')}:${e.textContent}`),
    );
    expect(names).toEqual(['zh-CN:中文', 'en:English']);
  }
  // the skip link is the first Tab stop; the sign-in form has already put the cursor in its first field
  const first = await page.evaluate(
    () => document.querySelector('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]')?.className,
  );
  expect(first).toBe('tc-skip-link');
  if (await page.evaluate(() => document.activeElement === document.body)) await page.keyboard.press('Tab');
  else await page.focus('.tc-skip-link');
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('tc-skip-link');
  const address = page.url();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  // focus moved, no navigation: the address stays and the page's data is not loaded again
  expect(page.url()).toBe(address);
}

// the console's layout is checked on the dialogs' pages below, in both locales
test.each([
  ['/zh_CN', 'site', null],
  ['/en/games', 'site', 'trader'],
  ['/en/login', 'site', null],
  ['/zh_CN/playground/oauth2', 'empty', 'trader'],
] as const)('%s: landmarks, the skip link first, html lang and the languages named in their own', async (url, layout, user) => {
  const { page } = s;
  if (user) await signInViaCookie(s.context, user);
  else await clearCookies(s.context);
  await withPage(page, `a11y-layout${url}`, async () => {
    await app.goto(url);
    await checkLayout(page, url, layout, !!user);
  });
});

const DIALOGS: [string, DialogCase[]][] = [
  [
    '/en/order/sold/to_delivery',
    [
      { opener: '[data-testid="action-DELIVER"]', name: 'deliver dialog' },
      { opener: '[data-testid="open-settlements"]', name: 'settlements drawer' },
    ],
  ],
  [
    '/en/commodity',
    [
      { opener: '[data-testid="open-bulk-price"]', name: 'bulk price dialog' },
      { opener: '[data-testid="open-repricing"]', name: 'repricing drawer' },
      { opener: '[data-testid^="row-more-"]', item: 'li[data-menu-id$="-stock"]', name: 'stock history drawer' },
      {
        before: '.ant-table-tbody .ant-table-selection-column .ant-checkbox',
        opener: '[data-testid="batch-stock"]',
        name: 'batch stock dialog',
      },
    ],
  ],
  [
    '/zh_CN/demand',
    [
      { opener: '[data-testid="open-import"]', name: 'import dialog' },
      { opener: '[data-testid="row-quick-modify"]:not([disabled])', name: 'quick modify dialog' },
      { opener: '[data-testid^="demand-more-"]', item: 'li[data-menu-id$="-orders"]', name: 'demand orders drawer' },
    ],
  ],
  [
    '/en/profile/reconciliation',
    [{ opener: 'tr[data-testid="recon-day"] button[data-testid^="recon-"]', name: 'reconciliation drill drawer' }],
  ],
];

test.each(DIALOGS)('%s: the console layout as above; dialogs take focus, pass axe and give focus back', async (url, dialogs) => {
  await signInViaCookie(s.context, 'trader');
  const { page } = s;
  await withPage(page, `a11y${url}`, async () => {
    await app.goto(url);
    await checkLayout(page, url, 'console', true);
    const problems: string[] = [];
    for (const c of dialogs) problems.push(...(await checkDialog(page, { ...c, name: `${url} ${c.name}` })));
    if (problems.length) throw new Error(problems.join('\n'));
  });
});
