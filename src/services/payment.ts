import { B } from '@/constants/api';
import type { PaymentBatch, PaymentBatchType, PaymentMethod, PaymentRecord, PayRequest } from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/** Payment (C7): methods, the last payment, a batch's state, paying a batch or unpaid orders. */
export function getPaymentMethods(): Promise<PaymentMethod[]> {
  return request<PaymentMethod[]>('/api/v1/common/payment-methods');
}

/** The caller's last payment; `{}` when there is none. */
export function getLastPaymentRecord(): Promise<PaymentRecord | Record<string, never>> {
  return request<PaymentRecord | Record<string, never>>('/api/v1/payment/record/last', { silent: true });
}

export function getPaymentBatch(type: PaymentBatchType, batchNo: string, options?: RequestOptions): Promise<PaymentBatch> {
  return request<PaymentBatch>(`/api/v1/trade/${encodeURIComponent(type)}/${encodeURIComponent(batchNo)}`, options);
}

/** Errors (insufficient balance…) come back to the caller, which shows them by the method choice. */
export function pay(input: PayRequest): Promise<PaymentBatch> {
  return request<PaymentBatch>(`${B}/trade/pay`, { method: 'POST', data: input, silent: true });
}
