import type { MockDb } from '../types';

/** Business numbers: prefix + Beijing date-time + a running number, e.g. T20250301143015000123. */
export function nextNo(db: Pick<MockDb, 'trade'>, prefix: string, atMs: number): string {
  db.trade.seq += 1;
  const d = new Date(atMs + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${d}${String(db.trade.seq).padStart(6, '0')}`;
}
