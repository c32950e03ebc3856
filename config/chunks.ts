import { join } from 'path';
import { routeTable, type LayoutKind } from './routes';

/**
 * Production chunking (the first-load budgets: bytes and at most 15 script files per list page). `scripts/bundle-budget.mjs`
 * checks the result. What it changes against umi's granularChunks:
 *
 * - granularChunks names a shared chunk after the exact set of routes that share a module, so a
 *   console list page fetched ~55 small files. Here what the console layout needs goes to one
 *   chunk, 'console-base', and what the site layouts need to 'site-base' (every page of that layout
 *   loads it anyway, so one bigger file costs no extra bytes). Each is split out of its own side's
 *   chunks only, so a site page never fetches the console's chunk nor the reverse. What pages share
 *   among themselves keeps umi's per-set chunks when big, else stays in each page's chunk.
 * - ProComponents' locale table imports all 34 languages; the console speaks two.
 * - ProField imports a renderer for every value type; those the console never renders load on
 *   first use instead (config/pro-field-lazy/).
 */

interface ChunkLike {
  name?: string | null;
  canBeInitial?: () => boolean;
}
interface ModuleLike {
  type?: string;
  resource?: string;
}
interface ChunkGraphLike {
  getModuleChunksIterable(module: ModuleLike): Iterable<ChunkLike>;
}
interface ResourceData {
  request: string;
  context: string;
}
interface ChainLike {
  optimization: { splitChunks(options: unknown): unknown };
  plugin(name: string): { use(plugin: unknown, args: unknown[]): unknown };
}
interface WebpackLike {
  NormalModuleReplacementPlugin: new (pattern: RegExp, fn: (r: ResourceData) => void) => unknown;
}

const chunkOfPage = (component: string) => `p__${component.replace(/\//g, '__')}`;

/** chunk name of each routed page → its layout family */
const PAGE_LAYOUT = new Map<string, LayoutKind>(routeTable.map((r) => [chunkOfPage(r.component), r.layout]));

const CONSOLE_LAYOUT = 'layouts__ConsoleLayout';
const SITE_LAYOUTS = new Set(['layouts__SiteLayout', 'layouts__SsrLayout']);

const FRAMEWORK = /[\\/]node_modules[\\/](react-dom|react|history|react-router|react-router-dom|scheduler)[\\/]/;
const isCss = (m: ModuleLike) => typeof m.type === 'string' && m.type.startsWith('css/');

function chunkNames(module: ModuleLike, chunkGraph: ChunkGraphLike): string[] {
  return [...chunkGraph.getModuleChunksIterable(module)].map((c) => c.name ?? '');
}

/** 'console' or 'site' for a layout or routed page chunk; null for the rest (guards, lazy parts) */
export function sideOf(name: string): 'console' | 'site' | null {
  if (name === CONSOLE_LAYOUT) return 'console';
  if (SITE_LAYOUTS.has(name)) return 'site';
  const layout = PAGE_LAYOUT.get(name);
  if (layout === 'console') return 'console';
  if (layout === 'site' || layout === 'ssr') return 'site';
  return null;
}

/**
 * Whether a module goes to the console's shared chunk: the console layout needs it, so every
 * console page loads it anyway. Site chunks are not part of this split: what they share with the
 * console stays in their own chunks, so a site page never fetches the console's chunk.
 */
export function inConsoleBase(names: string[]): boolean {
  return names.includes(CONSOLE_LAYOUT);
}

/** Whether a module goes to the site's shared chunk: the site layout (so every site page) needs it. */
export function inSiteBase(names: string[]): boolean {
  return names.some((n) => SITE_LAYOUTS.has(n));
}

const PRO_PROVIDER_LOCALE = /^\.\/locale\/(?!zh_CN$|en_US$)[a-z]{2}_[A-Z]{2}$/;
const PRO_FIELD_LAZY =
  /^\.\/components\/(Cascader|Code|ColorPicker|DatePicker|DigitRange|FromNow|Image|Money|Percent|Progress|RangePicker|Rate|Second|Segmented|Slider|TimePicker|TreeSelect)$/;

/**
 * Library parts no first paint of the console shows, each loaded when it first renders
 * (config/lazy-parts/): the importing module's folder, what it asks for, and the stand-in.
 */
const LAZY_PARTS: { context: RegExp; request: RegExp; file: string }[] = [
  // Result's 404/403/500 pictures (error pages; ProLayout's error boundary imports Result)
  { context: /[\\/]antd[\\/]es[\\/]result$/, request: /^\.\/noFound$/, file: 'result-noFound.js' },
  { context: /[\\/]antd[\\/]es[\\/]result$/, request: /^\.\/serverError$/, file: 'result-serverError.js' },
  { context: /[\\/]antd[\\/]es[\\/]result$/, request: /^\.\/unauthorized$/, file: 'result-unauthorized.js' },
  // the table filter's tree mode, and ProTable's column-setting popover (a tree of columns)
  { context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/, request: /^\.\.\/\.\.\/\.\.\/tree$/, file: 'Tree.js' },
  {
    context: /[\\/]@ant-design[\\/]pro-table[\\/]es[\\/]components[\\/]ToolBar$/,
    request: /^\.\.\/ColumnSetting$/,
    file: 'ColumnSetting.js',
  },
  // the schema form's layouts besides the query filter and plain forms (ProTable's search uses those)
  {
    context: /[\\/]@ant-design[\\/]pro-form[\\/]es[\\/]components[\\/]SchemaForm$/,
    request: /^\.\.\/\.\.\/layouts\/StepsForm$/,
    file: 'StepsForm.js',
  },
  {
    context: /[\\/]@ant-design[\\/]pro-form[\\/]es[\\/]components[\\/]SchemaForm$/,
    request: /^\.\.\/\.\.\/layouts\/DrawerForm$/,
    file: 'DrawerForm.js',
  },
  {
    context: /[\\/]@ant-design[\\/]pro-form[\\/]es[\\/]components[\\/]SchemaForm$/,
    request: /^\.\.\/\.\.\/layouts\/LightFilter$/,
    file: 'LightFilter.js',
  },
  {
    context: /[\\/]@ant-design[\\/]pro-form[\\/]es[\\/]components[\\/]SchemaForm$/,
    request: /^\.\/layoutType$/,
    file: 'schemaLayoutType.js',
  },
];

