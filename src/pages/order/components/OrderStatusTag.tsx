import { ORDER_STATUS_COLOR } from '@/constants/order';
import type { OrderStatus } from '@/types';
import cells from './rowCells.less';
import useText from '@/hooks/useText';

/** The status as a tag (a plain span: it appears in every row of tables of up to 500 rows). */
export default function OrderStatusTag({ status }: { status: OrderStatus }) {
  const t = useText();
  const color = ORDER_STATUS_COLOR[status];
  return (
    <span className={color === 'default' ? cells.tag : `${cells.tag} ${cells[`tag-${color}`]}`} data-testid="order-status">
      {t(`trade.order.status.${status}`)}
    </span>
  );
}
