/**
 * The account centre's ledgers are views over the money ledger (money/ledger.ts): balance records (BALANCE and
 * FROZEN), deposit records (DEPOSIT and LOCKED_DEPOSIT), points (POINT) and the statement of every
 * account. Money belongs to the main account; a sub-account sees the accounts its permissions
 * open (FUND_BALANCES, FUND_DEPOSIT; points for everybody).
 */
import Big from 'big.js';
import { LEDGER_DIRECTIONS, type FundAccountKind } from '../../../src/domain/account/facts';
import type { LedgerEntry, MoneyAccount } from '../../../src/domain/account/money';
import type { FundAccountSummary, TradeSubject } from '../../../src/domain/account/types';
import type { Paged } from '../../../src/types';
import { DAY_MS, inRange, timeRange } from '../../_lib/dates';
import { forbidden } from '../../_lib/http';
import { type Json, text } from '../../_lib/input';
import { paginate, pageParams } from '../../_lib/paging';
import { now } from '../clock';
import { balanceOf, entriesOf, type LedgerDb, newestFirst } from '../money/ledger';
import type { UserRecord } from '../types';
import { hasAuthority } from '../users';
import { oneOf } from '../../_lib/choices';
import { tr } from '../../_lib/i18n';

export type LedgerView = 'balances' | 'deposit' | 'points' | 'statement';

export const VIEW_ACCOUNTS: Record<LedgerView, MoneyAccount[]> = {
  balances: ['BALANCE', 'FROZEN'],
  deposit: ['DEPOSIT', 'LOCKED_DEPOSIT'],
  points: ['POINT'],
  statement: ['BALANCE', 'FROZEN', 'DEPOSIT', 'LOCKED_DEPOSIT', 'POINT'],
};

/** The money accounts a caller may read: all for a main account, by permission for a sub-account. */
export function readableAccounts(caller: UserRecord): MoneyAccount[] {
  const out: MoneyAccount[] = ['POINT'];
  if (hasAuthority(caller, 'FUND_BALANCES')) out.push('BALANCE', 'FROZEN');
  if (hasAuthority(caller, 'FUND_DEPOSIT')) out.push('DEPOSIT', 'LOCKED_DEPOSIT');
  return out;
}

/** The accounts of a view the caller may read; a view it may not read at all answers 403. */
export function accountsOf(caller: UserRecord, view: LedgerView): MoneyAccount[] {
  const readable = readableAccounts(caller);
  const accounts = VIEW_ACCOUNTS[view].filter((a) => readable.includes(a));
  if (accounts.length === 0) throw forbidden(tr('server.fund.ledger.records', { view }));
  return accounts;
}

export interface LedgerFilter {
  accounts: MoneyAccount[];
  from?: number;
  to?: number;
  bizType?: string;
  direction?: 'IN' | 'OUT';
  bizNo?: string;
}

/** Reads the filter of a ledger call; `account` narrows a view to one of its accounts. */
export function ledgerFilter(q: Json, accounts: MoneyAccount[]): LedgerFilter {
  const account = oneOf(q, 'account', accounts);
  return {
    accounts: account ? [account] : accounts,
    ...timeRange(q),
    bizType: text(q, 'bizType'),
    direction: oneOf(q, 'direction', LEDGER_DIRECTIONS),
    bizNo: text(q, 'bizNo'),
  };
}

/** Pure: whether an entry passes the filter (unit-tested). Zero amounts count as IN. */
export function matchesLedger(e: LedgerEntry, f: LedgerFilter): boolean {
  if (!f.accounts.includes(e.account)) return false;
  if (f.bizType && e.bizType !== f.bizType) return false;
  if (f.direction && (e.amount.startsWith('-') ? 'OUT' : 'IN') !== f.direction) return false;
  if (f.bizNo && !e.bizNo.toLowerCase().includes(f.bizNo.toLowerCase())) return false;
  return inRange(e.tradeAt, { from: f.from, to: f.to });
}

/**
 * The rows of a ledger list and of its Excel export (the same function, so the same rows in the
 * same order): filtered, newest first by time, the later booking first within one instant.
 */
export function ledgerRows(db: LedgerDb, ownerId: string, f: LedgerFilter): LedgerEntry[] {
  return entriesOf(db, ownerId)
    .filter((e) => matchesLedger(e, f))
    .sort(newestFirst);
}

/** Opening and closing balance and the totals of one account over the rows of a statement. */
export interface StatementTotals {
  account: MoneyAccount;
  /** balance before the oldest row: its balance after minus its amount */
  opening: string;
  /** sum of the positive amounts */
  totalIn: string;
  /** sum of the negative amounts (a negative number, or zero) */
  totalOut: string;
  /** balance after the newest row */
  closing: string;
}

