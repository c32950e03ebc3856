import { existsSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { IApi } from 'umi';
import { encodeRoutes, type RouteRecord } from '../src/utils/routeTable';

const LAZY_ENTRY = /^'(\d+)': (React\.lazy\(\(\) => import\(.*\)\)),$/;

/**
 * Every route exists in three locale forms and every guard is a wrapper route, so umi's generated
 * core/route.tsx repeats the same `React.lazy(() => import(...))` hundreds of times; webpack then
 * emits each call site with its whole chunk list, a third of the entry chunk. This rewrites the
 * file so each distinct import is one shared lazy component (same chunks, same behaviour).
 */
export function shareRouteImports(source: string): string {
  const lines = source.split('\n');
  const shared = new Map<string, string>();
  const out = lines.map((line) => {
    const m = LAZY_ENTRY.exec(line);
    if (!m) return line;
    let name = shared.get(m[2]);
    if (!name) {
      name = `RouteComponent${shared.size}`;
      shared.set(m[2], name);
    }
    return `'${m[1]}': ${name},`;
  });
  if (shared.size === 0) return source;
  const decls = [...shared].map(([expr, name]) => `const ${name} = ${expr};`);
  const at = out.findIndex((l) => l.startsWith('export async function getRoutes'));
  if (at < 0) return source;
  return [...out.slice(0, at), ...decls, '', ...out.slice(at)].join('\n');
}

/**
 * The guards (src/wrappers) are a few hundred bytes each and every guarded route nests several:
 * one chunk for all of them saves a request per guard on a first visit.
 */
export function oneWrapperChunk(source: string): string {
  return source.replace(/webpackChunkName: "wrappers__[A-Za-z0-9_]+"/g, 'webpackChunkName: "wrappers"');
}

const ROUTES_LINE = /^(\s*const routes = )(\{.*\}) as const;$/;
const LOADER_REF = /"clientLoader":clientLoaders\['(\d+)'\]/g;
const COMPONENT_ENTRY = /^'(\d+)': (RouteComponent\d+),$/;

/**
 * Writes umi's route table as rows (src/utils/routeTable.ts rebuilds the same objects in the
 * browser) and its id → component map as one index per route: ~8 KiB gzip less on every first load.
 * Leaves the file as it is when its shape is not the one expected.
 */
export function compactRouteTable(source: string): string {
  const lines = source.split('\n');
  const at = lines.findIndex((l) => ROUTES_LINE.test(l));
  const open = lines.findIndex((l) => l.trim() === 'routeComponents: {');
  const close = lines.findIndex((l, i) => i > open && l.trim() === '},');
  if (at < 0 || open < 0 || close < 0) return source;
  const [, head, literal] = ROUTES_LINE.exec(lines[at])!;
  const routes = JSON.parse(literal.replace(LOADER_REF, (_, id: string) => `"clientLoader":"@loader:${id}"`)) as Record<
    string,
    RouteRecord
  >;
  for (const [id, r] of Object.entries(routes)) {
    if (r.clientLoader === undefined) continue;
    if (r.clientLoader !== `@loader:${id}`) throw new Error(`route ${id}: its client loader is another route's`);
    r.clientLoader = true;
  }
  const rows = encodeRoutes(routes);

  const names: string[] = [];
  const indexes = rows.map(() => -1);
  for (const line of lines.slice(open + 1, close)) {
    const m = COMPONENT_ENTRY.exec(line.trim());
    if (!m) return source;
    if (!names.includes(m[2])) names.push(m[2]);
    indexes[Number(m[1]) - 1] = names.indexOf(m[2]);
  }
  const out = [
    ...lines.slice(0, at),
    `${head}decodeRoutes(${JSON.stringify(rows)}, clientLoaders);`,
    ...lines.slice(at + 1, open),
    `    routeComponents: decodeComponents([${names.join(', ')}], ${JSON.stringify(indexes)}),`,
    ...lines.slice(close + 1),
  ];
  const react = out.findIndex((l) => l.startsWith('import React from'));
  out.splice(react + 1, 0, "import { decodeComponents, decodeRoutes } from '@/utils/routeTable';");
  return out.join('\n');
}

export default (api: IApi) => {
  api.onGenerateFiles({
    stage: Number.MAX_SAFE_INTEGER,
    fn: () => {
      const file = join(api.paths.absTmpPath, 'core', 'route.tsx');
      if (!existsSync(file)) return;
      const before = readFileSync(file, 'utf8');
      const after = compactRouteTable(oneWrapperChunk(shareRouteImports(before)));
      if (after !== before) writeFileSync(file, after);
    },
  });
};
