#!/usr/bin/env node
// Request waterfall of a first visit to each console list page, beside ant-design-pro's table list
//. Writes bench/waterfall.md (and --json for the raw traces).
//   node scripts/bench-waterfall.mjs --base http://localhost:4186 [--peer http://localhost:4187] [--runs 5] [--label after]
// The console: `npx max build && MOCK_SEED=test npx max preview --port 4186`. The peer:
// bench/peer/build-ant-design-pro.sh, then `cd /tmp/adp && npx max preview --port 4187`.
// Per page and run (fresh browser context, signed in by cookie; pages and peer taken in turn): every request's start and end
// (resource timing, ms after navigation), the time the first table row is painted (read two ways,
// see `instrument`), and the
// critical-path depth: the longest chain of API calls, each starting after the one before it
// answered, that ends with the page's main query. Median over the runs.
import { writeFileSync } from 'fs';
import { cpus, loadavg } from 'os';
import { launchBrowser, login, sessionCookie } from './bench/session.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? def : args[i + 1];
};
const base = opt('base', 'http://localhost:4186');
const peer = opt('peer', '');
const runs = Number(opt('runs', '5'));
const label = opt('label', 'current');
const out = opt('out', 'bench/waterfall.md');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The console's list pages: path, user, and the main query's path. */
const PAGES = [
  { name: 'sold orders', path: '/en/order/sold', user: 'supplier', main: '/trade/me/sales' },
  { name: 'commodities', path: '/en/commodity', user: 'supplier', main: '/commodity/listUserCommodity' },
  { name: 'statement', path: '/en/profile/funds', user: 'supplier', main: '/shop/account/page' },
  { name: 'stock records', path: '/en/commodity/stock-record', user: 'supplier', main: '/commodity/stockRecords/page' },
];

/**
 * The first row's paint, read two ways once a row is in the DOM. `__firstRow`: the end of the first
 * frame after it (a frame callback, then a user-blocking task, which runs as soon as that frame is
 * painted). `__twoFrames`: two frame callbacks later, as this bench read it before; the second one
 * also waits for whatever long task follows the paint, so it reads late when the page keeps working
 * after showing its rows.
 */
function instrument() {
  performance.setResourceTimingBufferSize(1000);
  window.__firstRow = 0;
  window.__twoFrames = 0;
  const check = () => {
    if (window.__firstRow) return;
    if (document.querySelector('.ant-table-tbody tr.ant-table-row')) {
      window.__firstRow = -1;
      const mark = () => (window.__firstRow = performance.now());
      requestAnimationFrame(() =>
        window.scheduler?.postTask ? window.scheduler.postTask(mark, { priority: 'user-blocking' }) : setTimeout(mark, 0),
      );
      requestAnimationFrame(() => requestAnimationFrame(() => (window.__twoFrames = performance.now())));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** One visit: requests (start/end), first row, main query's chain. */
async function visit(browser, url, cookie, isApi, isMain) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  try {
    if (cookie) await page.setCookie(cookie);
    await page.evaluateOnNewDocument(instrument);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => window.__firstRow > 0 && window.__twoFrames > 0, { timeout: 60_000 });
    await new Promise((r) => setTimeout(r, 1500));
    const { firstRow, twoFrames, entries } = await page.evaluate(() => ({
      firstRow: window.__firstRow,
      twoFrames: window.__twoFrames,
      entries: performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, type: e.initiatorType, start: e.startTime, end: e.responseEnd })),
    }));
    const api = entries.filter((e) => isApi(e.name)).map((e) => ({ ...e, path: new URL(e.name).pathname }));
    const scripts = entries.filter((e) => e.type === 'script' || /\.js(\?|$)/.test(e.name)).length;
    const main = api.find((e) => isMain(e.path));
    // longest chain of API calls, each started after the previous answered, ending with `e`
    const depthOf = (e, memo = new Map()) => {
      if (memo.has(e)) return memo.get(e);
      const before = api.filter((b) => b !== e && b.end <= e.start);
      const d = 1 + (before.length ? Math.max(...before.map((b) => depthOf(b, memo))) : 0);
      memo.set(e, d);
      return d;
    };
    const userinfo = api.find((e) => e.path.endsWith('/auth/userinfo') || e.path.endsWith('/api/currentUser'));
    return {
      firstRow: Math.round(firstRow),
      twoFrames: Math.round(twoFrames),
      depth: main ? depthOf(main) : NaN,
      mainStart: main ? Math.round(main.start) : NaN,
      userinfoEnd: userinfo ? Math.round(userinfo.end) : NaN,
      scripts,
      api: api.map((e) => ({ path: e.path, start: Math.round(e.start), end: Math.round(e.end) })).sort((a, b) => a.start - b.start),
    };
  } finally {
    await ctx.close();
  }
}

