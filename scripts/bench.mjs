#!/usr/bin/env node
/**
 * `npm run bench`: production build time and first-visit weight/speed of two pages.
 *
 *  1. `npx max build`, wall time (BENCH_SKIP_BUILD=1 reuses dist/);
 *  2. `max preview` on a free port (the URL it prints is parsed: it may move);
 *  3. `/` anonymous and `/order/sold` signed in as `supplier` (token cookie), each BENCH_RUNS (3)
 *     times in a fresh incognito context with the cache disabled: gzip bytes transferred by type
 *     (CDP encodedDataLength, lazy chunks included until network idle), requests, FCP, LCP, TBT,
 *     DOMContentLoaded and load. Medians are reported, after one discarded warm-up visit.
 *  4. first-load JS of every budgeted page against its budget (scripts/bundle-budget.mjs), beside
 *     the figures before the budgets work (bench/budget-baseline.json);
 *  5. Lighthouse, desktop and mobile, median of BENCH_LH_RUNS (3), for home, sold orders, statement
 *     and commodities (scripts/bench/lighthouse.mjs; BENCH_LIGHTHOUSE=0 skips it);
 *  6. bench/out/report.json, bench/out/report.md, and bench/REPORT.md (committed).
 *  Budget: home first-load JS <= 400 KiB gzip; a FAIL exits non-zero only with BENCH_STRICT=1.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { readFileSync } from 'node:fs';
import { budgetTable, measurePages } from './bundle-budget.mjs';
import { lighthouseMarkdown, lighthousePages } from './bench/lighthouse.mjs';
import { measureVisit } from './bench/measure.mjs';
import { login, sessionCookie } from './bench/session.mjs';
import { freePort, removeSnapshot, snapshotApp, startPreview, stopPreview } from './bench/preview.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench', 'out');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const BUDGET_JS_KIB = 400;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
const PAGES = [
  { name: 'home', path: '/', user: null },
  { name: 'order-sold', path: '/order/sold', user: 'supplier' },
];

const kib = (b) => (b == null ? null : Math.round((b / 1024) * 10) / 10);
const ms = (v) => (v == null ? null : Math.round(v));
function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

function chromiumPath() {
  const p = process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';
  if (!existsSync(p)) {
    throw new Error(`Chromium not found at ${p}: apt-get install -y chromium fonts-noto-cjk, or set PUPPETEER_EXECUTABLE_PATH`);
  }
  return p;
}

function build() {
  return new Promise((res, rej) => {
    const t0 = process.hrtime.bigint();
    const child = spawn('npx', ['max', 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DID_YOU_KNOW: 'none' },
    });
    child.on('error', rej);
    child.on('exit', (code) =>
      code === 0 ? res(Number(process.hrtime.bigint() - t0) / 1e9) : rej(new Error(`max build exited with ${code}`)),
    );
  });
}

function summarise(runs) {
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    jsBytes: pick('jsBytes'),
    cssBytes: pick('cssBytes'),
    totalBytes: pick('totalBytes'),
    jsCount: pick('jsCount'),
    cssCount: pick('cssCount'),
    requests: pick('requests'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    dcl: pick('dcl'),
    load: pick('load'),
    networkIdleMs: pick('networkIdleMs'),
  };
}

function machine() {
  return {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    // timings on a shared machine depend on what else runs: keep the load next to them
    loadAverage1m: Math.round(os.loadavg()[0] * 10) / 10,
  };
}

function markdown(report) {
  const m = report.machine;
  const lines = [
    '# Bench report',
    '',
    `Date: ${report.date}. Machine: ${m.nproc} CPUs (${m.cpu}), ${m.memoryGiB} GiB RAM, ${m.os}, node ${m.node}, ${report.browser}; load average ${m.loadAverage1m} at the start.`,
    '',
    `\`max build\`: **${report.buildSeconds == null ? 'skipped (BENCH_SKIP_BUILD=1)' : `${report.buildSeconds.toFixed(1)} s`}** wall.`,
    '',
    `First visit, cold cache, fresh incognito context, no CPU/network throttling, served by \`max preview\` (gzip) on localhost; median of ${report.runs} runs after one discarded warm-up visit. Bytes are transferred (compressed) bytes incl. lazy chunks until network idle.`,
    '',
    '| page | JS KiB | CSS KiB | all KiB | requests (JS/CSS) | FCP ms | LCP ms | TBT ms | DCL ms | load ms |',
    '|---|---:|---:|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const p of report.pages) {
    const s = p.median;
    const who = p.user ? ` (as ${p.user})` : ' (anonymous)';
    lines.push(
      `| \`${p.path}\`${who} | ${kib(s.jsBytes)} | ${kib(s.cssBytes)} | ${kib(s.totalBytes)} | ${s.requests} (${s.jsCount}/${s.cssCount}) | ${ms(s.fcp)} | ${ms(s.lcp)} | ${ms(s.tbt)} | ${ms(s.dcl)} | ${ms(s.load)} |`,
    );
  }
  const b = report.budget;
  lines.push('', `Budget: home first-load JS ${kib(b.actualBytes)} KiB ≤ ${b.limitKiB} KiB gzip → **${b.pass ? 'PASS' : 'FAIL'}**`);
  for (const p of report.pages) {
    const top = [...p.runs[0].resources]
      .filter((r) => r.type === 'Script')
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((r) => `\`${r.url}\` ${kib(r.bytes)}`);
    lines.push('', `Largest scripts on \`${p.path}\` (KiB): ${top.join(', ')}`);
  }
  if (report.budgets) {
    const before = new Map(report.budgetBaseline.pages.map((p) => [p.path, p]));
    lines.push(
      '',
      '## First-load JS budgets',
      '',
      `Every budgeted page of this build (\`node scripts/bundle-budget.mjs\`, the CI check of \`npm run test:e2e\`): scripts a cold first visit loads until network idle, each file gzipped (level 6) from dist/.`,
      '',
      budgetTable(report.budgets),
      '',
      `Before and after (before: ${report.budgetBaseline.note})`,
      '',
      '| page | before KiB | after KiB | before files | after files |',
      '|---|---:|---:|---:|---:|',
      ...report.budgets.map((r) => {
        const b = before.get(r.path);
        return `| \`${r.path}\` | ${b ? b.kib.toFixed(1) : '–'} | ${r.kib.toFixed(1)} | ${b ? b.files : '–'} | ${r.files} |`;
      }),
    );
  }
  if (report.lighthouse) lines.push('', '## Lighthouse', '', lighthouseMarkdown(report.lighthouse, report.lighthouseRuns));
  const notes = report.pages.flatMap((p) => p.warnings.map((w) => `- \`${p.path}\`: ${w}`));
  if (notes.length) lines.push('', 'Warnings:', ...notes);
  lines.push(
    '',
    'TBT = Σ(long task − 50 ms) between FCP and network idle. Regenerate with `npm run bench` (details in bench/out/report.json).',
    '',
  );
  return lines.join('\n');
}

async function main() {
  const machineInfo = machine(); // before the build loads the machine
  let preview;
  let browser;
  let profile;
  let appDir;
  const cleanup = async () => {
    if (browser) await browser.close().catch(() => {});
    browser = undefined;
    if (profile) rmSync(profile, { recursive: true, force: true });
    stopPreview(preview?.child);
    removeSnapshot(appDir);
  };
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, () => {
      stopPreview(preview?.child);
      removeSnapshot(appDir);
      process.exit(130);
    });
  }
  process.once('exit', () => {
    stopPreview(preview?.child);
    removeSnapshot(appDir);
  });

  try {
    let buildSeconds = null;
    if (process.env.BENCH_SKIP_BUILD === '1') {
      console.log('[bench] BENCH_SKIP_BUILD=1: reusing dist/');
    } else {
      console.log('[bench] npx max build …');
      buildSeconds = await build();
      console.log(`[bench] build took ${buildSeconds.toFixed(1)} s`);
    }
    if (!existsSync(join(ROOT, 'dist', 'index.html'))) throw new Error('dist/index.html missing');

    appDir = snapshotApp(ROOT);
    preview = await startPreview(appDir, await freePort());
    console.log(`[bench] max preview at ${preview.url}`);

    profile = mkdtempSync(join(os.tmpdir(), 'gt-bench-profile-'));
    browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, userDataDir: profile, args: CHROMIUM_ARGS });
    const browserVersion = await browser.version();

    // one discarded visit first: the preview server's first responses and Chromium's first page
    // pay one-off start-up costs that are not the page's (they were the slowest run every time)
    await measureVisit(browser, `${preview.url}/`);

    const pages = [];
    for (const p of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        let cookie;
        if (p.user) {
          const t = await login(preview.url, p.user);
          cookie = sessionCookie(preview.url, t);
        }
        const r = await measureVisit(browser, `${preview.url}${p.path}`, cookie);
        console.log(
          `[bench] ${p.path} run ${i + 1}: JS ${kib(r.jsBytes)} KiB, CSS ${kib(r.cssBytes)} KiB, ${r.requests} req, FCP ${ms(r.fcp)} ms, LCP ${ms(r.lcp)} ms, TBT ${ms(r.tbt)} ms, load ${ms(r.load)} ms`,
        );
        runs.push(r);
      }
      const warnings = [];
      const last = runs[runs.length - 1];
      if (last.finalPath !== p.path) warnings.push(`ended on ${last.finalPath} instead of ${p.path}`);
      if (!last.title) warnings.push('no [data-testid="page-title"] rendered');
      if (!last.scriptsCompressed) warnings.push('not all scripts were served compressed');
      if (last.failedRequests.length) warnings.push(`failed requests: ${last.failedRequests.slice(0, 5).join(', ')}`);
      pages.push({ name: p.name, path: p.path, user: p.user, median: summarise(runs), warnings, runs });
    }

    console.log('[bench] first-load JS budgets …');
    const budgets = await measurePages(preview.url, browser);
    const budgetBaseline = JSON.parse(readFileSync(join(ROOT, 'bench', 'budget-baseline.json'), 'utf8'));
    let lighthouse = null;
    const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LH_RUNS || 3));
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      console.log('[bench] Lighthouse …');
      lighthouse = await lighthousePages(preview.url, { runs: lighthouseRuns });
    }

    const home = pages.find((p) => p.name === 'home');
    const budget = {
      metric: 'home first-load JS, gzip transferred',
      limitKiB: BUDGET_JS_KIB,
      actualBytes: home.median.jsBytes,
      pass: home.median.jsBytes <= BUDGET_JS_KIB * 1024,
    };
    const report = {
      date: new Date().toISOString().slice(0, 10),
      generatedAt: new Date().toISOString(),
      machine: machineInfo,
      browser: browserVersion,
      runs: RUNS,
      buildSeconds,
      budget,
      pages,
      budgets,
      budgetBaseline,
      lighthouse,
      lighthouseRuns,
    };

    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(OUT, 'report.md'), markdown(report));
    copyFileSync(join(OUT, 'report.md'), join(ROOT, 'bench', 'REPORT.md'));
    console.log(`\n${markdown(report)}`);
    console.log(`[bench] wrote bench/out/report.json, bench/out/report.md, bench/REPORT.md`);
    console.log(
      `BUDGET ${budget.pass ? 'PASS' : 'FAIL'}: home first-load JS ${kib(budget.actualBytes)} KiB (limit ${BUDGET_JS_KIB} KiB gzip)`,
    );
    await cleanup();
    if (!budget.pass && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  } catch (e) {
    await cleanup();
    console.error(`[bench] ${e?.stack ?? e}`);
    if (preview) console.error(`[bench] preview output:\n${preview.log().slice(-3000)}`);
    process.exitCode = 1;
  }
}

main();
