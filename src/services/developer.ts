import { C } from '@/constants/api';
import type { DeveloperApplication, DeveloperApplicationInput, DeveloperStatusResult } from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/** POST C/supportcenter/developer: a developer application (again after a rejection). */
export function submitDeveloperApplication(input: DeveloperApplicationInput): Promise<DeveloperApplication> {
  return request<DeveloperApplication>(`${C}/supportcenter/developer`, { method: 'POST', data: input });
}

/** GET C/supportcenter/developer/me/status; `options` lets a poller stay silent. */
export function getDeveloperStatus(options: RequestOptions = {}): Promise<DeveloperStatusResult> {
  return request<DeveloperStatusResult>(`${C}/supportcenter/developer/me/status`, options);
}
