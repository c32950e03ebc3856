import type { SeedContext } from '../seed/context';

/** The account slice of the fake backend's store; its owner adds collections here. */
export interface AccountState {
  seq: number;
}

export function seedAccount(_ctx: SeedContext): AccountState {
  return { seq: 0 };
}
