/**
 * An order's log and status changes: every change goes through the state machine and leaves a log
 * line, and both sides see the order as changed until they open it again.
 */
import type { OrderLog, OrderSide, OrderStatus } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { moveTo } from './machine';
import type { OrderRecord } from './state';

export function addLog(order: OrderRecord, log: Omit<OrderLog, 'id'>): void {
  order.logs.push({ id: `${order.orderNo}-${order.logs.length + 1}`, ...log });
  order.modifiedAt = log.at;
}

/** Both sides see the order as changed until they open it again. */
function touch(order: OrderRecord, by: OrderSide | 'platform' | 'system'): void {
  if (by !== 'purchase') order.readBuyer = false;
  if (by !== 'sales') order.readSeller = false;
}

/** Status change with its log line; the machine refuses moves it does not allow. */
export function changeStatus(order: OrderRecord, to: OrderStatus, by: OrderLog['actor'], event: string, atMs: number, note?: string): void {
  const from = order.status;
  moveTo(order, to);
  addLog(order, { at: iso(atMs), actor: by, event, from, to, ...(note ? { note } : {}) });
  touch(order, by);
}
