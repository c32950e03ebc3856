import type { SeedContext } from '../seed/context';

/** The trade slice of the fake backend's store; its owner adds collections here. */
export interface TradeState {
  seq: number;
}

export function seedTrade(_ctx: SeedContext): TradeState {
  return { seq: 0 };
}
