import type { LedgerEntry } from '../../../src/types';
import type { SeedContext } from '../seed/context';
import { SEED_EPOCH } from '../seed/users';
import { emptyMoneyState, openingEntries } from './opening';

/**
 * The money slice: THE source of truth for balance, frozen balance, deposit, locked deposit,
 * points and escrow (contract C1, rules in ledger.ts).
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

/**
 * Opening entries: each seed user's balance, frozen balance, deposit, locked deposit and points
 * arrive from EXTERNAL before the order history the trade seeder books afterwards.
 */
export function seedMoney(ctx: SeedContext): MoneyState {
  const money = emptyMoneyState();
  openingEntries({ money, users: ctx.users }, new Date(SEED_EPOCH).toISOString());
  return money;
}
