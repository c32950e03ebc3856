import { cpSync, existsSync, rmSync } from 'fs';
import { join } from 'path';
import type { IApi } from 'umi';

/**
 * umi builds the server bundle (`ssr` in .umirc.ts) before the client build, which empties dist/:
 * it goes to SSR_BUILD_DIR first and is copied to dist/server/ when the build completes, so dist/
 * alone is what server/serve.mjs needs.
 */
export const SSR_BUILD_DIR = '.ssr-build';

export default (api: IApi) => {
  // the server bundle's own flag (src/app.tsx): what only the server renders stays out of the browser's
  api.chainWebpack((memo, args) => {
    if ((args as { ssr?: boolean }).ssr && memo.plugins.has('define')) {
      memo
        .plugin('define')
        .tap((defs: unknown[]) => [{ ...(defs[0] as Record<string, unknown>), 'process.env.TC_SERVER_BUNDLE': JSON.stringify('1') }]);
    }
    return memo;
  });

  // umi's ssr feature replaces splitChunks' cache groups with one that puts all CSS in umi.css (the
  // server-rendered page is styled before any script) and so drops config/chunks.ts' groups (the
  // first-load budgets): the project's groups are put back beside it, and it takes the extracted CSS
  // only (its test also matched the .less modules' JS class maps, which then all went to the entry)
  let own: Record<string, unknown> | undefined;
  api.modifyWebpackConfig({
    stage: -Infinity,
    fn: (config) => {
      const split = config.optimization?.splitChunks;
      if (config.target !== 'node') own = split ? split.cacheGroups : undefined;
      return config;
    },
  });
  api.modifyWebpackConfig({
    stage: Infinity,
    fn: (config) => {
      const split = config.optimization?.splitChunks;
      // the client build only: the server bundle keeps umi's (one file, nothing for a browser)
      if (!api.config.ssr || config.target === 'node' || !own || !split || !split.cacheGroups || split.cacheGroups === own) return config;
      const styles = split.cacheGroups.styles;
      split.cacheGroups = {
        ...own,
        ...(styles && typeof styles === 'object' ? { styles: { ...styles, type: 'css/mini-extract', priority: 100 } } : {}),
      };
      return config;
    },
  });
  api.onBuildComplete(({ err }) => {
    const from = join(api.paths.cwd, SSR_BUILD_DIR);
    if (err || !api.config.ssr || !existsSync(from)) return;
    const to = join(api.paths.absOutputPath, 'server');
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  });
};
