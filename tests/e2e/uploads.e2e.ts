/**
 * Nothing a user uploads or types runs as the console. A supplier tries an .html page, an .svg with
 * a script, an HTML page renamed .png and a PDF/HTML polyglot as delivery attachments, straight to
 * the fake backend and through the delivery dialog; off-site and javascript: file URLs go with a
 * delivery. Whatever was accepted the buyer opens from the order detail as a user would, and a
 * hooked global (plus the cookie and storage any payload would write) proves nothing ran. The
 * OAuth2 tester refuses a javascript: authorize URL. The suite's policy guard (tests/e2e/browser.ts)
 * fails any Content-Security-Policy violation on the way.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Page } from 'puppeteer-core';
import { marketApi } from '@/domain/market/endpoints';
import { extsOf } from '@/domain/supplier/uploads';
import { tradeApi } from '@/domain/trade/endpoints';
import {
  AppPage,
  api,
  apiLogin,
  callApi,
  downloadVia,
  signInViaCookie,
  text,
  uploadAs,
  withPage,
  appSession,
  type Session,
} from './helpers';
import { TINY_PNG } from './supplier.pages';

let s: Session;
let app: AppPage;
appSession((o) => ({ s, app } = o));

/** Every payload calls the hook, and writes what a stolen session would leave behind. */
const RUN = (id: string) =>
  `top.__pwned&&top.__pwned('${id}');localStorage.setItem('__pwned','${id}');document.cookie='pwned=${id}; path=/'`;
