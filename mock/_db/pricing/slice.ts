import type { MockDb } from '../types';
import type { PricingState } from './state';

/** The pricing slice, made on first use (stores seeded before it existed have none). */
export function pricingOf(db: MockDb): PricingState {
  db.pricing ??= { seq: 0, rules: {}, runs: {}, drift: {} };
  return db.pricing;
}

export function nextId(st: PricingState, prefix: string): string {
  st.seq += 1;
  return `${prefix}${String(st.seq).padStart(6, '0')}`;
}
