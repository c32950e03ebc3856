/**
 * WCAG 2.1 AA where the route sweep does not look: the dialogs and drawers opened from the order,
 * commodity, demand and funds lists. Each is opened with the keyboard from its button; focus must
 * move into it, axe-core must find no serious or critical violation inside it, and Escape must
 * close it and give focus back to that button. The layouts' first Tab stop is the skip link, and
 * <html lang> follows the locale.
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { AppPage, openSession, resetBackend, signInViaCookie, withPage, type Session } from './helpers';
import { axeViolations, formatAxe } from './support/axe';

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
  await el!.evaluate((e) => e.setAttribute('data-axe-dialog', ''));
  return el!;
}

/**
 * Opens the dialog from `opener` with Enter, checks focus and axe inside it, closes it with
 * Escape and checks that focus is back on the opener. Returns the problems found.
 */
async function checkDialog(page: Page, opener: string, name: string): Promise<string[]> {
  const problems: string[] = [];
  const button = await page.waitForSelector(opener, { visible: true });
  await button!.focus();
  await page.keyboard.press('Enter');
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
  await page.waitForFunction((b) => document.activeElement === b, { timeout: 3_000 }, button).catch(() => undefined);
  const back = await page.evaluate((b) => document.activeElement === b, button);
  if (!back) {
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
    problems.push(`${name}: after Escape focus is on ${where}, not on the button that opened the dialog`);
  }
  return problems;
}

test('the first Tab stop is the skip link, which leads to the content; html lang follows the locale', async () => {
  await signInViaCookie(s.context, 'trader');
  const { page } = s;
  for (const [prefix, lang] of [
    ['en', 'en'],
    ['zh_CN', 'zh-CN'],
  ]) {
    await withPage(page, `a11y-skip-${prefix}`, async () => {
      await app.goto(`/${prefix}/order/sold`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('tc-skip-link');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    });
  }
});

test.each([
  ['/en/order/sold/to_delivery', [['[data-testid="action-DELIVER"]', 'deliver dialog']]],
  [
    '/en/commodity',
    [
      ['[data-testid="open-bulk-price"]', 'bulk price dialog'],
      ['[data-testid="open-repricing"]', 'repricing drawer'],
    ],
  ],
  [
    '/zh_CN/demand',
    [
      ['[data-testid="open-import"]', 'import dialog'],
      ['[data-testid="row-quick-modify"]:not([disabled])', 'quick modify dialog'],
    ],
  ],
  ['/en/profile/reconciliation', [['tr[data-testid="recon-day"] button[data-testid^="recon-"]', 'reconciliation drill drawer']]],
] as const)('%s: dialogs take focus, pass axe and give focus back', async (url, dialogs) => {
  await signInViaCookie(s.context, 'trader');
  const { page } = s;
  await withPage(page, `a11y${url}`, async () => {
    await app.goto(url);
    const problems: string[] = [];
    for (const [opener, name] of dialogs) problems.push(...(await checkDialog(page, opener, `${url} ${name}`)));
    if (problems.length) throw new Error(problems.join('\n'));
  });
});
