import type { FundReceivingAccount } from '@/types';
import type { Translate } from '@/hooks/useText';

/** 'Alipay 138****0001' / 'ICBC 6222 **** **** 3445'. */
export function accountLabel(t: Translate, a: Pick<FundReceivingAccount, 'accountType' | 'accountNo' | 'bankName'>): string {
  const kind =
    a.accountType === 'BANK_CARD' && a.bankName
      ? t(`account.bank.${a.bankName}`, undefined, a.bankName)
      : t(`account.receiving.type.${a.accountType}`);
  return `${kind} ${a.accountNo}`;
}
