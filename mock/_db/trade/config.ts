import type { TradeConfig } from '../../../src/domain/trade/control';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../_lib/dates';
import { tr } from '../../_lib/i18n';
import type { Json } from '../../_lib/input';

/**
 * The trade rules' durations and switches (TradeConfig) by default. They live in the trade slice
 * (a reset restores them) and POST /api/mock/trade/config changes them.
 */
export const DEFAULT_TRADE_CONFIG: TradeConfig = {
  payWindowMs: 15 * MINUTE_MS,
  cancelWindowMs: 10 * MINUTE_MS,
  deliverWindowMs: 2 * HOUR_MS,
  confirmWindowMs: 72 * HOUR_MS,
  settleDelayMs: 10_000,
  gatewayDelayMs: 1_500,
  gatewayOutcome: 'SUCCESS',
  remindIntervalMs: MINUTE_MS,
  depositBatchWindowMs: 30 * MINUTE_MS,
  bargainingWindowMs: 24 * HOUR_MS,
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
export function parseTradeConfigPatch(body: Json): {
  patch: Partial<TradeConfig>;
  violations: Array<{ field: string; message: string }>;
} {
  const patch: Partial<TradeConfig> = {};
  const violations: Array<{ field: string; message: string }> = [];
  for (const k of DURATION_KEYS) {
    const v = body[k];
    if (v === undefined) continue;
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 365 * DAY_MS) patch[k] = v;
    else violations.push({ field: k, message: tr('server.trade.config.duration', { field: k }) });
  }
  if (body.gatewayOutcome !== undefined) {
    if (body.gatewayOutcome === 'SUCCESS' || body.gatewayOutcome === 'FAILURE') patch.gatewayOutcome = body.gatewayOutcome;
    else violations.push({ field: 'gatewayOutcome', message: tr('server.trade.config.gatewayOutcome') });
  }
  if (body.penaltyRate !== undefined) {
    const r = body.penaltyRate;
    if (typeof r === 'string' && /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(r)) patch.penaltyRate = r;
    else violations.push({ field: 'penaltyRate', message: tr('server.trade.config.penaltyRate') });
  }
  for (const k of Object.keys(body)) {
    if (!(k in DEFAULT_TRADE_CONFIG)) violations.push({ field: k, message: tr('server.trade.config.unknown', { field: k }) });
  }
  return { patch, violations };
}
