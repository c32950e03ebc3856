/**
 * @jest-environment ./tests/unit/format/newYorkEnvironment.ts
 */
/** SPEC §9 dates: Beijing time (Asia/Shanghai, labelled Asia/Beijing) on a New York machine. */
import { formatDate, formatDateTime, toBeijing } from '@/utils/format';

jest.mock('@umijs/max', () => ({ getLocale: jest.fn(() => 'zh-CN'), getIntl: jest.fn(), history: { push: jest.fn() } }));

describe('dates in Beijing time whatever the machine zone', () => {
  test('the machine zone really is New York here', () => {
    expect(new Date('2024-01-01T00:00:00Z').getHours()).toBe(19);
  });

  test('instants (ISO with offset, epoch ms, Date) show Beijing wall time', () => {
    expect(formatDateTime('2024-01-01T00:00:00Z')).toBe('2024-01-01 08:00:00');
    expect(formatDateTime('2024-01-01T00:00:00+09:00')).toBe('2023-12-31 23:00:00');
    expect(formatDateTime(Date.UTC(2024, 5, 30, 16, 30, 5))).toBe('2024-07-01 00:30:05');
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 0, 0, 0)))).toBe('2024-01-01 08:00:00');
    expect(formatDate('2024-01-01T17:00:00Z')).toBe('2024-01-02');
  });

  test('a time without an offset is Beijing wall time already', () => {
    expect(formatDateTime('2024-03-05 10:20:30')).toBe('2024-03-05 10:20:30');
    expect(formatDate('2024-03-05')).toBe('2024-03-05');
  });

  test('the arithmetic fast path agrees with the zone conversion over years of instants', () => {
    for (let ms = Date.UTC(1995, 0, 1); ms < Date.UTC(2035, 0, 1); ms += 7 * 86_400_000 + 3_601_234) {
      expect(formatDateTime(ms)).toBe(toBeijing(ms)!.format('YYYY-MM-DD HH:mm:ss'));
      expect(formatDate(new Date(ms).toISOString())).toBe(toBeijing(ms)!.format('YYYY-MM-DD'));
    }
  });

  test.each([undefined, null, '', 'not a date'])('%p formats as an empty string', (v) => {
    expect(formatDateTime(v)).toBe('');
  });
});
