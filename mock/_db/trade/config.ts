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

const MIN = 60_000;
const HOUR = 60 * MIN;

export const DEFAULT_TRADE_CONFIG: TradeConfig = {
  payWindowMs: 15 * MIN,
  cancelWindowMs: 10 * MIN,
  deliverWindowMs: 2 * HOUR,
  confirmWindowMs: 72 * HOUR,
  settleDelayMs: 10_000,
  gatewayDelayMs: 1_500,
  gatewayOutcome: 'SUCCESS',
  remindIntervalMs: MIN,
  depositBatchWindowMs: 30 * MIN,
  bargainingWindowMs: 24 * HOUR,
  penaltyRate: '0.1',
};

const DURATION_KEYS = [
  'payWindowMs',
  'cancelWindowMs',
  'deliverWindowMs',
  'confirmWindowMs',
  'settleDelayMs',
  'gatewayDelayMs',
  'remindIntervalMs',
  'depositBatchWindowMs',
  'bargainingWindowMs',
] as const;

/** Validates a patch for POST /api/mock/trade/config; answers the violations it finds. */
export function parseTradeConfigPatch(body: Record<string, unknown>): {
  patch: Partial<TradeConfig>;
  violations: Array<{ field: string; message: string }>;
} {
  const patch: Partial<TradeConfig> = {};
  const violations: Array<{ field: string; message: string }> = [];
  for (const k of DURATION_KEYS) {
    const v = body[k];
    if (v === undefined) continue;
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 365 * 24 * HOUR) patch[k] = v;
    else violations.push({ field: k, message: `${k} must be whole milliseconds ≥ 0` });
  }
  if (body.gatewayOutcome !== undefined) {
    if (body.gatewayOutcome === 'SUCCESS' || body.gatewayOutcome === 'FAILURE') patch.gatewayOutcome = body.gatewayOutcome;
    else violations.push({ field: 'gatewayOutcome', message: 'gatewayOutcome must be SUCCESS or FAILURE' });
  }
  if (body.penaltyRate !== undefined) {
    const r = body.penaltyRate;
    if (typeof r === 'string' && /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(r)) patch.penaltyRate = r;
    else violations.push({ field: 'penaltyRate', message: 'penaltyRate must be a decimal string in 0..1' });
  }
  for (const k of Object.keys(body)) {
    if (!(k in DEFAULT_TRADE_CONFIG)) violations.push({ field: k, message: `unknown setting ${k}` });
  }
  return { patch, violations };
}
