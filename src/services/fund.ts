import { accountApi } from '@/domain/account/endpoints';
import type { FundInfo } from '@/types';
import { call } from '@/utils/request';

export function getMyFund(): Promise<FundInfo> {
  return call(accountApi.getMyFund);
}
