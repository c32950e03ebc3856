import { type DateInput, toBeijing } from '@/utils/format';

/** Compact Beijing-time stamps for chat: '14:05' today, '03-12 14:05' this year, else the date. */
export function chatTime(value: DateInput, now: DateInput = Date.now()): string {
  const d = toBeijing(value);
  const n = toBeijing(now);
  if (!d || !n) return '';
  if (d.isSame(n, 'day')) return d.format('HH:mm');
  if (d.isSame(n, 'year')) return d.format('MM-DD HH:mm');
  return d.format('YYYY-MM-DD');
}

/** The Beijing calendar day of a stamp, for the separators between days. */
export function chatDay(value: DateInput): string {
  return toBeijing(value)?.format('YYYY-MM-DD') ?? '';
}
