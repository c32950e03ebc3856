/** Decimal-exact arithmetic on strings (SPEC §9 total amount; DESIGN §2 no floats). */
import { add, compare, isDecimal, mul, sub, toBig, totalAmount } from '@/utils/decimal';

test('0.1 × 3 is exactly 0.3, and 0.1 + 0.2 is 0.3', () => {
  expect(totalAmount('0.1', '3')).toBe('0.3');
  expect(mul(0.1, 3)).toBe('0.3');
  expect(add('0.1', '0.2')).toBe('0.3');
  expect(0.1 * 3).not.toBe(0.3); // the float trap this module exists for
});

test('totalAmount keeps every digit of large values and is plain notation', () => {
  expect(totalAmount('12345678901234567.89', '100')).toBe('1234567890123456789');
  expect(totalAmount('0.00000001', '0.1')).toBe('0.000000001');
  expect(totalAmount('-2.5', '0')).toBe('0');
});

test.each([
  ['', '3'],
  ['2', undefined],
  [null, '2'],
  ['  ', '2'],
  ['abc', '2'],
])('totalAmount(%p, %p) is "0" when either side is empty or not a number', (a, b) => {
  expect(totalAmount(a, b)).toBe('0');
});

test('add, sub and compare treat blank as 0; parsing accepts numbers and trims', () => {
  expect(sub('10', '0.01')).toBe('9.99');
  expect(add(undefined, '1.50')).toBe('1.5');
  expect(compare('0.30', 0.3)).toBe(0);
  expect(compare('1', '1.0000000000000000001')).toBe(-1);
  expect(compare('2', '')).toBe(1);
  expect(toBig(' 1.5 ')?.toFixed()).toBe('1.5');
  expect(isDecimal(Number.NaN)).toBe(false);
  expect(isDecimal('1e3')).toBe(true);
  expect(isDecimal('0x10')).toBe(false);
});
