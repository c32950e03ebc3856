import fs from 'fs';
import path from 'path';
import { routeTable, textsOf } from '../../../config/routes';
import { CONSOLE_AREAS, TEXT_GROUPS, type ConsoleArea } from '@/locales/textGroups';

/**
 * A page shows the core and site texts and its route's text group (src/locales/textGroups.ts):
 * a console text from an area outside that group would show as a raw id. Static check: every
 * file a page imports (transitively, lazy imports too, inside src/) is searched for string
 * literals that start with a console area; the layouts, guards and models may use none.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SRC = path.join(ROOT, 'src');
const AREA_RE = new RegExp(`['"\`](${CONSOLE_AREAS.join('|')})\\.[A-Za-z]`, 'g');
const IMPORT_RE =
  /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*(?:\/\*.*?\*\/\s*)?['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

const resolveFile = (base: string): string | undefined =>
  [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts'), base].find(
    (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
  );

/** Comments go first: a comment naming a key pattern is not a use of it. */
const stripComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

export function areasIn(source: string): ConsoleArea[] {
  return [...new Set([...stripComments(source).matchAll(AREA_RE)].map((m) => m[1] as ConsoleArea))];
}

const scanned = new Map<string, { areas: ConsoleArea[]; deps: string[] }>();
function scan(file: string) {
  let hit = scanned.get(file);
  if (hit) return hit;
  const source = fs.readFileSync(file, 'utf8');
  const deps = [...source.matchAll(IMPORT_RE)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .map((spec) => {
      if (spec.startsWith('@/')) return resolveFile(path.join(SRC, spec.slice(2)));
      if (spec.startsWith('.')) return resolveFile(path.resolve(path.dirname(file), spec));
      return undefined;
    })
    .filter((f): f is string => !!f && !f.includes(`${path.sep}locales${path.sep}`) && /\.tsx?$/.test(f));
  hit = { areas: areasIn(source), deps };
  scanned.set(file, hit);
  return hit;
}

/** Each console area the file's code uses, with the first file that uses it. */
export function areasOfGraph(entry: string): Map<ConsoleArea, string> {
  const out = new Map<ConsoleArea, string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const { areas, deps } = scan(file);
    areas.forEach((a) => out.has(a) || out.set(a, path.relative(ROOT, file)));
    stack.push(...deps);
  }
  return out;
}

const pageFile = (component: string) => {
  const f = resolveFile(path.join(SRC, 'pages', component));
  if (!f) throw new Error(`no file for page ${component}`);
  return f;
};

describe('each page loads the texts it shows', () => {
  it('the check finds areas through imports and ignores comments', () => {
    expect(areasIn(`t('supplier.rule.required'); intl.formatMessage({ id: \`reseller.quiz.\${q}\` })`)).toEqual(['supplier', 'reseller']);
    expect(areasIn(`// headers are 'reseller.import.col.<field>'\n/* 'dev.rules.*' */ t('trade.x')`)).toEqual([]);
    expect([...areasOfGraph(pageFile('commodity/index')).keys()]).toEqual(expect.arrayContaining(['supplier', 'pricing']));
  });

  it('every group file holds exactly its areas, in both locales', () => {
    for (const locale of ['zh-CN', 'en-US']) {
      for (const [group, areas] of Object.entries(TEXT_GROUPS)) {
        const groupKeys = Object.keys(require(`@/locales/${locale}/texts/${group}`).default).sort();
        const areaKeys = areas.flatMap((a) => Object.keys(require(`@/locales/${locale}/${a}`).default)).sort();
        expect(groupKeys).toEqual([...new Set(areaKeys)].sort());
      }
    }
  });

  const shells = ['layouts/ConsoleLayout.tsx', 'layouts/SiteLayout.tsx', 'layouts/SsrLayout.tsx', 'layouts/EmptyLayout.tsx', 'app.tsx']
    .concat(fs.readdirSync(path.join(SRC, 'wrappers')).map((f) => `wrappers/${f}`))
    .concat(fs.readdirSync(path.join(SRC, 'models')).map((f) => `models/${f}`));
  it.each(shells)('%s shows no console area texts (it renders under every group)', (file) => {
    expect(Object.fromEntries(areasOfGraph(path.join(SRC, file)))).toEqual({});
  });

  // every route, not every component: two routes of one page may sit in different menus
  it.each(routeTable.map((r) => [r.path, r]))("%s uses only its group's areas", (_p, route) => {
    const group = textsOf(route);
    const allowed = new Set<string>(group ? TEXT_GROUPS[group] : []);
    const outside = [...areasOfGraph(pageFile(route.component))].filter(([a]) => !allowed.has(a)).map(([a, f]) => `${a} (${f})`);
    expect({ group, outside }).toEqual({ group, outside: [] });
  });
});
