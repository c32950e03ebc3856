import { WITHDRAWAL } from '@/constants/account';
import { checkWithdrawalAmount, withdrawableToday, withdrawalFee } from '@/domain/account/rules';
import type { WithdrawalInfo } from '@/types';
import { isDecimal, sub } from '@/utils/decimal';
import { formatMoney, formatPercent } from '@/utils/format';
import type { Translate } from '@/hooks/useText';

/** The message of an amount that the server would refuse, or undefined. */
export function amountMessage(t: Translate, raw: string | undefined, info: WithdrawalInfo | undefined): string | undefined {
  if (!info) return undefined;
  const error = checkWithdrawalAmount(raw, info.withdrawableBalance, info.dailyUsed);
  if (!error) return undefined;
  const v: Record<string, string> = {
    min: formatMoney(WITHDRAWAL.minAmount),
    max: formatMoney(WITHDRAWAL.maxAmount),
    daily: formatMoney(sub(WITHDRAWAL.dailyLimit, info.dailyUsed)),
    balance: formatMoney(info.withdrawableBalance),
  };
  return t(`account.rule.amount.${error}`, { v: v[error] ?? '' });
}

/** Fee and what arrives, once the amount is a valid number. */
export function feeOf(raw: string | undefined): { fee: string; actual: string } | undefined {
  const v = (raw ?? '').trim();
  if (!isDecimal(v) || !/^\d+(\.\d{1,2})?$/.test(v) || Number(v) <= 0) return undefined;
  const fee = withdrawalFee(v);
  return { fee, actual: sub(v, fee) };
}

export const maxToday = (info: WithdrawalInfo): string => withdrawableToday(info.withdrawableBalance, info.dailyUsed);

export function limitsText(t: Translate): string {
  return t('account.withdrawal.limits', {
    min: formatMoney(WITHDRAWAL.minAmount),
    max: formatMoney(WITHDRAWAL.maxAmount),
    daily: formatMoney(WITHDRAWAL.dailyLimit),
    rate: formatPercent(WITHDRAWAL.feeRate),
    minFee: formatMoney(WITHDRAWAL.minFee),
  });
}
