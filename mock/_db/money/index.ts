/** The money ledger (SPEC §7 Funds) as other code uses it: balances, entries, transfers, the seed. */
export {
  auditLedger,
  balanceOf,
  entriesOf,
  entriesOfBiz,
  escrowOf,
  EXTERNAL_USER,
  type LedgerDb,
  type MoneyFields,
  ledgerSum,
  moneyView,
  newestFirst,
  PLATFORM_USER,
  sequenceOf,
  transfer,
  transferAll,
} from './ledger';
export { adjustTo, emptyMoneyState, openingEntries } from './opening';
export { seedMoney } from './seed';
export type { MoneyState } from './state';
