/**
 * Home with and without server rendering, in the same run: two `npm run serve` over the same
 * dist/ and the same fake backend, one with SSR=off (home as the client shell, as before).
 *
 *   node scripts/bench-ssr.mjs            (after `npx max build`; BENCH_RUNS=5, BENCH_LH_RUNS=3)
 *
 * Measures `/en` cold (empty cache): FCP, LCP, TBT and when the hot-games tiles first show, median of
 * BENCH_RUNS visits unthrottled, then Lighthouse performance, mobile and desktop presets (mobile:
 * simulated slow 4G and 4× CPU), median of BENCH_LH_RUNS. Writes bench/ssr.md and prints it.
 */
import { spawn } from 'child_process';
import { launch } from 'chrome-launcher';
import { writeFileSync } from 'fs';
import { loadavg } from 'os';
import { dirname, join } from 'path';
import { fileURLToPath } from 'url';
import { oneRun } from './bench/lighthouse.mjs';
import { measureVisit } from './bench/measure.mjs';
import { launchBrowser } from './bench/session.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS || 3);
const BASE_PORT = Number(process.env.BENCH_PORT || 4196);
const PAGE = '/en';

function serve(port, env) {
  const child = spawn(process.execPath, [join(ROOT, 'server/serve.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), MOCK_SEED: process.env.MOCK_SEED || 'test', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start\n${out}`)), 120_000);
    const onData = (d) => {
      out += d.toString();
      const m = /\[serve\] listening at (\S+) \(API: (\S+)\)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1], api: m[2] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`serve exited (${code})\n${out}`)));
  });
}

const stop = (child) => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/** When the hot-games tiles were first in the page, in a cold visit. */
async function gamesShownAt(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setCacheEnabled(false);
    // polled from the first script on: the first frame with game tiles
    await page.evaluateOnNewDocument(() => {
      const tick = () => {
        if (document.querySelector('[data-testid="home-games"] a[href*="/categories/"]')) window.__gamesAt = performance.now();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 90_000 });
    return await page.evaluate(() => window.__gamesAt ?? null);
  } finally {
    await context.close().catch(() => {});
  }
}

async function main() {
  const load = [];
  const ssr = await serve(BASE_PORT, {});
  const csr = await serve(BASE_PORT + 2, { SSR: 'off', API_TARGET: ssr.api });
  const rows = [];
  try {
    const browser = await launchBrowser('bench-ssr-');
    try {
      for (const [name, s] of [
        ['server-rendered', ssr],
        ['client shell (before)', csr],
      ]) {
        const visits = [];
        const games = [];
        for (let i = 0; i < RUNS; i++) {
          load.push(loadavg()[0]);
          visits.push(await measureVisit(browser, `${s.url}${PAGE}`));
          games.push(await gamesShownAt(browser, `${s.url}${PAGE}`));
        }
        rows.push({
          name,
          fcp: median(visits.map((v) => v.fcp)),
          lcp: median(visits.map((v) => v.lcp)),
          lcpElement: visits.at(-1)?.lcpElement,
          tbt: median(visits.map((v) => v.tbt)),
          games: median(games),
        });
        console.log(`[bench-ssr] ${name}: visits done`);
      }
    } finally {
      await browser.close();
    }
    const chrome = await launch({
      chromePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    try {
      for (const [i, s] of [ssr, csr].entries()) {
        for (const preset of ['mobile', 'desktop']) {
          const runs = [];
          for (let r = 0; r < LH_RUNS; r++) {
            load.push(loadavg()[0]);
            runs.push(await oneRun(chrome.port, `${s.url}${PAGE}`, preset));
          }
          rows[i][preset] = {
            performance: median(runs.map((x) => x.performance)),
            fcp: median(runs.map((x) => x.fcp)),
            lcp: median(runs.map((x) => x.lcp)),
            tbt: median(runs.map((x) => x.tbt)),
          };
          console.log(`[bench-ssr] ${rows[i].name}: Lighthouse ${preset} done`);
        }
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    stop(ssr.child);
    stop(csr.child);
  }
  const ms = (v) => (v == null ? '–' : String(Math.round(v)));
  const md = [
    `## Home rendered on the server (issue 24)`,
    '',
    `\`node scripts/bench-ssr.mjs\`, ${new Date().toISOString().slice(0, 10)}: \`${PAGE}\` from \`npm run serve\` with and without server rendering (\`SSR=off\`), same build, same fake backend (test seed), same run. Cold cache; visits: median of ${RUNS}, unthrottled; Lighthouse: median of ${LH_RUNS}. Load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} (2 CPUs, shared).`,
    '',
    '| home `/en` | FCP ms | LCP ms | games shown ms | TBT ms | LH mobile perf | LH mobile FCP / LCP / TBT ms | LH desktop perf | LH desktop FCP / LCP / TBT ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.games)} | ${ms(r.tbt)} | ${r.mobile?.performance ?? '–'} | ${ms(r.mobile?.fcp)} / ${ms(r.mobile?.lcp)} / ${ms(r.mobile?.tbt)} | ${r.desktop?.performance ?? '–'} | ${ms(r.desktop?.fcp)} / ${ms(r.desktop?.lcp)} / ${ms(r.desktop?.tbt)} |`,
    ),
    '',
    `"games shown": the first frame with the hot-games tiles. LCP element (server-rendered): ${rows[0].lcpElement ?? '–'}; client shell: ${rows[1].lcpElement ?? '–'}.`,
    '',
  ].join('\n');
  writeFileSync(join(ROOT, 'bench', 'ssr.md'), md);
  console.log(md);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
