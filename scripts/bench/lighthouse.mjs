// Lighthouse (performance and accessibility) for a few pages, desktop and mobile presets, median of
// BENCH_LH_RUNS (3) cold runs each, with Debian's Chromium through chrome-launcher. Used by
// scripts/bench.mjs; alone: `node scripts/bench/lighthouse.mjs <base URL>` (a running preview).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { login, SESSION_COOKIE, sessionCookieValue } from './session.mjs';

/** The pages measured and the scores they must reach. */
export const LH_PAGES = [
  { name: 'home', path: '/', user: null, target: { desktop: 98, mobile: 85 } },
  { name: 'sold orders', path: '/order/sold', user: 'supplier', target: { desktop: 95, mobile: 60 } },
  { name: 'statement', path: '/profile/statements', user: 'supplier', target: { desktop: 95, mobile: 60 } },
  { name: 'commodities', path: '/commodity', user: 'supplier', target: { desktop: 95, mobile: 60 } },
];
const A11Y_TARGET = 95;

function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/** One Lighthouse run of `url` in the Chromium on `port` (also used by scripts/bench-ssr.mjs). */
export async function oneRun(port, url, preset, cookie) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // a signed-in page: the session cookie on every request (Lighthouse clears storage between runs)
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result.lhr;
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: lhr.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
    accessibility: lhr.categories.accessibility.score == null ? null : Math.round(lhr.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    a11yFailures: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id) && a.score === 0)
      .map((a) => a.id),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** Runs every page × preset `runs` times against `base`; resolves with medians and the single runs. */
export async function lighthousePages(base, { runs = Number(process.env.BENCH_LH_RUNS || 3), log = console.log } = {}) {
  const chrome = await launch({
    chromePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const out = [];
  try {
    for (const p of LH_PAGES) {
      let cookie;
      if (p.user) {
        const t = await login(base, p.user);
        cookie = `${SESSION_COOKIE}=${sessionCookieValue(t)}`;
      }
      for (const preset of ['desktop', 'mobile']) {
        const all = [];
        for (let i = 0; i < runs; i += 1) {
          const r = await oneRun(chrome.port, `${base}${p.path}`, preset, cookie);
          log(
            `[lighthouse] ${p.path} ${preset} run ${i + 1}: perf ${r.performance}, a11y ${r.accessibility}, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls?.toFixed(3)}`,
          );
          all.push(r);
        }
        const pick = (k) => median(all.map((r) => r[k]));
        out.push({
          ...p,
          preset,
          median: {
            performance: pick('performance'),
            accessibility: pick('accessibility'),
            fcp: pick('fcp'),
            lcp: pick('lcp'),
            tbt: pick('tbt'),
            cls: pick('cls'),
          },
          a11yFailures: [...new Set(all.flatMap((r) => r.a11yFailures))],
          finalUrls: [...new Set(all.map((r) => r.finalUrl))],
          errors: all.map((r) => r.runtimeError).filter(Boolean),
          runs: all,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return out;
}

/** The Markdown table of bench/REPORT.md. */
export function lighthouseMarkdown(rows, runs) {
  const n = (v, d = 0) => (v == null ? '–' : v.toFixed(d));
  const lines = [
    `Lighthouse ${process.env.npm_package_devDependencies_lighthouse ?? '12'} (performance, accessibility), Debian Chromium headless, cold (storage cleared), median of ${runs} runs per page and preset; Lighthouse's simulated throttling (desktop preset: 40 ms RTT, 10 Mbit/s, CPU 1×; mobile: 150 ms RTT, 1.6 Mbit/s, CPU 4×). Scores and TBT depend on the machine's load (recorded above): compare runs on a quiet machine.`,
    '',
    '| page | preset | performance (target) | accessibility (≥ 95) | FCP ms | LCP ms | TBT ms | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const m = r.median;
    const target = r.target[r.preset];
    const perf = m.performance == null ? '–' : `${m.performance} (${target}) ${m.performance >= target ? '✓' : '✗'}`;
    const a11y = m.accessibility == null ? '–' : `${m.accessibility} ${m.accessibility >= A11Y_TARGET ? '✓' : '✗'}`;
    lines.push(`| \`${r.path}\` ${r.name} | ${r.preset} | ${perf} | ${a11y} | ${n(m.fcp)} | ${n(m.lcp)} | ${n(m.tbt)} | ${n(m.cls, 3)} |`);
  }
  const failures = rows.filter((r) => r.a11yFailures.length).map((r) => `- \`${r.path}\` ${r.preset}: ${r.a11yFailures.join(', ')}`);
  if (failures.length) lines.push('', 'Accessibility audits failing:', ...failures);
  const errors = rows.filter((r) => r.errors.length).map((r) => `- \`${r.path}\` ${r.preset}: ${r.errors[0]}`);
  if (errors.length) lines.push('', 'Lighthouse errors:', ...errors);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()) && process.argv[2]) {
  const rows = await lighthousePages(process.argv[2].replace(/\/+$/, ''));
  console.log(`\n${lighthouseMarkdown(rows, Number(process.env.BENCH_LH_RUNS || 3))}`);
  if (process.argv[3]) (await import('node:fs')).writeFileSync(process.argv[3], `${JSON.stringify(rows, null, 2)}\n`);
}
