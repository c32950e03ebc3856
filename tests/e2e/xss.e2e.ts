/**
 * Stored XSS: every payload of tests/e2e/fixtures/xssPayloads.ts goes, the way users would send it,
 * through each user-controlled text the console renders (chat messages, order remarks and receiving
 * accounts, delivery credentials and their files, commodity titles and descriptions, demand titles,
 * store names, nicknames and remarks, sub-account names, profile fields, reviews and replies,
 * receiving bank accounts, help bodies from the CMS, the Markdown playground). A payload longer than
 * a field's limit must be refused with a 400 naming the field. Each visit then proves the payloads
 * are on the screen, and that none ran: the hooked `__xss`, alert, confirm and prompt stayed silent,
 * no dialog or popup opened, and the document holds no javascript: link, srcdoc frame or handler
 * calling `__xss`. Links a user would click are clicked. (The console has no store notice, and
 * demands have no description: there is nothing of either to plant.)
 */
import type { HTTPRequest, Page } from 'puppeteer-core';
import { accountApi } from '@/domain/account/endpoints';
import { MAX_RECEIVING_ACCOUNTS, MAX_SUB_ACCOUNTS } from '@/domain/account/rules';
import { authApi } from '@/domain/auth/endpoints';
import { chatApi } from '@/domain/chat/endpoints';
import { mockControlApi } from '@/domain/mock/endpoints';
import { resellerApi } from '@/domain/reseller/endpoints';
import { DEMAND_LIMITS, SUPPLIER_REMARK_MAX } from '@/domain/reseller/facts';
import { supplierApi } from '@/domain/supplier/endpoints';
import { COMMODITY_LIMITS, REVIEW_LIMITS, STORE_NAME_MAX } from '@/domain/supplier/rules';
import { tradeApi } from '@/domain/trade/endpoints';
import { XSS_PAYLOADS, type XssPayload } from './fixtures/xssPayloads';
import {
  api,
  apiLogin,
  baseUrl,
  callApi,
  downloadVia,
  openSession,
  resetBackend,
  signInViaCookie,
  uploadAs,
  withPage,
  type Session,
} from './helpers';
import { TINY_PNG } from './supplier.pages';
import { takePolicyViolations } from './browser';

jest.setTimeout(120_000);

// Limits the fake backend enforces where no shared constant names them (mock/_db/...).
const NICKNAME_MAX = 20; // account/profile.ts, account/subUsers.ts
const ORDER_TEXT_MAX = 200; // trade/actions.ts: remarks, notes
const ORDER_NAME_MAX = 60; // trade/actions.ts: characters, game accounts
const BANK_BRANCH_MAX = 60; // account/receiving.ts

const SUPPLIER_ID = '10002';
const DAY_MS = 86_400_000;
const PASSWORD = 'Passw0rd!';

let s: Session;

// One browser session for the file, the backend reset once. Unlike appSession, a test does not
// start from a blank page: consecutive visits of one user move through the app in-page (fast).
beforeAll(async () => {
  s = await openSession();
  await resetBackend();
});
afterAll(async () => {
  await s?.close();
});

// ------------------------------------------------------------------ the hook and the checks

type Hooked = Window & { __xss?: (id: unknown) => void; __xssHits?: string[]; __xssReport?: (what: string) => Promise<void> };

/** Runs before any script of every document of the page (frames too): records what would run. */
function installHook(): void {
  const w = window as Hooked;
  const hits: string[] = [];
  w.__xssHits = hits;
  const record = (what: string) => {
    hits.push(what);
    // the binding outlives navigations: a run just before a page unloads is still counted
    if (typeof w.__xssReport === 'function') void w.__xssReport(what);
  };
  w.__xss = (id) => record(`__xss(${String(id)})`);
  w.alert = (m) => record(`alert(${String(m)})`);
  w.confirm = (m) => {
    record(`confirm(${String(m)})`);
    return false;
  };
  w.prompt = (m) => {
    record(`prompt(${String(m)})`);
    return null;
  };
}

/** What an attacker's markup would have left in a document (run in each frame). */
function dangerousMarkup(): string[] {
  const bad: string[] = [];
  const urlAttrs = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background', 'poster', 'codebase'];
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const a of Array.from(el.attributes)) {
      const name = a.name.toLowerCase();
      // browsers drop control characters and spaces from a scheme: so does the check
      // eslint-disable-next-line no-control-regex -- control characters are what must go
      const url = a.value.replace(/[\u0000-\u0020]/g, '');
      if (name.startsWith('on') && a.value.includes('__xss')) bad.push(`<${el.localName} ${name}="${a.value}">`);
      else if (name === 'srcdoc') bad.push(`<${el.localName} srcdoc>`);
      else if (urlAttrs.includes(name) && /^(javascript|vbscript|data:text\/html)/i.test(url))
        bad.push(`<${el.localName} ${name}="${a.value}">`);
      else if (name === 'style' && /expression\(|javascript:/i.test(a.value)) bad.push(`<${el.localName} style="${a.value}">`);
    }
    if ((el.localName === 'script' || el.localName === 'style') && (el.textContent ?? '').includes('__xss'))
      bad.push(`<${el.localName}> with __xss`);
    if (el.localName === 'meta' && /javascript:/i.test(el.getAttribute('content') ?? '')) bad.push('<meta> to javascript:');
  }
  if (document.querySelector('a[href^="javascript:" i]')) bad.push('a[href^="javascript:"]');
  if (document.querySelector('iframe[srcdoc]')) bad.push('iframe[srcdoc]');
  return bad;
}

