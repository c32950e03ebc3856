/**
 * Session flows as a user clicks them: the login dialog and the continue URL, MFA, a session lost
 * mid-use, the 429 text under the fault mode, the profile prompt, the locale cookie and logout.
 */
import {
  AppPage,
  appSession,
  LoginDialog,
  mockConfig,
  revokeTokens,
  type Session,
  signInViaCookie,
  text,
  TOKEN_COOKIE,
  withPage,
} from './helpers';

let s: Session;
let app: AppPage;
let dialog: LoginDialog;

appSession(
  (o) => {
    s = o.s;
    app = o.app;
    dialog = new LoginDialog(o.s.page);
  },
  { reset: 'each' },
);

const visibleText = (page: Session['page'], needle: string) => page.waitForFunction((t) => document.body.innerText.includes(t), {}, needle);

test('/passport/mfa without its query lands on /', () =>
  withPage(s.page, 'mfa-no-query', async () => {
    await app.goto('/passport/mfa');
    await s.page.waitForFunction(() => location.pathname === '/');
    await app.goto('/en/passport/mfa?username=secure');
    await s.page.waitForFunction(() => location.pathname === '/en');
    // a client-side move: the previous page stays on screen until this route's code is in
    expect(await app.titleWhen(text('en-US', 'route.home'))).toBe(text('en-US', 'route.home'));
  }));

test('sign-in through the dialog returns to the saved page', () =>
  withPage(s.page, 'dialog-continue', async () => {
    await app.goto('/en/order/sold');
    await dialog.signIn('supplier', 'Passw0rd!', { rememberMe: false });
    await dialog.waitClosed();
    await s.page.waitForSelector('[data-testid="user-menu"]');
    expect(app.pathname()).toBe('/en/order/sold');
    expect(await app.title()).toBe(text('en-US', 'route.order.sold'));
    const token = await app.cookie(TOKEN_COOKIE);
    expect(token?.session).toBe(true); // no remember-me: a browser-session cookie
  }));

test('a wrong password keeps the dialog open with the typed name', () =>
  withPage(s.page, 'dialog-wrong-password', async () => {
    await app.goto('/en/profile');
    await dialog.signIn('supplier', 'nope');
    await s.page.waitForSelector('.ant-notification-notice, .ant-message-notice');
    expect(await dialog.isOpen()).toBe(true);
    expect(await s.page.$eval(LoginDialog.username, (e) => (e as HTMLInputElement).value)).toBe('supplier');
  }));

test('remember-me keeps the token for expiresIn seconds', () =>
  withPage(s.page, 'remember-me', async () => {
    await app.goto('/en/profile');
    await dialog.signIn('buyer', 'Passw0rd!', { rememberMe: true });
    await dialog.waitClosed();
    const token = await app.cookie(TOKEN_COOKIE);
    const { expiresIn } = JSON.parse(decodeURIComponent(token!.value)) as { expiresIn: number };
    expect(token!.session).toBe(false);
    expect(Math.abs(token!.expires - Date.now() / 1000 - expiresIn)).toBeLessThan(60);
  }));

test('the MFA account signs in with the phone code', () =>
  withPage(s.page, 'mfa', async () => {
    await app.goto('/en/order/purchased');
    await dialog.signIn('secure', 'Passw0rd!');
    await s.page.waitForFunction(() => location.pathname === '/en/passport/mfa');
    // a client-side move: the previous page stays on screen until this route's code is in
    expect(await app.titleWhen(text('en-US', 'route.passport.mfa'))).toBe(text('en-US', 'route.passport.mfa'));
    await s.page.type('#mfa_code', '123456');
    await s.page.click('[data-testid="mfa-submit"]');
    await s.page.waitForFunction(() => location.pathname === '/en/order/purchased');
    await s.page.waitForSelector('[data-testid="user-menu"]');
  }));

