/**
 * Developer pages as a user meets them: the generic form messages in both locales and the prompt
 * dialog, a hostile Markdown document previewed without running, the developer application moving
 * on by itself from the pending page, and the OAuth2 tester's full code flow.
 */
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { AppPage, appSession, type Session, signInViaCookie, text, withPage } from './helpers';

let s: Session;
let app: AppPage;

appSession((o) => {
  s = o.s;
  app = o.app;
});

const bodyHas = (needle: string, timeout?: number) =>
  s.page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, needle);
const fill = async (selector: string, value: string) => {
  await s.page.click(selector, { count: 3 });
  await s.page.keyboard.press('Backspace');
  await s.page.type(selector, value);
};
const fmt = (template: string, ...args: string[]) => args.reduce((m, a) => m.replace('%s', a), template);

test('the form rules page shows the generic messages in English and in Chinese', () =>
  withPage(s.page, 'dev-form-rules', async () => {
    await app.goto('/en/playground/form');
    await fill('#rules_email', 'not-an-email');
    await fill('#rules_storeName', 'x');
    await fill('#rules_mobile', '123');
    await s.page.click('[data-testid="rules-validate"]');
    const en = (k: string) => text('en-US', k);
    await bodyHas(fmt(en('dev.rules.required'), en('dev.form.field.nickname')));
    await bodyHas(fmt(en('dev.rules.types.email'), en('dev.form.field.email'), 'email'));
    await bodyHas(fmt(en('dev.rules.string.range'), en('dev.form.field.storeName'), '2', '20'));
    await bodyHas(`${en('dev.form.field.mobile')} value 123 does not match pattern`);

    await app.goto('/zh_CN/playground/form');
    await fill('#rules_remark', '   ');
    await fill('#rules_currency', 'EUR');
    const zh = (k: string) => text('zh-CN', k);
    await bodyHas(fmt(zh('dev.rules.whitespace'), zh('dev.form.field.remark')));
    await bodyHas(fmt(zh('dev.rules.enum'), zh('dev.form.field.currency'), 'CNY, USD, HKD'));
  }));

test('the prompt dialog refuses with the configured text, then accepts', () =>
  withPage(s.page, 'dev-prompt', async () => {
    await app.goto('/en/playground/form');
    await s.page.click('[data-testid="prompt-demo-pattern"]');
    await s.page.waitForSelector('[data-testid="prompt-input"]', { visible: true });
    await s.page.type('[data-testid="prompt-input"]', 'no spaces allowed');
    await s.page.keyboard.press('Enter');
    const error = await s.page.waitForSelector('[data-testid="prompt-error"]');
    expect(await error!.evaluate((e) => e.textContent)).toBe(text('en-US', 'dev.form.prompt.pattern.error'));
    await fill('[data-testid="prompt-input"]', 'trader_01');
    await s.page.click('[data-testid="prompt-ok"]');
    await s.page.waitForSelector('[data-testid="prompt-dialog"]', { hidden: true });
    await bodyHas('trader_01');
  }));

test('a Markdown document with a script tag previews without running it', () =>
  withPage(s.page, 'dev-markdown', async () => {
    await app.goto('/en/playground/markdown');
    await s.page.click(`xpath///button[normalize-space(.)="${text('en-US', 'dev.md.clear')}"]`);
    // paste the document the way a clipboard paste arrives (one input event), then type the last line
    await s.page.$eval(
      '[data-testid="markdown-editor"]',
      (el, doc) => {
        const area = el as HTMLTextAreaElement;
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, doc);
        area.dispatchEvent(new Event('input', { bubbles: true }));
      },
      '# Report\n\n<script>window.__pwned = "script"</script>\n<img src="/nope.png" onerror="window.__pwned = \'img\'">\n\n',
    );
    await s.page.focus('[data-testid="markdown-editor"]');
    await s.page.keyboard.press('End');
    await s.page.keyboard.down('Control');
    await s.page.keyboard.press('End');
    await s.page.keyboard.up('Control');
    await s.page.keyboard.type('**kept**');
    await s.page.waitForFunction(() => document.querySelector('[data-testid="markdown-preview"] strong')?.textContent === 'kept');
    const preview = await s.page.$eval('[data-testid="markdown-preview"]', (e) => e.innerHTML);
    expect(preview).toContain('<h1>Report</h1>');
    expect(preview).not.toMatch(/<script|onerror/i);
    await s.page.waitForSelector('[data-testid="markdown-removed"]');
    // give the broken image the chance to fire its (removed) handler before asserting nothing ran
    await s.page.waitForFunction(() => Array.from(document.images).some((i) => i.src.endsWith('/nope.png') && i.complete));
    expect(await s.page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  }));