/**
 * Texts of `want` not on the screen inside `scope` (rendered text, or the value of a form field), or
 * shown fewer than `times` times.
 */
function missingOnScreen(want: string[], scope: string, times: number): string[] {
  const root = document.querySelector<HTMLElement>(scope);
  if (!root) return want;
  const fields = Array.from(root.querySelectorAll('input, textarea')).map((e) => (e as HTMLInputElement).value);
  const seen = [root.innerText, ...fields].join('\n');
  return want.filter((t) => seen.split(t).length - 1 < times);
}

/** Texts of `want` that are not the whole text of some table cell. */
function missingCells(want: string[]): string[] {
  const cells = new Set(Array.from(document.querySelectorAll('td')).map((td) => td.innerText.trim()));
  return want.filter((t) => !cells.has(t));
}

/** Every execution the hook saw (Node side, across navigations), dialogs, and opened pages. */
const executed: string[] = [];
const popups: string[] = [];
/** Requests of the test page not answered yet, for the report of a page that never goes quiet. */
const inFlight = new Map<HTTPRequest, { url: string; since: number }>();

beforeAll(async () => {
  await s.page.exposeFunction('__xssReport', (what: string) => {
    executed.push(what);
  });
  await s.page.evaluateOnNewDocument(installHook);
  // the presence checks run inside the page: make them globals there too
  await s.page.evaluateOnNewDocument(
    `window.missingOnScreen = ${missingOnScreen.toString()}; window.missingCells = ${missingCells.toString()};`,
  );
  s.page.on('request', (r) => inFlight.set(r, { url: r.url(), since: Date.now() }));
  s.page.on('requestfinished', (r) => inFlight.delete(r));
  s.page.on('requestfailed', (r) => inFlight.delete(r));
  s.page.on('dialog', (d) => {
    executed.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  s.page.on('popup', (p) => {
    if (p) popups.push(p.url());
  });
});

/** Nothing ran and nothing dangerous is in any frame: checked once the page is quiet. */
async function assertNothingRan(page: Page, where: string): Promise<void> {
  // image errors, autofocus and toggle events fire after render: let them happen first
  await page.waitForNetworkIdle({ idleTime: 250, timeout: 10_000 }).catch((e: unknown) => {
    // a page that never goes quiet names the requests that kept it busy
    const busy = [...inFlight.values()].map(({ url, since }) => `${url} (${Date.now() - since} ms)`);
    throw new Error(`${where}: the network never went quiet; in flight: ${busy.join(', ') || 'none'}; ${String(e)}`);
  });
  const inPage: string[] = [];
  const markup: string[] = [];
  for (const f of page.frames().filter((frame) => !frame.detached)) {
    inPage.push(...(await f.evaluate(() => (window as Hooked).__xssHits ?? [])));
    markup.push(...(await f.evaluate(dangerousMarkup)));
  }
  const opened = popups.filter((u) => !u.startsWith(baseUrl()));
  expect({ where, executed, inPage, markup, opened }).toEqual({ where, executed: [], inPage: [], markup: [], opened: [] });
}

/** The quick form of assertNothingRan between in-app navigations: no wait for the page to be quiet. */
async function assertQuiet(page: Page, where: string): Promise<void> {
  const markup = await page.evaluate(dangerousMarkup);
  expect({ where, executed, markup }).toEqual({ where, executed: [], markup: [] });
}

/**
 * Waits until every text is on the screen (inside `scope`, at least `times` times; with `cells`, each
 * as the whole text of a table cell); fails naming the ones that never came.
 */
async function expectShown(
  page: Page,
  surface: string,
  texts: string[],
  opts: { timeout?: number; scope?: string; cells?: boolean; fast?: boolean; times?: number } = {},
): Promise<void> {
  const { timeout = 15_000, scope = 'body', cells = false, fast = false, times = 1 } = opts;
  const missing = (want: string[], sel: string, byCell: boolean, n: number) =>
    byCell ? missingCells(want) : missingOnScreen(want, sel, n);
  const call = `(${missing.toString()})(${JSON.stringify(texts)}, ${JSON.stringify(scope)}, ${cells}, ${times})`;
  // a timeout here is reported just below, with the texts that are missing
  await page.waitForFunction(`${call}.length === 0`, { timeout, polling: fast ? 50 : 100 }).catch(() => undefined);
  // what ran so far is named too: a rendering that runs markup usually also fails to show it as text
  expect({ surface, missing: await page.evaluate(call), executed }).toEqual({ surface, missing: [], executed: [] });
  markShown(surface, texts);
}

/** Clicks every link inside `selector` (one with the mouse, as a user would); a sanitised link goes nowhere. */
async function clickLinks(page: Page, selector: string): Promise<void> {
  const links = await page.$$(selector);
  expect(links.length).toBeGreaterThan(0);
  const visible = await page.$(`${selector}:not(:empty)`);
  await visible?.click();
  for (const link of links) await link.evaluate((a) => (a as HTMLElement).click());
}

/** A Luhn-valid 16-digit card number, different for each n. */
function bankCard(n: number): string {
  const body = `621700${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Closes whatever a payload leaves open, innermost first (raw-text elements, then a paragraph, then
 * the elements it may sit in), so that each payload of a rich-text body is parsed, and proven shown,
 * on its own: an open iframe or noscript would otherwise swallow every payload after it.
 */
const BLOCK_END =
  '</iframe></noembed></noframes></xmp></textarea></title></style></select></p></noscript></audio></video></marquee></details></object></form></table></svg></math>';

/** One visit of a surface: screenshots on failure, a clean hook record to start from. */
function visit(name: string, fn: (page: Page) => Promise<void>): Promise<void> {
  executed.length = 0;
  popups.length = 0;
  return withPage(s.page, `xss-${name}`, fn).catch((e: unknown) => {
    // a retry starts from a full load
    signedIn = undefined;
    throw e;
  });
}

/** Who the open app is signed in as (null: nobody); undefined when a full load must come next. */
let signedIn: string | null | undefined;

const STALE = 'data-xss-stale';

/**
 * Shows `path` to `user` (null: signed out) and waits for `ready`: a full load when the user
 * changes, else in-app navigation (the router follows history), which is much faster. When another
 * page comes, the elements of the one left behind are marked so that `ready` and the pager cannot
 * match them; when the same page stays on with other data, the caller waits for that data.
 */
async function show(page: Page, user: string | null, path: string, ready: string): Promise<void> {
  if (signedIn !== user || !page.url().startsWith(baseUrl())) {
    const cookies = await s.context.cookies();
    if (cookies.length) await s.context.deleteCookie(...cookies);
    if (user) await signInViaCookie(s.context, user);
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
    signedIn = user;
  } else if (new URL(page.url()).pathname === path.split('?')[0]) await spaGo(page, path);
  else {
    await page.evaluate(
      (sel, mark) => document.querySelectorAll(`${sel}, .ant-pagination-options`).forEach((e) => e.setAttribute(mark, '')),
      ready,
      STALE,
    );
    await spaGo(page, path);
  }
  await page.waitForSelector(`${ready}:not([${STALE}])`, { visible: true });
}

/** Leaves the page and comes back, in-app: the page reads its data afresh. */
async function reread(page: Page, user: string, path: string, ready: string): Promise<void> {
  const prefix = path.startsWith('/en/') ? '/en' : '/zh_CN';
  await show(page, user, `${prefix}/playground/form`, 'form');
  await show(page, user, path, ready);
}

/** In-app navigation (the router follows history), much faster than a reload. */
async function spaGo(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Shows `n` rows per page in the (single) table's pager. */
async function rowsPerPage(page: Page, n: number): Promise<void> {
  await page.click(`.ant-pagination-options:not([${STALE}]) .ant-select-selector`);
  const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';
  const option = await page.waitForSelector(`${open} .ant-select-item-option[title^="${n} "]`, { visible: true });
  // in-page click: the dropdown may still be sliding in
  await option!.evaluate((o) => (o as HTMLElement).click());
}

// ------------------------------------------------------------------ planting

interface Tally {
  tried: number;
  accepted: number;
  refused: number;
  /** payloads proven on the screen */
  shown: Set<number>;
}
const tallies = new Map<string, Tally>();
function tallyOf(surface: string): Tally {
  let t = tallies.get(surface);
  if (!t) {
    t = { tried: 0, accepted: 0, refused: 0, shown: new Set() };
    tallies.set(surface, t);
  }
  return t;
}
function count(surface: string, what: 'tried' | 'accepted' | 'refused', n = 1): void {
  tallyOf(surface)[what] += n;
}
/** Payloads a shown text proves: the ones it holds, or the one its marker `[#id]` names. */
function markShown(surface: string, texts: string[]): void {
  const shown = tallyOf(surface).shown;
  for (const t of texts) for (const p of XSS_PAYLOADS) if (t.includes(p.text) || t === `[#${p.id}]`) shown.add(p.id);
}
afterAll(() => {
  const cells = (...v: Array<string | number>) => v.map((x, i) => (i ? String(x).padStart(7) : String(x).padEnd(28))).join('');
  const rows = [...tallies].map(([surface, t]) => cells(surface, t.tried, t.accepted, t.refused, t.shown.size));
  console.log(
    [`stored XSS battery: ${XSS_PAYLOADS.length} payloads`, cells('surface', 'tried', 'taken', '400', 'shown'), ...rows].join('\n'),
  );
});

/**
 * Sends payload `p` to a field of limit `max`: one that fits must be taken; a longer one must be
 * refused with a 400 naming `field` (then `fallback`, if given, is sent in its place).
 */
async function plant<T>(
  surface: string,
  p: XssPayload,
  max: number,
  field: string,
  send: (text: string) => Promise<T>,
  fallback?: string,
): Promise<T | undefined> {
  count(surface, 'tried');
  if (p.text.length <= max) {
    const answer = await send(p.text);
    count(surface, 'accepted');
    return answer;
  }
  await expect(send(p.text)).rejects.toThrow(new RegExp(`HTTP 400: .*"field":"${field.replace(/[.[\]]/g, '\\$&')}"`));
  count(surface, 'refused');
  return fallback === undefined ? undefined : send(fallback);
}

/** Payloads that fit `max`. */
const fitting = (max: number) => XSS_PAYLOADS.filter((p) => p.text.length <= max);

/** Payloads joined by a space into texts of at most `max` characters, each payload whole in one text. */
function packs(list: readonly XssPayload[], max: number): Array<{ text: string; size: number }> {
  const out: Array<{ text: string; size: number }> = [];
  for (const p of list) {
    const last = out[out.length - 1];
    if (last && last.text.length + 1 + p.text.length <= max) out[out.length - 1] = { text: `${last.text} ${p.text}`, size: last.size + 1 };
    else out.push({ text: p.text, size: 1 });
  }
  return out;
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= fn());
}

const tokens = new Map<string, Promise<string>>();
function tokenOf(username: string): Promise<string> {
  let t = tokens.get(username);
  if (!t) {
    t = apiLogin(username).then((x) => x.accessToken);
    tokens.set(username, t);
  }
  return t;
}

/** Supplier publishes one gold commodity per payload (title = payload) and descriptions packed with every payload. */
const commodities = once(async () => {
  const token = await tokenOf('supplier');
  const mine = await api(token, supplierApi.queryMyCommodities, { size: 100 });
  const gold = mine.records.find((c) => c.categoryKind === 'gold');
  if (!gold) throw new Error('supplier has no gold commodity to copy a placement from');
  const base = {
    gameId: gold.gameId,
    serverId: gold.serverId,
    categoryId: gold.categoryId,
    unitPrice: '0.5',
    stock: 10_000,
    minQuantity: 1,
    maxQuantity: 1_000,
    tradeMethod: gold.tradeMethod,
    effectiveTime: new Date(Date.now() + 60 * DAY_MS).toISOString(),
    imageList: [],
    attributeValueIds: [],
  };
  const notes = packs(XSS_PAYLOADS, COMMODITY_LIMITS.deliveryNoteMax);
  const byPayload = new Map<number, string>();
  const described: Array<{ id: string; note: string }> = [];
  for (const p of XSS_PAYLOADS) {
    const note = notes[byPayload.size];
    const created = await plant('commodity title', p, COMMODITY_LIMITS.titleMax, 'title', (title) =>
      api(token, supplierApi.createCommodity, { ...base, title, ...(note ? { deliveryNote: note.text } : {}) }),
    );
    if (!created) continue;
    byPayload.set(p.id, created.id);
    if (note) described.push({ id: created.id, note: note.text });
  }
  if (described.length < notes.length) throw new Error('more description packs than commodities');
  count('commodity description', 'tried', XSS_PAYLOADS.length);
  count('commodity description', 'accepted', XSS_PAYLOADS.length);
  const showcase = await api(token, supplierApi.createCommodity, { ...base, title: 'XSS showcase gold' });
  return { byPayload, described, showcase: showcase.id };
});

async function buyerPassesGate(token: string): Promise<void> {
  const check = await callApi(tradeApi.getCheatState, { token, query: { counterpartyId: SUPPLIER_ID, role: 'buy' } });
  if (check.state === 'WARNING') await api(token, tradeApi.confirmCheatWarning, { counterpartyId: SUPPLIER_ID, role: 'buy' });
}

/**
 * Buyer orders each payload commodity (one order per payload): receiving character, game account
 * and note, then the order's remark, carry the payload.
 */
const orders = once(async () => {
  const { byPayload, showcase } = await commodities();
  const token = await tokenOf('buyer');
  await buyerPassesGate(token);
  const orderOf = new Map<number, string>();
  for (const p of XSS_PAYLOADS) {
    const commodityId = byPayload.get(p.id) ?? showcase;
    const order = (receiving: { character: string; account?: string; note?: string }) =>
      api(token, tradeApi.createBuyerOrder, { commodityId, quantity: 1, receiving });
    count('order receiving account', 'tried');
    let created;
    if (p.text.length <= ORDER_NAME_MAX) {
      created = await order({ character: p.text, account: p.text, note: p.text });
      count('order receiving account', 'accepted');
    } else {
      await expect(order({ character: p.text })).rejects.toThrow(/HTTP 400: .*"field":"receiving\.character"/);
      await expect(order({ character: `c${p.id}`, account: p.text })).rejects.toThrow(/HTTP 400: .*"field":"receiving\.account"/);
      count('order receiving account', 'refused');
      created = await order({ character: `c${p.id}`, note: p.text });
    }
    orderOf.set(p.id, created.orderNo);
    await plant('order remark', p, ORDER_TEXT_MAX, 'remark', (remark) =>
      api(token, tradeApi.remarkOrder, { orderNo: created.orderNo, remark, side: 'purchase' }),
    );
  }
  return orderOf;
});

/** A delivery names files the supplier stored in the bucket: one picture, uploaded once. */
const storedFile = once(async () => {
  const res = await uploadAs(await tokenOf('supplier'), 'file', { name: 'proof.png', type: 'image/png', bytes: TINY_PNG });
  if (!res.body.url) throw new Error(`the bucket refused the proof picture: HTTP ${res.status}`);
  return res.body.url;
});

/**
 * A paid order of the showcase commodity: the supplier delivers one unit per payload (character,
 * note and file name), and the buyer writes every payload into the order's chat.
 */
const showcaseOrder = once(async () => {
  const { showcase } = await commodities();
  const buyer = await tokenOf('buyer');
  const supplier = await tokenOf('supplier');
  await buyerPassesGate(buyer);
  const created = await api(buyer, tradeApi.createBuyerOrder, {
    commodityId: showcase,
    quantity: XSS_PAYLOADS.length + 5,
    receiving: { character: 'Vexa' },
  });
  await api(buyer, tradeApi.pay, { batchNo: created.batchNo, paymentMethod: 'BALANCE' });
  const orderNo = created.orderNo;
  const fileUrl = await storedFile();
  const paid = await callApi(tradeApi.getOrder, { token: buyer, path: { id: orderNo }, query: { side: 'purchase' } });
  expect(paid.status).toBe('TO_DELIVER');
  for (const p of XSS_PAYLOADS) {
    const files = [{ name: p.text, url: fileUrl }];
    await plant(
      'delivery credentials',
      p,
      ORDER_NAME_MAX,
      'character',
      (character) => api(supplier, tradeApi.deliverOrder, { orderNo, quantity: 1, character, note: p.text, files }),
      `c${p.id}`,
    );
    await plant('chat messages', p, 2_000, 'content', (content) =>
      api(buyer, chatApi.sendOrderChatMessage, { orderNo, side: 'buy', counterpartyId: SUPPLIER_ID, content }),
    );
  }
  return orderNo;
});

// ------------------------------------------------------------------ the battery
// Grouped by user (a full load only when the user changes); the locale alternates by surface.

const DETAIL = '[data-testid="order-detail"]';

test('control: the hook and the markup check see a payload that does run', () =>
  visit('control', async (page) => {
    await show(page, null, '/en/help', '#root');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img id="xss-control" src=x onerror=__xss(0)><a href="javascript:__xss(0)">x</a>');
      window.alert('0');
    });
    // the markup check sees the handler and the javascript: link; the Content-Security-Policy
    // blocks the handler, and the suite's guard hears of it (taken here: this one is expected)
    await expect(assertNothingRan(page, 'control')).rejects.toThrow(/alert\(0\)[\s\S]*__xss\(0\)[\s\S]*javascript:/);
    if (await page.$('meta[http-equiv="Content-Security-Policy"]')) {
      await new Promise((r) => setTimeout(r, 300)); // the report travels as a console message
      expect(takePolicyViolations().join('\n')).toMatch(/script-src-attr blocked inline/);
    }
    executed.length = 0;
    signedIn = undefined; // the control markup stays in this document: the next visit loads afresh
  }));

test('help centre: a CMS article body holding every payload (zh_CN); its links are clicked', () =>
  visit('help', async (page) => {
    const body = XSS_PAYLOADS.map((p) => `<p>[#${p.id}]</p>\n${p.text}\n${BLOCK_END}`).join('\n');
    const title = `XSS ${XSS_PAYLOADS.map((p) => p.text).join(' ')}`;
    const { id } = await callApi(mockControlApi.plantArticle, { body: { title, body } });
    for (const surface of ['help article title', 'help article body']) {
      count(surface, 'tried', XSS_PAYLOADS.length);
      count(surface, 'accepted', XSS_PAYLOADS.length);
    }
    await show(page, null, `/zh_CN/help/article/${id}`, '[data-testid="rich-text"]');
    await expectShown(page, 'help article title', [title], { scope: '[data-testid="content-title"]' });
    // each payload's block, and what sanitising leaves of some (text stays text, links lose their target)
    await expectShown(
      page,
      'help article body',
      [
        ...XSS_PAYLOADS.map((p) => `[#${p.id}]`),
        '${__xss(2)}',
        "{{constructor.constructor('__xss(25)')()}}",
        '<img src=x onerror=__xss(27)>',
        'a15',
      ],
      { scope: '[data-testid="rich-text"]' },
    );
    await assertNothingRan(page, 'help article');
    await clickLinks(page, '[data-testid="rich-text"] a');
    await assertNothingRan(page, 'help article after its links were clicked');
  }));

test('orders: titles in the purchase list (zh_CN); receiving accounts and remarks on each detail (en)', () =>
  visit('orders', async (page) => {
    const orderOf = await orders();
    await show(page, 'buyer', '/zh_CN/order/purchased?pageSize=100', '[data-testid="order-link"]');
    await expectShown(
      page,
      'commodity title',
      fitting(COMMODITY_LIMITS.titleMax).map((p) => p.text),
      { scope: '.ant-table-tbody' },
    );
    await assertNothingRan(page, 'purchase list');
    for (const p of XSS_PAYLOADS) {
      const orderNo = orderOf.get(p.id)!;
      await show(page, 'buyer', `/en/order/detail?type=purchase&orderNo=${orderNo}`, DETAIL);
      // receiving character, game account and note, and the remark (only note and remark when too long for a name)
      const times = p.text.length <= ORDER_NAME_MAX ? 4 : 2;
      await page.waitForFunction((sel, no) => document.querySelector(sel)?.textContent?.includes(no), {}, DETAIL, orderNo);
      await expectShown(page, 'order receiving account', [p.text], { scope: DETAIL, fast: true, times });
      markShown('order remark', [p.text]);
      await assertQuiet(page, `order detail of payload ${p.id}`);
    }
    await assertNothingRan(page, 'order details');
  }));

test('delivery credentials: one delivery per payload (character, note, file name) on one order (en); a file link opens in the app', () =>
  visit('delivery', async (page) => {
    const orderNo = await showcaseOrder();
    await show(page, 'buyer', `/en/order/detail?type=purchase&orderNo=${orderNo}`, DETAIL);
    // each delivery's character, note and file name (only note and file name when too long for a name)
    const [fit, long] = [fitting(ORDER_NAME_MAX), XSS_PAYLOADS.filter((p) => p.text.length > ORDER_NAME_MAX)];
    await expectShown(
      page,
      'delivery credentials',
      fit.map((p) => p.text),
      { scope: DETAIL, times: 3 },
    );
    await expectShown(
      page,
      'delivery credentials',
      long.map((p) => p.text),
      { scope: DETAIL, times: 2 },
    );
    await assertNothingRan(page, 'credentials');
    // a file link saves the stored file, same origin, never script
    const link = `${DETAIL} a[data-testid="user-file"][download]`;
    expect(await page.$eval(link, (a) => (a as HTMLAnchorElement).href)).toBe(`${baseUrl()}${await storedFile()}`);
    const saved = await downloadVia(page, s.downloadDir, () => page.click(link));
    expect(saved.bytes).toBe(TINY_PNG.length);
    await assertNothingRan(page, 'credentials after a file link');
  }));

test('demands: titles in the reseller list (en)', () =>
  visit('demands', async (page) => {
    const token = await tokenOf('buyer');
    const sample = (await api(token, resellerApi.queryMyDemands, { current: 1, size: 1 })).records[0];
    const base = {
      gameId: sample.gameId,
      serverId: sample.serverId,
      categoryId: sample.categoryId,
      unitPrice: '0.01',
      quantity: 10,
      minQuantity: 1,
      maxQuantity: 10,
      tradeMethod: sample.tradeMethod,
      effectiveTime: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      publicStatus: 'PRIVATE' as const,
    };
    for (const p of XSS_PAYLOADS) {
      await plant('demand title', p, DEMAND_LIMITS.titleMax, 'title', (title) => api(token, resellerApi.createDemand, { ...base, title }));
    }
    await show(page, 'buyer', '/en/demand', '.ant-table-row');
    await rowsPerPage(page, 50);
    await expectShown(
      page,
      'demand title',
      fitting(DEMAND_LIMITS.titleMax).map((p) => p.text),
      { scope: '.ant-table-tbody' },
    );
    await assertNothingRan(page, 'demand list');
  }));

/** The nickname the seed's supplier was given, for its profile visit. */
let supplierNickname: string | undefined;

test("store names, nicknames and the buyer's remarks: the buyer's suppliers list (zh_CN)", () =>
  visit('suppliers', async (page) => {
    const buyer = await tokenOf('buyer');
    const traderId = (await api(await tokenOf('trader'), authApi.getUserInfo)).id;
    const listed = (await api(buyer, resellerApi.queryMySuppliers, { current: 1, size: 100 })).records;
    // the seed's own supplier first: its nickname shows on its profile too
    const rows = [...listed].sort((a, b) => Number(b.supplierId === SUPPLIER_ID) - Number(a.supplierId === SUPPLIER_ID));
    const usernameOf = (id: string, storeUrl = '') =>
      id === SUPPLIER_ID ? 'supplier' : id === traderId ? 'trader' : `store_${storeUrl.replace(/-/g, '_')}`;
    const stores = await Promise.all(
      rows.map(async (r) => {
        const token = await tokenOf(usernameOf(r.supplierId, r.storeUrl));
        const me = await api(token, authApi.getUserInfo);
        const info = { storeUrl: me.supplierInfo?.storeUrl ?? '', contactQq: me.contactQq ?? '', contactPhone: me.contactPhone ?? '' };
        return { id: r.supplierId, token, save: (storeName: string) => api(token, supplierApi.saveSupplierInfo, { ...info, storeName }) };
      }),
    );
    const names = fitting(STORE_NAME_MAX);
    const nicknames = fitting(NICKNAME_MAX);
    const remarks = packs(XSS_PAYLOADS, SUPPLIER_REMARK_MAX);
    // what does not fit is refused, whoever sends it
    for (const p of XSS_PAYLOADS.filter((x) => x.text.length > STORE_NAME_MAX))
      await plant('store name', p, STORE_NAME_MAX, 'storeName', stores[0].save);
    for (const p of XSS_PAYLOADS.filter((x) => x.text.length > NICKNAME_MAX))
      await plant('nickname', p, NICKNAME_MAX, 'nickname', (nickname) => api(stores[0].token, accountApi.patchUserName, { nickname }));
    count('supplier remark', 'tried', XSS_PAYLOADS.length);

    const path = '/zh_CN/reseller/mySupplier';
    const rounds = Math.ceil(Math.max(names.length, nicknames.length, remarks.length) / stores.length);
    for (let round = 0; round < rounds; round += 1) {
      const want = { 'store name': [] as string[], nickname: [] as string[], 'supplier remark': [] as string[] };
      for (const [i, store] of stores.entries()) {
        const k = round * stores.length + i;
        const name = names[k];
        if (name) {
          await plant('store name', name, STORE_NAME_MAX, 'storeName', store.save);
          want['store name'].push(name.text);
        } else await store.save(`XSS store ${i}.${round}`);
        const nickname = nicknames[k];
        if (nickname) {
          await plant('nickname', nickname, NICKNAME_MAX, 'nickname', (text) =>
            api(store.token, accountApi.patchUserName, { nickname: text }),
          );
          want.nickname.push(nickname.text);
          if (store.id === SUPPLIER_ID) supplierNickname = nickname.text;
        }
        const remark = remarks[k];
        await api(buyer, resellerApi.remarkSupplier, { supplierId: store.id, remark: remark?.text ?? '' });
        if (remark) {
          count('supplier remark', 'accepted', remark.size);
          want['supplier remark'].push(remark.text);
        }
      }
      if (round === 0) await show(page, 'buyer', path, '.ant-table-row');
      else await reread(page, 'buyer', path, '.ant-table-row');
      await rowsPerPage(page, 50);
      for (const [surface, texts] of Object.entries(want)) await expectShown(page, surface, texts, { scope: '.ant-table-tbody' });
      await assertNothingRan(page, `suppliers list, round ${round + 1}`);
    }
  }));

test('chat: the supplier reads every payload the buyer wrote into an order chat (en)', () =>
  visit('chat', async (page) => {
    const orderNo = await showcaseOrder();
    const conversation = `[data-testid="chat-conversation"][data-order="${orderNo}"]`;
    await show(page, 'supplier', '/en/chat/frame?side=sell', conversation);
    await page.$eval(conversation, (e) => (e as HTMLElement).click());
    await page.waitForSelector('[data-testid="chat-message"][data-mine="0"]');
    // older messages come a page at a time: load them all, as a reader scrolling up would
    for (let i = 0; i < 5 && (await page.$('[data-testid="chat-messages"] .ant-btn-link')); i += 1) {
      const before = await page.$$eval('[data-testid="chat-message"]', (els) => els.length);
      await page.click('[data-testid="chat-messages"] .ant-btn-link');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="chat-message"]').length > n, {}, before);
    }
    await expectShown(
      page,
      'chat messages',
      XSS_PAYLOADS.map((p) => p.text),
      { scope: '[data-testid="chat-messages"]' },
    );
    // a reader clicks into the messages
    await page.$$eval('[data-testid="chat-message"][data-mine="0"]', (els) => els.forEach((e) => (e as HTMLElement).click()));
    await assertNothingRan(page, 'chat frame');
  }));

