import { accountApi } from '@/domain/account/endpoints';
import type { BehaviorRecord } from '@/types';
import { call } from '@/utils/request';

export type { BehaviorRecord };

/** Page-view record; never bothers the user when it fails. */
export function saveBehaviorRecord(record: BehaviorRecord): Promise<unknown> {
  return call(accountApi.saveBehaviorRecord, { data: record, silent: true, skipErrorHandler: true });
}

export function getPartnerShopUrl(): Promise<{ url: string }> {
  return call(accountApi.getPartnerShopUrl, { skipErrorHandler: true });
}