test('an expired session mid-use reopens the login dialog', () =>
  withPage(s.page, 'session-lost', async () => {
    await signInViaCookie(s.context, 'buyer');
    await app.goto('/en/profile');
    await s.page.waitForSelector('[data-testid="user-menu"]');
    await revokeTokens('buyer');
    // next page: the user reload answers 401, the pipeline opens the dialog and saves this page
    await s.page.click(`a[href="/en/profile/points"]`);
    await dialog.waitOpen();
    await dialog.signIn('buyer', 'Passw0rd!');
    await dialog.waitClosed();
    await s.page.waitForFunction(() => location.pathname === '/en/profile/points');
    // a client-side move: the previous page stays on screen until this route's code is in
    expect(await app.titleWhen(text('en-US', 'route.profile.points'))).toBe(text('en-US', 'route.profile.points'));
  }));

test('the 429 message appears under the fault mode', () =>
  withPage(s.page, 'fault-429', async () => {
    await signInViaCookie(s.context, 'buyer');
    await mockConfig({ faultRate: 1, faultStatuses: [429], faultPathPattern: '/auth/userinfo' });
    await app.goto('/en/games');
    await visibleText(s.page, text('en-US', 'request.error.tooManyRequests'));
    await app.goto('/zh_CN/games');
    await visibleText(s.page, text('zh-CN', 'request.error.tooManyRequests'));
  }));

test('newbie gets the profile-completion prompt, which leads to /profile', () =>
  withPage(s.page, 'profile-prompt', async () => {
    await signInViaCookie(s.context, 'newbie');
    await app.goto('/en/games');
    const prompt = '[data-testid="profile-prompt"]';
    await s.page.waitForSelector(prompt, { visible: true });
    await visibleText(s.page, text('en-US', 'common.profilePrompt.title'));
    expect(await s.page.$(`${prompt} .ant-modal-close`)).toBeNull();
    await s.page.keyboard.press('Escape');
    expect(await s.page.$eval(prompt, (e) => (e as HTMLElement).offsetParent !== null)).toBe(true);
    const [ok] = await s.page.$$(`xpath///button[normalize-space(.)="${text('en-US', 'common.profilePrompt.ok')}"]`);
    await ok.click();
    await s.page.waitForFunction(() => location.pathname === '/en/profile');
    await s.page.waitForSelector(prompt, { hidden: true });
  }));

test('the locale prefix writes the cookie and the switch changes locale in place', () =>
  withPage(s.page, 'locale', async () => {
    await app.goto('/en/games');
    const cookie = await app.cookie('locale');
    expect(cookie?.value).toBe('en-US');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await s.page.evaluate(() => Object.assign(window, { __noReload: true }));
    await app.localeSwitch('zh-CN');
    expect(await app.titleWhen(text('zh-CN', 'route.games'))).toBe(text('zh-CN', 'route.games'));
    expect(await s.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect((await app.cookie('locale'))?.value).toBe('zh-CN');
    await app.goto('/en/help');
    await app.goto('/games'); // unprefixed follows the cookie
    expect(await app.title()).toBe(text('en-US', 'route.games'));
  }));

test('logout clears the session', () =>
  withPage(s.page, 'logout', async () => {
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/games');
    await s.page.hover('[data-testid="user-menu"]');
    const item = `xpath///li[contains(@class,"ant-dropdown-menu-item")][normalize-space(.)="${text('en-US', 'session.logout')}"]`;
    const handle = (await s.page.waitForSelector(item, { visible: true }))!;
    // the dropdown slides in; a click during the animation can miss, a DOM click cannot
    await handle.evaluate((e) => (e as HTMLElement).click());
    await s.page.waitForSelector('[data-testid="header-sign-in"]');
    expect(app.pathname()).toBe('/en');
    expect(await app.cookie(TOKEN_COOKIE)).toBeUndefined();
  }));

test('registration signs the new user in', () =>
  withPage(s.page, 'register', async () => {
    await app.goto('/en/register');
    await s.page.type('#register_username', 'fresh_user');
    await s.page.type('#register_password', 'Passw0rd!');
    await s.page.type('#register_confirmPassword', 'Passw0rd!');
    await s.page.click('[data-testid="register-submit"]');
    await s.page.waitForSelector('[data-testid="user-menu"]');
    expect(await s.page.$eval('[data-testid="user-menu"]', (e) => e.textContent)).toContain('fresh_user');
  }));