test('commodities: titles in the supplier list (zh_CN), descriptions in the edit form (en)', () =>
  visit('commodities', async (page) => {
    const { described } = await commodities();
    await show(page, 'supplier', '/zh_CN/commodity', '.ant-table-row');
    await rowsPerPage(page, 50);
    await expectShown(
      page,
      'commodity title',
      fitting(COMMODITY_LIMITS.titleMax).map((p) => p.text),
      { scope: '.ant-table-tbody' },
    );
    await assertNothingRan(page, 'commodity list');
    for (const { id, note } of described) {
      await show(page, 'supplier', `/en/commodity/edit/${id}`, 'textarea#deliveryNote');
      await page.waitForFunction((want) => document.querySelector<HTMLTextAreaElement>('textarea#deliveryNote')?.value === want, {}, note);
      markShown('commodity description', [note]);
      await assertQuiet(page, `edit form of ${id}`);
    }
    await assertNothingRan(page, 'commodity edit forms');
  }));

test('profile: the nickname on the profile page (en); contacts and e-mail refuse every payload', () =>
  visit('profile', async (page) => {
    const token = await tokenOf('supplier');
    for (const p of XSS_PAYLOADS) {
      await plant('profile contact QQ', p, 0, 'contactQq', (contactQq) => api(token, accountApi.patchUserInfo, { contactQq }));
      await plant('profile contact phone', p, 0, 'contactPhone', (contactPhone) => api(token, accountApi.patchUserInfo, { contactPhone }));
      await plant('profile e-mail', p, 0, 'email', (email) => api(token, accountApi.rebindUserEmail, { email }));
    }
    const nickname = supplierNickname ?? XSS_PAYLOADS[0].text;
    await api(token, accountApi.patchUserName, { nickname });
    await show(page, 'supplier', '/en/profile', '[data-testid="profile-nickname"]');
    await expectShown(page, 'nickname', [nickname], { scope: '[data-testid="profile-nickname"]' });
    await assertNothingRan(page, 'profile');
  }));

