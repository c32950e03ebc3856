import type { PlatformAction } from './codes';
import type { OrderStatus } from './orderStatus';

/**
 * The fake backend's trade control calls (/api/mock/trade, for tests and demos): the rule durations
 * in force, platform actions on an order, and generated orders for benchmarks.
 */
export type { PlatformAction };

/**
 * Durations and switches of the trade rules. They live in the trade slice (a reset restores the
 * defaults) and POST /api/mock/trade/config changes them, so tests can make deadlines expire in
 * seconds instead of hours.
 */
export interface TradeConfig {
  /** an unpaid order is cancelled by timeout after this */
  payWindowMs: number;
  /** after paying, the buyer may still cancel (nothing delivered) during this */
  cancelWindowMs: number;
  /** the seller must deliver within this after payment, else the buyer may cancel with a penalty */
  deliverWindowMs: number;
  /** a delivered order is confirmed (received) automatically after this */
  confirmWindowMs: number;
  /** a received order is settled to the seller after this */
  settleDelayMs: number;
  /** a gateway payment answers after this */
  gatewayDelayMs: number;
  /** what the simulated payment gateway answers */
  gatewayOutcome: 'SUCCESS' | 'FAILURE';
  /** minimum time between two reminders of the same order */
  remindIntervalMs: number;
  /** an unpaid deposit batch lapses after this */
  depositBatchWindowMs: number;
  /** an unanswered bargaining request lapses, and an agreed price must be used, within this */
  bargainingWindowMs: number;
  /** share of the amount a seller pays the buyer when an order is cancelled for late delivery */
  penaltyRate: string;
}

/** POST /api/mock/trade/orders/{no}/platform */
export interface PlatformActionRequest {
  action: PlatformAction;
  note?: string;
}

export interface PlatformActionResult {
  orderNo: string;
  status: OrderStatus;
}

/** POST /api/mock/trade/generate: finished orders of one seller (a username), for benchmarks. */
export interface GenerateOrdersRequest {
  seller?: string;
  count: number;
}

export interface GenerateOrdersResult {
  created: number;
  total: number;
}
