import OrderHistoryPage from './components/OrderHistoryPage';

/** /order/sold/history: archived sales. */
export default function SoldHistory() {
  return <OrderHistoryPage side="sales" />;
}