/** Supplier opens a sub-account per payload that fits a nickname; answers the nicknames taken. */
const subAccounts = once(async () => {
  const token = await tokenOf('supplier');
  const existing = (await callApi(accountApi.querySubUsers, { token, query: { current: 1, size: 50 } })).total;
  const taken: string[] = [];
  for (const p of XSS_PAYLOADS) {
    const created = await plant('sub-account nickname', p, NICKNAME_MAX, 'nickname', (nickname) =>
      api(token, accountApi.createSubUser, { username: `xss_sub_${p.id}`, password: PASSWORD, nickname, subAuthorities: 'ORDER_SOLD' }),
    );
    if (created) taken.push(p.text);
  }
  expect(existing + taken.length).toBeLessThanOrEqual(MAX_SUB_ACCOUNTS);
  return taken;
});

test('sub-accounts: nicknames in the list (zh_CN)', () =>
  visit('sub-accounts', async (page) => {
    const want = await subAccounts();
    await show(page, 'supplier', '/zh_CN/profile/sub_account', '.ant-table-row');
    await expectShown(page, 'sub-account nickname', want, { scope: '.ant-table-tbody' });
    await assertNothingRan(page, 'sub-accounts');
  }));

/** Buyer reviews a finished order with each payload; the supplier replies with it. Answers the texts. */
const reviews = once(async () => {
  const buyer = await tokenOf('buyer');
  const supplier = await tokenOf('supplier');
  const reviewed = new Set(
    (await callApi(supplierApi.queryComments, { token: buyer, query: { side: 'purchase', current: 1, size: 500 } })).records.map(
      (c) => c.orderNo,
    ),
  );
  const finished = (await callApi(tradeApi.queryPurchasedOrders, { token: buyer, query: { current: 1, size: 500 } })).records
    .filter((o) => (o.status === 'COMPLETED' || o.status === 'RECEIVED') && o.counterparty.id === SUPPLIER_ID && !reviewed.has(o.orderNo))
    .map((o) => o.orderNo);
  // too few finished orders to review: finish more (buy, pay, deliver, confirm receipt)
  const { showcase } = await commodities();
  await buyerPassesGate(buyer);
  while (finished.length < XSS_PAYLOADS.length) {
    const { orderNo, batchNo } = await api(buyer, tradeApi.createBuyerOrder, {
      commodityId: showcase,
      quantity: 1,
      receiving: { character: 'Vexa' },
    });
    await api(buyer, tradeApi.pay, { batchNo, paymentMethod: 'BALANCE' });
    await api(supplier, tradeApi.deliverOrder, { orderNo, quantity: 1, character: 'Shipper01' });
    await api(buyer, tradeApi.settleOrders, { orderNos: [orderNo] });
    finished.push(orderNo);
  }
  const want = { review: [] as string[], 'review reply': [] as string[] };
  for (const [i, p] of XSS_PAYLOADS.entries()) {
    const review = await plant('review', p, REVIEW_LIMITS.contentMax, 'content', (content) =>
      api(buyer, supplierApi.createComment, { orderNo: finished[i], rating: (i % 5) + 1, content }),
    );
    // the reply carries the payload too, marked so that the two columns can be told apart
    const reply = `re: ${p.text}`;
    await plant('review reply', { ...p, text: reply }, REVIEW_LIMITS.replyMax, 'reply', (text) =>
      api(supplier, supplierApi.replyComment, { reply: text }, { commentId: review!.id }),
    );
    want.review.push(p.text);
    want['review reply'].push(reply);
  }
  return want;
});

