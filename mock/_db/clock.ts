/**
 * The mock's notion of "now" (epoch ms). Token expiry, OTP and reset-code lifetimes read it, so a
 * test can move time forward instead of sleeping.
 */
let override: (() => number) | undefined;

export function now(): number {
  return override ? override() : Date.now();
}

export function setClock(fn: () => number): void {
  override = fn;
}

export function resetClock(): void {
  override = undefined;
}

/** Runs the clock `ms` ahead of where it is (tests and the control call; never backwards). */
export function advanceClock(ms: number): number {
  const base = override ?? Date.now;
  const ahead = ms;
  override = () => base() + ahead;
  return now();
}
