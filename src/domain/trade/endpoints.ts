import type { PaymentBatch, PaymentMethod, PaymentRecord, PayRequest } from '../../types';
import { endpoint } from '../endpoint';

/**
 * Trade calls (SPEC §7 B/trade): each declared once; the service of the same name calls it and
 * the fake backend's handler registers against it.
 */
export const tradeApi = {
  // Payment: methods, the last payment, a batch's state, paying a batch or unpaid orders.
  getPaymentMethods: endpoint('GET', '/api/v1/common/payment-methods').of<{ res: PaymentMethod[] }>(),
  /** `{}` when the caller has never paid. */
  getLastPaymentRecord: endpoint('GET', '/api/v1/payment/record/last').of<{ res: PaymentRecord | Record<string, never> }>(),
  getPaymentBatch: endpoint('GET', '/api/v1/trade/:type/:batchNo').of<{ res: PaymentBatch }>(),
  pay: endpoint('POST', '/api/v1/shop/trade/pay').of<{ res: PaymentBatch; body: PayRequest }>(),
} as const;
