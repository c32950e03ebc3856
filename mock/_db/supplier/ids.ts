import type { MockDb } from '../types';

export const DAY_MS = 86_400_000;
/** Stock records older than this leave the live ledger for the archive (B/history). */
export const ARCHIVE_AFTER_DAYS = 90;

/** Ids of the supplier slice: a prefix and the slice's sequence, e.g. SR000123. */
export function nextId(db: MockDb, prefix: string): string {
  db.supplier.seq += 1;
  return `${prefix}${String(db.supplier.seq).padStart(6, '0')}`;
}
