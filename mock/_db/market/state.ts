import type { SeedContext } from '../seed/context';

/** The market slice of the fake backend's store; its owner adds collections here. */
export interface MarketState {
  seq: number;
}

export function seedMarket(_ctx: SeedContext): MarketState {
  return { seq: 0 };
}
