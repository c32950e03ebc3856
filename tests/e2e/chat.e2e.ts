/**
 * Chat, customer service and notifications as users click them: a buyer writes in an order's
 * chat and the supplier sees the launcher and the 'my sales' badge rise, opens the conversation
 * and the count clears; customer service answers; a sub-account's refused chat account shows the
 * SPEC §8 text; an order event rings the bell.
 */
import type { BrowserContext, Frame, Page } from 'puppeteer-core';
import { chatApi } from '@/domain/chat/endpoints';
import { urlOf } from '@/domain/endpoint';
import { mockControlApi } from '@/domain/mock/endpoints';
import { apiLogin, baseUrl, openSession, resetBackend, signInViaCookie, text, withPage, type Locale, type Session } from './helpers';

let s: Session;
const extraContexts: BrowserContext[] = [];
// a frame is a second copy of the app: against a busy dev server its first load can take a while
const FRAME_TIMEOUT = 60_000;
jest.setTimeout(240_000);

beforeAll(async () => {
  s = await openSession();
  s.page.setDefaultTimeout(FRAME_TIMEOUT);
});
afterAll(async () => {
  await Promise.all(extraContexts.map((c) => c.close().catch(() => undefined)));
  await s?.close();
});
beforeEach(async () => {
  // unload the previous test's app first: its timers would otherwise answer a revoked token by
  // clearing the token cookie the next test has just written
  await s.page.goto('about:blank');
  await resetBackend();
  const cookies = await s.context.cookies();
  if (cookies.length) await s.context.deleteCookie(...cookies);
});

/**
 * Clicks in one step inside the page: badges re-render the tab labels and the conversation list,
 * so a handle taken a moment earlier may already be detached.
 */
async function click(target: Page | Frame, selector: string, timeout?: number): Promise<void> {
  await target.waitForSelector(selector, { visible: true, timeout });
  await target.$eval(selector, (e) => (e as HTMLElement).click());
}

/** A second signed-in user in its own browser context (own cookies). */
async function secondUser(username: string): Promise<Page> {
  const context = await s.browser.createBrowserContext();
  extraContexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(FRAME_TIMEOUT);
  page.setDefaultNavigationTimeout(FRAME_TIMEOUT);
  await signInViaCookie(page, username);
  return page;
}

/** The launcher, the dialog and its frames, seen from the host page. */
class ChatUi {
  constructor(readonly page: Page) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
    await this.page.waitForSelector('[data-testid="chat-launcher"]', { visible: true });
  }

  /** Number on a badge inside `scope` (0 when no badge shows). */
  private badge(scope: string): Promise<number> {
    return this.page.$eval(scope, (el) => Number(el.querySelector('.ant-badge-count')?.getAttribute('title') ?? 0));
  }

  launcherCount(): Promise<number> {
    return this.badge('[data-testid="chat-launcher-open"]');
  }

  tabCount(side: 'buy' | 'sell'): Promise<number> {
    return this.page.$eval(`[data-testid="chat-tab-badge-${side}"]`, (e) => Number(e.getAttribute('data-count')));
  }

  async waitLauncherCount(n: number, timeout = FRAME_TIMEOUT): Promise<void> {
    await this.page.waitForFunction(
      (want) => Number(document.querySelector('[data-testid="chat-launcher-open"] .ant-badge-count')?.getAttribute('title') ?? 0) === want,
      { timeout },
      n,
    );
  }

  /** The tab's count, and its badge shown (labelled with the side) exactly when it is not 0. */
  async waitTabCount(side: 'buy' | 'sell', n: number): Promise<void> {
    await this.page.waitForFunction(
      (sel, want, label) => {
        const el = document.querySelector(sel);
        const badge = el?.querySelector('.ant-badge-count');
        return Number(el?.getAttribute('data-count')) === want && (want === 0 ? !badge : badge?.getAttribute('title') === label);
      },
      {},
      `[data-testid="chat-tab-badge-${side}"]`,
      n,
      side,
    );
  }

  async openDialog(): Promise<void> {
    await click(this.page, '[data-testid="chat-launcher-open"]');
    await this.page.waitForSelector('[data-testid="chat-dialog"]', { visible: true, timeout: FRAME_TIMEOUT });
  }

  async openTab(side: 'buy' | 'sell'): Promise<void> {
    await click(this.page, `[data-testid="chat-tab-${side}"]`);
  }

  /** The frame of a tab (or of the service widget) once it has told the host it is loaded. */
  async frame(which: 'buy' | 'sell' | 'service'): Promise<Frame> {
    const handle = await this.page.waitForSelector(`[data-testid="chat-frame-${which}"][data-ready="1"]`, { timeout: FRAME_TIMEOUT });
    const frame = await handle!.contentFrame();
    if (!frame) throw new Error(`chat frame ${which} has no document`);
    await frame.waitForSelector('[data-testid="chat-frame-page"]', { timeout: FRAME_TIMEOUT });
    return frame;
  }
}

