#!/usr/bin/env node
/**
 * Import cycles of src/ and mock/ (type-only imports included: a cycle of types is still a knot
 * for the reader). Prints one cycle per line and exits 1 when there is any.
 *   node scripts/import-cycles.mjs [folder…]   (default: src mock)
 * Also used by tests/unit/app/cycles.test.ts.
 */
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = /(^|\/)(node_modules|\.umi[^/]*)(\/|$)/;

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (SKIP.test(full)) return [];
    if (d.isDirectory()) return listFiles(full);
    return /\.(ts|tsx)$/.test(d.name) && !d.name.endsWith('.d.ts') ? [full] : [];
  });
}

const EXT = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
function resolve(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXT) if (fs.existsSync(base + ext)) return base + ext;
  return undefined;
}

/** file → files it imports (relative and @/ imports; packages are leaves). */
export function importGraph(folders = ['src', 'mock']) {
  const graph = new Map();
  for (const file of folders.flatMap((f) => listFiles(path.join(root, f)))) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const deps = info.importedFiles.map((i) => resolve(file, i.fileName)).filter(Boolean);
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const idx = new Map();
  const low = new Map();
  const out = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(comp.map((f) => path.relative(root, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const folders = process.argv.slice(2);
  const found = cycles(importGraph(folders.length ? folders : undefined));
  for (const c of found) console.log(`${c.length} files: ${c.join(' ↔ ')}`);
  console.log(`${found.length} cycle(s)`);
  process.exit(found.length ? 1 : 0);
}
