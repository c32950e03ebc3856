#!/usr/bin/env node
// Order list and export benchmark. Writes bench/orders.md.
//   node scripts/bench-orders.mjs [--base http://localhost:8000] [--runs 5]
// The target applies to the production build: `npx max build && npx max preview --port 4180`, then
// `--base http://localhost:4180`.
// 1. /en/order/sold as `supplier`, 100 and 500 rows per page picked in the pager, and the statement
//    (/en/profile/funds) with 200, in headless Chromium: time from the list response arriving to the
//    first screen of rows painted, and to every row drawn (median of the runs).
// 2. Export of 10 000 orders: the real me/export handler run in-process on a fresh store
//    (scripts/bench/orders-export.ts): time, and memory of the mock process before and at peak.
// Targets: 100 order rows ≤ 300 ms, 500 ≤ 600 ms, statement with 200 rows ≤ 400 ms; 10 000-row export ≤ 3 s.
import { execFileSync } from 'child_process';
import { mkdirSync, writeFileSync } from 'fs';
import { loadavg, cpus } from 'os';
import { launchBrowser, login, sessionCookie } from './bench/session.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? def : args[i + 1];
};
const base = opt('base', process.env.E2E_BASE_URL || 'http://localhost:8000');
const runs = Number(opt('runs', '5'));
const SIZES = opt('sizes', '100,500').split(',').map(Number);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Marks in the page, installed once the page has loaded: when the page size was picked, when the
 * list's answer arrived (`api` in its URL), when the rows on the screen were painted in full (no row
 * still waiting to be drawn inside the window), and when all `want` rows were drawn in full. Rows of
 * a long page are drawn progressively (src/components/table/progressiveRows), so the two differ;
 * without it they are the same moment.
 *
 * "Painted" is taken two ways. `frameAt`: the end of the first frame after the rows were committed
 * (a frame callback, then a user-blocking task, which runs as soon as that frame is painted).
 * `screenAt`: two frame callbacks later, as this bench measured before; the second one also waits
 * for any task queued meanwhile (the next batch of rows), so it can read one task late.
 */
function instrument(want, api) {
  const w = window;
  w.__bench = { pickAt: 0, responseAt: 0, frameAt: 0, screenAt: 0, allAt: 0 };
  document.addEventListener(
    'mousedown',
    (e) => {
      if (!w.__bench.pickAt && e.target.closest('.ant-select-item-option')) w.__bench.pickAt = e.timeStamp;
    },
    true,
  );
  const original = w.__benchFetch || w.fetch.bind(w);
  w.__benchFetch = original;
  w.fetch = async (...a) => {
    const res = await original(...a);
    const url = String(a[0] && a[0].url ? a[0].url : a[0]);
    if (url.includes(api) && !w.__bench.responseAt) w.__bench.responseAt = performance.now();
    return res;
  };
  const mark = (field) => (w.__bench[field] = w.__bench[field] || performance.now());
  const painted = (field) => requestAnimationFrame(() => requestAnimationFrame(() => mark(field)));
  const afterFrame = (field) =>
    requestAnimationFrame(() =>
      w.scheduler && w.scheduler.postTask
        ? w.scheduler.postTask(() => mark(field), { priority: 'user-blocking' })
        : setTimeout(() => mark(field), 0),
    );
  const check = () => {
    const b = w.__bench;
    if (!b.responseAt || b.allAt) return;
    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    if (rows.length < want) return;
    const pending = document.querySelectorAll('.ant-table-tbody tr[data-pending-row]');
    if (!b.screenAt && ![...pending].some((r) => r.getBoundingClientRect().top < window.innerHeight)) {
      painted('screenAt');
      afterFrame('frameAt');
    }
    if (pending.length === 0) painted('allAt');
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-pending-row'],
  });
}

/**
 * The tables measured as an operator meets them: the page open with its first 20 rows, then
 * "N / page" picked in the pager; from that list answer to the rows painted.
 */
const TABLES = [
  ...SIZES.map((size) => ({ name: `sold orders, ${size} rows`, path: '/en/order/sold', api: '/trade/me/sales', size })),
  { name: 'statement, 200 rows', path: '/en/profile/funds', api: '/shop/account/page', size: 200 },
];

async function pickPageSize(page, size) {
  await page.click('.ant-pagination-options .ant-select-selector');
  await page.waitForSelector('.ant-select-item-option', { visible: true });
  const options = await page.$$('.ant-select-item-option');
  for (const o of options) {
    if ((await o.evaluate((el) => el.textContent.trim())) === `${size} / page`) return o.click();
  }
  throw new Error(`no "${size} / page" option`);
}

