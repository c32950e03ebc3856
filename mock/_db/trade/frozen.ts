/**
 * The test seed's trade slice stands still: the trade clock (runClock in orders.ts) moves a seeded
 * order only when one of its deadlines passes, so every deadline still ahead when the store is
 * seeded is put years ahead. Deadlines already passed stay passed (the actions they open or close
 * stay as seeded); orders, payment batches (deposit top-ups among them), bargaining requests and
 * settlements made afterwards follow the trade config as usual.
 */
import { DAY_MS, HOUR_MS, iso } from '../../_lib/dates';
import { now } from '../clock';
import { TERMINAL } from './machine';
import type { TradeState } from './state';

/** How far pending deadlines move: beyond any run, and beyond the longest window the config accepts (365 days). */
export const FROZEN_SHIFT_MS = 10 * 365 * DAY_MS;

/**
 * Moves every deadline of `trade` that lies after `from` (default: the start of the current hour,
 * where the seed's open orders hang off) by FROZEN_SHIFT_MS.
 */
export function freezeDeadlines(trade: TradeState, from = Math.floor(now() / HOUR_MS) * HOUR_MS): void {
  const later = (at: string): string => (Date.parse(at) > from ? iso(Date.parse(at) + FROZEN_SHIFT_MS) : at);
  for (const o of trade.orders) {
    if (TERMINAL.has(o.status)) continue;
    o.payDeadline = later(o.payDeadline);
    if (o.cancelDeadline) o.cancelDeadline = later(o.cancelDeadline);
    if (o.deliverDeadline) o.deliverDeadline = later(o.deliverDeadline);
    if (o.settleDeadline) o.settleDeadline = later(o.settleDeadline);
  }
  for (const batch of Object.values(trade.batches)) batch.expiresAt = later(batch.expiresAt);
  for (const b of trade.bargainings) b.expiresAt = later(b.expiresAt);
  for (const s of trade.settlements) if (s.status !== 'SUCCESS') s.deadlineAt = later(s.deadlineAt);
}
