#!/usr/bin/env node
// Order list and export benchmark. Writes bench/orders.md.
//   node scripts/bench-orders.mjs [--base http://localhost:8000] [--runs 5]
// The target applies to the production build: `npx max build && npx max preview --port 4180`, then
// `--base http://localhost:4180`.
// 1. /en/order/sold as `supplier` with 20, 100 and 500 rows per page, in headless Chromium: time
//    from the me/sales response arriving to its rows painted (median of the runs).
// 2. Export of 10 000 orders: the real me/export handler run in-process on a fresh store
//    (scripts/bench/orders-export.ts): time, and memory of the mock process before and at peak.
// Targets: 100 rows painted ≤ 300 ms; 10 000-row export ≤ 3 s.
import { execFileSync } from 'child_process';
import { mkdirSync, writeFileSync } from 'fs';
import { loadavg, cpus } from 'os';
import { launchBrowser, login } from './bench/session.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? def : args[i + 1];
};
const base = opt('base', process.env.E2E_BASE_URL || 'http://localhost:8000');
const runs = Number(opt('runs', '5'));
const SIZES = opt('sizes', '20,100,500').split(',').map(Number);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Marks in the page: when the me/sales answer arrived, and when `want` rows were painted after it. */
function instrument(want) {
  const w = window;
  w.__bench = { responseAt: 0, paintedAt: 0 };
  const original = w.fetch.bind(w);
  w.fetch = async (...a) => {
    const res = await original(...a);
    const url = String(a[0] && a[0].url ? a[0].url : a[0]);
    if (url.includes('/trade/me/sales')) w.__bench.responseAt = performance.now();
    return res;
  };
  const check = () => {
    if (!w.__bench.responseAt || w.__bench.paintedAt) return;
    if (document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= want) {
      // two frames: the rows are laid out and painted
      requestAnimationFrame(() => requestAnimationFrame(() => (w.__bench.paintedAt = performance.now())));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function pageTimings() {
  const browser = await launchBrowser('bench-orders-');

  const out = {};
  try {
    // one discarded visit: the server's and the browser's first page pay start-up costs
    {
      const page = await browser.newPage();
      const token = await login(base, 'supplier');
      await page.setCookie({
        name: 'gt_token',
        value: encodeURIComponent(JSON.stringify({ ...token, rememberMe: false })),
        domain: new URL(base).hostname,
        path: '/',
      });
      await page.goto(`${base}/en/order/sold?pageSize=100`, { waitUntil: 'networkidle0' }).catch(() => undefined);
      await page.close();
    }
    for (const size of SIZES) {
      const samples = [];
      for (let r = 0, tries = 0; r < runs; tries += 1) {
        const page = await browser.newPage();
        try {
          const token = await login(base, 'supplier');
          await page.setCookie({
            name: 'gt_token',
            value: encodeURIComponent(JSON.stringify({ ...token, rememberMe: false })),
            domain: new URL(base).hostname,
            path: '/',
          });
          await page.evaluateOnNewDocument(instrument, size);
          await page.goto(`${base}/en/order/sold?pageSize=${size}`, { waitUntil: 'domcontentloaded' });
          await page.waitForFunction(() => window.__bench && window.__bench.paintedAt > 0, { timeout: 60_000 });
          const { responseAt, paintedAt } = await page.evaluate(() => window.__bench);
          const rows = await page.$$eval('.ant-table-tbody tr.ant-table-row', (trs) => trs.length);
          if (rows < size) throw new Error(`expected ${size} rows, got ${rows}`);
          samples.push(Math.round(paintedAt - responseAt));
          r += 1;
        } catch (e) {
          // a shared dev server: another suite's reset can end the session mid-run; run it again
          if (tries >= runs + 5) throw e;
          console.log(`rows ${size}: run failed (${String(e.message).slice(0, 80)}), again`);
        } finally {
          await page.close();
        }
      }
      out[size] = { median: median(samples), samples };
      console.log(`rows ${size}: median ${out[size].median} ms (${samples.join(', ')})`);
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

## Sold orders page: me/sales response → rows painted

| rows per page | median (ms) | runs (ms) |
|---:|---:|---|
${SIZES.map((s) => `| ${s} | ${pages[s].median} | ${pages[s].samples.join(', ')} |`).join('\n')}

Target: 100 rows painted ≤ 300 ms — met: ${ok(pages[100].median, 300)}.

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