async function send(frame: Frame, message: string): Promise<void> {
  const input = await frame.waitForSelector('[data-testid="chat-input"]');
  await input!.type(message);
  await input!.press('Enter');
  await frame.waitForFunction(
    (m) => [...document.querySelectorAll('[data-testid="chat-message"][data-mine="1"]')].some((e) => e.textContent?.includes(m)),
    {},
    message,
  );
}

test('a buyer writes in an order chat; the supplier sees both badges rise, opens it and the count clears', () =>
  withPage(s.page, 'chat-order-message', async (supplierPage) => {
    const supplier = new ChatUi(supplierPage);
    await signInViaCookie(supplierPage, 'supplier');
    await supplier.goto('/en/order/sold');
    // the supplier starts with everything read
    await supplier.waitLauncherCount(0);

    const buyerPage = await secondUser('buyer');
    await withPage(buyerPage, 'chat-order-message-buyer', async () => {
      const buyer = new ChatUi(buyerPage);
      await buyer.goto('/en/order/purchased');
      await buyer.openDialog();
      await buyer.openTab('buy');
      const frame = await buyer.frame('buy');
      await click(frame, '[data-testid="chat-conversation"][data-counterparty="10002"]:not([data-order=""])');
      await frame.waitForSelector('[data-testid="chat-pane"]');
      await send(frame, `e2e hello ${Date.now()}`);
    });

    // the poll brings the message to the supplier's launcher without a reload
    await supplier.waitLauncherCount(1);
    await supplier.openDialog();
    await supplier.openTab('sell');
    await supplier.waitTabCount('sell', 1);
    expect(await supplier.launcherCount()).toBe(1);

    const frame = await supplier.frame('sell');
    await click(frame, '[data-testid="chat-conversation"][data-counterparty="10001"][data-unread="1"]');
    await frame.waitForSelector('[data-testid="chat-message"][data-mine="0"]');
    await supplier.waitTabCount('sell', 0);
    await supplier.waitLauncherCount(0);
    expect(await supplier.tabCount('sell')).toBe(0);
  }));

