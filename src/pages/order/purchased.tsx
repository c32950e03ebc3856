import OrderListPage from './components/OrderListPage';

/** /order/purchased/{type?}: orders the user bought (received). */
export default function PurchasedOrders() {
  return <OrderListPage side="purchase" />;
}
