#!/usr/bin/env node
/**
 * What a built chunk is made of: `SOURCEMAP=1 max build`, then
 * `node scripts/bundle-sources.mjs dist/umi.*.js [--depth 2]` lists the minified bytes per package
 * (node_modules/<name>) or source folder, biggest first. Used to keep home's first load small.
 */
import fs from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

const args = process.argv.slice(2);
const depthAt = args.indexOf('--depth');
const depth = depthAt >= 0 ? Number(args[depthAt + 1]) : 2;
const files = args.filter((a, i) => !a.startsWith('--') && (depthAt < 0 || i !== depthAt + 1));

function keyOf(source) {
  const s = (source ?? '(none)').replace(/^webpack:\/\/\/?/, '').replace(/^\.\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = s.slice(nm + 'node_modules/'.length).split('/');
    return `node_modules/${rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}${depth > 2 ? `/${rest.slice(rest[0].startsWith('@') ? 2 : 1, depth).join('/')}` : ''}`;
  }
  return s.split('/').slice(0, depth).join('/');
}

for (const file of files) {
  const code = fs.readFileSync(file, 'utf8');
  const map = new TraceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  const lines = code.split('\n');
  const sizes = new Map();
  let prev;
  const flush = (line, col) => {
    if (!prev) return;
    const text = prev.line === line ? lines[line].slice(prev.col, col) : lines[prev.line].slice(prev.col);
    sizes.set(prev.key, (sizes.get(prev.key) ?? 0) + text.length);
  };
  eachMapping(map, (m) => {
    const line = m.generatedLine - 1;
    flush(line, m.generatedColumn);
    prev = { line, col: m.generatedColumn, key: keyOf(m.source) };
  });
  flush(lines.length, 0);
  const total = code.length;
  console.log(`${file}: ${(total / 1024).toFixed(1)} KiB minified`);
  for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(v / 1024).toFixed(1).padStart(8)}  ${k}`);
}
