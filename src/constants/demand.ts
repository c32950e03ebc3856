import type { DemandStatus, DepositRefundStatus } from '@/types';

/**
 * Tag colours of the receiver pages. The rules and lists shared with the fake backend live in
 * src/domain/reseller/facts.ts.
 */

/** Tag colour per status; the text is `reseller.demand.status.<STATUS>`. */
export const DEMAND_STATUS_COLOR: Record<DemandStatus, string> = {
  ACTIVE: 'green',
  PAUSED: 'orange',
  COMPLETED: 'blue',
  REFUNDED: 'default',
  EXPIRED: 'red',
};

export const REFUND_STATUS_COLOR: Record<DepositRefundStatus, string> = {
  PENDING: 'processing',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELED: 'default',
};
