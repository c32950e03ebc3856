import Big from 'big.js';
import type { LedgerEntry, MoneyAccount } from '../account/money';
import type { ReconciliationDay, StatementFrequency } from './types';

/**
 * Pure arithmetic of scheduled statements and reconciliation, shared by the fake backend and the
 * tests. Days are Beijing calendar days ('YYYY-MM-DD'; UTC+8 without daylight saving).
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BEIJING_OFFSET_MS = 8 * HOUR_MS;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const beijingDayOf = (ms: number): string => new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** Epoch ms of the Beijing midnight starting `day`, or undefined for a malformed day. */
export function dayStart(day: string): number | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3]);
  return beijingDayOf(ms - BEIJING_OFFSET_MS) === day ? ms - BEIJING_OFFSET_MS : undefined;
}

export const addDays = (day: string, n: number): string => beijingDayOf((dayStart(day) ?? Number.NaN) + n * DAY_MS);

/** Every day from `from` to `to`, both inclusive (empty when to < from). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** ISO weekday (1 Monday … 7 Sunday) of a Beijing day. */
export const weekdayOf = (day: string): number => new Date((dayStart(day) ?? 0) + BEIJING_OFFSET_MS).getUTCDay() || 7;

/**
 * The first run strictly after `afterMs`: at `hour`:00 Beijing time every day, or on `weekday`
 * only for a weekly schedule.
 */
export function nextRunAfter(s: { frequency: StatementFrequency; weekday: number; hour: number }, afterMs: number): number {
  let day = beijingDayOf(afterMs);
  for (let i = 0; i < 9; i += 1, day = addDays(day, 1)) {
    const at = (dayStart(day) as number) + s.hour * HOUR_MS;
    if (at > afterMs && (s.frequency === 'DAILY' || weekdayOf(day) === s.weekday)) return at;
  }
  throw new Error(`no run within a week after ${afterMs}`);
}

/** What a run at `runAtMs` covers: the day before it (daily) or the seven days before it (weekly). */
export function periodOf(frequency: StatementFrequency, runAtMs: number): { start: string; end: string } {
  const end = addDays(beijingDayOf(runAtMs), -1);
  return { start: frequency === 'DAILY' ? end : addDays(end, -6), end };
}

/** Statement order, oldest first: by time, then booking sequence (ids are `L` + zero-padded sequence). */
function oldestFirst(a: LedgerEntry, b: LedgerEntry): number {
  if (a.tradeAt !== b.tradeAt) return a.tradeAt < b.tradeAt ? -1 : 1;
  return Number(a.id.slice(1)) - Number(b.id.slice(1));
}

/**
 * Opening balance, total in, total out and closing balance of `account` on each day of
 * [from, to], from its ledger entries (any order, other accounts ignored). The opening of a day is
 * the balance after the last entry before it (zero when none), so each day's closing is the next
 * day's opening, and opening + in + out = closing holds while the ledger chains.
 */
export function reconcile(entries: LedgerEntry[], account: MoneyAccount, from: string, to: string): ReconciliationDay[] {
  const dp = account === 'POINT' ? 0 : 2;
  const mine = entries.filter((e) => e.account === account).sort(oldestFirst);
  const fromMs = dayStart(from) as number;
  let carry = new Big(0);
  let i = 0;
  for (; i < mine.length && Date.parse(mine[i].tradeAt) < fromMs; i += 1) carry = new Big(mine[i].balanceAfter);
  const out: ReconciliationDay[] = [];
  for (const day of daysBetween(from, to)) {
    const end = (dayStart(day) as number) + DAY_MS;
    const opening = carry;
    let totalIn = new Big(0);
    let totalOut = new Big(0);
    let count = 0;
    for (; i < mine.length && Date.parse(mine[i].tradeAt) < end; i += 1) {
      const amount = new Big(mine[i].amount);
      if (amount.lt(0)) totalOut = totalOut.plus(amount);
      else totalIn = totalIn.plus(amount);
      carry = new Big(mine[i].balanceAfter);
      count += 1;
    }
    out.push({
      day,
      opening: opening.toFixed(dp),
      totalIn: totalIn.toFixed(dp),
      totalOut: totalOut.toFixed(dp),
      closing: carry.toFixed(dp),
      count,
    });
  }
  return out;
}

/** The days of a reconciliation as one period: first opening, summed totals, last closing. */
export function periodTotal(days: ReconciliationDay[], account: MoneyAccount): ReconciliationDay {
  const dp = account === 'POINT' ? 0 : 2;
  const sum = (f: (d: ReconciliationDay) => string) => days.reduce((s, d) => s.plus(f(d)), new Big(0)).toFixed(dp);
  const zero = new Big(0).toFixed(dp);
  return {
    day: days.length ? `${days[0].day}~${days[days.length - 1].day}` : '',
    opening: days[0]?.opening ?? zero,
    totalIn: sum((d) => d.totalIn),
    totalOut: sum((d) => d.totalOut),
    closing: days[days.length - 1]?.closing ?? zero,
    count: days.reduce((n, d) => n + d.count, 0),
  };
}

/** Whether a day's figures chain: opening + in + out = closing. */
export const balances = (d: ReconciliationDay): boolean => new Big(d.opening).plus(d.totalIn).plus(d.totalOut).eq(d.closing);
