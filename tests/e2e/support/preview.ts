import { spawn, type ChildProcess } from 'child_process';
import { createServer } from 'net';

// eslint-disable-next-line no-control-regex -- ESC starts the colour codes it strips
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

export interface Preview {
  child: ChildProcess;
  url: string;
  /** what preview printed so far (for diagnostics) */
  log: () => string;
}

/**
 * Starts `max preview --port <port>` detached in its own process group and resolves with the URL it
 * really listens on: preview silently moves to the next free port, so the printed
 * "App listening at …" line is the only truth.
 */
export function startPreview(root: string, port: string, timeoutMs = 60_000): Promise<Preview> {
  const child = spawn(`${root}/node_modules/.bin/max`, ['preview', '--port', port], {
    cwd: root,
    // everything passes through (MOCK_TOKEN_TTL, MOCK_LATENCY, MOCK_FAULT_*, ...); the first seeding
    // is already the test seed every e2e file resets to (support/backend.ts resetBackend)
    // the demo host portal of microapp.e2e.ts frames the console's chat frame: its origin may do so
    env: {
      ...process.env,
      MOCK_SEED: process.env.MOCK_SEED || 'test',
      BROWSER: 'none',
      DID_YOU_KNOW: 'none',
      CSP_FRAME_ANCESTORS: process.env.CSP_FRAME_ANCESTORS ?? `http://localhost:${process.env.E2E_HOST_PORT || '4174'}`,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const log = () => out;
  return new Promise<Preview>((resolve, reject) => {
    let settled = false;
    const finish = (err: Error | null, url?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) {
        stopProcessGroup(child);
        reject(err);
      } else resolve({ child, url: url!, log });
    };
    const timer = setTimeout(() => finish(new Error(`max preview did not print its URL within ${timeoutMs / 1000}s\n${out}`)), timeoutMs);
    const onData = (d: Buffer) => {
      // keep draining the pipes for the whole run, bounded, so preview never blocks on a full pipe
      out = (out + d.toString()).slice(-20_000);
      const m = out.replace(ANSI, '').match(/App listening at:?\s+(https?:\/\/[^\s]+)/);
      if (m) finish(null, m[1].replace(/\/+$/, ''));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', (e) => finish(e));
    child.on('exit', (code, signal) => finish(new Error(`max preview exited early (code ${code}, signal ${signal})\n${out}`)));
  });
}

/** Kills the preview's own process group (never anything else). */
export function stopProcessGroup(child: ChildProcess | { pid?: number } | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
  const pid = child?.pid;
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** Stops the preview group and waits (bounded) until it is gone, so no pipe keeps jest alive. */
export async function stopPreview(child: ChildProcess | undefined, graceMs = 5_000): Promise<void> {
  if (!child?.pid) return;
  const exited = child.exitCode !== null || child.signalCode !== null;
  if (!exited) {
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    stopProcessGroup(child);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), graceMs);
    });
    if ((await Promise.race([gone, timeout])) === 'timeout') stopProcessGroup(child, 'SIGKILL');
    clearTimeout(timer);
  }
  child.stdout?.destroy();
  child.stderr?.destroy();
  child.unref();
}

/** Fails fast when the server answers but does not serve the built app (e.g. dist/ wiped by a build). */
export async function assertServesApp(url: string): Promise<void> {
  const res = await fetch(`${url}/`).catch((e: Error) => {
    throw new Error(`${url} is not reachable: ${e.message}`);
  });
  const html = await res.text();
  if (!res.ok || !html.includes('id="root"')) {
    throw new Error(`${url}/ does not serve the app (HTTP ${res.status}): ${html.slice(0, 200)}`);
  }
}

/** A TCP port nothing listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
