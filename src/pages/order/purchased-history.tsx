import OrderHistoryPage from './components/OrderHistoryPage';

/** /order/purchased/history: archived purchases. */
export default function PurchasedHistory() {
  return <OrderHistoryPage side="purchase" />;
}
