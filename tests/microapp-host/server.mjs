/**
 * The demo host portal's server: serves the portal page (tests/microapp-host/) and qiankun's UMD
 * build, and proxies /api to the console's server, as a real portal would. The console itself is
 * loaded cross-origin from CONSOLE_URL.
 *
 *   npm run host:demo               serves the built console (dist/) with `max preview` on 4173
 *                                   and the portal on http://localhost:4174
 *   CONSOLE_URL=http://host:port npm run host:demo   uses a console that is already running
 */
import { spawn } from 'child_process';
import { readFileSync } from 'fs';
import http from 'http';
import { createRequire } from 'module';
import { dirname, join } from 'path';
import { fileURLToPath } from 'url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const QIANKUN_UMD = join(dirname(require.resolve('qiankun/package.json')), 'dist', 'index.umd.min.js');
// the console's sign-in call (src/domain/auth/endpoints.ts authApi.login), used by the portal's own form
const LOGIN_PATH = '/api/v1/usercenter/auth/login';

const FILES = {
  '/qiankun.js': [QIANKUN_UMD, 'text/javascript'],
  '/host.js': [join(here, 'host.js'), 'text/javascript'],
  '/host.css': [join(here, 'host.css'), 'text/css'],
};

function page(consoleUrl) {
  const config = JSON.stringify({ entry: `${consoleUrl}/`, loginPath: LOGIN_PATH });
  return readFileSync(join(here, 'index.html'), 'utf8').replace(
    '<script src="/qiankun.js">',
    `<script>window.DEMO_HOST = ${config};</script>\n    <script src="/qiankun.js">`,
  );
}

function proxy(req, res, consoleUrl) {
  const target = new URL(req.url, consoleUrl);
  const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (e) => {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`the console at ${consoleUrl} did not answer: ${e.message}`);
  });
  req.pipe(upstream);
}

/** Starts the portal on `port`; resolves with its URL and a close function. */
export function startDemoHost({ port = 4174, consoleUrl }) {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url, 'http://portal').pathname;
    if (path.startsWith('/api/')) return proxy(req, res, consoleUrl);
    const file = FILES[path];
    if (file) {
      res.writeHead(200, { 'content-type': `${file[1]}; charset=utf-8`, 'cache-control': 'no-cache' });
      return res.end(readFileSync(file[0]));
    }
    if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(path)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('not found');
    }
    // every portal route (/, /console/…) is the same page: the portal routes on the client
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    return res.end(page(consoleUrl));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () =>
      resolve({ url: `http://localhost:${server.address().port}`, close: () => new Promise((r) => server.close(r)) }),
    );
  });
}

async function main() {
  let consoleUrl = process.env.CONSOLE_URL?.replace(/\/+$/, '');
  if (!consoleUrl) {
    const root = join(here, '..', '..');
    const preview = spawn(join(root, 'node_modules', '.bin', 'max'), ['preview', '--port', '4173'], {
      cwd: root,
      // the portal frames the console's chat frame: the console's policy header must allow it
      env: {
        ...process.env,
        BROWSER: 'none',
        DID_YOU_KNOW: 'none',
        CSP_FRAME_ANCESTORS: `http://localhost:${process.env.HOST_PORT || 4174}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    process.on('exit', () => preview.kill());
    process.on('SIGINT', () => process.exit(130));
    consoleUrl = await new Promise((resolve) => {
      let out = '';
      preview.stdout.on('data', (d) => {
        process.stdout.write(d);
        out += d.toString();
        // eslint-disable-next-line no-control-regex -- strips colour codes
        const m = out.replace(/\x1b\[[0-9;]*m/g, '').match(/App listening at:?\s+(https?:\/\/\S+)/);
        if (m) resolve(m[1].replace(/\/+$/, ''));
      });
    });
  }
  const host = await startDemoHost({ port: Number(process.env.HOST_PORT || 4174), consoleUrl });
  console.log(`demo host portal at ${host.url} (console from ${consoleUrl}); open ${host.url}/console/en/order/sold`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
