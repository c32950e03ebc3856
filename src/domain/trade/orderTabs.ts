import type { OrderSide } from './codes';
import { CANCELED_STATUSES, type OrderStatus } from './orderStatus';

/**
 * Order list tabs and categories (SPEC §2, §4). The tab → status mapping is shared by the pages and
 * the fake backend, so both count the same orders under a tab.
 */
export const ORDER_TABS = [
  'TODO',
  'ALL',
  'TO_DELIVERY',
  'DELIVERED',
  'TO_SETTLEMENT',
  'IN_DISPUTE',
  'PAUSED',
  'CANCELED',
  'COMPLETED',
] as const;
/** Order list tabs (the URL accepts them in lower case too). */
export type OrderTab = (typeof ORDER_TABS)[number];
export const DEFAULT_ORDER_TAB: OrderTab = 'ALL';

/** Statuses under each tab; TODO also depends on the side and on change requests (orderInTab). */
export const TAB_STATUSES: Readonly<Record<Exclude<OrderTab, 'TODO' | 'ALL'>, readonly OrderStatus[]>> = {
  TO_DELIVERY: ['TO_DELIVER'],
  DELIVERED: ['DELIVERED'],
  TO_SETTLEMENT: ['RECEIVED'],
  IN_DISPUTE: ['IN_DISPUTE'],
  PAUSED: ['PAUSED', 'LOCKED'],
  CANCELED: CANCELED_STATUSES,
  COMPLETED: ['COMPLETED'],
};

/** What waits on each side: the buyer pays and confirms, the seller delivers. */
export const TODO_STATUSES: Readonly<Record<OrderSide, readonly OrderStatus[]>> = {
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
  return (ORDER_TABS as readonly string[]).includes(upper) ? (upper as OrderTab) : undefined;
}

/** List categories: recent, purchase (receiving), sales (shipping), problem, unread. */
export const ORDER_CATEGORIES = ['recent', 'purchase', 'sales', 'problem', 'unread'] as const;
export type OrderCategory = (typeof ORDER_CATEGORIES)[number];

/** "recent" means ordered within this many days. */
export const RECENT_DAYS = 7;

/** Statuses that make an order a problem order (plus a change request waiting on anyone). */
export const PROBLEM_STATUSES: readonly OrderStatus[] = [
  'IN_DISPUTE',
  'PAUSED',
  'LOCKED',
  'PAYMENT_FAILED',
  'CANCELED_PUNITIVE',
  'CANCELED_PLATFORM',
];

export function parseOrderCategory(value: string | undefined): OrderCategory | undefined {
  return (ORDER_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as OrderCategory) : undefined;
}
