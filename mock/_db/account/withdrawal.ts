/**
 * Balance withdrawal through the money ledger (money/ledger.ts). Applying moves the amount BALANCE → FROZEN at
 * once (the balance records show it immediately) after the SMS code, the limits and the decimals
 * are checked; the fake backend's review then pays it WITHDRAWAL.reviewMs later: FROZEN → EXTERNAL
 * for what arrives and FROZEN → PLATFORM for the fee. Reviews run when withdrawals are read.
 */
import Big from 'big.js';
import { WITHDRAWAL_STATUSES } from '../../../src/domain/account/facts';
import { checkWithdrawalAmount, WITHDRAWAL, withdrawalFee, type AmountError } from '../../../src/domain/account/rules';
import type { WithdrawalInfo, WithdrawalRecord } from '../../../src/domain/account/types';
import type { Paged } from '../../../src/types';
import { beijingDay, inRange, iso, timeRange } from '../../_lib/dates';
import { badRequest, forbidden, invalid } from '../../_lib/http';
import { type Json, text } from '../../_lib/input';
import { paginate, pageParams } from '../../_lib/paging';
import { now } from '../clock';
import { balanceOf, PLATFORM_USER, transferAll, type LedgerDb } from '../money/ledger';
import type { MockDb, UserRecord } from '../types';
import { hasAuthority } from '../users';
import { consumeCode, sendCode } from './codes';
import { maskPhone, nextId } from './db';
import { oneOf } from '../../_lib/choices';
import { findAccount, maskAccountNo } from './receiving';
import type { WithdrawalStore } from './state';
import { tr } from '../../_lib/i18n';

type Db = MockDb & LedgerDb;

/** Why an amount is refused, in the caller's language. */
const amountMessage = (error: AmountError): string =>
  ({
    required: () => tr('server.field.required', { field: 'amount' }),
    // the form's own words: '1e5' and '-1' are no amounts as typed, whatever their sign
    format: () => tr('account.rule.amount.format'),
    decimals: () => tr('server.fund.amount.decimals', { decimals: WITHDRAWAL.decimals }),
    min: () => tr('server.fund.withdraw.min', { amount: WITHDRAWAL.minAmount }),
    max: () => tr('server.fund.withdraw.max', { amount: WITHDRAWAL.maxAmount }),
    daily: () => tr('server.fund.withdraw.daily', { amount: WITHDRAWAL.dailyLimit }),
    balance: () => tr('server.fund.withdraw.balance'),
  })[error]();

function requireWithdraw(caller: UserRecord): void {
  if (!hasAuthority(caller, 'WITHDRAWAL')) throw forbidden(tr('server.subAccount.lacks', { authority: 'WITHDRAWAL' }));
}

/**
 * Pays every pending withdrawal whose review time has come (the fake reviewer). It runs when
 * withdrawals or ledgers are read, and books the payout then: at `at` (the mock clock's now), not
 * back at the due time, so it never lands before entries booked in the meantime.
 */
export function settleWithdrawals(db: Db, at = now()): void {
  for (const w of db.account.withdrawals) {
    if (w.status !== 'PENDING' || w.payAt > at) continue;
    const base = {
      businessKind: 'WITHDRAWAL',
      bizNo: w.bizNo,
      at: iso(at),
    };
    const frozen = { userId: w.ownerId, account: 'FROZEN' as const };
    const [paid] = transferAll(db, [
      {
        ...base,
        from: frozen,
        to: 'EXTERNAL',
        amount: w.actualAmount,
        bizType: 'WITHDRAWAL_PAID',
      },
      {
        ...base,
        from: frozen,
        to: { userId: PLATFORM_USER, account: 'BALANCE' },
        amount: w.fee,
        bizType: 'WITHDRAWAL_FEE',
      },
    ]);
    w.status = 'PAID';
    w.reviewedAt = paid?.tradeAt ?? iso(at);
  }
}

/** What was applied for on the Beijing day of `at` (pending and paid). */
export function dailyUsed(db: Db, ownerId: string, at = now()): string {
  const day = beijingDay(at);
  return db.account.withdrawals
    .filter((w) => w.ownerId === ownerId && w.status !== 'REJECTED' && beijingDay(Date.parse(w.createdAt)) === day)
    .reduce((s, w) => s.plus(w.amount), new Big(0))
    .toFixed(2);
}

