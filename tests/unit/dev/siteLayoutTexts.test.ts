import core from '@/locales/en-US';
import consoleBundle from '@/locales/en-US/console';
import siteBundle from '@/locales/en-US/site';
import fs from 'fs';
import path from 'path';
import { routeTable } from '../../../config/routes';

/**
 * The site layout loads only the core and site texts (src/utils/messages.ts bundlesOfLayout). A
 * site-layout page that shows console texts (supplier., reseller., account., dev.) shows raw ids
 * on a direct visit unless it wraps itself in <MessagesGate bundles={CONSOLE_BUNDLES}>. Static
 * check: a regex over the page file and the files it imports from its own folder.
 */
const ROOT = path.resolve(__dirname, '../../..');
const PAGES = path.join(ROOT, 'src/pages');

const areaOf = (key: string) => key.split('.')[0];
const siteAreas = new Set([...Object.keys(core), ...Object.keys(siteBundle)].map(areaOf));
/** Areas whose texts only the console bundle carries. */
const CONSOLE_ONLY = [...new Set(Object.keys(consoleBundle).map(areaOf))].filter((a) => !siteAreas.has(a));

/** String literals (quotes, or a template's static head) that start with a console-only area. */
function consoleKeysIn(source: string, areas: string[] = CONSOLE_ONLY): string[] {
  const re = new RegExp(`['"\`]((?:${areas.join('|')})\\.[A-Za-z0-9_.]*)`, 'g');
  return [...source.matchAll(re)].map((m) => m[1]);
}

/** True when the source wraps what it renders in a gate that loads the console texts. */
const isGated = (source: string) => /<MessagesGate\s+bundles=\{CONSOLE_BUNDLES\}/.test(source);

const resolveFile = (base: string): string | undefined =>
  [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')].find(
    (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
  );

/** The page file and, transitively, what it imports with './' or '../' from inside its area folder. */
function filesOfPage(component: string): string[] {
  const entry = resolveFile(path.join(PAGES, component));
  if (!entry) throw new Error(`no file for page ${component}`);
  const area = path.join(PAGES, component.split('/')[0]);
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const src = fs.readFileSync(file, 'utf8');
    for (const m of src.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const dep = resolveFile(path.resolve(path.dirname(file), m[1]));
      if (dep && dep.startsWith(area + path.sep)) walk(dep);
    }
  };
  walk(entry);
  return [...seen];
}

describe('site-layout pages and console texts', () => {
  it('knows the console-only areas', () => {
    expect(CONSOLE_ONLY).toEqual(expect.arrayContaining(['supplier', 'reseller', 'account', 'dev']));
    expect(CONSOLE_ONLY).not.toContain('trade');
  });

  it('the check itself catches an ungated console key and accepts a gated page', () => {
    const page = `export default () => <FormattedMessage id={\`dev.pending.\${kind}.title\`} />;`;
    expect(consoleKeysIn(page)).toEqual(['dev.pending.']);
    expect(consoleKeysIn(`t('trade.order.status.UN_PAID'); intl.formatMessage({ id: 'account.x' })`)).toEqual(['account.x']);
    expect(isGated(page)).toBe(false);
    expect(isGated(`<MessagesGate bundles={CONSOLE_BUNDLES}>{page}</MessagesGate>`)).toBe(true);
  });

  const sitePages = [...new Set(routeTable.filter((r) => r.layout === 'site' || r.layout === 'ssr').map((r) => r.component))];
  it.each(sitePages)('%s uses console texts only behind a console gate', (component) => {
    const files = filesOfPage(component);
    const entrySource = fs.readFileSync(files[0], 'utf8');
    if (isGated(entrySource)) return;
    const offending = files.flatMap((f) => consoleKeysIn(fs.readFileSync(f, 'utf8')).map((k) => `${path.relative(ROOT, f)}: ${k}`));
    expect(offending).toEqual([]);
  });

  it('a gated site page declares consoleTexts, so its texts load with its chunks, and only those do', () => {
    const siteRoutes = routeTable.filter((r) => r.layout === 'site');
    const gated = siteRoutes.filter((r) => isGated(fs.readFileSync(filesOfPage(r.component)[0], 'utf8'))).map((r) => r.path);
    expect(gated.length).toBeGreaterThan(0);
    expect(siteRoutes.filter((r) => r.consoleTexts).map((r) => r.path)).toEqual(gated);
  });
});
