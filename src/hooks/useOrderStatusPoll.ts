import { isTerminalStatus } from '@/domain/trade/orderStatus';
import { getOrderStatus } from '@/services/order';
import type { OrderSide, OrderStatusInfo } from '@/types';
import { useRequest } from 'ahooks';
import { useEffect, useRef } from 'react';

/** How often an open order's status is asked (orders/{orderIdOrNo}/status). */
export const ORDER_STATUS_POLL_MS = 5000;

interface Options {
  /** false: no polling (no order yet, or already final) */
  ready?: boolean;
  /** the status moved on (status or modification time differs from the last answer) */
  onChange?: (info: OrderStatusInfo) => void;
  intervalMs?: number;
}

/**
 * Polls one order's status while the tab is visible, until it reaches a final state (completed or
 * cancelled) or the component unmounts. The first answer sets the baseline; each later one that
 * differs calls onChange (the page reloads what it shows). Failed polls are silent and retried by
 * the next tick: the page keeps showing what it has.
 */
export default function useOrderStatusPoll(orderNo: string, side: OrderSide, { ready = true, onChange, intervalMs }: Options = {}) {
  const last = useRef<string>();
  const changed = useRef(onChange);
  changed.current = onChange;
  const req = useRequest(() => getOrderStatus(orderNo, side, { silent: true }), {
    ready: ready && !!orderNo,
    refreshDeps: [orderNo, side],
    pollingInterval: intervalMs ?? ORDER_STATUS_POLL_MS,
    pollingWhenHidden: false,
    onSuccess: (info) => {
      const seen = `${info.status}|${info.modifiedAt}`;
      if (last.current !== undefined && last.current !== seen) changed.current?.(info);
      last.current = seen;
      if (isTerminalStatus(info.status)) req.cancel();
    },
  });
  const { cancel } = req;
  useEffect(() => {
    last.current = undefined;
  }, [orderNo, side]);
  // no poll after the page is gone (also when ahooks keeps a timer for a hidden tab)
  useEffect(() => cancel, [cancel]);
  return { info: req.data, final: !!req.data && isTerminalStatus(req.data.status) };
}
