import StockLedger from './components/StockLedger';

/** Stock in/out records (B/commodity/stockRecords): add, cancel, export. */
export default function StockRecords() {
  return <StockLedger archived={false} />;
}
