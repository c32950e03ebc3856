import { spawn, type ChildProcess } from 'child_process';

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
    // everything passes through (MOCK_TOKEN_TTL, MOCK_LATENCY, MOCK_FAULT_*, ...)
    env: { ...process.env, BROWSER: 'none', DID_YOU_KNOW: 'none' },
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
    const timer = setTimeout(
      () => finish(new Error(`max preview did not print its URL within ${timeoutMs / 1000}s\n${out}`)),
      timeoutMs,
    );
    const onData = (d: Buffer) => {
      // keep draining the pipes for the whole run, bounded, so preview never blocks on a full pipe
      out = (out + d.toString()).slice(-20_000);
      const m = out.replace(ANSI, '').match(/App listening at:?\s+(https?:\/\/[^\s]+)/);
      if (m) finish(null, m[1].replace(/\/+$/, ''));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', (e) => finish(e));
    child.on('exit', (code, signal) =>
      finish(new Error(`max preview exited early (code ${code}, signal ${signal})\n${out}`)),
    );
  });
}

/** Kills the preview's own process group (never anything else). */
export function stopProcessGroup(child: ChildProcess | { pid?: number } | undefined): void {
  const pid = child?.pid;
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
