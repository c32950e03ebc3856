import type { ElementHandle, Page } from 'puppeteer-core';
import { clickVisible } from '../support/click';

/** The global login dialog (scene LOGIN). */
export class LoginDialog {
  static readonly root = '[data-testid="login-dialog"]';
  static readonly username = '#login_username';
  static readonly password = '#login_password';
  static readonly rememberMe = '#login_rememberMe';
  static readonly submit = '[data-testid="login-submit"]';

  constructor(readonly page: Page) {}

  /** ids are unique on the page; the submit may sit in the modal footer, outside the form */
  private sel(inner: string): string {
    return inner;
  }

  async waitOpen(timeout?: number): Promise<ElementHandle<Element>> {
    await this.page.waitForSelector(LoginDialog.root, { visible: true, timeout });
    return (await this.page.waitForSelector(this.sel(LoginDialog.username), { visible: true, timeout }))!;
  }

  async waitClosed(timeout?: number): Promise<void> {
    await this.page.waitForSelector(LoginDialog.root, { hidden: true, timeout });
  }

  async isOpen(): Promise<boolean> {
    const el = await this.page.$(LoginDialog.root);
    return !!el && (await el.isVisible());
  }

  private async fill(selector: string, value: string): Promise<void> {
    const input = (await this.page.waitForSelector(this.sel(selector), { visible: true }))!;
    await input.click({ count: 3 });
    await input.evaluate((e) => (e as HTMLInputElement).select());
    await this.page.keyboard.press('Backspace');
    await input.type(value);
  }

  async setRememberMe(on: boolean): Promise<void> {
    const box = (await this.page.waitForSelector(this.sel(LoginDialog.rememberMe)))!;
    const checked = await box.evaluate((e) => (e as HTMLInputElement).checked);
    if (checked !== on) await box.click();
  }

  /** Fills the form and submits; does not wait for the outcome (use waitClosed or read errors). */
  async signIn(username: string, password: string, opts: { rememberMe?: boolean } = {}): Promise<void> {
    await this.waitOpen();
    await this.fill(LoginDialog.username, username);
    await this.fill(LoginDialog.password, password);
    if (opts.rememberMe !== undefined) await this.setRememberMe(opts.rememberMe);
    // the dialog may still be zooming in, or re-render as the session check answers
    await clickVisible(this.page, this.sel(LoginDialog.submit));
  }
}
