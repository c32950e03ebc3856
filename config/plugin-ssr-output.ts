import { cpSync, existsSync, rmSync } from 'fs';
import { join } from 'path';
import type { IApi } from 'umi';

/**
 * umi builds the server bundle (`ssr` in .umirc.ts) before the client build, which empties dist/:
 * it goes to SSR_BUILD_DIR first and is copied to dist/server/ when the build completes, so dist/
 * alone is what server/serve.mjs needs.
 */
export const SSR_BUILD_DIR = 'node_modules/.cache/ssr-build';

export default (api: IApi) => {
  api.onBuildComplete(({ err }) => {
    const from = join(api.paths.cwd, SSR_BUILD_DIR);
    if (err || !api.config.ssr || !existsSync(from)) return;
    const to = join(api.paths.absOutputPath, 'server');
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  });
};