test("reviews and replies: the supplier's reviews page (en)", () =>
  visit('reviews', async (page) => {
    const want = await reviews();
    await show(page, 'supplier', '/en/supplier/comment', '.ant-table-row');
    await rowsPerPage(page, 100);
    for (const [surface, texts] of Object.entries(want)) await expectShown(page, surface, texts, { cells: true });
    await assertNothingRan(page, 'reviews');
  }));

test('markdown playground: every payload typed into the editor (en); the preview links are clicked', () =>
  visit('markdown', async (page) => {
    await show(page, 'supplier', '/en/playground/markdown', '[data-testid="markdown-editor"]');
    const source = XSS_PAYLOADS.map((p) => `[#${p.id}]\n\n${p.text}\n${BLOCK_END}`).join('\n\n');
    await page.click('[data-testid="markdown-editor"]');
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    // the whole text arrives as one input, as a paste would
    await page.keyboard.sendCharacter(source);
    count('markdown playground', 'tried', XSS_PAYLOADS.length);
    count('markdown playground', 'accepted', XSS_PAYLOADS.length);
    await expectShown(
      page,
      'markdown playground',
      [...XSS_PAYLOADS.map((p) => `[#${p.id}]`), '${__xss(2)}', '<img src=x onerror=__xss(27)>', 'a14', 'a42'],
      { scope: '[data-testid="markdown-preview"]' },
    );
    await assertNothingRan(page, 'markdown preview');
    await clickLinks(page, '[data-testid="markdown-preview"] a');
    await assertNothingRan(page, 'markdown preview after its links were clicked');
  }));

