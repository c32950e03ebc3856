import type { MockDb } from '../types';

/** Ids of the supplier slice: a prefix and the slice's sequence, e.g. SR000123. */
export function nextId(db: MockDb, prefix: string): string {
  db.supplier.seq += 1;
  return `${prefix}${String(db.supplier.seq).padStart(6, '0')}`;
}
