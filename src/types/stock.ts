/** Stock ledger types live in src/domain/supplier (shared with the fake backend). */
export * from '../domain/supplier/stock';
