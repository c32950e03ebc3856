/**
 * Date-time picker conversions (SPEC §9: Beijing time everywhere), shared by pickers.test.ts
 * (the machine zone, UTC here) and pickersNewYork.test.ts (America/New_York). Expectations are
 * built with UTC arithmetic only, so they hold in any zone.
 */
import { beijingPickerValue, formatDateTime, fromBeijingPicker } from '@/utils/format';
import dayjs, { type Dayjs } from 'dayjs';

const HOUR = 3_600_000;
/** Beijing wall-clock text of an instant by plain arithmetic (UTC+8, no daylight saving). */
const beijingText = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');

export function pickerCases(): void {
  test('the machine is not in Beijing time (else these tests prove nothing)', () => {
    expect(new Date(Date.UTC(2026, 11, 1)).getTimezoneOffset()).not.toBe(-480);
  });

  test('a picker showing a wall-clock time stands for that time in Beijing', () => {
    // a local dayjs, as antd's picker builds it from what the user clicked
    expect(fromBeijingPicker(dayjs('2026-12-01 12:00:00'))).toBe('2026-12-01T04:00:00.000Z');
    expect(fromBeijingPicker(dayjs('2026-07-01 00:30:05'))).toBe('2026-06-30T16:30:05.000Z');
    expect(fromBeijingPicker(dayjs('2027-01-01 07:59:59.500'))).toBe('2026-12-31T23:59:59.500Z');
    // ProForm's 'string' dateFormatter hands over the wall-clock text
    expect(fromBeijingPicker('2026-12-01 12:00:00')).toBe('2026-12-01T04:00:00.000Z');
    expect(fromBeijingPicker('2026-12-01 12:00')).toBe('2026-12-01T04:00:00.000Z');
    // local Date / epoch ms of that local dayjs: their local fields are the wall-clock time
    expect(fromBeijingPicker(new Date(2026, 11, 1, 12))).toBe('2026-12-01T04:00:00.000Z');
    expect(fromBeijingPicker(new Date(2026, 11, 1, 12).getTime())).toBe('2026-12-01T04:00:00.000Z');
  });

  test('ProForm copies of a picker dayjs (no methods) are read too', () => {
    const picked = dayjs('2026-12-01 12:00:00');
    expect(fromBeijingPicker({ ...picked })).toBe('2026-12-01T04:00:00.000Z');
    expect(fromBeijingPicker({ $d: new Date(2026, 11, 1, 12) })).toBe('2026-12-01T04:00:00.000Z');
    expect(beijingPickerValue({ ...dayjs(Date.UTC(2026, 11, 1, 4)) } as Dayjs)!.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-01 12:00:00');
  });

  test('text that carries an offset is an instant already', () => {
    expect(fromBeijingPicker('2026-12-01T04:00:00Z')).toBe('2026-12-01T04:00:00.000Z');
    expect(fromBeijingPicker('2026-12-01T12:00:00+08:00')).toBe('2026-12-01T04:00:00.000Z');
  });

  test.each([undefined, null, '', '  ', 'soon', '2026-02-30 10:00:00', '2026-13-01', NaN, {}, dayjs('nope')])('%p is no time', (v) => {
    expect(fromBeijingPicker(v)).toBeUndefined();
  });

  test('the picker value of an instant shows the Beijing wall-clock time the tables show', () => {
    const ms = Date.UTC(2026, 11, 1, 4, 0, 0);
    const v = beijingPickerValue(ms)!;
    expect(v.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-01 12:00:00');
    expect([v.year(), v.month(), v.date(), v.hour(), v.minute(), v.second()]).toEqual([2026, 11, 1, 12, 0, 0]);
    expect(beijingPickerValue('2026-12-01T04:00:00.000Z')!.format('YYYY-MM-DD HH:mm:ss')).toBe(formatDateTime(ms));
    expect(beijingPickerValue(new Date(ms))!.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-01 12:00:00');
    expect(beijingPickerValue(dayjs(ms))!.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-01 12:00:00');
    // text without an offset is Beijing wall time already
    expect(beijingPickerValue('2026-12-01 12:00:00')!.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-01 12:00:00');
    // the end of the Beijing day
    expect(fromBeijingPicker(beijingPickerValue(ms)!.endOf('day'))).toBe('2026-12-01T15:59:59.999Z');
  });

  test.each([undefined, null, '', 'not a date', NaN])('%p has no picker value', (v) => {
    expect(beijingPickerValue(v)).toBeUndefined();
  });

  test('instants round-trip through the picker', () => {
    const instants = [
      Date.UTC(2026, 11, 1, 4),
      Date.UTC(2026, 5, 30, 16, 30, 5),
      Date.UTC(2026, 11, 31, 23, 59, 59, 500),
      Date.UTC(2024, 1, 28, 16, 0, 0), // Beijing 29 Feb of a leap year
      Date.UTC(2000, 0, 1),
    ];
    for (const ms of instants) {
      const v = beijingPickerValue(ms)!;
      expect(v.format('YYYY-MM-DD HH:mm:ss')).toBe(beijingText(ms));
      expect(fromBeijingPicker(v)).toBe(new Date(ms).toISOString());
      expect(fromBeijingPicker(v.format('YYYY-MM-DD HH:mm:ss.SSS'))).toBe(new Date(ms).toISOString());
    }
  });

  test('years of instants round-trip, except Beijing times a local clock change skips', () => {
    let skipped = 0;
    for (let ms = Date.UTC(1995, 0, 1); ms < Date.UTC(2035, 0, 1); ms += 7 * 86_400_000 + 3_601_234) {
      const v = beijingPickerValue(ms)!;
      // a local picker cannot show a wall time that does not exist locally (daylight-saving gap)
      if (v.format('YYYY-MM-DD HH:mm:ss') !== beijingText(ms)) {
        skipped += 1;
        continue;
      }
      expect(fromBeijingPicker(v)).toBe(new Date(ms).toISOString());
    }
    expect(skipped).toBeLessThan(5);
  });
}
