/**
 * A quantity typed into a trade form (buy, sell, deliver, refund, bargain): digits only, read as
 * typed ('1e2', '1.5', '-1', '0x10' and ' ' are no quantities), from min to max; undefined
 * otherwise. A number reads as its text, so a form's prefilled number passes the same check.
 */
export function typedQuantity(value: unknown, min: number, max: number): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}
