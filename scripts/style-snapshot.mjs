#!/usr/bin/env -S npx tsx
// Writes config/antd-style-snapshot.css: every antd CSS-in-JS style the console's pages render, with
// cssinjs' path map, so the browser build skips generating them (config/styleSnapshot.ts).
//   npm run style-snapshot              builds with TC_STYLE_HARVEST=1 into dist/, previews it, harvests
//   npm run style-snapshot -- --base U  harvests a style-harvest build already served at U
// Then `npm run build` again: the harvest build is not the console's. Needed after upgrading antd or
// ProComponents or changing config/theme.ts (the build warns and leaves a stale snapshot out).
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import routesModule from '../tests/e2e/support/routes.ts';
import snapshotModule from '../config/styleSnapshot.ts';
import { launchBrowser, login } from './bench/session.mjs';

// the TypeScript modules load as CommonJS (tsx): their exports come as one object
const { ANONYMOUS_ROUTES, concreteRoutes, TRANSIENT_ROUTES } = routesModule;
const { SNAPSHOT_FILE, snapshotStamp, stampLine } = snapshotModule;

const args = process.argv.slice(2);
const opt = (name, def) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : def);
const PORT = 4179;

async function servedHarvestBuild() {
  const given = opt('base', '');
  if (given) return { base: given, stop: () => undefined };
  const env = { ...process.env, TC_STYLE_HARVEST: '1', DID_YOU_KNOW: 'none', BROWSER: 'none', MOCK_SEED: 'test' };
  const built = spawnSync('npx', ['max', 'build'], { env, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the style-harvest build failed');
  const child = spawn('npx', ['max', 'preview', '--port', String(PORT)], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const stop = () => process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`preview did not start\n${out}`)), 90_000);
    const onData = (d) => {
      out += d.toString();
      if (/App listening/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  return { base: `http://localhost:${PORT}`, stop };
}

/**
 * Opens `first`, then every path in turn inside the same document (no reload: the pages render as a
 * user reaches them); the styles are read after each page, so a page that reloads loses nothing.
 */
async function harvest(browser, base, cookie, first, paths) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  // by path, as last read: the one document's order of everything inserted so far
  const styles = new Map();
  const collect = async () => {
    for (const style of await page.evaluate(() => window.__tcStyleHarvest.styles())) styles.set(style.path, style);
  };
  try {
    if (cookie) await page.setCookie(cookie);
    await page.goto(`${base}${first}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.waitForFunction(() => !!window.__tcStyleHarvest, { timeout: 30_000 });
    await collect();
    for (const path of paths) {
      await page.evaluate((p) => window.__tcStyleHarvest.go(p), path);
      await page.waitForNetworkIdle({ idleTime: 400, timeout: 20_000 }).catch(() => undefined); // a page that keeps polling: harvest what it shows
      await page.waitForFunction(() => !!window.__tcStyleHarvest, { timeout: 30_000 });
      await collect();
      const at = await page.evaluate(() => window.location.pathname);
      if (at !== path.split('?')[0]) console.log(`  ${path} went on to ${at}`);
    }
    return [...styles.values()].sort((a, b) => a.position - b.position);
  } finally {
    await ctx.close();
  }
}

const { base, stop } = await servedHarvestBuild();
const browser = await launchBrowser('style-snapshot-');
try {
  const token = await login(base, 'trader');
  const cookie = {
    name: 'gt_token',
    value: encodeURIComponent(JSON.stringify({ ...token, rememberMe: false })),
    domain: new URL(base).hostname,
    path: '/',
  };
  const routes = concreteRoutes().filter((r) => !TRANSIENT_ROUTES.has(r.def.path));
  const signedIn = routes.filter((r) => !ANONYMOUS_ROUTES.has(r.def.path)).map((r) => `/en${r.url === '/' ? '' : r.url}`);
  const anonymous = routes.filter((r) => ANONYMOUS_ROUTES.has(r.def.path)).map((r) => `/en${r.url}`);
  console.log(`harvesting ${signedIn.length} pages signed in, ${anonymous.length} signed out, from ${base}`);
  const sets = [
    await harvest(browser, base, cookie, '/en/order/sold', signedIn),
    await harvest(browser, base, undefined, '/en', anonymous),
  ];

  const byPath = new Map();
  for (const style of sets.flat()) {
    // the path map is `path:hash;…` inside a CSS string: a path that could break it is left to the browser
    if (/[:;"\\\n]/.test(style.path) || byPath.has(style.path)) continue;
    byPath.set(style.path, style);
  }
  const styles = [...byPath.values()];
  const effects = new Set(styles.flatMap((s) => s.effects.split(/(?=@keyframes )/).filter(Boolean)));
  const map = styles.map((s) => `${s.path}:${s.hash}`).join(';');
  const css = [
    stampLine(snapshotStamp()),
    '/* generated by scripts/style-snapshot.mjs: antd CSS-in-JS styles of the console pages, and cssinjs path map */',
    ...styles.map((s) => s.css),
    ...effects,
    `.data-ant-cssinjs-cache-path{content:"${map}"}`,
    '',
  ].join('\n');
  writeFileSync(SNAPSHOT_FILE, css);
  console.log(`wrote ${SNAPSHOT_FILE}: ${styles.length} styles, ${effects.size} effects, ${(css.length / 1024).toFixed(0)} KiB`);
} finally {
  await browser.close();
  stop();
}
