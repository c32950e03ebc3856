// Start/stop `max preview` in its own process group; the real URL is parsed from its output
// because preview silently moves to the next free port.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// eslint-disable-next-line no-control-regex -- ESC starts the colour codes it strips
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function startPreview(root, port, timeoutMs = 60_000) {
  const child = spawn(`${root}/node_modules/.bin/max`, ['preview', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, BROWSER: 'none', DID_YOU_KNOW: 'none' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (err, url) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) {
        stopPreview(child);
        reject(err);
      } else resolve({ child, url, log: () => out });
    };
    const timer = setTimeout(() => finish(new Error(`max preview did not start within ${timeoutMs / 1000}s\n${out}`)), timeoutMs);
    const onData = (d) => {
      out = (out + d.toString()).slice(-20_000);
      const m = out.replace(ANSI, '').match(/App listening at:?\s+(https?:\/\/[^\s]+)/);
      if (m) finish(null, m[1].replace(/\/+$/, ''));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (e) => finish(e));
    child.on('exit', (code, signal) => finish(new Error(`max preview exited early (code ${code}, signal ${signal})\n${out}`)));
  });
}

export function stopPreview(child) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // our own process group only
  } catch {
    /* gone */
  }
}

const ENTRIES = ['.umirc.ts', 'package.json', 'config', 'mock', 'src', 'public', 'dist'];
const SKIP = /[\\/]src[\\/]\.umi(-[a-z]+)?([\\/]|$)/;

/**
 * A private copy of the build and the mocks (node_modules linked), so a rebuild of dist/ in the
 * working tree while we measure cannot break the preview (same as tests/e2e/support/snapshot.ts).
 */
export function snapshotApp(root) {
  const dir = mkdtempSync(join(tmpdir(), 'gt-bench-app-'));
  for (const entry of ENTRIES) {
    const from = join(root, entry);
    if (existsSync(from)) cpSync(from, join(dir, entry), { recursive: true, filter: (src) => !SKIP.test(src) });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

export function removeSnapshot(dir) {
  if (dir && dir.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
}
