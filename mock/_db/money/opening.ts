import Big from 'big.js';
import type { MoneyAccount } from '../../../src/domain/account/money';
import { balanceOf, type LedgerDb, type MoneyFields, transfer } from './ledger';
import type { MoneyState } from './state';

export function emptyMoneyState(): MoneyState {
  return { seq: 0, entries: [], balances: {}, byUser: {}, escrow: {} };
}

/**
 * Books each user's opening money from EXTERNAL, as the user record describes it (balance
 * including the frozen part, deposit including the locked part, points).
 */
export function openingEntries(db: LedgerDb & { users: Record<string, MoneyFields & { id: string }> }, at: string): void {
  for (const user of Object.values(db.users)) {
    const want = {
      balance: user.balance,
      frozen: user.frozenBalance,
      deposit: user.deposit,
      locked: user.lockedDeposit,
      point: user.point,
    };
    const bizNo = `OPEN${user.id}`;
    const base = { businessKind: 'RECHARGE', bizNo, at };
    transfer(db, {
      ...base,
      from: 'EXTERNAL',
      to: { userId: user.id, account: 'BALANCE' },
      amount: want.balance,
      bizType: 'OPENING_BALANCE',
    });
    transfer(db, {
      ...base,
      from: { userId: user.id, account: 'BALANCE' },
      to: { userId: user.id, account: 'FROZEN' },
      amount: want.frozen,
      bizType: 'WITHDRAWAL_FREEZE',
      businessKind: 'WITHDRAWAL',
    });
    transfer(db, {
      ...base,
      from: 'EXTERNAL',
      to: { userId: user.id, account: 'DEPOSIT' },
      amount: want.deposit,
      bizType: 'DEPOSIT_RECHARGE',
      businessKind: 'DEPOSIT',
    });
    transfer(db, {
      ...base,
      from: { userId: user.id, account: 'DEPOSIT' },
      to: { userId: user.id, account: 'LOCKED_DEPOSIT' },
      amount: want.locked,
      bizType: 'DEPOSIT_LOCK',
      businessKind: 'DEPOSIT',
    });
    transfer(db, {
      ...base,
      from: 'EXTERNAL',
      to: { userId: user.id, account: 'POINT' },
      amount: want.point,
      bizType: 'POINT_GRANT',
      businessKind: 'POINT',
    });
  }
}

/**
 * Brings one account to `target` with a recharge from (or a withdrawal to) EXTERNAL. The seeders
 * use it after booking history so the seed users keep the balances the brief promises.
 */
export function adjustTo(db: LedgerDb, userId: string, account: MoneyAccount, target: string, at: string): void {
  const diff = new Big(target).minus(balanceOf(db, userId, account));
  if (diff.eq(0)) return;
  const self = { userId, account };
  const dp = account === 'POINT' ? 0 : 2;
  const bizNo = `ADJ${userId}${at.replace(/\D/g, '').slice(0, 12)}`;
  if (diff.gt(0))
    transfer(db, { from: 'EXTERNAL', to: self, amount: diff.toFixed(dp), bizType: 'RECHARGE', businessKind: 'RECHARGE', bizNo, at });
  else
    transfer(db, {
      from: self,
      to: 'EXTERNAL',
      amount: diff.abs().toFixed(dp),
      bizType: 'WITHDRAWAL',
      businessKind: 'WITHDRAWAL',
      bizNo,
      at,
    });
}