const ATTACKS = [
  {
    name: 'receipt.html',
    type: 'text/html',
    bytes: Buffer.from(`<!doctype html><html><body><script>${RUN('html')}</script></body></html>`),
  },
  {
    name: 'shot.svg',
    type: 'image/svg+xml',
    bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN('svg-onload')}"><script>${RUN('svg')}</script></svg>`),
  },
  { name: 'screenshot.png', type: 'image/png', bytes: Buffer.from(`<html><script>${RUN('renamed')}</script></html>`) },
  {
    name: 'invoice.pdf',
    type: 'application/pdf',
    bytes: Buffer.from(`%PDF-1.4\n%<html><body><script>${RUN('polyglot')}</script></body></html>\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
  },
];
const GOOD = [
  { name: 'receipt-ok.png', type: 'image/png', bytes: TINY_PNG },
  { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Delivered 500 gold to Vexa at the bank. 已交付\n') },
];
const OFF_SITE = ['//evil.example/x', '/\t/evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'https://evil.example/x.png'];

const en = (key: string, values?: Record<string, string | number>) => text('en-US', key, values);

/** Runs before any script of every document of the page: what would run is recorded. */
function installHook(): void {
  const w = window as Window & { __pwned?: (id: string) => void; __pwnedHits?: string[] };
  const hits: string[] = [];
  w.__pwnedHits = hits;
  w.__pwned = (id) => hits.push(id);
  for (const name of ['alert', 'confirm', 'prompt'] as const) {
    (w as unknown as Record<string, unknown>)[name] = (m: unknown) => hits.push(`${name}:${String(m)}`);
  }
}
/** What ran in the console's page, and what any payload left behind in this origin. */
async function traces(page: Page): Promise<string[]> {
  const inPage = await page.evaluate(() => {
    const w = window as Window & { __pwnedHits?: string[] };
    return [...(w.__pwnedHits ?? []), localStorage.getItem('__pwned') ?? ''].filter(Boolean);
  });
  const cookies = (await s.context.cookies()).filter((c) => c.name === 'pwned').map((c) => `cookie:${c.value}`);
  return [...inPage, ...cookies];
}

/** A paid order of supplier's gold, owing at least two units: the buyer's order number. */
async function paidOrder(buyer: string): Promise<string> {
  const page = await callApi(marketApi.listShopCommodity, { body: { size: 500 } });
  const c = page.records.find(
    (x) =>
      x.supplierId === '10002' && x.categoryKind === 'gold' && x.status === 'ON_SALE' && x.stock >= 50 && x.maxQuantity > x.minQuantity,
  );
  if (!c) throw new Error('no gold commodity of supplier to buy');
  const check = await callApi(tradeApi.getCheatState, { token: buyer, query: { counterpartyId: c.supplierId, role: 'buy' } });
  if (check.state === 'WARNING') await api(buyer, tradeApi.confirmCheatWarning, { counterpartyId: c.supplierId, role: 'buy' });
  const created = await api(buyer, tradeApi.createBuyerOrder, {
    commodityId: c.id,
    quantity: Math.max(2, c.minQuantity + 1),
    receiving: { character: 'Vexa' },
  });
  await api(buyer, tradeApi.pay, { batchNo: created.batchNo, paymentMethod: 'BALANCE' });
  return created.orderNo;
}

test('attack files and off-site URLs are refused, what is accepted opens inert, the OAuth2 tester refuses javascript: (en)', () =>
  withPage(s.page, 'uploads-attacks', async (page) => {
    const buyer = (await apiLogin('buyer')).accessToken;
    const supplier = (await apiLogin('supplier')).accessToken;
    const orderNo = await paidOrder(buyer);
    // the console's own policy: in the built page, and with frame-ancestors as the server's header
    const index = await fetch(app.url('/en/login'));
    if ((await index.text()).includes('http-equiv="Content-Security-Policy"')) {
      expect(index.headers.get('content-security-policy')).toMatch(/script-src 'self';.*object-src 'none';.*frame-ancestors 'self'/);
    }

    // straight to the fake backend: every attack file is refused, in the caller's language
    const accepted: Array<{ name: string; url: string; bytes: Buffer }> = [];
    const refusals: Record<string, number> = {};
    for (const f of [...ATTACKS, ...GOOD]) {
      const res = await uploadAs(supplier, 'file', f);
      refusals[f.name] = res.status;
      if (res.status === 201 && res.body.url) accepted.push({ name: f.name, url: res.body.url, bytes: f.bytes });
      if (res.status === 400) expect(JSON.stringify(res.body)).toContain(en('supplier.rule.upload.fileType', { types: extsOf('file') }));
    }
    // the image scene takes none of them either (an SVG is not an image here)
    expect((await uploadAs(supplier, 'image', ATTACKS[1])).status).toBe(400);
    // a stored file is served inert: never sniffed, sandboxed, and anything but an image saved
    const txt = accepted.find((a) => a.name === 'notes.txt');
    const served = await fetch(`${app.url(txt?.url ?? '/')}`);
    expect([served.headers.get('x-content-type-options'), served.headers.get('content-security-policy')]).toEqual([
      'nosniff',
      "sandbox; default-src 'none'",
    ]);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="notes\.txt"/);

    // a delivery naming files elsewhere is refused; one of the stored files goes
    const deliver = (files: Array<{ name: string; url: string }>) =>
      callApi(tradeApi.deliverOrder, {
        token: supplier,
        body: { orderNo, quantity: 1, character: 'Shipper01', files, side: 'sales' },
      });
    for (const url of OFF_SITE) {
      await expect(deliver([{ name: 'x.png', url }])).rejects.toThrow(/HTTP 400/);
    }
    await deliver(accepted.map(({ name, url }) => ({ name, url })));

    // through the dialog: the attack files are named and refused before sending, good ones attach
    await signInViaCookie(s.context, 'supplier');
    await app.goto(`/en/order/sold/to_delivery?orderNo=${orderNo}`);
    await page.click('[data-testid="action-DELIVER"]');
    await page.waitForSelector('.ant-modal input#character', { visible: true });
    await page.type('.ant-modal input#character', 'Shipper02');
    const dir = mkdtempSync(join(tmpdir(), 'e2e-uploads-'));
    const paths = [...ATTACKS, ...GOOD].map((f) => {
      const path = join(dir, f.name);
      writeFileSync(path, f.bytes);
      return path;
    });
    const input = await page.waitForSelector('.ant-modal [data-testid="delivery-files"] input[type=file]');
    await input!.uploadFile(...paths);
    await page.waitForFunction(() => document.querySelectorAll('.ant-modal .ant-upload-list-item-done').length === 2);
    const said = await page.$$eval('[data-testid="delivery-file-refused"]', (ps) => ps.map((p) => p.textContent ?? ''));
    expect(said).toHaveLength(ATTACKS.length);
    for (const f of ATTACKS) expect(said.some((t) => t.includes(f.name) && t.includes(extsOf('file')))).toBe(true);
    const [deliverButton] = await page.$$(
      `xpath///div[contains(@class,"ant-modal-content")]//button[normalize-space(.)="${en('trade.action.DELIVER')}"]`,
    );
    await deliverButton.click();
    await page.waitForFunction(() => !document.querySelector('.ant-modal input#character'));

    // the buyer opens every accepted file from the order detail, as a user would
    await s.context.deleteCookie(...(await s.context.cookies()));
    await signInViaCookie(s.context, 'buyer');
    await page.evaluateOnNewDocument(installHook);
    await app.goto(`/en/order/detail?type=purchase&orderNo=${orderNo}`);
    await page.waitForSelector('[data-testid="order-detail"] [data-testid="user-file"]');
    const links = await page.$$eval('[data-testid="order-detail"] a', (as) =>
      as.map((a) => ({ href: a.getAttribute('href') ?? '', download: a.getAttribute('download'), rel: a.rel, text: a.textContent ?? '' })),
    );
    // no link anywhere on the detail leaves the bucket
    expect(links.filter((l) => /evil|javascript:/i.test(l.href))).toEqual([]);
    const files = links.filter((l) => l.download !== null);
    expect(files.map((l) => l.text.trim()).sort()).toEqual([...GOOD, ...GOOD].map((f) => f.name).sort());
    for (const l of files) {
      expect(l.href).toMatch(/^\/api\/v1\/oss\/files\/10002\/[a-z0-9]+\.(png|txt)$/);
      expect(l.rel).toBe('noopener noreferrer');
    }
    const popups: string[] = [];
    page.on('popup', (p) => popups.push(p?.url() ?? ''));
    const handles = await page.$$('[data-testid="order-detail"] [data-testid="user-file"]');
    for (const [i, h] of handles.entries()) {
      const name = files[i].text.trim();
      const saved = await downloadVia(page, s.downloadDir, () => h.click());
      const want = [...GOOD].find((g) => g.name === name)!.bytes;
      expect(readFileSync(saved.path).equals(want)).toBe(true);
    }
    // and straight by its address, in the console's own tab
    for (const a of accepted) {
      await page.goto(app.url(a.url)).catch(() => undefined); // a download aborts the navigation: that is the point
    }
    await app.goto(`/en/order/detail?type=purchase&orderNo=${orderNo}`);
    await page.waitForSelector('[data-testid="order-detail"] [data-testid="user-file"]');
    expect({ popups, traces: await traces(page), refusals }).toEqual({
      popups: [],
      traces: [],
      refusals: {
        'receipt.html': 400,
        'shot.svg': 400,
        'screenshot.png': 400,
        'invoice.pdf': 400,
        'receipt-ok.png': 201,
        'notes.txt': 201,
      },
    });

    // the OAuth2 tester: a javascript: authorize URL is refused in the form and never opened
    await app.goto('/en/playground/oauth2');
    const field = '[data-testid="oauth-authorize-url"]';
    await page.waitForSelector(field);
    await page.click(field, { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type(field, `javascript:top.__pwned('oauth')`);
    await page.waitForFunction(
      (want: string) => [...document.querySelectorAll('.ant-form-item-explain-error')].some((e) => e.textContent === want),
      {},
      en('dev.oauth.webUrlOnly'),
    );
    expect(await page.$eval('[data-testid="oauth-authorize"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await page.$eval('[data-testid="oauth-authorize"]', (b) => (b as HTMLButtonElement).click());
    expect(new URL(page.url()).pathname).toBe('/en/playground/oauth2');
    expect(await traces(page)).toEqual([]);
  }));
