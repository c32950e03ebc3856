import { writeFileSync } from 'fs';
import { join } from 'path';
import type { IApi } from 'umi';

/**
 * Writes dist/console-build.json with the build id baked into the bundle, so a running tab can
 * poll it and notice a new deployment (SPEC §4 build refresh). Not build-manifest.json: umi's server
 * renderer reads its asset manifest from that name.
 */
export default (api: IApi) => {
  api.describe({ key: 'buildManifestId', config: { schema: ({ zod }) => zod.string() } });
  api.onBuildComplete(({ err }) => {
    if (err) return;
    const outDir = join(api.paths.absOutputPath);
    const buildId = String(api.config.buildManifestId);
    writeFileSync(join(outDir, 'console-build.json'), JSON.stringify({ buildId, builtAt: new Date().toISOString() }));
  });
};
