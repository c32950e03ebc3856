import type { OrderAction, OrderCategory, OrderDeadlineKind, OrderSide, OrderStatus, OrderTab, PaymentMethodCode } from '@/types';

/**
 * Order statuses, tabs and categories (SPEC §4), each with its i18n key. The tab → status mapping
 * is shared by the pages and the fake backend, so both count the same orders under a tab.
 */
export const ORDER_STATUS_LIST: OrderStatus[] = [
  'UN_PAID',
  'PAYMENT_FAILED',
  'TO_DELIVER',
  'DELIVERED',
  'RECEIVED',
  'COMPLETED',
  'IN_DISPUTE',
  'PAUSED',
  'LOCKED',
  'CANCELED_BUYER',
  'CANCELED_SELLER',
  'CANCELED_TIMEOUT',
  'CANCELED_PUNITIVE',
  'CANCELED_PLATFORM',
];

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

export const ORDER_TABS: OrderTab[] = [
  'TODO',
  'ALL',
  'TO_DELIVERY',
  'DELIVERED',
  'TO_SETTLEMENT',
  'IN_DISPUTE',
  'PAUSED',
  'CANCELED',
  'COMPLETED',
];
export const DEFAULT_ORDER_TAB: OrderTab = 'ALL';

export const CANCELED_STATUSES: OrderStatus[] = [
  'CANCELED_BUYER',
  'CANCELED_SELLER',
  'CANCELED_TIMEOUT',
  'CANCELED_PUNITIVE',
  'CANCELED_PLATFORM',
];

/** Statuses under each tab; TODO also depends on the side and on change requests (orderInTab). */
export const TAB_STATUSES: Record<Exclude<OrderTab, 'TODO' | 'ALL'>, OrderStatus[]> = {
  TO_DELIVERY: ['TO_DELIVER'],
  DELIVERED: ['DELIVERED'],
  TO_SETTLEMENT: ['RECEIVED'],
  IN_DISPUTE: ['IN_DISPUTE'],
  PAUSED: ['PAUSED', 'LOCKED'],
  CANCELED: CANCELED_STATUSES,
  COMPLETED: ['COMPLETED'],
};

/** What waits on each side: the buyer pays and confirms, the seller delivers. */
export const TODO_STATUSES: Record<OrderSide, OrderStatus[]> = {
  purchase: ['UN_PAID', 'PAYMENT_FAILED', 'DELIVERED'],
  sales: ['TO_DELIVER'],
};

/** Whether an order (its status, and whether a change request waits on the caller) is under a tab. */
export function orderInTab(tab: OrderTab, side: OrderSide, status: OrderStatus, changePending: boolean): boolean {
  if (tab === 'ALL') return true;
  if (tab === 'TODO') return TODO_STATUSES[side].includes(status) || changePending;
  return TAB_STATUSES[tab].includes(status);
}

/** The `type` route parameter: a tab in upper or lower case; anything else is not a tab. */
export function parseOrderTab(value: string | undefined): OrderTab | undefined {
  if (!value) return undefined;
  const upper = value.toUpperCase();
  return (ORDER_TABS as string[]).includes(upper) ? (upper as OrderTab) : undefined;
}

/** The URL segment of a tab: lower case, and none for the default tab. */
export function tabPathSegment(tab: OrderTab): string {
  return tab === DEFAULT_ORDER_TAB ? '' : tab.toLowerCase();
}

export const ORDER_CATEGORIES: OrderCategory[] = ['recent', 'purchase', 'sales', 'problem', 'unread'];
/** "recent" means ordered within this many days. */
export const RECENT_DAYS = 7;
/** Statuses that make an order a problem order (plus a change request waiting on anyone). */
export const PROBLEM_STATUSES: OrderStatus[] = [
  'IN_DISPUTE',
  'PAUSED',
  'LOCKED',
  'PAYMENT_FAILED',
  'CANCELED_PUNITIVE',
  'CANCELED_PLATFORM',
];

export function parseOrderCategory(value: string | undefined): OrderCategory | undefined {
  return (ORDER_CATEGORIES as string[]).includes(value ?? '') ? (value as OrderCategory) : undefined;
}

/** Money actions ask for confirmation first. */
export const MONEY_ACTIONS: OrderAction[] = ['PAY', 'CANCEL', 'CANCEL_BY_TIMEOUT', 'SETTLE', 'REFUND', 'APPROVE_CHANGE'];

export const DEADLINE_KINDS: OrderDeadlineKind[] = ['PAY', 'CANCEL', 'DELIVER', 'SETTLE'];

export const PAYMENT_METHOD_CODES: PaymentMethodCode[] = ['BALANCE', 'ALIPAY', 'WECHAT', 'BANK_CARD'];

/** The pay result page polls this often, and gives up waiting after this long. */
export const PAY_RESULT_POLL_MS = 1500;
export const PAY_RESULT_MAX_WAIT_MS = 120_000;

/** The sub-account permission each side needs (src/constants/subAuthorities). */
export const SIDE_AUTHORITY: Record<OrderSide, 'ORDER_PURCHASED' | 'ORDER_SOLD'> = { purchase: 'ORDER_PURCHASED', sales: 'ORDER_SOLD' };

/** Route of each side's list. */
export const SIDE_LIST_PATH: Record<OrderSide, string> = { purchase: '/order/purchased', sales: '/order/sold' };