async function pageTimings() {
  const browser = await launchBrowser('bench-orders-');

  const out = {};
  try {
    // one discarded visit: the server's and the browser's first page pay start-up costs
    {
      const page = await browser.newPage();
      const token = await login(base, 'supplier');
      await page.setCookie(sessionCookie(base, token));
      await page.goto(`${base}/en/order/sold?pageSize=100`, { waitUntil: 'networkidle0' }).catch(() => undefined);
      await page.close();
    }
    for (const table of TABLES) {
      const series = { frame: [], screen: [], all: [], pick: [] };
      for (let r = 0, tries = 0; r < runs; tries += 1) {
        const page = await browser.newPage();
        try {
          const token = await login(base, 'supplier');
          await page.setCookie(sessionCookie(base, token));
          await page.goto(`${base}${table.path}`, { waitUntil: 'networkidle0' });
          await page.waitForSelector('.ant-table-tbody tr.ant-table-row');
          await page.evaluate(instrument, table.size, table.api);
          await pickPageSize(page, table.size);
          await page.waitForFunction(() => window.__bench && window.__bench.allAt > 0, { timeout: 60_000 });
          const { pickAt, responseAt, frameAt, screenAt, allAt } = await page.evaluate(() => window.__bench);
          series.frame.push(Math.round(frameAt - responseAt));
          series.screen.push(Math.round(screenAt - responseAt));
          series.all.push(Math.round(allAt - responseAt));
          series.pick.push(Math.round(frameAt - pickAt));
          r += 1;
        } catch (e) {
          // a shared dev server: another suite's reset can end the session mid-run; run it again
          if (tries >= runs + 5) throw e;
          console.log(`${table.name}: run failed (${String(e.message).slice(0, 80)}), again`);
        } finally {
          await page.close();
        }
      }
      out[table.name] = Object.fromEntries(Object.entries(series).map(([k, v]) => [k, { median: median(v), samples: v }]));
      const r = out[table.name];
      console.log(
        `${table.name}: screen painted ${r.frame.median} ms (${r.frame.samples.join(', ')}; two frames ${r.screen.median}), all rows ${r.all.median} ms, pick → screen ${r.pick.median} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return out;
}

function exportTiming() {
  const json = execFileSync(process.execPath, ['--expose-gc', '-r', 'ts-node/register', 'scripts/bench/orders-export.ts'], {
    env: { ...process.env, TS_NODE_TRANSPILE_ONLY: '1', TS_NODE_COMPILER_OPTIONS: '{"module":"commonjs","moduleResolution":"node"}' },
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const result = JSON.parse(json);
  console.log(`export ${result.rows} rows: cold ${result.cold.ms} ms, warm ${result.warm.ms} ms, peak RSS ${result.cold.peakRssMb} MB`);
  return result;
}

// what serves `base`: the dev server (mako, React development build) or `max preview` of dist/
const kind = (await fetch(`${base}/`).then((r) => r.text())).includes('/umi.js')
  ? 'dev server, mako, React development build'
  : 'production build (`max build`) served by `max preview`';
const pages = await pageTimings();
const exp = exportTiming();
const ok = (v, max) => (v <= max ? 'yes' : 'NO');
const md = `# Orders benchmark

Generated by \`node scripts/bench-orders.mjs\` on ${new Date().toISOString()} against ${base} (${kind}, headless Debian Chromium, ${runs} runs per size after one discarded warm-up visit). Machine: ${cpus().length} cores, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')} at the end of the run — figures taken under load are inflated by about load ÷ cores.

## Tables: list response → rows painted

"Screen" is the first screen of rows painted in full, at the end of the frame that drew it; "two
frames" is the same moment read two frame callbacks later, as this bench measured until 2026-11-27
(it can read one batch of rows late); "all rows" is every row of the page drawn in full (rows below
the first screen are drawn in short tasks right after it). All three count from the list's answer;
"pick → screen" counts from the click on "N / page", the wait the operator has.

| table | screen, median (ms) | two frames (ms) | all rows (ms) | pick → screen (ms) | screen runs (ms) |
|---|---:|---:|---:|---:|---|
${TABLES.map((t) => {
  const r = pages[t.name];
  return `| ${t.name} | ${r.frame.median} | ${r.screen.median} | ${r.all.median} | ${r.pick.median} | ${r.frame.samples.join(', ')} |`;
}).join('\n')}

Targets: 100 order rows ≤ 300 ms — met: ${ok(pages['sold orders, 100 rows']?.frame.median ?? Infinity, 300)}; 500 order rows ≤ 600 ms — met: ${ok(pages['sold orders, 500 rows']?.frame.median ?? Infinity, 600)}; statement with 200 rows ≤ 400 ms — met: ${ok(pages['statement, 200 rows'].frame.median, 400)}.

## Export of ${exp.rows} orders (mock, in process)

| run | time (ms) | file (bytes) | RSS before → peak (MB) | heap before → peak (MB) |
|---|---:|---:|---|---|
| cold (first export after start) | ${exp.cold.ms} | ${exp.cold.bytes} | ${exp.cold.rssBeforeMb} → ${exp.cold.peakRssMb} | ${exp.cold.heapBeforeMb} → ${exp.cold.peakHeapMb} |
| warm | ${exp.warm.ms} | ${exp.warm.bytes} | ${exp.warm.rssBeforeMb} → ${exp.warm.peakRssMb} | ${exp.warm.heapBeforeMb} → ${exp.warm.peakHeapMb} |

Target: 10 000-row export ≤ 3 s — met: ${ok(exp.cold.ms, 3000)} (cold), ${ok(exp.warm.ms, 3000)} (warm). The rows stream into the
workbook (exceljs streaming writer), so memory grows by the store's orders, not by the sheet.
`;
mkdirSync('bench', { recursive: true });
writeFileSync('bench/orders.md', md);
console.log('bench/orders.md written');
