import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

/** What `max preview` reads: the config, the fake backend (mock/ imports src/), and the build. */
const ENTRIES = ['.umirc.ts', 'package.json', 'config', 'mock', 'src', 'public', 'dist'];
/** generated per checkout, with absolute paths; preview does not need them */
const SKIP = /[\\/]src[\\/]\.umi(-[a-z]+)?([\\/]|$)/;

/**
 * Copies the built app into a private temporary directory (node_modules linked) so the preview
 * under test keeps serving the same build and mocks even when someone rebuilds dist/ in the
 * working tree meanwhile (a rebuild under a running preview answers "Cannot GET /…").
 */
export function snapshotApp(root: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gt-e2e-app-'));
  for (const entry of ENTRIES) {
    const from = join(root, entry);
    if (existsSync(from)) cpSync(from, join(dir, entry), { recursive: true, filter: (src) => !SKIP.test(src) });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

export function removeSnapshot(dir: string | undefined): void {
  if (dir && dir.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
}
