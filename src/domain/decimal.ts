import Big from 'big.js';

/**
 * Decimal arithmetic for money, prices and quantities. Values travel as decimal strings and are
 * never turned into floats, so 0.1 × 3 is exactly 0.3 and 20-digit amounts keep every digit.
 * A private Big constructor keeps the library's global settings untouched for other code.
 */
const D = Big();
D.DP = 20;
D.RM = Big.roundHalfUp;

export type DecimalInput = string | number | null | undefined;

const DECIMAL_RE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Whether the value is empty: undefined, null or a blank string. */
export const isBlank = (v: DecimalInput): v is null | undefined | '' =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Parses a decimal string or finite number; undefined for blank or malformed input. */
export function toBig(v: DecimalInput): Big | undefined {
  if (isBlank(v)) return undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? new D(v) : undefined;
  const s = v.trim().replace(/,/g, '');
  return DECIMAL_RE.test(s) ? new D(s) : undefined;
}

export const isDecimal = (v: DecimalInput): boolean => toBig(v) !== undefined;

/** Plain (never exponential) notation, and no '-0'. */
export function toPlain(b: Big): string {
  return b.eq(0) ? '0' : b.toFixed();
}

const orZero = (v: DecimalInput): Big => toBig(v) ?? new D(0);

/** Blank or malformed operands count as 0 in sums and differences. */
export const add = (a: DecimalInput, b: DecimalInput): string => toPlain(orZero(a).plus(orZero(b)));
export const sub = (a: DecimalInput, b: DecimalInput): string => toPlain(orZero(a).minus(orZero(b)));
export const mul = (a: DecimalInput, b: DecimalInput): string => toPlain(orZero(a).times(orZero(b)));

/** -1, 0 or 1; blank or malformed operands count as 0. */
export const compare = (a: DecimalInput, b: DecimalInput): -1 | 0 | 1 => orZero(a).cmp(orZero(b));

/** SPEC §9: the product of two values, '0' when either is empty (or not a number). */
export function totalAmount(a: DecimalInput, b: DecimalInput): string {
  const x = toBig(a);
  const y = toBig(b);
  return x && y ? toPlain(x.times(y)) : '0';
}

/** Rounds half-up to dp places and returns fixed notation with exactly dp decimals. */
export function toFixedDp(b: Big, dp: number): string {
  const s = b.round(dp, Big.roundHalfUp).toFixed(dp);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}
