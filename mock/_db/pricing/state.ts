import type { PricingRule, PricingRun } from '../../../src/domain/pricing/types';

/** The pricing slice's store shapes (types only). */

/** A competing listing's price moving with the clock: its price at `since`, and the price last set by the drift. */
export interface DriftRecord {
  base: string;
  since: number;
  last: string;
}

export interface PricingState {
  seq: number;
  /** by supplier (main account) id, oldest first */
  rules: Record<string, PricingRule[]>;
  /** by supplier (main account) id, newest first */
  runs: Record<string, PricingRun[]>;
  /** by commodity id */
  drift: Record<string, DriftRecord>;
}
