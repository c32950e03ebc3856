import type { SeedContext } from '../seed/context';

/** The reseller slice of the fake backend's store; its owner adds collections here. */
export interface ResellerState {
  seq: number;
}

export function seedReseller(_ctx: SeedContext): ResellerState {
  return { seq: 0 };
}
