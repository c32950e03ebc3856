import { writeFileSync } from 'fs';
import { join } from 'path';
import type { IApi } from 'umi';

/**
 * Writes dist/build-manifest.json with the build id baked into the bundle, so a running tab can
 * poll it and notice a new deployment (SPEC §4 build refresh).
 */
export default (api: IApi) => {
  api.describe({ key: 'buildManifestId', config: { schema: ({ zod }) => zod.string() } });
  api.onBuildComplete(({ err }) => {
    if (err) return;
    const outDir = join(api.paths.absOutputPath);
    const buildId = String(api.config.buildManifestId);
    writeFileSync(join(outDir, 'build-manifest.json'), JSON.stringify({ buildId, builtAt: new Date().toISOString() }));
  });
};
