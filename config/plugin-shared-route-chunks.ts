import { existsSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { IApi } from 'umi';

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

export default (api: IApi) => {
  api.onGenerateFiles({
    stage: Number.MAX_SAFE_INTEGER,
    fn: () => {
      const file = join(api.paths.absTmpPath, 'core', 'route.tsx');
      if (!existsSync(file)) return;
      const before = readFileSync(file, 'utf8');
      const after = oneWrapperChunk(shareRouteImports(before));
      if (after !== before) writeFileSync(file, after);
    },
  });
};
