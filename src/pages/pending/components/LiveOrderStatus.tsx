import useOrderStatusPoll from '@/hooks/useOrderStatusPoll';
import useText from '@/hooks/useText';

/**
 * An order's status on the pay result page, kept current by its status call (the seller delivers,
 * the order times out…) until it is final or the page is left.
 */
export default function LiveOrderStatus({ orderNo, initial, poll }: { orderNo: string; initial: string; poll: boolean }) {
  const t = useText();
  const { info } = useOrderStatusPoll(orderNo, 'purchase', { ready: poll });
  const status = info?.status ?? initial;
  return (
    <span data-testid="pay-order-status" data-status={status}>
      {t(`trade.order.status.${status}`)}
    </span>
  );
}
