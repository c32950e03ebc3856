import { beijingWallTime, BEIJING_OFFSET_MS } from '../../_lib/dates';
import type { TradeState } from './state';

/** Beijing date-time of an instant as 14 digits, e.g. 20250301143015. */
export const beijingStamp = (atMs: number): string => beijingWallTime(atMs).replace(/\D/g, '');

/** A business number: prefix + Beijing date-time + a running number, e.g. T20250301143015000123. */
export function businessNo(prefix: string, atMs: number, seq: number): string {
  return `${prefix}${beijingStamp(atMs)}${String(seq).padStart(6, '0')}`;
}

/** The next business number of the trade slice (its running number goes up by one). */
export function nextNo(db: { trade: Pick<TradeState, 'seq'> }, prefix: string, atMs: number): string {
  db.trade.seq += 1;
  return businessNo(prefix, atMs, db.trade.seq);
}

/** Quarter datasource of an instant (Beijing calendar): orders_2024q3. */
export function datasourceOf(atMs: number): string {
  const d = new Date(atMs + BEIJING_OFFSET_MS);
  return `orders_${d.getUTCFullYear()}q${Math.floor(d.getUTCMonth() / 3) + 1}`;
}
