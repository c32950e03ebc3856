import { WITHDRAWAL } from '@/constants/account';
import {
  checkNewPassword,
  checkWithdrawalAmount,
  idCardCheckChar,
  isAlipayAccount,
  isBankCard,
  isIdCard,
  withdrawableToday,
  withdrawalFee,
} from '@/domain/account/rules';

describe('withdrawal amount checks', () => {
  const ok = (v: string) => checkWithdrawalAmount(v, '5000.00', '0.00');
  it('accepts amounts within the limits with at most two decimals', () => {
    expect(ok('10')).toBeUndefined();
    expect(ok('99.5')).toBeUndefined();
    expect(ok('100.25')).toBeUndefined();
    expect(ok(' 5000 ')).toBeUndefined();
  });
  it('says why an amount is refused', () => {
    expect(ok('')).toBe('required');
    expect(ok('abc')).toBe('format');
    expect(ok('-10')).toBe('format');
    expect(ok('1e3')).toBe('format');
    expect(ok('010')).toBe('format');
    expect(ok('100.123')).toBe('decimals');
    expect(ok('9.99')).toBe('min');
    expect(checkWithdrawalAmount('50000.01', '99999999', '0')).toBe('max');
    expect(ok('5000.01')).toBe('balance');
  });
  it('counts what was already applied today against the daily limit', () => {
    expect(checkWithdrawalAmount('1000', '999999', '199000.00')).toBeUndefined();
    expect(checkWithdrawalAmount('1000.01', '999999', '199000.00')).toBe('daily');
  });
  it('is exact with decimals (no float drift)', () => {
    expect(checkWithdrawalAmount('0.3', '0.3', '0')).toBe('min');
    expect(checkWithdrawalAmount('10.3', '10.30', '0')).toBeUndefined();
    expect(checkWithdrawalAmount('10.31', '10.30', '0')).toBe('balance');
  });
  it('charges the rate with a minimum fee, half-up to the cent', () => {
    expect(withdrawalFee('100')).toBe(Number(WITHDRAWAL.minFee).toFixed(2));
    expect(withdrawalFee('1000')).toBe('1.00');
    expect(withdrawalFee('1005')).toBe('1.01');
    expect(withdrawalFee('50000')).toBe('50.00');
  });
  it('answers what may still be withdrawn today', () => {
    expect(withdrawableToday('5000.00', '0')).toBe('5000.00');
    expect(withdrawableToday('80000.00', '0')).toBe('50000.00');
    expect(withdrawableToday('80000.00', '180000')).toBe('20000.00');
    expect(withdrawableToday('80000.00', '250000')).toBe('0.00');
  });
});

describe('account number checks', () => {
  it('checks resident ID numbers: date and check character', () => {
    const first17 = '11010119900307123';
    const id = `${first17}${idCardCheckChar(first17)}`;
    expect(isIdCard(id)).toBe(true);
    expect(isIdCard(id.toLowerCase())).toBe(true);
    expect(isIdCard(`${first17}${idCardCheckChar(first17) === '0' ? '1' : '0'}`)).toBe(false);
    const badDate = '11010119900230123';
    expect(isIdCard(`${badDate}${idCardCheckChar(badDate)}`)).toBe(false);
    expect(isIdCard('1234')).toBe(false);
  });
  it('checks bank cards with Luhn and Alipay accounts as phone or mail', () => {
    expect(isBankCard('6222020200112233446')).toBe(true);
    expect(isBankCard('6222 0202 0011 2233 446')).toBe(true);
    expect(isBankCard('6222020200112233447')).toBe(false);
    expect(isBankCard('4111')).toBe(false);
    expect(isAlipayAccount('13800010001')).toBe(true);
    expect(isAlipayAccount('a@b.cn')).toBe(true);
    expect(isAlipayAccount('12345')).toBe(false);
  });
  it('checks new passwords', () => {
    expect(checkNewPassword('short1')).toBe('length');
    expect(checkNewPassword('onlyletters')).toBe('weak');
    expect(checkNewPassword('Passw0rd!', 'Passw0rd!')).toBe('same');
    expect(checkNewPassword('Better123', 'Passw0rd!')).toBeUndefined();
  });
});
