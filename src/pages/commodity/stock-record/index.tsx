import StockLedger from './components/StockLedger';
import { stockRecordLoader } from '@/services/routeLoaders';

/** umi starts the first page of records as navigation starts. */
export const clientLoader = stockRecordLoader;

/** Stock in/out records (B/commodity/stockRecords): add, cancel, export. */
export default function StockRecords() {
  return <StockLedger archived={false} />;
}
