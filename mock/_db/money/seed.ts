import { iso } from '../../_lib/dates';
import type { SeedContext } from '../seed/context';
import { SEED_EPOCH } from '../seed/users';
import { emptyMoneyState, openingEntries } from './opening';
import type { MoneyState } from './state';

/**
 * The money slice of a new store: each seed user's balance, frozen balance, deposit, locked deposit
 * and points arrive from EXTERNAL before the order history the trade seeder books afterwards.
 */
export function seedMoney(ctx: SeedContext): MoneyState {
  const money = emptyMoneyState();
  openingEntries({ money, users: ctx.users }, iso(SEED_EPOCH));
  return money;
}