const browser = await launchBrowser('bench-waterfall-');
const results = [];
try {
  const targets = [];
  if (peer) {
    targets.push({
      name: 'ant-design-pro table list (peer)',
      url: `${peer}/list/table-list`,
      prepare: async () => {
        // its mock keeps the signed-in role in memory: one sign-in serves the visits
        await fetch(`${peer}/api/login/account`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'ant.design', type: 'account' }),
        });
        return undefined;
      },
      isApi: (u) => new URL(u).pathname.startsWith('/api/'),
      isMain: (p) => p === '/api/rule',
    });
  }
  for (const p of PAGES) {
    targets.push({
      name: p.name,
      url: `${base}${p.path}`,
      prepare: async () => sessionCookie(base, await login(base, p.user)),
      isApi: (u) => new URL(u).pathname.startsWith('/api/'),
      isMain: (path) => path.includes(p.main),
    });
  }
  const cookies = [];
  for (const t of targets) {
    cookies.push(await t.prepare());
    await visit(browser, t.url, cookies.at(-1), t.isApi, t.isMain).catch(() => undefined); // warm-up (server start-up), discarded
  }
  // round robin: the console's pages and the peer share whatever load the machine has at the time
  const all = targets.map(() => []);
  for (let r = 0; r < runs; r += 1) {
    for (const [i, t] of targets.entries()) all[i].push(await visit(browser, t.url, cookies[i], t.isApi, t.isMain));
  }
  for (const [i, t] of targets.entries()) {
    const samples = all[i];
    const mid = [...samples].sort((a, b) => a.firstRow - b.firstRow)[Math.floor(samples.length / 2)];
    const twoFrames = median(samples.map((s) => s.twoFrames));
    results.push({ name: t.name, firstRow: median(samples.map((s) => s.firstRow)), twoFrames, samples, trace: mid });
    console.log(
      `${t.name}: first row ${median(samples.map((s) => s.firstRow))} ms (two frames ${twoFrames}), depth ${mid.depth}, scripts ${mid.scripts}`,
    );
  }
} finally {
  await browser.close();
}

const peerRow = results.find((r) => r.name.includes('peer'));
const ratio = (r) => (peerRow ? (r.firstRow / peerRow.firstRow).toFixed(2) : '–');
const ratio2 = (r) => (peerRow ? (r.twoFrames / peerRow.twoFrames).toFixed(2) : '–');
const rows = results
  .map(
    (r) =>
      `| ${r.name} | ${r.firstRow} | ${r.samples.map((s) => s.firstRow).join(', ')} | ${ratio(r)} | ${r.twoFrames} | ${ratio2(r)} | ${r.trace.depth} | ${r.trace.mainStart} | ${r.trace.userinfoEnd} | ${r.trace.scripts} |`,
  )
  .join('\n');
const traces = results
  .map(
    (r) =>
      `### ${r.name} (median run)\n\n| API call | start (ms) | end (ms) |\n|---|---:|---:|\n${r.trace.api.map((a) => `| ${a.path} | ${a.start} | ${a.end} |`).join('\n')}\n`,
  )
  .join('\n');
const md = `# Request waterfall: first visit to each list page (${label})

Generated by \`node scripts/bench-waterfall.mjs\` on ${new Date().toISOString()}: ${base}${peer ? ` beside ${peer}` : ''}, production builds, headless Chromium, a fresh browser context per visit (no cache), ${runs} runs after one discarded warm-up. Machine: ${cpus().length} cores, load ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')} at the end.

"First row": the end of the frame that painted it; "two frames": two frame callbacks after the row entered the DOM (the reading this bench used before, late when a long task follows the paint). Ratios: ÷ the peer's median read the same way.

| page | first row (median ms) | runs (ms) | ÷ peer | two frames (median ms) | ÷ peer | API depth to the main query | main query starts (ms) | user info answered (ms) | script files |
|---|---:|---|---:|---:|---:|---:|---:|---:|---:|
${rows}

${traces}`;
writeFileSync(out, md);
if (opt('json', '')) writeFileSync(opt('json', ''), JSON.stringify(results, null, 2));
console.log(`wrote ${out}`);
