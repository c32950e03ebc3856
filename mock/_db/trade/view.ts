import type { Order, OrderDetail, OrderSide } from '../../../src/types';
import { escrowOf } from '../money/ledger';
import type { MockDb } from '../types';
import { allowedActions, nextDeadline, undelivered } from './machine';
import type { OrderRecord } from './state';

/** A change request waits for this side's answer. */
export function changePendingFor(o: OrderRecord, side: OrderSide): boolean {
  return o.changes.some((c) => c.status === 'waiting' && c.requestedBy !== side);
}

export const unreadFor = (o: OrderRecord, side: OrderSide): number => (side === 'purchase' ? o.unreadBuyer : o.unreadSeller);

/** The order as one side sees it in a list. */
export function toOrderView(db: MockDb, o: OrderRecord, side: OrderSide, at: number): Order {
  const {
    returnedQuantity: _r,
    heldFrom: _h,
    heldAt: _ha,
    remarkBuyer,
    remarkSeller,
    readBuyer,
    readSeller,
    unreadBuyer: _ub,
    unreadSeller: _us,
    lastRemindAt: _lr,
    credentials: _c,
    files: _f,
    changes: _ch,
    logs: _l,
    auditTime: _a,
    disputeReason: _d,
    deliveryCharacter: _dc,
    ...rest
  } = o;
  const deadline = nextDeadline(o, side, at);
  return {
    ...rest,
    side,
    undeliveredQuantity: undelivered(o),
    counterparty: side === 'purchase' ? o.seller : o.buyer,
    remark: side === 'purchase' ? remarkBuyer : remarkSeller,
    read: side === 'purchase' ? readBuyer : readSeller,
    unread: unreadFor(o, side),
    changePending: changePendingFor(o, side),
    ...(deadline ? { nextDeadline: deadline } : {}),
    actions: allowedActions(o, side, { now: at, config: db.trade.config }),
  };
}

/** The order with everything the detail page shows. */
export function toOrderDetail(db: MockDb, o: OrderRecord, side: OrderSide, at: number): OrderDetail {
  const comments = (db.supplier?.comments ?? []).filter((c) => c.orderNo === o.orderNo);
  return {
    ...toOrderView(db, o, side, at),
    credentials: o.credentials.map((c) => ({ ...c, files: [...c.files] })),
    files: [...o.files],
    changes: o.changes.map((c) => ({ ...c })),
    logs: [...o.logs].reverse(),
    comments,
    ...(o.auditTime ? { auditTime: o.auditTime } : {}),
    ...(o.disputeReason ? { disputeReason: o.disputeReason } : {}),
    ...(o.deliveryCharacter ? { deliveryCharacter: o.deliveryCharacter } : {}),
    escrow: escrowOf(db, o.orderNo),
  };
}
