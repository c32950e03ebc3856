import Big from 'big.js';
import { MIN_PASSWORD_LENGTH, USERNAME_RE } from '../auth/rules';

/**
 * Account centre rules shared by the pages and the fake backend, so the form refuses exactly what
 * the server refuses. SPEC §9 leaves withdrawal limits open: these are the product's choices.
 * The checks answer an error code (translated as account.rule.<code>) or undefined.
 */

// ---- Patterns ----
/** A mainland mobile number: contact phone, rebinding, sub-accounts, voice calls, Alipay accounts. */
export const PHONE_RE = /^1[3-9]\d{9}$/;
/**
 * Any 11 digits starting with 1: the store contact phone of the supplier and receiver onboarding
 * forms (looser than PHONE_RE; those forms have always accepted it), and what a receiving account
 * number must look like to be masked as a phone.
 */
export const CONTACT_PHONE_RE = /^1\d{10}$/;
/** A QQ number: 5 to 12 digits, no leading zero. */
export const QQ_RE = /^[1-9]\d{4,11}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Sub-account usernames follow the sign-up rule. */
export const SUB_USERNAME_RE = USERNAME_RE;
/** 'HH:mm' (quiet hours). */
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An SMS or mail code. */
export const CODE_RE = /^\d{6}$/;
/** A money amount with at most WITHDRAWAL.decimals decimals, no sign, no exponent. */
export const AMOUNT_RE = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

// ---- Limits ----
export const WITHDRAWAL = {
  minAmount: '10',
  maxAmount: '50000',
  /** per Beijing day, pending and paid together */
  dailyLimit: '200000',
  /** fee = amount × feeRate, at least minFee, rounded half-up to the cent */
  feeRate: '0.001',
  minFee: '1',
  /** money decimals */
  decimals: 2,
  /** the fake backend pays a pending withdrawal after this long */
  reviewMs: 60_000,
} as const;

export const MAX_RECEIVING_ACCOUNTS = 5;
export const MAX_SUB_ACCOUNTS = 20;
/** seconds before another SMS / mail code may be asked for */
export const CODE_RESEND_SECONDS = 60;
/** how long a sent code stays valid */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** I18N real-name documents are reviewed within this time by the fake backend */
export const REALNAME_REVIEW_MS = 15_000;
/** seconds between two voice-notify test calls */
export const VOICE_TEST_INTERVAL_SECONDS = 60;
/** a QR ticket stays valid this long */
export const QR_TTL_MS = 5 * 60 * 1000;
/** largest avatar accepted, as a data URL */
export const AVATAR_MAX_BYTES = 200 * 1024;
/** pixel size avatars are scaled to before upload */
export const AVATAR_SIZE = 160;
/** largest document photo accepted, as a data URL */
export const DOCUMENT_IMAGE_MAX_BYTES = 1024 * 1024;
/** export at most this many rows at once */
export const EXPORT_MAX_ROWS = 200_000;

/** Risk rules: a counterparty is flagged when one of these holds. */
export const RISK_RULES = {
  newAccountDays: 30,
  inactiveDays: 60,
  blacklistCount: 3,
  disputeRate: '0.05',
  cancelRate: '0.1',
} as const;

// ---- Checks ----
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
  return PHONE_RE.test(v) || (v.length <= 100 && EMAIL_RE.test(v));
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
  // more whole digits than AMOUNT_RE takes: a real number, just far too large
  if (/^[1-9]\d{12,}(\.\d{1,2})?$/.test(v)) return 'max';
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
  if (next.length < MIN_PASSWORD_LENGTH || next.length > 64) return 'length';
  if (!/[A-Za-z]/.test(next) || !/\d/.test(next)) return 'weak';
  if (old !== undefined && next === old) return 'same';
  return undefined;
}
