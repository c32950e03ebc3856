import { getLocale } from '@umijs/max';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIMEZONE } from '@/constants/limits';
import enFormat from '@/locales/en-US/format';
import zhFormat from '@/locales/zh-CN/format';
import { type DecimalInput, toBig, toFixedDp, totalAmount } from './decimal';
import { DEFAULT_LOCALE } from './localePrefix';
import { isEnglish } from './i18n';

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
    return DEFAULT_LOCALE; // outside the umi runtime (unit tests, early boot): format in the default locale
  }
}

/** '1小时2分3秒' in zh-CN, '1h 2m 3s' in English; leading zero units are left out ('2m 3s'). */
export function formatDuration(ms: number, locale: string = currentLocale()): string {
  const units = isEnglish(locale) ? enFormat : zhFormat;
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
  const d = typeof value === 'string' && !HAS_ZONE.test(value.trim()) ? dayjs.tz(value.trim(), TIMEZONE) : dayjs(value).tz(TIMEZONE);
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

/*
 * Date-time pickers (antd) work in the browser's zone: the fields they show and return are local
 * wall-clock fields. The console shows Beijing time everywhere, so a picker is fed a value whose
 * local fields are the Beijing wall time, and what it returns is read back as Beijing wall time.
 * (A Beijing time that falls into a local daylight-saving gap cannot be shown by a local picker.)
 */

interface WallClock {
  y: number;
  M: number; // 0-based, as in Date
  D: number;
  H: number;
  m: number;
  s: number;
  ms: number;
}

const wallOfDate = (d: Date): WallClock => ({
  y: d.getFullYear(),
  M: d.getMonth(),
  D: d.getDate(),
  H: d.getHours(),
  m: d.getMinutes(),
  s: d.getSeconds(),
  ms: d.getMilliseconds(),
});

/** The ISO instant of a Beijing wall-clock time, by plain arithmetic (UTC+8, no daylight saving). */
function beijingWallToIso(w: WallClock): string | undefined {
  const utc = new Date(0);
  utc.setUTCFullYear(w.y, w.M, w.D);
  utc.setUTCHours(w.H, w.m, w.s, w.ms);
  const ms = utc.getTime();
  // refuse overflowing fields ('2026-02-30') instead of rolling them into the next month
  if (
    !Number.isFinite(ms) ||
    utc.getUTCMonth() !== w.M ||
    utc.getUTCDate() !== w.D ||
    utc.getUTCHours() !== w.H ||
    utc.getUTCMinutes() !== w.m ||
    utc.getUTCSeconds() !== w.s
  )
    return undefined;
  return new Date(ms - BEIJING_OFFSET_MS).toISOString();
}

// a picker's wall-clock text: 'YYYY-MM-DD HH:mm:ss' (ProForm's 'string' dateFormatter), seconds optional
const WALL_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

function wallOfText(text: string): WallClock | undefined {
  const m = WALL_TEXT.exec(text);
  if (!m) return undefined;
  const n = (i: number) => Number(m[i] ?? 0);
  return { y: n(1), M: n(2) - 1, D: n(3), H: n(4), m: n(5), s: n(6), ms: m[7] ? Number(m[7].padEnd(3, '0')) : 0 };
}

/**
 * The wall-clock fields of a picker value. ProForm may hand over deep copies of antd's dayjs
 * objects (plain objects keeping `$y`…`$ms` and `$d` but no methods), so besides real Dayjs objects
 * those are read too.
 */
function wallOfPicker(value: unknown): WallClock | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? wallOfDate(new Date(value)) : undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : wallOfDate(value);
  if (typeof value !== 'object') return undefined;
  // isDayjs also says yes to a copy (it keeps the marker property): ask for the methods
  if (dayjs.isDayjs(value) && typeof value.isValid === 'function') {
    if (!value.isValid()) return undefined;
    return {
      y: value.year(),
      M: value.month(),
      D: value.date(),
      H: value.hour(),
      m: value.minute(),
      s: value.second(),
      ms: value.millisecond(),
    };
  }
  const o = value as { $y?: unknown; $M?: unknown; $D?: unknown; $H?: unknown; $m?: unknown; $s?: unknown; $ms?: unknown; $d?: unknown };
  const fields = [o.$y, o.$M, o.$D, o.$H, o.$m, o.$s, o.$ms];
  if (fields.every((f): f is number => typeof f === 'number' && Number.isFinite(f))) {
    const [y, M, D, H, m, s, ms] = fields as number[];
    return { y, M, D, H, m, s, ms };
  }
  if (o.$d instanceof Date && !Number.isNaN(o.$d.getTime())) return wallOfDate(o.$d);
  return undefined;
}

/**
 * A value for a date-time picker: a local dayjs whose wall-clock fields are the Beijing wall time
 * of the instant, so the picker shows what the tables show. `beijingPickerValue(x)?.endOf('day')`
 * is the end of that Beijing day.
 */
export function beijingPickerValue(value: DateInput): Dayjs | undefined {
  if (dayjs.isDayjs(value) && typeof value.valueOf() !== 'number') {
    // a copy without methods (see wallOfPicker): only its Date is usable
    const d: unknown = (value as { $d?: unknown }).$d;
    return d instanceof Date ? beijingPickerValue(d) : undefined;
  }
  const ms = dayjs.isDayjs(value) ? value.valueOf() : instantMs(value);
  let w: WallClock | undefined;
  if (ms !== undefined && Number.isFinite(ms) && ms >= FIXED_OFFSET_SINCE) {
    const d = new Date(ms + BEIJING_OFFSET_MS);
    w = {
      y: d.getUTCFullYear(),
      M: d.getUTCMonth(),
      D: d.getUTCDate(),
      H: d.getUTCHours(),
      m: d.getUTCMinutes(),
      s: d.getUTCSeconds(),
      ms: d.getUTCMilliseconds(),
    };
  } else {
    const b = toBeijing(value);
    if (b) w = { y: b.year(), M: b.month(), D: b.date(), H: b.hour(), m: b.minute(), s: b.second(), ms: b.millisecond() };
  }
  if (!w) return undefined;
  const local = new Date(0);
  local.setFullYear(w.y, w.M, w.D);
  local.setHours(w.H, w.m, w.s, w.ms);
  return dayjs(local);
}

/**
 * The ISO instant a picker value stands for, its wall-clock fields read as Beijing time: a Dayjs
 * (or ProForm's copy of one), a Date or epoch ms (their local fields), or wall-clock text. Text
 * that carries its own offset is an instant already. undefined when blank or not a time.
 */
export function fromBeijingPicker(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return undefined;
    if (HAS_ZONE.test(text)) {
      const ms = Date.parse(text);
      return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
    }
    const w = wallOfText(text);
    return w && beijingWallToIso(w);
  }
  const w = wallOfPicker(value);
  return w && beijingWallToIso(w);
}
