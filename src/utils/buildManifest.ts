import { assetUrl } from '@/microapp/urls';
import { request } from '@/utils/request';

/** dist/console-build.json, written by config/plugin-build-manifest.ts. */
export interface BuildManifest {
  buildId: string;
  builtAt?: string;
}

/**
 * The build manifest (SPEC §7 Housekeeping): a static file of the build, not a backend call, so it
 * has no declaration in src/domain and no fake-backend handler (there is none in dev).
 */
export function getBuildManifest(): Promise<BuildManifest> {
  return request<BuildManifest>(assetUrl('/console-build.json'), {
    params: { t: Date.now() },
    silent: true,
    skipErrorHandler: true,
    retries: 0,
  });
}
