import type { Cookie, HTTPResponse, Page } from 'puppeteer-core';
import { baseUrl } from '../support/env';
import type { Locale } from '../support/locale';

/** data-testids agreed with the app team. */
export const TID = {
  pageTitle: '[data-testid="page-title"]',
  notFound: '[data-testid="not-found"]',
  localeSwitch: '[data-testid="locale-switch"]',
} as const;

const PREFIX_OF: Record<Locale, string> = { 'zh-CN': 'zh_CN', 'en-US': 'en' };
/** Labels the switch may show for a locale (antd Segmented / Select / Dropdown items). */
const LABELS: Record<Locale, string[]> = {
  'zh-CN': ['中文', '简体中文', 'zh-CN', 'zh_CN', 'CN'],
  'en-US': ['English', 'EN', 'en-US', 'en'],
};

/** Base page object: navigation and the parts every layout shares. */
export class AppPage {
  constructor(readonly page: Page) {}

  url(path: string): string {
    return /^https?:/.test(path) ? path : `${baseUrl()}${path}`;
  }

  /** Full navigation; resolves once the network is idle (lazy chunks and first API calls done). */
  async goto(path: string, opts: { timeout?: number } = {}): Promise<HTTPResponse | null> {
    return this.page.goto(this.url(path), { waitUntil: 'networkidle0', ...opts });
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  /** Text of the page title the layout renders. */
  async title(): Promise<string> {
    const el = await this.page.waitForSelector(TID.pageTitle);
    return ((await el!.evaluate((e) => e.textContent)) ?? '').trim();
  }

  /**
   * The page title once it equals `expected`; otherwise what is there when the wait ends. The wait
   * ends early when the 404 page shows or the document is not the app at all (no #root).
   */
  async titleWhen(expected: string, timeout = 5_000): Promise<string> {
    await this.page
      .waitForFunction(
        (sel, nf, want) =>
          document.querySelector(sel)?.textContent?.trim() === want || !!document.querySelector(nf) || !document.getElementById('root'),
        { timeout },
        TID.pageTitle,
        TID.notFound,
        expected,
      )
      .catch(() => undefined);
    const title = await this.page.$(TID.pageTitle);
    if (title) return ((await title.evaluate((e) => e.textContent)) ?? '').trim();
    const body = await this.page.evaluate(() => document.body?.innerText ?? '');
    return `<no page-title; page text: ${JSON.stringify(body.slice(0, 120))}>`;
  }

  documentTitle(): Promise<string> {
    return this.page.title();
  }

  async hasNotFound(): Promise<boolean> {
    return (await this.page.$(TID.notFound)) !== null;
  }

  async notFoundText(): Promise<string> {
    const el = await this.page.waitForSelector(TID.notFound);
    return ((await el!.evaluate((e) => e.textContent)) ?? '').trim();
  }

  /**
   * Switches the language with the header switch and waits until the URL carries the new prefix.
   * An option is found by `data-locale`/`data-value` = locale, else by its label.
   */
  async localeSwitch(to: Locale): Promise<void> {
    const root = await this.page.waitForSelector(TID.localeSwitch, { visible: true });
    const byAttr = `${TID.localeSwitch} [data-locale="${to}"], ${TID.localeSwitch} [data-value="${to}"], [data-testid="locale-switch-${to}"]`;
    let option = await this.page.$(byAttr);
    if (!option) option = await this.findByLabel(to, false);
    if (!option) {
      // a dropdown/select: open it, then look in the whole document (popups render in a portal)
      await root!.click();
      await this.page.waitForFunction((sel) => !!document.querySelector(sel), { timeout: 5_000 }, byAttr).catch(() => undefined);
      option = (await this.page.$(byAttr)) ?? (await this.findByLabel(to, true));
    }
    if (!option) throw new Error(`locale switch has no option for ${to}`);
    await option.click();
    await this.page.waitForFunction((p) => location.pathname === `/${p}` || location.pathname.startsWith(`/${p}/`), {}, PREFIX_OF[to]);
  }

  /** An option labelled for `to`: inside the switch, or (popupOnly) in an opened popup list. */
  private async findByLabel(to: Locale, popupOnly: boolean) {
    for (const label of LABELS[to]) {
      const has = `(normalize-space(.)="${label}" or @title="${label}")`;
      const xp = popupOnly
        ? `xpath///*[@role="option" or @role="menuitem" or contains(@class,"-select-item-option") or contains(@class,"-dropdown-menu-item")][${has}]`
        : `xpath///*[@data-testid="locale-switch"]//*[${has}]`;
      const hits = await this.page.$$(xp);
      for (const hit of hits.reverse()) if (await hit.isVisible()) return hit; // innermost first
    }
    return null;
  }

  cookies(): Promise<Cookie[]> {
    return this.page.browserContext().cookies();
  }

  async cookie(name: string): Promise<Cookie | undefined> {
    return (await this.cookies()).find((c) => c.name === name);
  }
}
