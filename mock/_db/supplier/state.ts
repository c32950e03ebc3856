import type { SeedContext } from '../seed/context';

/** The supplier slice of the fake backend's store; its owner adds collections here. */
export interface SupplierState {
  seq: number;
}

export function seedSupplier(_ctx: SeedContext): SupplierState {
  return { seq: 0 };
}
