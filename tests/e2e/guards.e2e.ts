/**
 * Guards as a user meets them: real-name, supplier/receiver onboarding, steps, sub-accounts; plus
 * the mock third-party sign-in and the mobile minimum width.
 */
import { AppPage, appSession, type Session, signInViaCookie, text, withPage } from './helpers';

let s: Session;
let app: AppPage;

appSession((o) => {
  s = o.s;
  app = o.app;
});

const guardText = (kind: string) => s.page.$eval(`[data-testid="guard-${kind}"]`, (e) => e.textContent ?? '');

test('real-name guard explains and links to /profile/realname', () =>
  withPage(s.page, 'guard-realname', async () => {
    await signInViaCookie(s.context, 'newbie');
    await app.goto('/en/order/sold');
    await s.page.waitForSelector('[data-testid="guard-realName"]');
    expect(await guardText('realName')).toContain(text('en-US', 'guard.realName.title'));
    const [go] = await s.page.$$(`xpath///button[normalize-space(.)="${text('en-US', 'guard.realName.action')}"]`);
    await go.evaluate((b) => (b as HTMLButtonElement).click()); // newbie also has the profile prompt on top
    await s.page.waitForFunction(() => location.pathname === '/en/profile/realname');
  }));

test('a user without real-name or a role who opens a workspace page starts its onboarding at the real-name step', () =>
  withPage(s.page, 'guard-onboarding-realname', async () => {
    await signInViaCookie(s.context, 'newbie');
    await app.goto('/en/commodity');
    await s.page.waitForFunction(() => location.pathname === '/en/commodity/auth' && location.search === '?step=realname');
    await app.goto('/en/demand/history');
    await s.page.waitForFunction(() => location.pathname === '/en/demand/auth' && location.search === '?step=realname');
    expect(await s.page.$('[data-testid="guard-realName"]')).toBeNull();
  }));

test('supplier-auth sends a receiver to the supplier onboarding step it reached', () =>
  withPage(s.page, 'guard-supplier', async () => {
    await signInViaCookie(s.context, 'buyer');
    await app.goto('/zh_CN/commodity');
    await s.page.waitForFunction(() => location.pathname === '/zh_CN/commodity/auth' && location.search === '?step=terms');
    // a client-side move: the previous page stays on screen until this route's code is in
    expect(await app.titleWhen(text('zh-CN', 'route.commodity.auth'))).toBe(text('zh-CN', 'route.commodity.auth'));
  }));

test('the step guard refuses skipping ahead and publishing before onboarding is done', () =>
  withPage(s.page, 'guard-step', async () => {
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/demand/auth?step=completion');
    await s.page.waitForFunction(() => location.pathname === '/en/demand/auth' && location.search === '?step=recharge');
    await app.goto('/en/commodity/new');
    expect(app.pathname()).toBe('/en/commodity/new');
    expect(await app.title()).toBe(text('en-US', 'route.commodity.new'));
  }));

test('a sub-account is refused pages it was not granted, with the reason', () =>
  withPage(s.page, 'guard-subuser', async () => {
    await signInViaCookie(s.context, 'supplier_sub');
    await app.goto('/en/commodity/stock-record');
    await s.page.waitForSelector('[data-testid="guard-subUser"]');
    expect(await guardText('subUser')).toContain(text('en-US', 'guard.subUser.title'));
    await app.goto('/en/user/withdrawal');
    await s.page.waitForSelector('[data-testid="guard-subUser"]');
    await app.goto('/en/order/purchased'); // it holds ORDER_SOLD only
    await s.page.waitForSelector('[data-testid="guard-subUser"]');
    await app.goto('/en/commodity'); // granted: COMMODITY
    expect(await app.title()).toBe(text('en-US', 'route.commodity'));
    expect(await s.page.$('[data-testid="guard-subUser"]')).toBeNull();
  }));

test('the third-party callback signs in through the mock provider and goes home', () =>
  withPage(s.page, 'oauth2-callback', async () => {
    await app.goto('/en/login/oauth2/code/github?providerUid=gh-1001');
    await s.page.waitForFunction(() => location.pathname === '/en');
    await s.page.waitForSelector('[data-testid="user-menu"]');
    expect(await s.page.$eval('[data-testid="user-menu"]', (e) => e.textContent)).toContain('buyer');
  }));

test('mobile browsers get a 2000px minimum page width', () =>
  withPage(s.page, 'mobile', async () => {
    await s.page.setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    try {
      await app.goto('/en/games');
      expect(await s.page.evaluate(() => document.body.style.minWidth)).toBe('2000px');
    } finally {
      await s.page.setUserAgent((await s.browser.userAgent()).replace('HeadlessChrome', 'Chrome'));
    }
  }));
