import { B } from '@/constants/api';
import type { CodeSent, Paged, WithdrawalInfo, WithdrawalParams, WithdrawalQuery, WithdrawalRecord } from '@/types';
import { request } from '@/utils/request';

/** Balance withdrawal (B/fund/balances/me/withdrawal). */
const W = `${B}/fund/balances/me/withdrawal`;

export function getWithdrawalInfo(): Promise<WithdrawalInfo> {
  return request<WithdrawalInfo>(W);
}

/** Sends the confirmation code to the user's phone. */
export function sendWithdrawalCode(): Promise<CodeSent> {
  return request<CodeSent>(`${W}/code`, { method: 'POST' });
}

/** Never retried: a money action must not be sent twice. */
export function applyWithdrawal(params: WithdrawalParams): Promise<WithdrawalRecord> {
  return request<WithdrawalRecord>(W, {
    method: 'POST',
    data: params,
    retries: 0,
  });
}

export function queryWithdrawals(query: WithdrawalQuery): Promise<Paged<WithdrawalRecord>> {
  return request<Paged<WithdrawalRecord>>(`${W}/page`, {
    method: 'POST',
    data: query,
  });
}
