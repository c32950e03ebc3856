/**
 * Automation as a supplier meets it: the rules set in the form answer a buyer's offer made through
 * the normal bargaining call (the record shows the rule), a stock change below a commodity's own
 * threshold rings the bell, the commodity shows under "needs attention", and the to-do centre
 * lists the offer the rules left for a person — in English and in Chinese.
 */
import { supplierApi } from '@/domain/supplier/endpoints';
import { tradeApi } from '@/domain/trade/endpoints';
import type { Paged, SupplierCommodity } from '@/types';
import Big from 'big.js';
import { api, apiLogin, AppPage, appSession, clickVisible, type Session, signInViaCookie, text, waitForToast, withPage } from './helpers';
import { choose, clickTestId, fill } from './supplier.pages';

let s: Session;
let app: AppPage;
const en = (key: string, values?: Record<string, string | number>) => text('en-US', key, values);
const zh = (key: string, values?: Record<string, string | number>) => text('zh-CN', key, values);

// a fresh store per attempt: a retry must not meet the rules the first attempt saved
appSession(
  (o) => {
    s = o.s;
    app = o.app;
  },
  { reset: 'each' },
);

/** Text of the first element matching `sel` whose text includes `part`, once there. */
async function waitForText(sel: string, part: string, timeout = 15_000): Promise<string> {
  const handle = await s.page.waitForFunction(
    (q, p) => [...document.querySelectorAll(q)].map((e) => e.textContent ?? '').find((t) => t.includes(p)),
    { timeout },
    sel,
    part,
  );
  return (await handle.jsonValue()) as string;
}

test('rules set in the form answer an offer and warn of low stock; the to-do centre lists what is left', () =>
  withPage(s.page, 'automation', async () => {
    const page = s.page;
    const supplier = await apiLogin('supplier');
    const buyer = await apiLogin('buyer');
    const mine: Paged<SupplierCommodity> = await api(supplier.accessToken, supplierApi.queryMyCommodities, {
      current: 1,
      size: 20,
      status: 'ON_SALE',
      sort: 'STOCK_DESC',
    });
    const c = mine.records.find((x) => !x.autoUpdate && x.minQuantity <= x.stock)!;
    const threshold = c.stock - 1;

    // the supplier sets the rules like a user: agree at 90 %, reject below 60 %, this commodity warns below its own threshold
    await signInViaCookie(s.context, 'supplier');
    await app.goto('/en/commodity/automation');
    await clickTestId(page, 'bargain-enabled');
    await fill(page, 'agreeShare', '90');
    await fill(page, 'rejectShare', '60');
    await clickTestId(page, 'commodity-rule-add');
    await choose(page, 'commodities_0_commodityId', `${c.title} (${c.id})`);
    await fill(page, 'commodities_0_lowStock', String(threshold));
    await clickTestId(page, 'automation-save');
    await waitForToast(page, en('automation.saved'));

    // the buyer makes two offers through the normal call: 95 % is agreed by the rule, 75 % waits for a person
    const dp = Math.max(2, c.unitPrice.split('.')[1]?.length ?? 0);
    const at = (share: string) => new Big(c.unitPrice).times(share).round(dp, Big.roundDown).toFixed();
    const quantity = c.minQuantity;
    const agreed = await api(buyer.accessToken, tradeApi.applyBargaining, { commodityId: c.id, offerPrice: at('0.95'), quantity });
    const waiting = await api(buyer.accessToken, tradeApi.applyBargaining, { commodityId: c.id, offerPrice: at('0.75'), quantity });
    // stock goes out by one: it crosses the commodity's threshold
    await api(supplier.accessToken, supplierApi.addStockRecord, { commodityId: c.id, type: 'OUT', quantity: 1 });

    // the records show the automatic answer with its rule
    await app.goto(`/en/commodity/bargaining/${c.id}`);
    const rule = en('automation.auto.AGREED', { rule: en('automation.ruleText.AGREE_SHARE', { value: '90' }) });
    expect(await waitForText('[data-testid="bargain-auto-rule"]', rule)).toBe(rule);
    const rows = await page.$$eval('.ant-table-tbody tr', (trs) => trs.map((tr) => tr.textContent ?? ''));
    expect(rows.filter((r) => r.includes(rule))).toHaveLength(1);
    expect(rows.some((r) => r.includes(en('trade.bargaining.status.WAITING')) && r.includes(en('trade.bargaining.agree')))).toBe(true);
    expect(agreed.id).not.toBe(waiting.id);

    // the bell: a low-stock notification and the offers
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-count')) > 0);
    await clickTestId(page, 'notification-bell');
    // the bell formats the stock like every quantity (thousands separated)
    const low = en('chat.notification.body.ORDER_STOCK', { title: c.title, stock: threshold.toLocaleString('en-US') });
    expect(await waitForText('[data-testid="notification-item"][data-type="ORDER_STOCK"]', low)).toContain(low);
    await page.waitForSelector('[data-testid="notification-item"][data-type="BARGAIN_OFFER"]');

    // the warning opens the commodities that need attention: the filter is on and lists this one
    await clickVisible(page, '[data-testid="notification-item"][data-type="ORDER_STOCK"] [data-testid="notification-open-commodity"]');
    await page.waitForFunction(() => location.pathname.endsWith('/commodity') && location.search.includes('attention=1'));
    expect(await waitForText('[data-testid="commodity-table"] .ant-table-tbody tr', c.id)).toContain(c.title.slice(0, 10));
    expect(await page.$eval('[data-testid="commodity-attention"]', (e) => e.getAttribute('aria-pressed'))).toBe('true');

    // the runs say what the rules did, each with its rule
    await app.goto('/en/commodity/automation');
    const lowRule = en('automation.ruleText.LOW_STOCK_COMMODITY', { value: threshold });
    expect(await waitForText('[data-testid="run-rule"]', lowRule)).toBe(lowRule);
    await page.waitForSelector('[data-testid="run-kind"][data-kind="OFFER_AGREED"]');

    // in Chinese: the record's rule and the to-do centre with the offer left for a person
    await app.goto(`/zh_CN/commodity/bargaining/${c.id}`);
    const zhRule = zh('automation.auto.AGREED', { rule: zh('automation.ruleText.AGREE_SHARE', { value: '90' }) });
    expect(await waitForText('[data-testid="bargain-auto-rule"]', zhRule)).toBe(zhRule);
    await app.goto('/zh_CN/todo');
    await page.waitForSelector('[data-testid="todo-tab-OFFER"][data-count="1"]');
    expect(await waitForText('[data-testid="todo-row"][data-kind="OFFER"]', c.title)).toContain(zh('automation.todo.open.OFFER'));
    await clickTestId(page, 'todo-open');
    await page.waitForFunction((id) => location.pathname.endsWith(`/commodity/bargaining/${id}`), {}, c.id);
  }));
