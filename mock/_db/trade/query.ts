/**
 * Order lists of one side (me/purchase, me/sales), their tab counts, statistics and export:
 * filter → sort → page, like a real backend.
 */
import Big from 'big.js';
import { CANCELED_STATUSES, isOrderStatus } from '../../../src/domain/trade/orderStatus';
import {
  ORDER_TABS,
  orderInTab,
  parseOrderCategory,
  parseOrderTab,
  PROBLEM_STATUSES,
  RECENT_DAYS,
} from '../../../src/domain/trade/orderTabs';
import type { Order, OrderQuery, OrderSide, OrderStatistic, OrderTabCounts, Paged } from '../../../src/types';
import { beijingStart, DAY_MS } from '../../_lib/dates';
import { invalid } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import type { Json } from '../../_lib/input';
import { pageParams, paginate } from '../../_lib/paging';
import { escrowOf } from '../money/ledger';
import type { MockDb } from '../types';
import type { OrderRecord } from './state';
import { changePendingFor, toOrderView, unreadFor } from './view';

const SORTABLE = ['orderAt', 'amount', 'quantity', 'unitPrice', 'payDeadline', 'modifiedAt'] as const;
type SortField = (typeof SORTABLE)[number];

/**
 * Reads the list filters from a query string (or a JSON body), refusing malformed ones; paging
 * follows the one rule of mock/_lib/paging.ts.
 */
export function readOrderQuery(raw: Json): OrderQuery & { current: number; size: number } {
  const s = (k: string) => (typeof raw[k] === 'string' && (raw[k] as string).trim() !== '' ? (raw[k] as string).trim() : undefined);
  const violations: Array<{ field: string; message: string }> = [];
  const q: OrderQuery & { current: number; size: number } = { ...pageParams(raw) };
  const tab = s('tab');
  if (tab) {
    const t = parseOrderTab(tab);
    if (t) q.tab = t;
    else violations.push({ field: 'tab', message: tr('server.trade.query.tab', { value: tab }) });
  }
  const category = s('category');
  if (category) {
    const c = parseOrderCategory(category);
    if (c) q.category = c;
    else violations.push({ field: 'category', message: tr('server.trade.query.category', { value: category }) });
  }
  const status = s('status');
  if (status) {
    if (isOrderStatus(status)) q.status = status;
    else violations.push({ field: 'status', message: tr('server.trade.query.status', { value: status }) });
  }
  for (const k of ['startTime', 'endTime'] as const) {
    const v = s(k);
    if (v && Number.isNaN(Date.parse(v))) violations.push({ field: k, message: tr('server.trade.query.dateTime', { field: k }) });
    else if (v) q[k] = v;
  }
  for (const k of ['minAmount', 'maxAmount'] as const) {
    const v = s(k);
    if (v && !/^\d+(\.\d{1,2})?$/.test(v)) violations.push({ field: k, message: tr('server.trade.query.amount', { field: k }) });
    else if (v) q[k] = v;
  }
  for (const k of ['orderNo', 'gameId', 'serverId', 'counterparty', 'sort'] as const) {
    const v = s(k);
    if (v) q[k] = v;
  }
  if (violations.length) throw invalid(violations);
  return q;
}

export function ordersOfSide(db: MockDb, ownerId: string, side: OrderSide): OrderRecord[] {
  return db.trade.orders.filter((o) => (side === 'purchase' ? o.buyer.id : o.seller.id) === ownerId);
}

/** Every filter but the tab (tab counts apply the others). */
export function matchesFilters(o: OrderRecord, side: OrderSide, q: OrderQuery, at: number): boolean {
  if (q.orderNo && !o.orderNo.toLowerCase().includes(q.orderNo.toLowerCase())) return false;
  if (q.gameId && o.gameId !== q.gameId) return false;
  if (q.serverId && o.serverId !== q.serverId) return false;
  if (q.status && o.status !== q.status) return false;
  if (q.startTime && o.orderAt < new Date(q.startTime).toISOString()) return false;
  if (q.endTime && o.orderAt >= new Date(q.endTime).toISOString()) return false;
  if (q.minAmount && new Big(o.amount).lt(q.minAmount)) return false;
  if (q.maxAmount && new Big(o.amount).gt(q.maxAmount)) return false;
  if (q.counterparty) {
    const p = side === 'purchase' ? o.seller : o.buyer;
    const k = q.counterparty.toLowerCase();
    if (!`${p.id} ${p.name} ${p.storeName ?? ''}`.toLowerCase().includes(k)) return false;
  }
  switch (q.category) {
    case 'recent':
      return Date.parse(o.orderAt) >= at - RECENT_DAYS * DAY_MS;
    case 'purchase':
      return o.source === 'COMMODITY';
    case 'sales':
      return o.source === 'DEMAND';
    case 'problem':
      return PROBLEM_STATUSES.includes(o.status) || o.changes.some((c) => c.status === 'waiting');
    case 'unread':
      return unreadFor(o, side) > 0;
    default:
      return true;
  }
}