test('receiving accounts: bank branch names in the list (zh_CN); holder and real names refuse every payload', () =>
  visit('receiving-accounts', async (page) => {
    const token = await tokenOf('trader');
    const me = await api(token, authApi.getUserInfo);
    const clear = async () => {
      for (const a of await api(token, accountApi.listReceivingAccounts))
        await api(token, accountApi.deleteReceivingAccount, undefined, { id: a.id });
    };
    const add = (bankBranch: string, n: number) =>
      api(token, accountApi.addReceivingAccount, {
        accountType: 'BANK_CARD',
        accountName: me.realName ?? '',
        accountNo: bankCard(n),
        bankName: 'CMB',
        bankBranch,
      });
    await clear();
    // the holder's name is the verified real name: no payload passes as either
    const newbie = await tokenOf('newbie');
    for (const p of XSS_PAYLOADS) {
      await plant('receiving account holder', p, 0, 'accountName', (accountName) =>
        api(token, accountApi.addReceivingAccount, { accountType: 'ALIPAY', accountName, accountNo: 'holder@example.com' }),
      );
      await plant('real name', p, 0, 'realName', (realName) =>
        api(newbie, accountApi.startAlipayVerify, { realName, idNumber: '11010519491231002X' }),
      );
    }
    for (const p of XSS_PAYLOADS.filter((x) => x.text.length > BANK_BRANCH_MAX))
      await plant('bank branch', p, BANK_BRANCH_MAX, 'bankBranch', (b) => add(b, 0));
    const branches = packs(fitting(BANK_BRANCH_MAX), BANK_BRANCH_MAX);
    const path = '/zh_CN/profile/receiving_account';
    for (let round = 0; round * MAX_RECEIVING_ACCOUNTS < branches.length; round += 1) {
      await clear();
      const batch = branches.slice(round * MAX_RECEIVING_ACCOUNTS, (round + 1) * MAX_RECEIVING_ACCOUNTS);
      for (const [i, b] of batch.entries()) {
        await add(b.text, round * MAX_RECEIVING_ACCOUNTS + i + 1);
        count('bank branch', 'tried', b.size);
        count('bank branch', 'accepted', b.size);
      }
      if (round === 0) await show(page, 'trader', path, '.ant-table-row');
      else await reread(page, 'trader', path, '.ant-table-row');
      await expectShown(
        page,
        'bank branch',
        batch.map((b) => b.text),
        { scope: '.ant-table-tbody', fast: true },
      );
      await assertQuiet(page, `receiving accounts, round ${round + 1}`);
    }
    await assertNothingRan(page, 'receiving accounts');
  }));