test('a developer application waits on the pending page and moves on by itself when approved', () =>
  withPage(s.page, 'dev-pending', async () => {
    await signInViaCookie(s.context, 'buyer');
    await app.goto('/en/playground');
    await s.page.waitForSelector('[data-testid="developer-form"]');
    await s.page.type('#developer_name', 'Buyer Tools');
    await s.page.type('#developer_contactEmail', 'dev@buyer-tools.example');
    await s.page.type('#developer_redirectUris', 'https://buyer-tools.example/callback');
    await s.page.keyboard.press('Enter');
    await s.page.type('#developer_purpose', 'Reprices my demands from the weekly price trend.');
    await s.page.click('#developer_agree');
    await s.page.click('[data-testid="developer-submit"]');
    await s.page.waitForFunction(() => location.pathname === '/en/pending/verifyPending' && location.search.includes('kind=developer'));
    await s.page.waitForSelector('[data-testid="pending-waiting"]');
    await bodyHas(text('en-US', 'dev.pending.developer.title'));
    // nobody clicks: the page polls and goes back to the developer centre once the review is done
    await s.page.waitForFunction(() => location.pathname === '/en/playground', { timeout: 20_000 });
    await s.page.waitForSelector('[data-testid="developer-status"][data-status="APPROVED"]');
    await s.page.waitForSelector('[data-testid="developer-client-id"]');
  }));

test('the OAuth2 tester runs the code flow with PKCE: state checked, code exchanged, userinfo read', () =>
  withPage(s.page, 'dev-oauth2-tester', async () => {
    await app.goto('/en/playground/oauth2');
    await s.page.click('[data-testid="oauth-authorize"]');
    await s.page.waitForSelector('#consent-title');
    await s.page.click('#identity-gh-2003');
    await Promise.all([s.page.waitForNavigation(), s.page.click('#authorize')]);
    expect(app.pathname()).toBe('/en/playground/oauth2');
    await s.page.waitForSelector('[data-testid="oauth-state-ok"]');
    await s.page.click('[data-testid="oauth-exchange"]');
    await s.page.waitForFunction(() => document.querySelector('[data-testid="oauth-token"]')?.textContent?.includes('access_token'));
    await s.page.click('[data-testid="oauth-userinfo"]');
    await s.page.waitForFunction(() => document.querySelector('[data-testid="oauth-user"]')?.textContent?.includes('mona-lisa'));
    // the same code cannot be used twice
    await s.page.click('[data-testid="oauth-exchange"]');
    await s.page.waitForFunction(() => document.querySelector('[data-testid="oauth-token"]')?.textContent?.includes('invalid_grant'));
  }));

test('a file goes up through the STS token and comes back as a link', () =>
  withPage(s.page, 'dev-upload', async () => {
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/playground/upload');
    // a real 1x1 PNG
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const file = join(mkdtempSync(join(tmpdir(), 'gt-upload-')), 'pixel.png');
    writeFileSync(file, png);
    const input = await s.page.waitForSelector('[data-testid="upload-dragger"] input[type=file], .ant-upload input[type=file]');
    await (input as unknown as { uploadFile: (p: string) => Promise<void> }).uploadFile(file);
    const link = await s.page.waitForSelector('[data-testid="upload-link"]');
    const href = await link!.evaluate((a) => (a as HTMLAnchorElement).href);
    const res = await fetch(href);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    await s.page.waitForSelector('[data-testid="upload-token"]');
  }));
