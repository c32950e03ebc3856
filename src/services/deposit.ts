import { resellerApi } from '@/domain/reseller/endpoints';
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
import { call, type CallOptions } from '@/utils/request';

/** The receiver deposit (SPEC §7 Funds): top-up through a payment batch, refund requests, ledger. */
export function getDepositRechargeInfo(): Promise<DepositRechargeInfo> {
  return call(resellerApi.getDepositRechargeInfo);
}

export function rechargeDeposit(input: DepositRechargeInput, options: CallOptions = {}): Promise<DepositRechargeResult> {
  return call(resellerApi.rechargeDeposit, { ...options, data: input });
}

export function getDepositRefundInfo(): Promise<DepositRefundInfo> {
  return call(resellerApi.getDepositRefundInfo);
}

export function requestDepositRefund(input: DepositRefundInput, options: CallOptions = {}): Promise<DepositRefund> {
  return call(resellerApi.requestDepositRefund, { ...options, data: input });
}

export function cancelDepositRefund(bizNo: string): Promise<DepositRefund> {
  return call(resellerApi.cancelDepositRefund, { path: { bizNo } });
}

export function queryDepositRecords(query: DepositRecordQuery): Promise<Paged<DepositRecord>> {
  return call(resellerApi.queryDepositRecords, { data: query });
}
