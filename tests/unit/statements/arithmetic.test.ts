import type { LedgerEntry } from '@/domain/account/money';
import {
  addDays,
  balances,
  dayStart,
  daysBetween,
  nextRunAfter,
  periodOf,
  periodTotal,
  reconcile,
  weekdayOf,
} from '@/domain/statements/arithmetic';

/** Epoch ms of a Beijing wall time. */
const bj = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}+08:00`);

let seq = 0;
function entry(account: LedgerEntry['account'], amount: string, balanceAfter: string, wall: string): LedgerEntry {
  seq += 1;
  return {
    id: `L${String(seq).padStart(8, '0')}`,
    userId: 'u',
    account,
    amount,
    balanceAfter,
    bizType: 'X',
    businessKind: 'ORDER',
    bizNo: `B${seq}`,
    tradeAt: new Date(bj(wall)).toISOString(),
  };
}

describe('Beijing days', () => {
  it('starts a day at Beijing midnight and refuses what is no day', () => {
    expect(new Date(dayStart('2026-11-26') as number).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(dayStart('2026-02-30')).toBeUndefined();
    expect(dayStart('26-11-2026')).toBeUndefined();
  });

  it('counts days across a month end, and weekdays', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(daysBetween('2026-11-29', '2026-11-28')).toEqual([]);
    expect(weekdayOf('2026-11-23')).toBe(1); // a Monday
    expect(weekdayOf('2026-11-29')).toBe(7);
  });
});

describe('when a schedule runs and what it covers', () => {
  it('runs daily at its Beijing hour, strictly after the given instant', () => {
    const daily = { frequency: 'DAILY' as const, weekday: 1, hour: 8 };
    expect(nextRunAfter(daily, bj('2026-11-26 07:59:59'))).toBe(bj('2026-11-26 08:00:00'));
    expect(nextRunAfter(daily, bj('2026-11-26 08:00:00'))).toBe(bj('2026-11-27 08:00:00'));
    // Beijing 01:00 is still the previous UTC day
    expect(nextRunAfter({ ...daily, hour: 0 }, bj('2026-11-26 23:30:00'))).toBe(bj('2026-11-27 00:00:00'));
  });

  it('runs weekly on its weekday only', () => {
    const weekly = { frequency: 'WEEKLY' as const, weekday: 1, hour: 9 };
    expect(nextRunAfter(weekly, bj('2026-11-26 10:00:00'))).toBe(bj('2026-11-30 09:00:00'));
    expect(nextRunAfter(weekly, bj('2026-11-30 09:00:00'))).toBe(bj('2026-12-07 09:00:00'));
  });

  it('covers the day before (daily) or the seven days before (weekly)', () => {
    expect(periodOf('DAILY', bj('2026-12-01 08:00:00'))).toEqual({ start: '2026-11-30', end: '2026-11-30' });
    expect(periodOf('WEEKLY', bj('2026-11-30 09:00:00'))).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });
});

describe('reconcile', () => {
  const rows = [
    entry('BALANCE', '100.00', '100.00', '2026-11-20 10:00:00'),
    entry('BALANCE', '50.00', '150.00', '2026-11-22 00:00:00'), // Beijing midnight belongs to the 22nd
    entry('FROZEN', '30.00', '30.00', '2026-11-22 09:00:00'),
    entry('BALANCE', '-30.00', '120.00', '2026-11-22 09:00:00'),
    entry('BALANCE', '5.50', '125.50', '2026-11-22 23:59:59'),
    entry('BALANCE', '-125.50', '0.00', '2026-11-24 07:00:00'),
  ];

  it('carries each closing into the next opening and sums in and out per Beijing day', () => {
    const days = reconcile([...rows].reverse(), 'BALANCE', '2026-11-21', '2026-11-24');
    expect(days).toEqual([
      { day: '2026-11-21', opening: '100.00', totalIn: '0.00', totalOut: '0.00', closing: '100.00', count: 0 },
      { day: '2026-11-22', opening: '100.00', totalIn: '55.50', totalOut: '-30.00', closing: '125.50', count: 3 },
      { day: '2026-11-23', opening: '125.50', totalIn: '0.00', totalOut: '0.00', closing: '125.50', count: 0 },
      { day: '2026-11-24', opening: '125.50', totalIn: '0.00', totalOut: '-125.50', closing: '0.00', count: 1 },
    ]);
    expect(days.every(balances)).toBe(true);
    expect(periodTotal(days, 'BALANCE')).toEqual({
      day: '2026-11-21~2026-11-24',
      opening: '100.00',
      totalIn: '55.50',
      totalOut: '-155.50',
      closing: '0.00',
      count: 4,
    });
  });

  it('opens at zero before any entry, keeps accounts apart and points whole', () => {
    expect(reconcile(rows, 'FROZEN', '2026-11-19', '2026-11-22').map((d) => [d.opening, d.closing])).toEqual([
      ['0.00', '0.00'],
      ['0.00', '0.00'],
      ['0.00', '0.00'],
      ['0.00', '30.00'],
    ]);
    const points = [entry('POINT', '7', '7', '2026-11-22 12:00:00')];
    expect(reconcile(points, 'POINT', '2026-11-22', '2026-11-22')[0]).toMatchObject({ opening: '0', totalIn: '7', closing: '7' });
  });

  it('flags a day that does not add up', () => {
    expect(balances({ day: 'd', opening: '1.00', totalIn: '2.00', totalOut: '-1.00', closing: '3.00', count: 2 })).toBe(false);
  });

  it('ties same-instant bookings by sequence', () => {
    const a = entry('BALANCE', '10.00', '10.00', '2026-11-25 10:00:00');
    const b = entry('BALANCE', '-4.00', '6.00', '2026-11-25 10:00:00');
    expect(reconcile([b, a], 'BALANCE', '2026-11-25', '2026-11-25')[0].closing).toBe('6.00');
  });
});
