import { getLocale } from '@umijs/max';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIMEZONE } from '@/constants/limits';
import enFormat from '@/locales/en-US/format';
import zhFormat from '@/locales/zh-CN/format';
import { type DecimalInput, toBig, toFixedDp, totalAmount } from './decimal';
import { DEFAULT_LOCALE } from './localePrefix';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The one display-formatting module (SPEC §9). The four number formats are written in numeral's
 * notation, but numeral parses to a float (20-digit amounts lose digits), so they are applied here
 * to the decimal string with big.js: half-up rounding, optional decimals trimmed, thousands grouped.
 */
export const MONEY_FORMAT = '0,0.[00]';
export const QUANTITY_FORMAT = '0,0';
export const PERCENT_FORMAT = '0.[00]%';
export const CURRENCY_FORMAT = '0,0.0[00000]';

interface NumberPattern {
  thousands: boolean;
  minDp: number;
  maxDp: number;
  percent: boolean;
}

/** Reads the numeral subset used here: `0,0`, `.00` fixed decimals, `.[00]` optional ones, `%`. */
export function parsePattern(pattern: string): NumberPattern {
  const percent = pattern.endsWith('%');
  const body = percent ? pattern.slice(0, -1) : pattern;
  const [intPart, decPart = ''] = body.split('.');
  const m = /^(0*)(?:\[(0*)\])?$/.exec(decPart);
  if (!/^0(,0)?$/.test(intPart) || !m) throw new Error(`Unsupported number format: ${pattern}`);
  const minDp = m[1].length;
  return { thousands: intPart.includes(','), minDp, maxDp: minDp + (m[2]?.length ?? 0), percent };
}

const groupThousands = (int: string): string => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Formats a decimal string or number with a numeral-style pattern; '' for blank or malformed input. */
export function formatNumber(value: DecimalInput, pattern: string): string {
  const parsed = toBig(value);
  if (!parsed) return '';
  const p = parsePattern(pattern);
  const fixed = toFixedDp(p.percent ? parsed.times(100) : parsed, p.maxDp);
  const negative = fixed.startsWith('-');
  const [int, frac = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  let keep = frac.length;
  while (keep > p.minDp && frac[keep - 1] === '0') keep -= 1;
  const digits = frac.slice(0, keep);
  const intText = p.thousands ? groupThousands(int) : int;
  return `${negative ? '-' : ''}${intText}${digits ? `.${digits}` : ''}${p.percent ? '%' : ''}`;
}

export const formatMoney = (v: DecimalInput): string => formatNumber(v, MONEY_FORMAT);
export const formatQuantity = (v: DecimalInput): string => formatNumber(v, QUANTITY_FORMAT);
/** The input is a ratio: '0.1234' shows 12.34%. */
export const formatPercent = (v: DecimalInput): string => formatNumber(v, PERCENT_FORMAT);
export const formatCurrency = (v: DecimalInput): string => formatNumber(v, CURRENCY_FORMAT);
/** Price × quantity shown as money; 0 when either is empty. */
export const formatTotalAmount = (a: DecimalInput, b: DecimalInput): string => formatMoney(totalAmount(a, b));

/** getLocale needs the umi runtime; outside it (unit tests, early boot) use the default. */
function currentLocale(): string {
  try {
    return getLocale() || DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** '1小时2分3秒' in zh-CN, '1h 2m 3s' in English; leading zero units are left out ('2m 3s'). */
export function formatDuration(ms: number, locale: string = currentLocale()): string {
  const units = locale.toLowerCase().startsWith('en') ? enFormat : zhFormat;
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const parts: Array<[number, string]> = [
    [Math.floor(total / 3600), units['format.duration.hours']],
    [Math.floor((total % 3600) / 60), units['format.duration.minutes']],
    [total % 60, units['format.duration.seconds']],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  const shown = first === -1 ? parts.slice(2) : parts.slice(first);
  return shown.map(([n, unit]) => `${n}${unit}`).join(units['format.duration.separator']);
}

export type DateInput = string | number | Date | Dayjs | null | undefined;
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

// A time string carrying its own offset ('…Z', '…+08:00') is an instant; one without is Beijing wall time.
const HAS_ZONE = /\d[T\s]\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*([zZ]|[+-]\d{2}:?\d{2})$/;

/** The value in Beijing time (TIMEZONE, labelled Asia/Beijing), whatever the machine's zone. */
export function toBeijing(value: DateInput): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const d =
    typeof value === 'string' && !HAS_ZONE.test(value.trim())
      ? dayjs.tz(value.trim(), TIMEZONE)
      : dayjs(value).tz(TIMEZONE);
  return d.isValid() ? d : undefined;
}

// Beijing has kept UTC+8 without daylight saving since 1991: an instant after that formats by
// plain arithmetic, without dayjs' Intl-based zone conversion (a table shows hundreds of dates)
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const FIXED_OFFSET_SINCE = Date.UTC(1992, 0, 1);
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function instantMs(value: DateInput): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && HAS_ZONE.test(value.trim())) return Date.parse(value);
  return undefined;
}

function fastBeijing(value: DateInput, withTime: boolean): string | undefined {
  const ms = instantMs(value);
  if (ms === undefined || !Number.isFinite(ms) || ms < FIXED_OFFSET_SINCE) return undefined;
  const d = new Date(ms + BEIJING_OFFSET_MS);
  const date = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
  return withTime ? `${date} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}` : date;
}

export const formatDateTime = (value: DateInput): string => fastBeijing(value, true) ?? toBeijing(value)?.format(DATE_TIME_FORMAT) ?? '';
export const formatDate = (value: DateInput): string => fastBeijing(value, false) ?? toBeijing(value)?.format(DATE_FORMAT) ?? '';
