/**
 * The money ledger (SPEC §7 Funds): double-entry bookkeeping over the money slice.
 *
 * - Every transfer books two entries, a debit (negative) and a credit (positive) of the same
 *   amount, so the sum of all entries is always zero: money is never created or lost.
 * - Money entering or leaving the platform (payment gateway, bank withdrawal, opening balances) is
 *   booked against the pseudo-user EXTERNAL (its balance goes negative as money comes in).
 * - Escrow: the money of paid, unsettled orders sits in the ESCROW account of the pseudo-user
 *   PLATFORM, each entry carrying the order number as bizNo; `escrowOf(db, orderNo)` is what one
 *   order still holds there.
 * - Accounts of real users never go below zero: a transfer that would overdraw throws a 400
 *   ApiFailure (code INSUFFICIENT_FUNDS) and books nothing.
 * - The user records' balance / frozenBalance / deposit / lockedDeposit / point fields are kept in
 *   step after every transfer (write-through), but userinfo and fund/me read the ledger.
 * - Entries are dated in booking order: a transfer is dated at the instant it names (the seeders
 *   book history in time order) or else at the mock clock's now (runtime rules, including what the
 *   lazy clock applies after a deadline), and never before the newest entry of a user account it
 *   touches. So every account of a user, read by time with the booking sequence breaking ties
 *   (`newestFirst`), is one unbroken chain: each balance after is the previous one plus the
 *   amount. The pseudo-users' accounts (EXTERNAL, PLATFORM) are nobody's statement and keep the
 *   named instant.
 *
 * Meaning of the accounts for a user: BALANCE is the available (withdrawable) balance, FROZEN the
 * part held back (pending withdrawals, disputes); the "balance" shown is BALANCE + FROZEN. DEPOSIT
 * is the effective deposit, LOCKED_DEPOSIT the locked part; the "deposit" shown is their sum.
 * POINT holds loyalty points (whole numbers).
 */
import Big from 'big.js';
import type { LedgerEntry, LedgerParty, LedgerTransfer, MoneyAccount } from '../../../src/domain/account/money';
import { iso } from '../../_lib/dates';
import { ApiFailure } from '../../_lib/http';
import { now } from '../clock';
import type { MoneyState } from './state';
import { tr } from '../../_lib/i18n';

export const PLATFORM_USER = 'PLATFORM';
export const EXTERNAL_USER = 'EXTERNAL';
/** The account EXTERNAL's entries are booked under (it has only this one). */
const EXTERNAL_ACCOUNT: MoneyAccount = 'BALANCE';

/** The money fields of a user record, kept equal to the ledger (write-through). */
export interface MoneyFields {
  balance: string;
  frozenBalance: string;
  deposit: string;
  lockedDeposit: string;
  point: string;
}

/**
 * What the ledger needs of the store; a MockDb (and the seed context) satisfies it. Structural, so
 * the ledger imports nothing of the store's types.
 */
export interface LedgerDb {
  money: MoneyState;
  users?: Record<string, MoneyFields>;
}

const key = (userId: string, account: MoneyAccount) => `${userId}|${account}`;
const scale = (account: MoneyAccount) => (account === 'POINT' ? 0 : 2);
const fmt = (b: Big, account: MoneyAccount) => b.toFixed(scale(account));

export function balanceOf(db: LedgerDb, userId: string, account: MoneyAccount): string {
  return db.money.balances[key(userId, account)] ?? fmt(new Big(0), account);
}

/**
 * Newest booked first; all accounts of the user unless one is named. Within one account that is
 * also newest first by time; a statement over several accounts sorts with `newestFirst`.
 */
export function entriesOf(db: LedgerDb, userId: string, account?: MoneyAccount): LedgerEntry[] {
  const list = db.money.byUser[userId] ?? [];
  const out: LedgerEntry[] = [];
  for (let i = list.length - 1; i >= 0; i -= 1) {
    if (!account || list[i].account === account) out.push(list[i]);
  }
  return out;
}

/** The booking sequence of an entry (its id is `L` and the sequence). */
export const sequenceOf = (e: LedgerEntry): number => Number(e.id.slice(1));

/**
 * The one statement order, for every list and export: newest first by time, and within one
 * instant the later booking first.
 */
export function newestFirst(a: LedgerEntry, b: LedgerEntry): number {
  if (a.tradeAt !== b.tradeAt) return a.tradeAt < b.tradeAt ? 1 : -1;
  return sequenceOf(b) - sequenceOf(a);
}

/** Entries of one business number (an order, a batch…), oldest first. */
export function entriesOfBiz(db: LedgerDb, bizNo: string): LedgerEntry[] {
  return db.money.entries.filter((e) => e.bizNo === bizNo);
}

/** What one order (bizNo) still holds in the platform escrow. */
export function escrowOf(db: LedgerDb, bizNo: string): string {
  return db.money.escrow[bizNo] ?? '0.00';
}

const isEscrow = (userId: string, account: MoneyAccount) => userId === PLATFORM_USER && account === 'ESCROW';

