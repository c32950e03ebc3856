import OrderListPage from './components/OrderListPage';

/** /order/sold/{type?}: orders the user sold (shipped). */
export default function SoldOrders() {
  return <OrderListPage side="sales" />;
}
