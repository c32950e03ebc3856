/**
 * Money ledger (SPEC §7 Funds). Every movement of money between two accounts is a pair of signed
 * entries that sum to zero; money entering or leaving the platform is booked against the
 * EXTERNAL pseudo-user, so the sum over all accounts (external included) is always zero.
 */
export type MoneyAccount = 'BALANCE' | 'FROZEN' | 'DEPOSIT' | 'LOCKED_DEPOSIT' | 'POINT' | 'ESCROW';

/** What a ledger entry belongs to (extends SPEC §3's ORDER / DEPOSIT). */
export type LedgerBusinessKind = 'ORDER' | 'DEPOSIT' | 'WITHDRAWAL' | 'RECHARGE' | 'POINT' | 'DEMAND';

export interface LedgerEntry {
  id: string;
  userId: string;
  account: MoneyAccount;
  /** signed decimal: positive credits the account, negative debits it */
  amount: string;
  balanceAfter: string;
  /** the precise operation, e.g. ORDER_PAY, ORDER_SETTLE, ORDER_REFUND, RECHARGE, WITHDRAWAL */
  bizType: string;
  /** a LedgerBusinessKind, or another area's own kind */
  businessKind: string;
  /** the business number: order no., payment batch no., withdrawal no. … */
  bizNo: string;
  remark?: string;
  tradeAt: string;
  reviewedAt?: string;
}

/** One side of a transfer: an account of a user, or money outside the platform. */
export type LedgerParty = { userId: string; account: MoneyAccount } | 'EXTERNAL';

export interface LedgerTransfer {
  from: LedgerParty;
  to: LedgerParty;
  /** positive decimal string */
  amount: string;
  bizType: string;
  businessKind: string;
  bizNo: string;
  remark?: string;
  /** ISO instant; defaults to the mock clock's now */
  at?: string;
}
