import type { LedgerEntry } from '../../../src/domain/account/money';

/**
 * The money slice: THE source of truth for balance, frozen balance, deposit, locked deposit,
 * points and escrow (SPEC §7 Funds; rules in ledger.ts, the seed in opening.ts). Types only:
 * mock/_db/types.ts imports it, so it imports nothing of the store.
 */
export interface MoneyState {
  seq: number;
  /** every entry, oldest first (appended in booking order) */
  entries: LedgerEntry[];
  /** running balance per `${userId}|${account}` */
  balances: Record<string, string>;
  /** entries per user, oldest first (the same objects as in `entries`) */
  byUser: Record<string, LedgerEntry[]>;
  /** what each business number (order) holds in the platform escrow */
  escrow: Record<string, string>;
}
