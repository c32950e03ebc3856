import { defineConfig } from '@umijs/max';
import { dirname, join } from 'path';
import defaultSettings from './config/defaultSettings';
import proxy from './config/proxy';
import routes, { topSegments } from './config/routes';
import theme, { lessVars } from './config/theme';
import { productionChunks } from './config/chunks';
import { SSR_BUILD_DIR } from './config/plugin-ssr-output';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader, plain CommonJS
const { FILES: sourcePatchFiles } = require('./config/source-patch-loader') as { FILES: RegExp[] };

/**
 * The only umi config file (umi ignores config/config.ts while this exists): it assembles the
 * plain modules under config/. The @umijs/max request plugin stays off: src/utils/request.ts
 * (umi-request) is the one HTTP pipeline, and the layout plugin stays off so the public site does
 * not pull ProLayout into home's bundle.
 */

/** Packages whose ES modules have no import-time effects (checked: no bare `import 'x'` in them). */
const PURE_PACKAGES =
  /[\\/]node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|react-slick)|@formatjs[\\/](icu-messageformat-parser|icu-skeleton-parser|fast-memoize))[\\/]/;
type BabelPreset = string | [string, { presetEnv?: Record<string, unknown> } & Record<string, unknown>];
interface BabelLoaderOptions {
  presets: BabelPreset[];
}
/** The browsers served: evergreen only (async functions, classes, spread, ?. stay as written). */
const TARGETS = { chrome: 100, edge: 100, firefox: 100, safari: 15 };
const BUILD_ID = process.env.BUILD_ID || String(Date.now());