/**
 * Pure: the totals of each account of `accounts` (in that order) that has rows in `rows` (newest
 * first, as ledgerRows answers them). Balances after belong to one account, so a statement over
 * several accounts (balance and frozen, or every account) gets one set per account. Under a time
 * range alone the rows of an account are contiguous and opening + in + out = closing; a type,
 * direction or business-number filter leaves gaps, and opening and closing still describe the
 * oldest and newest row shown.
 */
export function statementTotals(rows: LedgerEntry[], accounts: MoneyAccount[]): StatementTotals[] {
  const acc = new Map<MoneyAccount, { newest: LedgerEntry; oldest: LedgerEntry; in: Big; out: Big }>();
  for (const e of rows) {
    const t = acc.get(e.account);
    const amount = new Big(e.amount);
    if (!t) acc.set(e.account, { newest: e, oldest: e, in: amount.gt(0) ? amount : new Big(0), out: amount.lt(0) ? amount : new Big(0) });
    else {
      t.oldest = e;
      if (amount.gt(0)) t.in = t.in.plus(amount);
      else t.out = t.out.plus(amount);
    }
  }
  const out: StatementTotals[] = [];
  for (const account of accounts) {
    const t = acc.get(account);
    if (!t) continue;
    const dp = account === 'POINT' ? 0 : 2;
    out.push({
      account,
      opening: new Big(t.oldest.balanceAfter).minus(t.oldest.amount).toFixed(dp),
      totalIn: t.in.toFixed(dp),
      totalOut: t.out.toFixed(dp),
      closing: new Big(t.newest.balanceAfter).toFixed(dp),
    });
  }
  return out;
}

export function queryLedger(db: LedgerDb, caller: UserRecord, ownerId: string, view: LedgerView, q: Json): Paged<LedgerEntry> {
  return paginate(ledgerRows(db, ownerId, ledgerFilter(q, accountsOf(caller, view))), pageParams(q));
}

const SUMMARY_ACCOUNTS: Record<FundAccountKind, [MoneyAccount, MoneyAccount | undefined]> = {
  BALANCE: ['BALANCE', 'FROZEN'],
  DEPOSIT: ['DEPOSIT', 'LOCKED_DEPOSIT'],
  POINT: ['POINT', undefined],
};

/** GET B/account/getFundAccount/{accountType}: totals and the last 30 days' movements. */
export function fundAccountSummary(db: LedgerDb, caller: UserRecord, ownerId: string, kind: FundAccountKind): FundAccountSummary {
  const [main, held] = SUMMARY_ACCOUNTS[kind];
  if (!readableAccounts(caller).includes(main)) throw forbidden(tr('server.fund.ledger.account', { kind }));
  const dp = kind === 'POINT' ? 0 : 2;
  const available = new Big(balanceOf(db, ownerId, main));
  const frozen = held ? new Big(balanceOf(db, ownerId, held)) : new Big(0);
  const since = now() - 30 * DAY_MS;
  let income = new Big(0);
  let expense = new Big(0);
  let lastTradeAt: string | undefined;
  for (const e of entriesOf(db, ownerId)) {
    if (e.account !== main && e.account !== held) continue;
    if (!lastTradeAt || e.tradeAt > lastTradeAt) lastTradeAt = e.tradeAt;
    // moves between the two accounts of one kind (freeze, lock) are neither income nor expense
    if (Date.parse(e.tradeAt) < since || isInternal(e, main, held)) continue;
    if (e.amount.startsWith('-')) expense = expense.plus(new Big(e.amount).abs());
    else income = income.plus(e.amount);
  }
  return {
    accountType: kind,
    total: available.plus(frozen).toFixed(dp),
    frozen: frozen.toFixed(dp),
    available: available.toFixed(dp),
    income30d: income.toFixed(dp),
    expense30d: expense.toFixed(dp),
    lastTradeAt,
  };
}

const INTERNAL_TYPES = new Set([
  'WITHDRAWAL_FREEZE',
  'WITHDRAWAL_APPLY',
  'WITHDRAWAL_REJECT',
  'DEPOSIT_LOCK',
  'DEPOSIT_REFUND_LOCK',
  'DEPOSIT_REFUND_CANCEL',
]);
function isInternal(e: LedgerEntry, main: MoneyAccount, held: MoneyAccount | undefined): boolean {
  return !!held && (e.account === main || e.account === held) && INTERNAL_TYPES.has(e.bizType);
}

/** GET B/account/getTradeSubjects: the business types found on the caller's readable accounts. */
export function tradeSubjects(db: LedgerDb, caller: UserRecord, ownerId: string): TradeSubject[] {
  const readable = readableAccounts(caller);
  const map = new Map<string, Set<string>>();
  for (const e of entriesOf(db, ownerId)) {
    if (!readable.includes(e.account)) continue;
    if (!map.has(e.bizType)) map.set(e.bizType, new Set());
    map.get(e.bizType)!.add(e.account);
  }
  return [...map.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([bizType, accounts]) => ({
      bizType,
      accounts: [...accounts].sort(),
    }));
}
