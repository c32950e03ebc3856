import { B } from '@/constants/api';
import { request } from '@/utils/request';

export interface BehaviorRecord {
  path: string;
  title?: string;
  at: number;
}

/** Page-view record; never bothers the user when it fails. */
export function saveBehaviorRecord(record: BehaviorRecord): Promise<unknown> {
  return request('/api/v1/user/behavior/record/save', { method: 'POST', data: record, silent: true, skipErrorHandler: true });
}

export function getPartnerShopUrl(): Promise<{ url: string }> {
  return request<{ url: string }>(`${B}/bangbang/sso/shop-url`, { skipErrorHandler: true });
}

export interface BuildManifest {
  buildId: string;
  builtAt?: string;
}

export function getBuildManifest(): Promise<BuildManifest> {
  return request<BuildManifest>('/build-manifest.json', {
    params: { t: Date.now() },
    silent: true,
    skipErrorHandler: true,
    retries: 0,
  });
}