function trackEscrow(db: LedgerDb, bizNo: string, delta: Big): void {
  const next = new Big(db.money.escrow[bizNo] ?? 0).plus(delta);
  if (next.eq(0)) delete db.money.escrow[bizNo];
  else db.money.escrow[bizNo] = next.toFixed(2);
}

/** Sum of every entry ever booked: zero unless the ledger is broken. */
export function ledgerSum(db: LedgerDb): string {
  return db.money.entries.reduce((s, e) => s.plus(e.amount), new Big(0)).toFixed(2);
}

/**
 * Checks the books: every running balance equals the sum of its account's entries, every user
 * record's money fields equal the ledger, and all entries sum to zero. Answers what disagrees.
 */
export function auditLedger(db: LedgerDb): { ledgerSum: string; accounts: number; mismatches: string[] } {
  const sums = new Map<string, Big>();
  for (const e of db.money.entries) {
    const k = key(e.userId, e.account);
    sums.set(k, (sums.get(k) ?? new Big(0)).plus(e.amount));
  }
  const mismatches: string[] = [];
  const keys = new Set([...Object.keys(db.money.balances), ...sums.keys()]);
  for (const k of keys) {
    const balance = new Big(db.money.balances[k] ?? 0);
    const sum = sums.get(k) ?? new Big(0);
    if (!balance.eq(sum)) mismatches.push(`${k}: balance ${balance.toFixed(2)} ≠ entries ${sum.toFixed(2)}`);
  }
  // as syncUser keeps them: the shown balance and deposit include their frozen / locked parts
  const fields: Array<[keyof MoneyFields, MoneyAccount[]]> = [
    ['balance', ['BALANCE', 'FROZEN']],
    ['frozenBalance', ['FROZEN']],
    ['deposit', ['DEPOSIT', 'LOCKED_DEPOSIT']],
    ['lockedDeposit', ['LOCKED_DEPOSIT']],
    ['point', ['POINT']],
  ];
  for (const [userId, user] of Object.entries(db.users ?? {})) {
    for (const [field, accounts] of fields) {
      const booked = accounts.reduce((sum, a) => sum.plus(balanceOf(db, userId, a)), new Big(0));
      if (!new Big(user[field] || 0).eq(booked)) mismatches.push(`${userId}.${field}: ${user[field]} ≠ ledger ${booked.toFixed(2)}`);
    }
  }
  return { ledgerSum: ledgerSum(db), accounts: keys.size, mismatches };
}

function insufficient(party: { userId: string; account: MoneyAccount }, amount: string, has: string): ApiFailure {
  const account = party.account.toLowerCase().replace('_', ' ');
  const message = tr('server.fund.insufficient', { account, accountName: tr(`server.fund.account.${party.account}`), amount, has });
  return new ApiFailure(400, {
    title: tr('server.fund.insufficient.title'),
    detail: message,
    code: 'INSUFFICIENT_FUNDS',
    violations: [{ field: 'amount', message }],
  });
}

function parseAmount(amount: string, account: MoneyAccount): Big {
  let b: Big;
  try {
    b = new Big(amount);
  } catch {
    throw new Error(`ledger: malformed amount ${JSON.stringify(amount)}`);
  }
  if (b.lt(0)) throw new Error(`ledger: negative amount ${amount}`);
  if (!b.round(scale(account), Big.roundDown).eq(b)) throw new Error(`ledger: ${amount} has too many decimals for ${account}`);
  return b;
}

const partyOf = (p: LedgerParty): { userId: string; account: MoneyAccount } =>
  p === 'EXTERNAL' ? { userId: EXTERNAL_USER, account: EXTERNAL_ACCOUNT } : p;

const isPseudoUser = (userId: string) => userId === EXTERNAL_USER || userId === PLATFORM_USER;

/** The time of an account's newest entry ('' when it has none); entries are ISO instants in UTC. */
function newestAt(db: LedgerDb, party: { userId: string; account: MoneyAccount }): string {
  const list = db.money.byUser[party.userId] ?? [];
  for (let i = list.length - 1; i >= 0; i -= 1) {
    if (list[i].account === party.account) return list[i].tradeAt;
  }
  return '';
}

/**
 * When a transfer is dated: the instant it names, else the mock clock's now; never before the
 * newest entry of a user account it touches (a clock set behind the ledger, or history booked
 * after newer entries, dates the entry at that newest entry instead).
 */
function bookingTime(db: LedgerDb, parties: Array<{ userId: string; account: MoneyAccount }>, asked: string | undefined): string {
  const ms = asked === undefined ? now() : Date.parse(asked);
  if (Number.isNaN(ms)) throw new Error(`ledger: malformed time ${JSON.stringify(asked)}`);
  let at = iso(ms);
  for (const p of parties) {
    if (isPseudoUser(p.userId)) continue;
    const newest = newestAt(db, p);
    if (newest > at) at = newest;
  }
  return at;
}

