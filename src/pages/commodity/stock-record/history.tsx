import StockLedger from './components/StockLedger';

/** Archived stock records (B/history/commodity/stockRecords): read-only, exportable. */
export default function ArchivedStockRecords() {
  return <StockLedger archived />;
}
