import type { SeedContext } from '../seed/context';

/** The chat slice of the fake backend's store; its owner adds collections here. */
export interface ChatState {
  seq: number;
}

export function seedChat(_ctx: SeedContext): ChatState {
  return { seq: 0 };
}
