#!/usr/bin/env node
// Two builds side by side: the first table row of a first visit, and where the main thread went.
//   node scripts/bench-ab.mjs --a http://localhost:4196 --b http://localhost:4186 [--paths /en/order/sold,/en/commodity] [--runs 8]
// Serve each build with `MOCK_SEED=test npx max preview --port N` from its own folder. Visits
// alternate between the builds (a fresh browser context each, signed in by cookie as `supplier`),
// after one discarded warm-up each; medians over the runs. "First row": two frame callbacks after a
// table row entered the DOM. Script, style and layout: Chromium's own counters for the visit
// (page.metrics), up to that moment.
import { launchBrowser, login, sessionCookie } from './bench/session.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : def);
const A = opt('a', 'http://localhost:4196');
const B = opt('b', 'http://localhost:4186');
const paths = opt('paths', '/en/order/sold,/en/commodity,/en/profile/funds,/en/commodity/stock-record').split(',');
const runs = Number(opt('runs', '8'));
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

const browser = await launchBrowser('bench-ab-');
const cookies = {};
for (const base of [A, B]) cookies[base] = sessionCookie(base, await login(base, 'supplier'));

async function visit(base, path) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  try {
    await page.setCookie(cookies[base]);
    await page.evaluateOnNewDocument(() => {
      window.__firstRow = 0;
      new MutationObserver(() => {
        if (!window.__firstRow && document.querySelector('.ant-table-tbody tr.ant-table-row')) {
          window.__firstRow = -1;
          requestAnimationFrame(() => requestAnimationFrame(() => (window.__firstRow = performance.now())));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(base + path, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => window.__firstRow > 0, { timeout: 60_000 });
    const m = await page.metrics();
    return {
      firstRow: await page.evaluate(() => window.__firstRow),
      script: m.ScriptDuration * 1000,
      style: m.RecalcStyleDuration * 1000,
      layout: m.LayoutDuration * 1000,
    };
  } finally {
    await ctx.close();
  }
}

console.log(`| page | build | first row (median ms) | runs | script | style | layout |`);
console.log(`|---|---|---:|---|---:|---:|---:|`);
for (const path of paths) {
  await visit(A, path);
  await visit(B, path);
  const res = { [A]: [], [B]: [] };
  for (let i = 0; i < runs; i++) for (const base of i % 2 ? [A, B] : [B, A]) res[base].push(await visit(base, path));
  for (const base of [A, B]) {
    const r = res[base];
    const med = (k) => Math.round(median(r.map((x) => x[k])));
    console.log(
      `| ${path} | ${base === A ? 'A' : 'B'} ${base} | ${med('firstRow')} | ${r.map((x) => Math.round(x.firstRow)).join(', ')} | ${med('script')} | ${med('style')} | ${med('layout')} |`,
    );
  }
}
await browser.close();
