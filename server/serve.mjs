/**
 * `npm run serve`: the production server of the built console (dist/, after `npm run build`).
 *
 * - renders home (/, /en, /zh_CN) on the server with dist/server/umi.server.js: its data in the
 *   first HTML, in the request's language (path prefix, then the locale cookie); a page it cannot
 *   render (the API down) is answered with the client shell, 200, and logged;
 * - answers every other route with the client shell (dist/index.html);
 * - serves dist/ with a year's cache on hashed files;
 * - proxies /api to API_TARGET (a real backend's origin), or by default to the built-in fake
 *   backend, which it starts (`max preview` on an internal port: the same mocks, MOCK_SEED & co.);
 * - sends the Content-Security-Policy header of config/csp.ts (as `max preview` does) and
 *   `Access-Control-Allow-Origin: *` (a host portal fetches the console's files).
 *
 * Environment: PORT (default 4188; not 4190, which browsers refuse), API_TARGET, MOCK_PORT (fake backend, default PORT + 1),
 * SSR_TIMEOUT_MS (longest render before the shell goes out instead, default 8000), SSR=off (no
 * server rendering: every page as the client shell), SERVE_DIR (the app folder holding dist/ and mock/, default this repository).
 */
import { AsyncLocalStorage } from 'async_hooks';
import { spawn } from 'child_process';
import compression from 'compression';
import { buildSync } from 'esbuild';
import express from 'express';
import { readFileSync } from 'fs';
import http from 'http';
import https from 'https';
import { createRequire } from 'module';
import { tmpdir } from 'os';
import { dirname, join } from 'path';
import { fileURLToPath } from 'url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const APP_DIR = process.env.SERVE_DIR || join(here, '..');
const DIST = join(APP_DIR, 'dist');
const PORT = Number(process.env.PORT || 4188);
const RENDER_TIMEOUT_MS = Number(process.env.SSR_TIMEOUT_MS || 8000);
// SSR=off: every page as the client shell (scripts/bench-ssr.mjs compares the two)
const SSR_ON = process.env.SSR !== 'off';

const log = (...args) => console.log(new Date().toISOString(), ...args);

/** server/render.ts and config/csp.ts, compiled once at start (the one source of both rules). */
function loadRules() {
  const outfile = join(tmpdir(), `tc-serve-rules-${process.pid}.cjs`);
  buildSync({
    stdin: {
      contents: "export * from './server/render'; export { contentSecurityPolicy } from './config/csp';",
      resolveDir: join(here, '..'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    logLevel: 'warning',
  });
  return require(outfile);
}

/** The fake backend: `max preview` of the same build serves mock/ (only its /api is used). */
function startFakeBackend(port) {
  const child = spawn(join(APP_DIR, 'node_modules/.bin/max'), ['preview', '--port', String(port)], {
    cwd: APP_DIR,
    env: { ...process.env, BROWSER: 'none', DID_YOU_KNOW: 'none', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => process.exit(0));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`fake backend did not start within 90 s\n${out}`)), 90_000);
    const onData = (d) => {
      out = (out + d.toString()).slice(-20_000);
      // eslint-disable-next-line no-control-regex -- ESC starts the colour codes it strips
      const m = out.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').match(/App listening at:?\s+(https?:\/\/[^\s]+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace(/\/+$/, '').replace('//localhost', '//127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`fake backend exited (code ${code})\n${out}`));
    });
  });
}

/** Streams a request to `target` (an origin) and its answer back, unchanged. */
function proxyTo(target) {
  const base = new URL(target);
  const agent = base.protocol === 'https:' ? https : http;
  return (req, res) => {
    const upstream = agent.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: req.originalUrl,
        headers: { ...req.headers, host: base.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (e) => {
      log(`[api] ${req.method} ${req.originalUrl}: ${e.message}`);
      if (!res.headersSent) res.status(502).json({ message: 'backend unreachable' });
      else res.end();
    });
    req.pipe(upstream);
  };
}

/** Whole output of a node stream as a string; rejects on its error. */
function readAll(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (c) => chunks.push(Buffer.from(c)));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

async function main() {
  const rules = loadRules();
  const apiBase = process.env.API_TARGET
    ? process.env.API_TARGET.replace(/\/+$/, '')
    : await startFakeBackend(Number(process.env.MOCK_PORT || PORT + 1));
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  // the server bundle's file name carries its hash (config/plugin-ssr-output.ts copies it here)
  const serverManifest = JSON.parse(readFileSync(join(DIST, 'server', 'build-manifest.json'), 'utf8'));
  const umiServer = require(join(DIST, 'server', serverManifest.assets['umi.js'].replace(/^\//, '')));
  // read by the server bundle (src/utils/ssrContext.ts): the API origin and the request's cookies
  const als = new AsyncLocalStorage();
  globalThis.__TC_SSR__ = als;
  const policy = rules.contentSecurityPolicy('header');

  // umi's server renderer keeps one history and routes per process: one page at a time
  let queue = Promise.resolve();
  const serialized = (task) => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  async function render(req) {
    const url = `http://${req.headers.host || `localhost:${PORT}`}${req.originalUrl}`;
    const request = new Request(url, { headers: { cookie: req.headers.cookie || '', accept: 'text/html' } });
    const ctx = { apiBase, cookie: req.headers.cookie || '' };
    let timer;
    const timeout = new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no render within ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
    });
    const work = () =>
      als.run(ctx, async () => {
        // renderRoot: the app alone (pureApp), streamed once every part is ready
        const stream = await umiServer.renderRoot(request, {});
        const html = await readAll(stream);
        // src/app.tsx's rootContainer puts the render's loader data on ctx
        const loaderData = ctx.loaderData ?? {};
        const minWidth = rules.minWidthFor(req.headers['user-agent']);
        return { html, loaderData, meta: rules.metaOf(loaderData), styles: ctx.styles?.() ?? '', minWidth };
      });
    // a slow API must not hold every later page: past the limit the page goes out as the shell
    return serialized(() => Promise.race([work(), timeout]).finally(() => clearTimeout(timer)));
  }

  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use('/api', proxyTo(apiBase));
  // gzip for pages and files (the API's answers pass through as the backend sent them)
  app.use(compression());

  const sendShell = (res, body = shell) => res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(body);

  app.get('*', async (req, res, next) => {
    if (!SSR_ON || !rules.wantsServerRender({ method: req.method, pathname: req.path, headers: req.headers })) return next();
    const started = Date.now();
    const outcome = await rules.renderOrShell(shell, () => render(req));
    if (outcome.kind === 'shell') log(`[ssr] ${req.path}: client shell (${outcome.reason})`);
    else log(`[ssr] ${req.path}: rendered in ${Date.now() - started} ms`);
    // the same HTML for every visitor of the URL (no session is read), but it varies by language
    // and, for the page's minimum width, by mobile or not
    res.setHeader('Vary', 'Cookie, User-Agent');
    return sendShell(res, outcome.body);
  });
  app.use(
    express.static(DIST, {
      index: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', rules.cacheControlOf(path)),
    }),
  );
  // every other route: the client shell (the browser's router takes it from there)
  app.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.status(404).end();
    return sendShell(res);
  });

  app.listen(PORT, () => log(`[serve] listening at http://localhost:${PORT} (API: ${apiBase})`));
}

// a failure inside umi's renderer that nothing awaits: logged, the server goes on
process.on('unhandledRejection', (e) => log('[ssr] unhandled rejection:', e instanceof Error ? e.stack : e));

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