test("an order page's chat button opens that order's conversation (switchConversation)", () =>
  withPage(s.page, 'chat-open-from-order', async (page) => {
    // an order of buyer with supplier, read from the chat service the way the frame lists it
    const { accessToken } = await apiLogin('buyer');
    const res = await fetch(`${baseUrl()}${urlOf(chatApi.listConversations)}?side=buy`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const conversations = (await res.json()) as Array<{ orderNo?: string; counterpartyId?: string }>;
    const orderNo = conversations.find((c) => c.orderNo && c.counterpartyId === '10002')?.orderNo;
    expect(orderNo).toBeTruthy();

    const ui = new ChatUi(page);
    await signInViaCookie(page, 'buyer');
    await ui.goto(`/en/order/detail?type=purchase&orderNo=${orderNo}`);
    await click(page, '[data-testid="action-CHAT"]');
    await page.waitForSelector('[data-testid="chat-dialog"]', { visible: true });
    const frame = await ui.frame('buy');
    const pane = await frame.waitForSelector('[data-testid="chat-pane"]');
    expect(await pane!.evaluate((e) => e.querySelector('header')?.textContent)).toContain(
      text('en-US', 'chat.frame.order', { orderNo: orderNo as string }),
    );
    expect(await frame.$eval('[data-testid="chat-conversation"][aria-selected="true"]', (e) => e.getAttribute('data-order'))).toBe(orderNo);
  }));

test('customer service answers in the widget (zh_CN)', () =>
  withPage(s.page, 'chat-customer-service', async (page) => {
    const ui = new ChatUi(page);
    await signInViaCookie(page, 'buyer');
    await ui.goto('/zh_CN/order/purchased');
    await click(page, '[data-testid="chat-launcher-service"]');
    await page.waitForSelector('[data-testid="customer-service"]', { visible: true });
    const locale: Locale = 'zh-CN';
    expect(await page.$eval('[data-testid="customer-service"] header', (e) => e.textContent)).toContain(text(locale, 'chat.service.title'));
    const frame = await ui.frame('service');
    await frame.waitForSelector('[data-testid="chat-pane"]');
    // the header names customer service in the page's language
    expect(await frame.$eval('[data-testid="chat-pane"] header', (e) => e.textContent)).toContain(text(locale, 'chat.service.name.buy'));
    // customer service greets first (a system line), then acknowledges the question through the poll
    expect(await frame.$$eval('[data-testid="chat-message"]:not([data-mine])', (els) => els.length)).toBe(1);
    await send(frame, '请问如何申请退款？');
    await frame.waitForSelector('[data-testid="chat-message"][data-mine="0"]');
  }));

test('a sub-account refused a chat account sees the SPEC §8 initialisation message', () =>
  withPage(s.page, 'chat-init-failure', async (page) => {
    const ui = new ChatUi(page);
    await signInViaCookie(page, 'supplier_sub');
    await ui.goto('/en/order/sold');
    await ui.openDialog();
    await ui.openTab('buy');
    const expected = text('en-US', 'chat.error.initFailed', { title: 'Forbidden' });
    const box = await page.waitForSelector('[data-testid="chat-frame-error-buy"] .ant-result', { visible: true });
    expect(await box!.evaluate((e) => e.textContent)).toContain(expected);
    // the sales side, which it may use, still works
    await ui.openTab('sell');
    await ui.frame('sell');
  }));

test('an order event rings the bell; the notification centre marks it read', () =>
  withPage(s.page, 'chat-notifications', async (page) => {
    await signInViaCookie(page, 'supplier');
    await page.goto(`${baseUrl()}/en/order/sold`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="notification-bell"]');
    // the bell's poll runs every 15 s; a visibility change asks at once: count from a landed poll
    // (the test seed's orders stand still, so only the pushed event rings in between)
    const polled = async () => {
      const answer = page.waitForResponse((r) => r.url().endsWith(chatApi.pollNotifications.path) && r.request().method() === 'POST', {
        timeout: FRAME_TIMEOUT,
      });
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return (await (await answer).json()) as { unread: number };
    };
    const before = (await polled()).unread;
    const res = await fetch(`${baseUrl()}${urlOf(mockControlApi.pushNotification)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'supplier',
        type: 'ORDER_NEW',
        side: 'sell',
        orderNo: 'T-E2E-1',
        params: { quantity: '300', amount: '45.6' },
      }),
    });
    expect(res.status).toBe(201);
    const after = await polled();
    expect(after.unread).toBe(before + 1);
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-count')) === n,
      { timeout: FRAME_TIMEOUT },
      after.unread,
    );
    await click(page, '[data-testid="notification-bell"]');
    const item = await page.waitForSelector('[data-testid="notification-item"][data-type="ORDER_NEW"]', {
      visible: true,
      timeout: FRAME_TIMEOUT,
    });
    expect(await item!.evaluate((e) => e.textContent)).toContain(
      text('en-US', 'chat.notification.body.ORDER_NEW', { orderNo: 'T-E2E-1', quantity: '300', amount: '45.6' }),
    );
    await click(page, '[data-testid="notification-read-all"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-count') === '0');
  }));
