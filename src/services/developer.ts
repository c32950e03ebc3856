import { devApi } from '@/domain/dev/endpoints';
import type { DeveloperApplication, DeveloperApplicationInput, DeveloperStatusResult } from '@/types';
import { call, type CallOptions } from '@/utils/request';

/** POST C/supportcenter/developer: a developer application (again after a rejection). */
export function submitDeveloperApplication(input: DeveloperApplicationInput): Promise<DeveloperApplication> {
  return call(devApi.submitDeveloperApplication, { data: input });
}

/** GET C/supportcenter/developer/me/status; `options` lets a poller stay silent. */
export function getDeveloperStatus(options: CallOptions = {}): Promise<DeveloperStatusResult> {
  return call(devApi.getDeveloperStatus, options);
}
