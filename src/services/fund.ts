import { B } from '@/constants/api';
import type { FundInfo } from '@/types';
import { request } from '@/utils/request';

export function getMyFund(): Promise<FundInfo> {
  return request<FundInfo>(`${B}/fund/me`);
}
