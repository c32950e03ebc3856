/**
 * Third-party sign-in through the fake OAuth2 provider: the login dialog's GitHub button, the
 * provider's consent page, the callback with code and state, binding to an account, and a forged
 * state refused; the site-layout pages that show developer texts opened directly.
 */
import { devApi } from '@/domain/dev/endpoints';
import { urlOf } from '@/domain/endpoint';
import { AppPage, LoginDialog, openSession, resetBackend, signInViaCookie, text, withPage, type Session } from './helpers';

let s: Session;
let app: AppPage;
let dialog: LoginDialog;

beforeAll(async () => {
  s = await openSession();
  app = new AppPage(s.page);
  dialog = new LoginDialog(s.page);
  await resetBackend();
});
afterAll(async () => {
  await s?.close();
});
beforeEach(async () => {
  // unload the previous test's app first: its timers would otherwise answer a revoked token by
  // clearing the token cookie the next test has just written
  await s.page.goto('about:blank');
  const cookies = await s.context.cookies();
  if (cookies.length) await s.context.deleteCookie(...cookies);
});

/** From the login dialog over a guarded page to the provider's consent page, then authorize as `uid`. */
async function throughProvider(uid: string): Promise<void> {
  await app.goto('/en/order/sold');
  await dialog.waitOpen();
  await s.page.click('[data-testid="login-oauth2-github"]');
  await s.page.waitForSelector('#consent-title');
  expect(new URL(s.page.url()).pathname).toBe(urlOf(devApi.providerAuthorize));
  await s.page.click(`#identity-${uid}`);
  await Promise.all([s.page.waitForNavigation(), s.page.click('#authorize')]);
}

const userMenuText = async () => {
  await s.page.waitForSelector('[data-testid="user-menu"]');
  return s.page.$eval('[data-testid="user-menu"]', (e) => e.textContent ?? '');
};

test('an unbound provider account is bound to buyer with the password, then signs in alone', () =>
  withPage(s.page, 'oauth2-bind', async () => {
    await throughProvider('gh-2002');
    // the callback's REDIRECT action hides the dialog and navigates to the bind page
    await s.page.waitForFunction(() => location.pathname === '/en/passport/oauth2/bind' && location.search.includes('ticket='));
    expect(await dialog.isOpen()).toBe(false);
    const login = await s.page.waitForSelector('[data-testid="oauth2-bind-login"]');
    expect(await login!.evaluate((e) => e.textContent)).toBe('new-octocat');
    expect(await app.title()).toBe(text('en-US', 'route.passport.oauth2Bind'));
    await s.page.type('#oauth2bind_username', 'buyer');
    await s.page.type('#oauth2bind_password', 'Passw0rd!');
    await s.page.click('[data-testid="oauth2-bind-submit"]');
    // back on the page that asked for a session, signed in as buyer
    await s.page.waitForFunction(() => location.pathname === '/en/order/sold');
    expect(await userMenuText()).toContain('buyer');

    // next time the provider account alone signs buyer in
    await s.context.deleteCookie(...(await s.context.cookies()));
    await throughProvider('gh-2002');
    await s.page.waitForFunction(() => location.pathname === '/en/order/sold');
    expect(await userMenuText()).toContain('buyer');
  }));

test('a wrong password keeps the bind form and what was typed', () =>
  withPage(s.page, 'oauth2-bind-wrong', async () => {
    await throughProvider('gh-2003');
    await s.page.waitForSelector('[data-testid="oauth2-bind-login"]');
    await s.page.type('#oauth2bind_username', 'buyer');
    await s.page.type('#oauth2bind_password', 'nope');
    await s.page.click('[data-testid="oauth2-bind-submit"]');
    await s.page.waitForFunction(() => document.body.innerText.includes('Incorrect username or password'));
    expect(app.pathname()).toBe('/en/passport/oauth2/bind');
    expect(await s.page.$eval('#oauth2bind_username', (e) => (e as HTMLInputElement).value)).toBe('buyer');
  }));

test('a callback with a state the backend never issued is refused', () =>
  withPage(s.page, 'oauth2-forged-state', async () => {
    await app.goto('/zh_CN/login/oauth2/code/github?code=mhc_forged&state=st_forged');
    await s.page.waitForFunction((t) => document.body.innerText.includes(t), {}, text('zh-CN', 'session.oauth2.failed'));
    expect(await s.page.$('[data-testid="user-menu"]')).toBeNull();
  }));

/** No raw message id of the developer area left in the page (a text missing from the loaded bundles). */
const rawDevIds = () => s.page.evaluate(() => document.body.innerText.match(/\bdev\.[a-zA-Z]+\.[\w.]+/g) ?? []);

test('the bind page and the pending page show their texts on a direct visit', () =>
  withPage(s.page, 'dev-direct-texts', async () => {
    // a fresh load straight into the site layout: only the site texts come with it
    await app.goto('/en/passport/oauth2/bind?provider=github&providerUid=gh-2004');
    await s.page.waitForSelector('[data-testid="oauth2-bind"]');
    await s.page.waitForFunction((t) => document.body.innerText.includes(t), {}, text('en-US', 'dev.bind.noAccount'));
    expect(await s.page.$eval('[data-testid="oauth2-bind"]', (e) => (e as HTMLElement).innerText)).toContain(
      text('en-US', 'dev.bind.cancel'),
    );
    expect(await rawDevIds()).toEqual([]);

    // newbie has no developer application: the page says there is nothing to wait for
    await signInViaCookie(s.context, 'newbie');
    await app.goto('/en/pending/verifyPending?kind=developer');
    await s.page.waitForSelector('[data-testid="pending-idle"]');
    await s.page.waitForFunction((t) => document.body.innerText.includes(t), {}, text('en-US', 'dev.pending.developer.idle'));
    expect(await s.page.$eval('[data-testid="pending-idle"]', (e) => (e as HTMLElement).innerText)).toContain(
      text('en-US', 'dev.pending.developer.go'),
    );
    expect(await rawDevIds()).toEqual([]);
  }));
