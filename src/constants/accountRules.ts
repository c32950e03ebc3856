import Big from 'big.js';
import { AMOUNT_RE, WITHDRAWAL } from './account';

/**
 * Pure checks shared by the account pages and the fake backend, so the form refuses exactly what
 * the server refuses. Each answers an error code (translated as account.rule.<code>) or undefined.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Check character of the first 17 digits of a mainland resident ID (GB 11643). */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

/** An 18-character resident ID with a real birth date and a correct check character. */
export function isIdCard(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return idCardCheckChar(v.slice(0, 17)) === v[17];
}

/** Luhn check of a bank card number (16 to 19 digits). */
export function isBankCard(value: string): boolean {
  const v = value.replace(/\s+/g, '');
  if (!/^\d{16,19}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < v.length; i += 1) {
    let n = Number(v[v.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Alipay accounts are a mainland mobile number or an e-mail address. */
export function isAlipayAccount(value: string): boolean {
  const v = value.trim();
  return /^1[3-9]\d{9}$/.test(v) || (v.length <= 100 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v));
}

/** Fee of a withdrawal: amount × rate, at least the minimum, half-up to the cent. */
export function withdrawalFee(amount: string): string {
  const fee = new Big(amount).times(WITHDRAWAL.feeRate).round(2, Big.roundHalfUp);
  return (fee.lt(WITHDRAWAL.minFee) ? new Big(WITHDRAWAL.minFee) : fee).toFixed(2);
}

export type AmountError = 'required' | 'format' | 'decimals' | 'min' | 'max' | 'daily' | 'balance';

/**
 * Checks a withdrawal amount typed by the user against the limits and what may be withdrawn.
 * `dailyUsed` is what was already applied for today.
 */
export function checkWithdrawalAmount(raw: string | undefined, withdrawable: string, dailyUsed: string): AmountError | undefined {
  const v = (raw ?? '').trim();
  if (v === '') return 'required';
  if (/^\d+\.\d{3,}$/.test(v)) return 'decimals';
  if (!AMOUNT_RE.test(v)) return 'format';
  const amount = new Big(v);
  if (amount.lt(WITHDRAWAL.minAmount)) return 'min';
  if (amount.gt(WITHDRAWAL.maxAmount)) return 'max';
  if (amount.plus(dailyUsed).gt(WITHDRAWAL.dailyLimit)) return 'daily';
  if (amount.gt(withdrawable)) return 'balance';
  return undefined;
}

/** What may still be applied for today: the lower of the balance, the per-call maximum and the daily room. */
export function withdrawableToday(withdrawable: string, dailyUsed: string): string {
  const room = new Big(WITHDRAWAL.dailyLimit).minus(dailyUsed);
  const limits = [new Big(withdrawable), new Big(WITHDRAWAL.maxAmount), room];
  const min = limits.reduce((a, b) => (b.lt(a) ? b : a));
  return (min.lt(0) ? new Big(0) : min).toFixed(2);
}

export type PasswordError = 'length' | 'weak' | 'same';

/** New passwords: 8 to 64 characters with letters and digits, different from the old one. */
export function checkNewPassword(next: string, old?: string): PasswordError | undefined {
  if (next.length < 8 || next.length > 64) return 'length';
  if (!/[A-Za-z]/.test(next) || !/\d/.test(next)) return 'weak';
  if (old !== undefined && next === old) return 'same';
  return undefined;
}
