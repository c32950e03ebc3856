import OrderListPage from './components/OrderListPage';
import { orderListLoader } from '@/services/routeLoaders';

/** umi starts the first page of orders as navigation starts. */
export const clientLoader = orderListLoader('purchase');

/** /order/purchased/{type?}: orders the user bought (received). */
export default function PurchasedOrders() {
  return <OrderListPage side="purchase" />;
}