function book(db: LedgerDb, party: { userId: string; account: MoneyAccount }, delta: Big, t: LedgerTransfer, at: string): LedgerEntry {
  const k = key(party.userId, party.account);
  const prev = db.money.balances[k];
  const balanceAfter = fmt(prev === undefined ? delta : delta.plus(prev), party.account);
  db.money.balances[k] = balanceAfter;
  db.money.seq += 1;
  const entry: LedgerEntry = {
    id: `L${String(db.money.seq).padStart(8, '0')}`,
    userId: party.userId,
    account: party.account,
    amount: fmt(delta, party.account),
    balanceAfter,
    bizType: t.bizType,
    businessKind: t.businessKind,
    bizNo: t.bizNo,
    tradeAt: at,
    ...(t.remark ? { remark: t.remark } : {}),
  };
  db.money.entries.push(entry);
  (db.money.byUser[party.userId] ??= []).push(entry);
  if (isEscrow(party.userId, party.account)) trackEscrow(db, t.bizNo, delta);
  return entry;
}

/** Keeps the user record's money fields equal to the ledger (for code that still reads them). */
function syncUser(db: LedgerDb, userId: string, account: MoneyAccount): void {
  const user = db.users?.[userId];
  if (!user) return;
  const b = (a: MoneyAccount) => new Big(balanceOf(db, userId, a));
  if (account === 'BALANCE' || account === 'FROZEN') {
    user.balance = b('BALANCE').plus(b('FROZEN')).toFixed(2);
    user.frozenBalance = balanceOf(db, userId, 'FROZEN');
  } else if (account === 'DEPOSIT' || account === 'LOCKED_DEPOSIT') {
    user.deposit = b('DEPOSIT').plus(b('LOCKED_DEPOSIT')).toFixed(2);
    user.lockedDeposit = balanceOf(db, userId, 'LOCKED_DEPOSIT');
  } else if (account === 'POINT') {
    user.point = balanceOf(db, userId, 'POINT');
  }
}

/**
 * Moves `amount` from one account to another and answers the two entries (debit, credit).
 * A zero amount books nothing. Throws ApiFailure 400 INSUFFICIENT_FUNDS when a user account
 * (not EXTERNAL) would go below zero.
 */
export function transfer(db: LedgerDb, t: LedgerTransfer): LedgerEntry[] {
  const from = partyOf(t.from);
  const to = partyOf(t.to);
  if (from.userId === to.userId && from.account === to.account) throw new Error('ledger: transfer to the same account');
  if ((from.account === 'POINT') !== (to.account === 'POINT') && t.from !== 'EXTERNAL' && t.to !== 'EXTERNAL') {
    throw new Error('ledger: points and money do not mix');
  }
  const amount = parseAmount(t.amount, to.userId === EXTERNAL_USER ? from.account : to.account);
  if (amount.eq(0)) return [];
  if (from.userId !== EXTERNAL_USER) {
    const has = balanceOf(db, from.userId, from.account);
    if (new Big(has).lt(amount)) throw insufficient(from, fmt(amount, from.account), has);
  }
  const at = bookingTime(db, [from, to], t.at);
  const debit = book(db, from, amount.times(-1), t, at);
  const credit = book(db, to, amount, t, at);
  syncUser(db, from.userId, from.account);
  syncUser(db, to.userId, to.account);
  return [debit, credit];
}

/** Runs several transfers as one: if any throws, the ones already booked are rolled back. */
export function transferAll(db: LedgerDb, list: LedgerTransfer[]): LedgerEntry[] {
  const mark = { seq: db.money.seq, count: db.money.entries.length };
  const out: LedgerEntry[] = [];
  try {
    for (const t of list) out.push(...transfer(db, t));
    return out;
  } catch (error) {
    rollback(db, mark);
    throw error;
  }
}

function rollback(db: LedgerDb, mark: { seq: number; count: number }): void {
  const undone = db.money.entries.splice(mark.count);
  const touched = new Map<string, MoneyAccount>();
  for (let i = undone.length - 1; i >= 0; i -= 1) {
    const e = undone[i];
    const k = key(e.userId, e.account);
    db.money.balances[k] = fmt(new Big(db.money.balances[k]).minus(e.amount), e.account);
    db.money.byUser[e.userId].pop();
    if (isEscrow(e.userId, e.account)) trackEscrow(db, e.bizNo, new Big(e.amount).times(-1));
    touched.set(`${e.userId}|${e.account}`, e.account);
  }
  db.money.seq = mark.seq;
  touched.forEach((account, k) => syncUser(db, k.slice(0, k.lastIndexOf('|')), account));
}

/** The balance figures a user sees (money belongs to the main account: pass the owner's id). */
export function moneyView(db: LedgerDb, userId: string) {
  const b = (a: MoneyAccount) => new Big(balanceOf(db, userId, a));
  return {
    balance: b('BALANCE').plus(b('FROZEN')).toFixed(2),
    frozenBalance: b('FROZEN').toFixed(2),
    withdrawableBalance: b('BALANCE').toFixed(2),
    deposit: b('DEPOSIT').plus(b('LOCKED_DEPOSIT')).toFixed(2),
    lockedDeposit: b('LOCKED_DEPOSIT').toFixed(2),
    effectiveDeposit: b('DEPOSIT').toFixed(2),
    point: b('POINT').toFixed(0),
  };
}
