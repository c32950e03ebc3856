import { accountApi } from '@/domain/account/endpoints';
import type { CodeSent, Paged, WithdrawalInfo, WithdrawalParams, WithdrawalQuery, WithdrawalRecord } from '@/types';
import { call } from '@/utils/request';

/** Balance withdrawal (B/fund/balances/me/withdrawal). */
export function getWithdrawalInfo(): Promise<WithdrawalInfo> {
  return call(accountApi.getWithdrawalInfo);
}

/** Sends the confirmation code to the user's phone. */
export function sendWithdrawalCode(): Promise<CodeSent> {
  return call(accountApi.sendWithdrawalCode);
}

/** Never retried: a money action must not be sent twice. */
export function applyWithdrawal(params: WithdrawalParams): Promise<WithdrawalRecord> {
  return call(accountApi.applyWithdrawal, { data: params, retries: 0 });
}

export function queryWithdrawals(query: WithdrawalQuery): Promise<Paged<WithdrawalRecord>> {
  return call(accountApi.queryWithdrawals, { data: query });
}