export default defineConfig({
  npmClient: 'npm',
  antd: { theme },
  // the same palette for the page styles: less variables @tc-primary, @tc-text-tertiary, …
  theme: lessVars,
  dva: {},
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, useLocalStorage: false, title: false },
  title: defaultSettings.title,
  routes,
  // a micro-app too (README "Micro-app"): a qiankun host portal mounts the same build under its own
  // prefix. Standalone stays at '/': the plugin would otherwise move the base to the package name.
  qiankun: { slave: { shouldNotModifyDefaultBase: true } },
  proxy: proxy(),
  mock: process.env.REAL_BACKEND ? false : { exclude: ['mock/_lib/**', 'mock/_db/**'] },
  moment2dayjs: { preset: 'antd', plugins: ['duration'] },
  codeSplitting: { jsStrategy: 'granularChunks' },
  // each list route starts its first query as navigation starts (its `clientLoader`), and
  // the matched route's chunks (layout, guards, page) load at once rather than one after another
  clientLoader: {},
  routePrefetch: {},
  // production builds also emit dist/server/umi.server.js: server/serve.mjs renders home with it
  // (README "Server rendering"). The app alone (pureApp): the server puts it into the built
  // index.html, so the page keeps its CSP meta, scripts and styles. Production only: its SSR
  // middleware would change the dev server.
  ...(process.env.NODE_ENV !== 'production'
    ? {}
    : {
        ssr: {
          builder: 'webpack' as const,
          serverBuildPath: `${SSR_BUILD_DIR}/umi.server.js`,
          __INTERNAL_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { pureApp: true },
        },
      }),
  // mako for a fast dev loop; webpack for production, whose chunks are ~30 % smaller on first load
  // (bench/REPORT.md)
  ...(process.env.NODE_ENV === 'development' ? { mako: {} } : {}),
  // evergreen browsers only: keeps most core-js polyfills out of the entry chunk
  targets: TARGETS,
  // those targets need no core-js: the entry keeps only regenerator-runtime
  polyfill: { imports: [] },
  // nothing uses <Helmet>: the title is set by the layouts (src/hooks/useDocumentTitle.ts)
  helmet: false,
  // terser, not umi's default esbuild: esbuild keeps the unused exports webpack marks inside each
  // module (whole helper libraries, unused component variants); terser drops them, ~75 KiB gzip
  // less on a console list page for ~40 s more build. Chinese texts stay UTF-8 (ascii_only).
  jsMinifier: 'terser',
  jsMinifierOptions: { ecma: 2020, format: { comments: false, ascii_only: false }, compress: { passes: 2 } },
  // every supported browser has fetch: umi-request's whatwg-fetch polyfill stays out of the entry
  // qs: umi-request's two calls need only src/utils/qsLite.ts (exact match, webpack syntax)
  alias: {
    'isomorphic-fetch': join(__dirname, 'config/no-fetch-polyfill.js'),
    'antd/dist/reset.css': join(__dirname, 'config/no-global-reset.css'),
    // measured once per scrollbar style, without inserting a <style> per table mount
    'rc-util/es/getScrollBarSize$': join(__dirname, 'src/utils/scrollbarSize.ts'),
    // an ellipsis cell measured on hover, not on mount (ProTable and ProDescriptions import it relatively)
    [`${join(__dirname, 'node_modules/@ant-design/pro-utils/es/genCopyable')}$`]: join(__dirname, 'src/components/table/genCopyable.tsx'),
    // equal values set into ProComponents' merged states re-render nothing; ProLayout's menu
    // layout props derived while rendering instead of in a mount effect
    [`${join(__dirname, 'node_modules/@ant-design/pro-utils/es/useMountMergeState')}$`]: join(__dirname, 'src/utils/mountMergeState.ts'),
    [`${join(__dirname, 'node_modules/@ant-design/pro-layout/es/utils/useCurrentMenuLayoutProps')}$`]: join(
      __dirname,
      'src/layouts/currentMenuLayoutProps.ts',
    ),
    // the search form's ref without a re-render of the whole form each time it is set
    [`${join(__dirname, 'node_modules/@ant-design/pro-utils/es/hooks/useReactiveRef')}$`]: join(
      __dirname,
      'src/components/table/plainFormRef.ts',
    ),
    // production: one copy of the regenerator runtime (dva-core asked for the CommonJS one, umi's
    // polyfill entry for a third) and of Babel's helpers, and the native ResizeObserver
    ...(process.env.NODE_ENV === 'development'
      ? {}
      : {
          qs$: join(__dirname, 'src/utils/qsLite.ts'),
          '@babel/runtime/regenerator$': join(__dirname, 'config/regenerator-esm.js'),
          'resize-observer-polyfill$': join(__dirname, 'config/native-resize-observer.js'),
          [require.resolve('regenerator-runtime/runtime')]: join(__dirname, 'config/regenerator-global.js'),
          '@babel/runtime/helpers/esm/objectSpread2$': join(__dirname, 'config/object-spread.js'),
          // umi and its React renderer bring their own older @babel/runtime: one copy of each helper
          '@babel/runtime': dirname(require.resolve('@babel/runtime/package.json')),
        }),
  },
  devtool: process.env.SOURCEMAP ? 'source-map' : process.env.NODE_ENV === 'production' ? false : undefined,
  hash: true,
  // mako's dev server writes to disk: keep it away from the production dist/ that preview serves
  outputPath: process.env.NODE_ENV === 'development' ? process.env.DEV_OUTPUT_PATH || 'node_modules/.cache/dev-dist' : 'dist',
  define: {
    'process.env.BUILD_ID': BUILD_ID,
    'process.env.ROOT_REDIRECT_ZH': process.env.ROOT_REDIRECT_ZH || '',
    'process.env.ROOT_REDIRECT_EN': process.env.ROOT_REDIRECT_EN || '',
    'process.env.CHAT_FRAME_URL': process.env.CHAT_FRAME_URL || '',
    'process.env.OAUTH2_MOCK': process.env.REAL_BACKEND ? '' : '1',
    // where a host portal's prefix ends in a URL (src/microapp/base.ts)
    'process.env.ROUTE_SEGMENTS': topSegments().join(','),
  },
  // `ANALYZE=1 max build` writes dist/bundle-report.json (what each chunk holds, parsed and gzip)
  analyze: { analyzerMode: 'json', reportFilename: 'bundle-report.json' },
  plugins: [
    './config/plugin-build-manifest.ts',
    './config/plugin-shared-route-chunks.ts',
    './config/plugin-csp.ts',
    './config/plugin-ssr-output.ts',
    './config/plugin-style-snapshot.ts',
  ],
  // the qiankun plugin's MicroAppLink and connectMaster are re-exported by '@umijs/max' but unused
  // here: declared free of side effects, they (and the lodash they import) leave the entry chunk
  chainWebpack(memo, { webpack }) {
    if (process.env.NODE_ENV === 'production') productionChunks(memo, webpack);
    memo.module
      .rule('qiankun-slave-unused-exports')
      .test(/plugin-qiankun-slave[\\/](MicroAppLink|connectMaster|index)\.tsx?$/)
      .sideEffects(false);
    // antd's own dependencies publish pure ES modules without a `sideEffects` flag, so one named import
    // (antd's form context takes FormProvider from rc-field-form's index) drags the whole package in
    memo.module.rule('rc-pure-packages').test(PURE_PACKAGES).sideEffects(false);
    // checked edits to library sources that re-rendered whole pages while mounting (see the loader)
    for (const [i, file] of sourcePatchFiles.entries()) {
      memo.module.rule(`source-patch-${i}`).test(file).use('source-patch').loader(join(__dirname, 'config/source-patch-loader.js'));
    }
    // umi hands the targets to Babel at the top level, where its preset-env (browserslist ignored)
    // does not read them and compiles for ES5, regenerator included: give them to the preset itself
    for (const name of ['src', 'jsx-ts-tsx', 'extra-src']) {
      if (!memo.module.rules.has(name)) continue;
      const rule = memo.module.rule(name);
      if (!rule.uses.has('babel-loader')) continue;
      rule.use('babel-loader').tap((options) => {
        const { presets } = options as BabelLoaderOptions;
        return {
          ...options,
          presets: presets.map((p) =>
            Array.isArray(p) && p[1]?.presetEnv ? [p[0], { ...p[1], presetEnv: { ...p[1].presetEnv, targets: TARGETS } }] : p,
          ),
        };
      });
    }
    return memo;
  },
  buildManifestId: BUILD_ID,
  headScripts: [],
  metas: [{ name: 'viewport', content: 'width=device-width, initial-scale=1' }],
});
