import OrderListPage from './components/OrderListPage';
import { orderListLoader } from '@/services/routeLoaders';

/** umi starts the first page of orders as navigation starts. */
export const clientLoader = orderListLoader('sales');

/** /order/sold/{type?}: orders the user sold (shipped). */
export default function SoldOrders() {
  return <OrderListPage side="sales" />;
}
