import type { DemandView } from '@/types';
import { toBig } from '@/utils/decimal';
import Big from 'big.js';

export interface PaymentQuoteView {
  /** the demand is (or will be) prepaid */
  prepaidMode: boolean;
  required?: string;
  held?: string;
  /** to pay from the balance */
  toPay?: string;
  /** given back to the balance */
  returned?: string;
  /** how much the balance lacks */
  short?: string;
}

/**
 * Pure: what the form's payment part shows, the same arithmetic as the server: the open part
 * (price × (quantity − received), rounded up to the cent) must sit in escrow.
 */
export function paymentQuote(input: {
  price?: string;
  quantity?: number;
  demand?: DemandView;
  prepay: boolean;
  balance?: string;
}): PaymentQuoteView {
  const { demand } = input;
  const prepaidMode = demand ? new Big(demand.demandPaymentDTO.amount || 0).gt(0) : input.prepay;
  const price = toBig(input.price);
  const qty = Number(input.quantity);
  if (!prepaidMode) return { prepaidMode };
  if (!price || !Number.isInteger(qty) || qty < 1) return { prepaidMode, held: demand?.prepaid };
  const open = Math.max(0, qty - (demand?.receivedQuantity ?? 0));
  const required = price.times(open).round(2, Big.roundUp);
  const held = new Big(demand?.prepaid ?? 0);
  const diff = required.minus(held);
  const balance = toBig(input.balance);
  const toPay = diff.gt(0) ? diff.toFixed(2) : '0.00';
  return {
    prepaidMode,
    required: required.toFixed(2),
    held: held.toFixed(2),
    toPay,
    returned: diff.lt(0) ? diff.abs().toFixed(2) : undefined,
    short: balance && diff.gt(balance) ? diff.minus(balance).toFixed(2) : undefined,
  };
}
