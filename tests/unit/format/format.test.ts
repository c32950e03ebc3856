/** SPEC §9 formats: numbers from decimal strings and durations with locale units. */
import numeral from 'numeral';
import { getLocale } from '@umijs/max';
import enFormat from '@/locales/en-US/format';
import zhFormat from '@/locales/zh-CN/format';
import {
  CURRENCY_FORMAT,
  formatCurrency,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatTotalAmount,
  MONEY_FORMAT,
  PERCENT_FORMAT,
  QUANTITY_FORMAT,
} from '@/utils/format';

jest.mock('@umijs/max', () => ({ getLocale: jest.fn(() => 'zh-CN'), getIntl: jest.fn(), history: { push: jest.fn() } }));
const getLocaleMock = getLocale as unknown as jest.Mock;

describe('number formats', () => {
  test('the four SPEC patterns', () => {
    expect([MONEY_FORMAT, QUANTITY_FORMAT, PERCENT_FORMAT, CURRENCY_FORMAT]).toEqual(['0,0.[00]', '0,0', '0.[00]%', '0,0.0[00000]']);
  });

  test.each([
    ['1234567.891', '1,234,567.89'],
    ['1234.5', '1,234.5'],
    ['1234.50', '1,234.5'],
    ['1234', '1,234'],
    ['0.005', '0.01'],
    ['-0.004', '0'],
    ['-1234.567', '-1,234.57'],
    ['-0.005', '-0.01'],
  ])('money %s → %s', (v, shown) => expect(formatMoney(v)).toBe(shown));

  test('quantity, percentage (of a ratio) and currency', () => {
    expect(formatQuantity('1234567.5')).toBe('1,234,568');
    expect(formatPercent('0.1234')).toBe('12.34%');
    expect(formatPercent('0.5')).toBe('50%');
    expect(formatPercent(0.12345)).toBe('12.35%');
    expect(formatCurrency('12')).toBe('12.0');
    expect(formatCurrency('1234.1234567')).toBe('1,234.123457');
  });

  // Negative ties differ on purpose: numeral rounds -12.5 to -12 (Math.round), money rounds half away from zero.
  test('agrees with numeral wherever a float is exact enough', () => {
    const values = ['0', '1', '7.5', '12.34', '999.999', '1000', '65432.1', '0.0704', '-12.25', '-7.4', '123456789.12'];
    [MONEY_FORMAT, QUANTITY_FORMAT, PERCENT_FORMAT, CURRENCY_FORMAT].forEach((p) =>
      values.forEach((v) => expect(`${v} ${p} ${formatNumber(v, p)}`).toBe(`${v} ${p} ${numeral(Number(v)).format(p)}`)),
    );
  });

  test('decimal strings keep precision where numeral (a float) does not', () => {
    expect(formatMoney('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(numeral('12345678901234567.89').format(MONEY_FORMAT)).not.toBe('12,345,678,901,234,567.89');
    expect(formatTotalAmount('0.1', '3')).toBe('0.3');
    expect(formatTotalAmount('', '3')).toBe('0');
  });

  test.each([undefined, null, '', ' ', 'n/a'])('%p formats as an empty string', (v) => {
    expect(formatMoney(v)).toBe('');
  });
});

describe('formatDuration', () => {
  test('Chinese units in zh-CN, leading zero units left out', () => {
    expect(formatDuration(3_723_000, 'zh-CN')).toBe('1小时2分3秒');
    expect(formatDuration(123_000, 'zh-CN')).toBe('2分3秒');
    expect(formatDuration(3_600_000, 'zh-CN')).toBe('1小时0分0秒');
    expect(formatDuration(999, 'zh-CN')).toBe('0秒');
    expect(zhFormat['format.duration.hours']).toBe('小时');
  });

  test('h m s in English', () => {
    expect(formatDuration(3_723_000, 'en-US')).toBe('1h 2m 3s');
    expect(formatDuration(59_000, 'en-US')).toBe('59s');
    expect(formatDuration(90_061_000, 'en-US')).toBe(
      `25${enFormat['format.duration.hours']} 1${enFormat['format.duration.minutes']} 1${enFormat['format.duration.seconds']}`,
    );
  });

  test('the locale defaults to the app locale, and to zh-CN when umi is not running', () => {
    getLocaleMock.mockReturnValue('en-US');
    expect(formatDuration(61_000)).toBe('1m 1s');
    getLocaleMock.mockImplementation(() => {
      throw new Error('no runtime');
    });
    expect(formatDuration(61_000)).toBe('1分1秒');
  });

  test('negative or invalid durations show zero', () => {
    expect(formatDuration(-5000, 'en-US')).toBe('0s');
    expect(formatDuration(Number.NaN, 'en-US')).toBe('0s');
  });
});
