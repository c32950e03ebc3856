import { B } from '@/constants/api';
import type {
  DepositRechargeInfo,
  DepositRechargeInput,
  DepositRechargeResult,
  DepositRecord,
  DepositRecordQuery,
  DepositRefund,
  DepositRefundInfo,
  DepositRefundInput,
  Paged,
} from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/** The receiver deposit (SPEC §7 Funds): top-up through a payment batch, refund requests, ledger. */
export function getDepositRechargeInfo(): Promise<DepositRechargeInfo> {
  return request<DepositRechargeInfo>(`${B}/account/deposit/recharge`);
}

export function rechargeDeposit(input: DepositRechargeInput, options: RequestOptions = {}): Promise<DepositRechargeResult> {
  return request<DepositRechargeResult>(`${B}/account/fundDepositRecharge`, { ...options, method: 'POST', data: input });
}

export function getDepositRefundInfo(): Promise<DepositRefundInfo> {
  return request<DepositRefundInfo>(`${B}/fund/deposit/refund/amount`);
}

export function requestDepositRefund(input: DepositRefundInput, options: RequestOptions = {}): Promise<DepositRefund> {
  return request<DepositRefund>(`${B}/fund/deposit/refund`, { ...options, method: 'POST', data: input });
}

export function cancelDepositRefund(bizNo: string): Promise<DepositRefund> {
  return request<DepositRefund>(`${B}/fund/deposit/refund/cancel/${encodeURIComponent(bizNo)}`, { method: 'POST' });
}

export function queryDepositRecords(query: DepositRecordQuery): Promise<Paged<DepositRecord>> {
  return request<Paged<DepositRecord>>(`${B}/fund/deposit/page`, { method: 'POST', data: query });
}