// ProLayout's own texts in five languages: the console speaks two, the others fall back to English
const PRO_LAYOUT_LOCALE = /^\.\/(it-IT|ko-KR|zh-TW)$/;

// '@ant-design/icons/<Name>' is the CommonJS build (ProLayout's page header imports two icons so):
// it brought a second copy of the icon runtime into every console page
const ICON_CJS = /^@ant-design\/icons\/([A-Z]\w+)$/;

export function productionChunks(memo: ChainLike, webpack: WebpackLike): void {
  memo.plugin('pro-provider-two-locales').use(webpack.NormalModuleReplacementPlugin, [
    PRO_PROVIDER_LOCALE,
    (r: ResourceData) => {
      // the console's two languages only (zh-CN, en-US); others fall back to English
      if (/[\\/]@ant-design[\\/]pro-provider[\\/]es$/.test(r.context)) r.request = './locale/en_US';
    },
  ]);
  memo.plugin('pro-field-lazy-value-types').use(webpack.NormalModuleReplacementPlugin, [
    PRO_FIELD_LAZY,
    (r: ResourceData) => {
      if (/[\\/]@ant-design[\\/]pro-field[\\/]es$/.test(r.context)) {
        r.request = join(__dirname, 'pro-field-lazy', `${r.request.slice('./components/'.length)}.js`);
      }
    },
  ]);

  memo.plugin('lazy-library-parts').use(webpack.NormalModuleReplacementPlugin, [
    /^\./,
    (r: ResourceData) => {
      const part = LAZY_PARTS.find((p) => p.context.test(r.context) && p.request.test(r.request));
      if (part) r.request = join(__dirname, 'lazy-parts', part.file);
    },
  ]);
  memo.plugin('pro-layout-two-locales').use(webpack.NormalModuleReplacementPlugin, [
    PRO_LAYOUT_LOCALE,
    (r: ResourceData) => {
      if (/[\\/]@ant-design[\\/]pro-layout[\\/]es[\\/]locales$/.test(r.context)) r.request = './en-US';
    },
  ]);
  memo.plugin('icons-es-build').use(webpack.NormalModuleReplacementPlugin, [
    ICON_CJS,
    (r: ResourceData) => {
      r.request = r.request.replace(ICON_CJS, '@ant-design/icons/es/icons/$1');
    },
  ]);

  const onSide = (side: 'console' | 'site') => (chunk: ChunkLike) => sideOf(chunk.name ?? '') === side;
  const test =
    (pick: (names: string[]) => boolean) =>
    (module: ModuleLike, { chunkGraph }: { chunkGraph: ChunkGraphLike }) =>
      !isCss(module) && pick(chunkNames(module, chunkGraph));
  memo.optimization.splitChunks({
    cacheGroups: {
      default: false,
      defaultVendors: false,
      framework: { name: 'framework', chunks: 'all', test: FRAMEWORK, priority: 40, enforce: true },
      consoleBase: {
        name: 'console-base',
        chunks: onSide('console'),
        test: test(inConsoleBase),
        minChunks: 1,
        priority: 30,
        enforce: true,
      },
      siteBase: { name: 'site-base', chunks: onSide('site'), test: test(inSiteBase), minChunks: 1, priority: 29, enforce: true },
      // what is left: shared by a few pages, one chunk per set of pages (umi's granularChunks rule)
      shared: {
        name(_module: ModuleLike, chunks: ChunkLike[]) {
          const key = chunks.map((c) => c.name ?? '').join('');
          let h = 0;
          for (let i = 0; i < key.length; i += 1) h = (Math.imul(h, 31) + key.charCodeAt(i)) | 0;
          return `shared-${(h >>> 0).toString(36)}`;
        },
        priority: 10,
        minChunks: 2,
        // only big shared blocks (ProTable, ProForm, pickers) get a chunk of their own; a smaller
        // piece stays in each page's chunk: no extra bytes on a first visit, one request less (a
        // later navigation fetches it again, a few KiB). Source bytes, ~4× the gzip size.
        minSize: 250_000,
        maxAsyncRequests: 5,
        reuseExistingChunk: true,
        // routed pages only: what lazy parts share stays in each (one name for all unnamed chunks
        // would make one chunk of every lazy part's shared code, loaded by whichever comes first)
        chunks: (chunk: ChunkLike) => Boolean(chunk.name) && !chunk.canBeInitial?.(),
      },
    },
  });
}
