import type { SeedContext } from '../seed/context';

/** The dev slice of the fake backend's store; its owner adds collections here. */
export interface DevState {
  seq: number;
}

export function seedDev(_ctx: SeedContext): DevState {
  return { seq: 0 };
}
