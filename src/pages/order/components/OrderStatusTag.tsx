import { ORDER_STATUS_COLOR } from '@/constants/order';
import type { OrderStatus } from '@/types';
import { Tag } from 'antd';
import useText from './useText';

export default function OrderStatusTag({ status }: { status: OrderStatus }) {
  const t = useText();
  return (
    <Tag color={ORDER_STATUS_COLOR[status]} style={{ marginInlineEnd: 0 }} data-testid="order-status">
      {t(`trade.order.status.${status}`)}
    </Tag>
  );
}