export function withdrawalInfo(db: Db, caller: UserRecord, owner: UserRecord): WithdrawalInfo {
  requireWithdraw(caller);
  settleWithdrawals(db);
  const available = balanceOf(db, owner.id, 'BALANCE');
  const frozen = balanceOf(db, owner.id, 'FROZEN');
  return {
    balance: new Big(available).plus(frozen).toFixed(2),
    frozenBalance: frozen,
    withdrawableBalance: available,
    minAmount: WITHDRAWAL.minAmount,
    maxAmount: WITHDRAWAL.maxAmount,
    dailyLimit: WITHDRAWAL.dailyLimit,
    dailyUsed: dailyUsed(db, owner.id),
    feeRate: WITHDRAWAL.feeRate,
    minFee: WITHDRAWAL.minFee,
    phone: caller.phoneNumber ? maskPhone(caller.phoneNumber) : undefined,
  };
}

/** The code goes to the caller's own phone. */
export function sendWithdrawalCode(db: Db, caller: UserRecord) {
  requireWithdraw(caller);
  if (!caller.phoneNumber) throw badRequest(tr('server.fund.withdraw.phone.title'), tr('server.fund.withdraw.phone'), 'PHONE_REQUIRED');
  return sendCode(db, caller.id, 'WITHDRAWAL', caller.phoneNumber, maskPhone(caller.phoneNumber));
}

function toRecord(w: WithdrawalStore): WithdrawalRecord {
  return {
    id: w.id,
    bizNo: w.bizNo,
    amount: w.amount,
    fee: w.fee,
    actualAmount: w.actualAmount,
    accountId: w.accountId,
    accountType: w.accountType,
    accountNo: maskAccountNo(w.accountType, w.accountNo),
    status: w.status,
    createdAt: w.createdAt,
    reviewedAt: w.reviewedAt,
    rejectReason: w.rejectReason,
  };
}

export function applyWithdrawal(db: Db, caller: UserRecord, owner: UserRecord, body: Json): WithdrawalRecord {
  requireWithdraw(caller);
  settleWithdrawals(db);
  if (owner.realNameAuthStatus !== 'AUTHORIZED')
    throw badRequest(tr('server.account.realnameRequired.title'), tr('server.fund.withdraw.realname'), 'REALNAME_REQUIRED');
  const amountRaw = typeof body.amount === 'number' ? String(body.amount) : text(body, 'amount');
  const error = checkWithdrawalAmount(amountRaw, balanceOf(db, owner.id, 'BALANCE'), dailyUsed(db, owner.id));
  if (error)
    throw invalid(
      [{ field: 'amount', message: amountMessage(error) }],
      error === 'balance' ? 'INSUFFICIENT_FUNDS' : 'WITHDRAWAL_AMOUNT_INVALID',
    );
  const account = findAccount(db, owner.id, text(body, 'accountId') ?? '');
  consumeCode(db, caller.id, 'WITHDRAWAL', caller.phoneNumber ?? '', text(body, 'code'));
  const amount = new Big(amountRaw!).toFixed(2);
  const fee = withdrawalFee(amount);
  const at = now();
  const bizNo = `W${iso(at).replace(/\D/g, '').slice(0, 14)}${String(db.account.seq + 1).padStart(4, '0')}`;
  transferAll(db, [
    {
      from: { userId: owner.id, account: 'BALANCE' },
      to: { userId: owner.id, account: 'FROZEN' },
      amount,
      bizType: 'WITHDRAWAL_APPLY',
      businessKind: 'WITHDRAWAL',
      bizNo,
      remark: maskAccountNo(account.accountType, account.accountNo),
      at: iso(at),
    },
  ]);
  const record: WithdrawalStore = {
    id: nextId(db.account, 'WD'),
    bizNo,
    ownerId: owner.id,
    operatorId: caller.id,
    amount,
    fee,
    actualAmount: new Big(amount).minus(fee).toFixed(2),
    accountId: account.id,
    accountType: account.accountType,
    accountNo: account.accountNo,
    status: 'PENDING',
    createdAt: iso(at),
    payAt: at + WITHDRAWAL.reviewMs,
  };
  db.account.withdrawals.push(record);
  return toRecord(record);
}

export function queryWithdrawals(db: Db, caller: UserRecord, ownerId: string, q: Json): Paged<WithdrawalRecord> {
  requireWithdraw(caller);
  settleWithdrawals(db);
  const status = oneOf(q, 'status', WITHDRAWAL_STATUSES);
  const range = timeRange(q);
  const rows = db.account.withdrawals
    .filter((w) => w.ownerId === ownerId && (!status || w.status === status) && inRange(w.createdAt, range))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map(toRecord);
  return paginate(rows, pageParams(q));
}