function sorter(sort: string | undefined): (a: OrderRecord, b: OrderRecord) => number {
  const [field, dir] = (sort ?? 'orderAt,desc').split(',');
  const f: SortField = (SORTABLE as readonly string[]).includes(field) ? (field as SortField) : 'orderAt';
  const sign = dir === 'asc' ? 1 : -1;
  const numeric = f === 'amount' || f === 'quantity' || f === 'unitPrice';
  return (a, b) => {
    const c = numeric ? new Big(a[f] as string | number).cmp(b[f] as string | number) : String(a[f]).localeCompare(String(b[f]));
    return c !== 0 ? sign * c : sign * a.orderNo.localeCompare(b.orderNo);
  };
}

/** The filtered, sorted rows of a side (what the list pages and the export show). */
export function filteredOrders(db: MockDb, ownerId: string, side: OrderSide, q: OrderQuery, at: number): OrderRecord[] {
  const tab = q.tab ?? 'ALL';
  const rows = ordersOfSide(db, ownerId, side).filter(
    (o) => matchesFilters(o, side, q, at) && orderInTab(tab, side, o.status, changePendingFor(o, side)),
  );
  return rows.sort(sorter(q.sort));
}

export function pageOrders(
  db: MockDb,
  ownerId: string,
  side: OrderSide,
  q: OrderQuery & { current: number; size: number },
  at: number,
): Paged<Order> {
  const page = paginate(filteredOrders(db, ownerId, side, q, at), q);
  return { ...page, records: page.records.map((o) => toOrderView(db, o, side, at)) };
}

/** GET me/tab: how many orders each tab holds under the other filters. */
export function tabCounts(db: MockDb, ownerId: string, side: OrderSide, q: OrderQuery, at: number): OrderTabCounts {
  const counts = Object.fromEntries(ORDER_TABS.map((t) => [t, 0])) as OrderTabCounts;
  for (const o of ordersOfSide(db, ownerId, side)) {
    if (!matchesFilters(o, side, q, at)) continue;
    const pending = changePendingFor(o, side);
    for (const t of ORDER_TABS) if (orderInTab(t, side, o.status, pending)) counts[t] += 1;
  }
  return counts;
}

/** GET me/statistic: today's and this month's orders (not cancelled), what waits, what is held. */
export function statistic(db: MockDb, ownerId: string, side: OrderSide, at: number): OrderStatistic {
  const day = beijingStart(at, 'day');
  const month = beijingStart(at, 'month');
  const s: OrderStatistic = {
    side,
    todayCount: 0,
    todayAmount: '0.00',
    monthCount: 0,
    monthAmount: '0.00',
    todo: 0,
    inDispute: 0,
    unread: 0,
    inEscrow: '0.00',
  };
  let today = new Big(0);
  let monthSum = new Big(0);
  let escrow = new Big(0);
  for (const o of ordersOfSide(db, ownerId, side)) {
    const t = Date.parse(o.orderAt);
    const counted = !CANCELED_STATUSES.includes(o.status) && o.status !== 'UN_PAID' && o.status !== 'PAYMENT_FAILED';
    if (counted && t >= day) {
      s.todayCount += 1;
      today = today.plus(o.amount);
    }
    if (counted && t >= month) {
      s.monthCount += 1;
      monthSum = monthSum.plus(o.amount);
    }
    if (orderInTab('TODO', side, o.status, changePendingFor(o, side))) s.todo += 1;
    if (o.status === 'IN_DISPUTE') s.inDispute += 1;
    if (unreadFor(o, side) > 0) s.unread += 1;
    if (o.tradeAt && !o.settledAt) escrow = escrow.plus(escrowOf(db, o.orderNo));
  }
  s.todayAmount = today.toFixed(2);
  s.monthAmount = monthSum.toFixed(2);
  s.inEscrow = escrow.toFixed(2);
  return s;
}
