import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { SNAPSHOT_FILE, snapshotStamp, snapshotState, stampLine } from '../../../config/styleSnapshot';

const dir = mkdtempSync(join(tmpdir(), 'style-snapshot-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('antd style snapshot', () => {
  it('is written for the installed antd, ProComponents, cssinjs and the theme (else: npm run style-snapshot)', () => {
    expect(snapshotState()).toEqual({ state: 'current', written: snapshotStamp() });
  });

  it('maps cache paths to style ids that cssinjs can read back', () => {
    const css = readFileSync(SNAPSHOT_FILE, 'utf8');
    const m = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"\}\n?$/.exec(css);
    expect(m).not.toBeNull();
    const entries = m![1].split(';').map((e) => e.split(':'));
    expect(entries.length).toBeGreaterThan(50);
    for (const e of entries) expect(e).toHaveLength(2);
    // the token key leads every path; the console's tables and layout are in it
    expect(entries.some(([path]) => /\|Table-Table\|ant-table\|/.test(path))).toBe(true);
    expect(entries.some(([path]) => /ProLayout/.test(path))).toBe(true);
  });

  it("calls another version's or another theme's file stale, and a missing one missing", () => {
    const now = snapshotStamp();
    expect(snapshotState(write('same.css', `${stampLine(now)}\n.a{}`)).state).toBe('current');
    expect(snapshotState(write('antd.css', `${stampLine({ ...now, antd: '0.0.1' })}\n.a{}`)).state).toBe('stale');
    expect(snapshotState(write('theme.css', `${stampLine({ ...now, theme: 'other' })}\n.a{}`)).state).toBe('stale');
    expect(snapshotState(write('extra.css', `${stampLine({ ...now, extra: '1' })}\n.a{}`)).state).toBe('stale');
    expect(snapshotState(write('bare.css', '.a{}')).state).toBe('stale');
    expect(snapshotState(join(dir, 'none.css')).state).toBe('missing');
  });
});
