import { DEFAULT_ORDER_TAB } from '@/domain/trade/orderTabs';
import type { OrderAction, OrderSide, OrderStatus, OrderTab } from '@/types';

/**
 * What the order pages show of the trade facts: colours, routes, poll timing. The facts themselves
 * (statuses, tabs, categories, sides, codes) are declared once in src/domain/trade and shared with
 * the fake backend.
 */
export { ORDER_STATUSES } from '@/domain/trade/orderStatus';
export { DEFAULT_ORDER_TAB, ORDER_CATEGORIES, ORDER_TABS, parseOrderCategory, parseOrderTab } from '@/domain/trade/orderTabs';
export { SIDE_AUTHORITY } from '@/domain/trade/codes';

/** antd Tag colours by status. */
export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  UN_PAID: 'orange',
  PAYMENT_FAILED: 'red',
  TO_DELIVER: 'blue',
  DELIVERED: 'cyan',
  RECEIVED: 'geekblue',
  COMPLETED: 'green',
  IN_DISPUTE: 'volcano',
  PAUSED: 'gold',
  LOCKED: 'magenta',
  CANCELED_BUYER: 'default',
  CANCELED_SELLER: 'default',
  CANCELED_TIMEOUT: 'default',
  CANCELED_PUNITIVE: 'default',
  CANCELED_PLATFORM: 'default',
};

/** The URL segment of a tab: lower case, and none for the default tab. */
export function tabPathSegment(tab: OrderTab): string {
  return tab === DEFAULT_ORDER_TAB ? '' : tab.toLowerCase();
}

/** Money actions ask for confirmation first. */
export const MONEY_ACTIONS: OrderAction[] = ['PAY', 'CANCEL', 'CANCEL_BY_TIMEOUT', 'SETTLE', 'REFUND', 'APPROVE_CHANGE'];

/** The pay result page polls this often, and gives up waiting after this long. */
export const PAY_RESULT_POLL_MS = 1500;
export const PAY_RESULT_MAX_WAIT_MS = 120_000;

/** Route of each side's list. */
export const SIDE_LIST_PATH: Record<OrderSide, string> = { purchase: '/order/purchased', sales: '/order/sold' };
