import { createHash } from 'crypto';
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import theme from './theme';

/**
 * antd's CSS-in-JS styles, written once as a stylesheet (scripts/style-snapshot.mjs): a component
 * whose style is in it skips generating, hashing and inserting that style in the browser (cssinjs
 * reads the file's path map at start). Built into umi.css by config/plugin-style-snapshot.ts.
 */
export const SNAPSHOT_FILE = join(__dirname, 'antd-style-snapshot.css');

const ROOT = join(__dirname, '..');
const STAMP = /^\/\* style-snapshot (\{.*\}) \*\//;

const versionOf = (pkg: string): string =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

/** What the snapshot's styles depend on besides the pages: the libraries that write them, and the theme. */
export function snapshotStamp(): Record<string, string> {
  return {
    antd: versionOf('antd'),
    'pro-components': versionOf('@ant-design/pro-components'),
    cssinjs: versionOf('@ant-design/cssinjs'),
    theme: createHash('sha256').update(JSON.stringify(theme)).digest('hex').slice(0, 16),
  };
}

export const stampLine = (stamp: Record<string, string>): string => `/* style-snapshot ${JSON.stringify(stamp)} */`;

/** `current` when the file was written for the installed libraries and this theme. */
export function snapshotState(file = SNAPSHOT_FILE): { state: 'current' | 'missing' | 'stale'; written?: Record<string, string> } {
  if (!existsSync(file)) return { state: 'missing' };
  const m = STAMP.exec(readFileSync(file, 'utf8').slice(0, 1000));
  const written = m ? (JSON.parse(m[1]) as Record<string, string>) : undefined;
  const now = snapshotStamp();
  const same = !!written && Object.keys(now).every((k) => written[k] === now[k]) && Object.keys(written).length === Object.keys(now).length;
  return { state: same ? 'current' : 'stale', written };
}
