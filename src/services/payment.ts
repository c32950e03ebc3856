import { tradeApi } from '@/domain/trade/endpoints';
import type { PaymentBatch, PaymentBatchType, PaymentMethod, PaymentRecord, PayRequest } from '@/types';
import { call, type CallOptions } from '@/utils/request';

/** Payment: methods, the last payment, a batch's state, paying a batch or unpaid orders. */
export function getPaymentMethods(): Promise<PaymentMethod[]> {
  return call(tradeApi.getPaymentMethods);
}

/** The caller's last payment; `{}` when there is none. */
export function getLastPaymentRecord(): Promise<PaymentRecord | Record<string, never>> {
  return call(tradeApi.getLastPaymentRecord, { silent: true });
}

export function getPaymentBatch(type: PaymentBatchType, batchNo: string, options?: CallOptions): Promise<PaymentBatch> {
  return call(tradeApi.getPaymentBatch, { ...options, path: { type, batchNo } });
}

/** Errors (insufficient balance…) come back to the caller, which shows them by the method choice. */
export function pay(input: PayRequest): Promise<PaymentBatch> {
  return call(tradeApi.pay, { data: input, silent: true });
}
