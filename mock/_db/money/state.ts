import type { SeedContext } from '../seed/context';

/** The money slice of the fake backend's store; its owner adds collections here. */
export interface MoneyState {
  seq: number;
}

export function seedMoney(_ctx: SeedContext): MoneyState {
  return { seq: 0 };
}
