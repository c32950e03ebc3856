/**
 * The order state machine: which status may follow which (TRANSITIONS), and which action each side
 * may take in each state (RULES). Pure functions over an order record and the clock; actions.ts
 * performs the moves (money, stock, logs) and checks them here first.
 */
import { ORDER_STATUSES, TERMINAL_ORDER_STATUSES } from '../../../src/domain/trade/orderStatus';
import type { OrderAction, OrderDeadlineKind, OrderSide, OrderStatus } from '../../../src/types';
import { badRequest } from '../../_lib/http';
import type { TradeConfig } from '../../../src/domain/trade/control';
import type { OrderRecord } from './state';
import { tr } from '../../_lib/i18n';

/** Where an order's life ends (src/domain/trade/orderStatus.ts): no status follows. */
export const TERMINAL: ReadonlySet<OrderStatus> = new Set(TERMINAL_ORDER_STATUSES);

/** Statuses an order is held in (deadlines stop); it goes back to heldFrom afterwards. */
export const HELD: ReadonlySet<OrderStatus> = new Set(['IN_DISPUTE', 'PAUSED', 'LOCKED']);
/** Where a hold may start from. */
const ACTIVE: OrderStatus[] = ['TO_DELIVER', 'DELIVERED', 'RECEIVED'];
const UNPAID: OrderStatus[] = ['UN_PAID', 'PAYMENT_FAILED'];

/** Every allowed status change; anything else is refused. */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  UN_PAID: ['TO_DELIVER', 'PAYMENT_FAILED', 'CANCELED_BUYER', 'CANCELED_SELLER', 'CANCELED_TIMEOUT', 'CANCELED_PLATFORM', 'LOCKED'],
  PAYMENT_FAILED: ['TO_DELIVER', 'CANCELED_BUYER', 'CANCELED_SELLER', 'CANCELED_TIMEOUT', 'CANCELED_PLATFORM', 'LOCKED'],
  TO_DELIVER: [
    'DELIVERED',
    'CANCELED_BUYER',
    'CANCELED_SELLER',
    'CANCELED_PUNITIVE',
    'CANCELED_PLATFORM',
    'IN_DISPUTE',
    'PAUSED',
    'LOCKED',
  ],
  DELIVERED: ['RECEIVED', 'CANCELED_BUYER', 'CANCELED_SELLER', 'CANCELED_PLATFORM', 'IN_DISPUTE', 'PAUSED', 'LOCKED'],
  RECEIVED: ['COMPLETED', 'IN_DISPUTE', 'PAUSED', 'LOCKED'],
  IN_DISPUTE: [...ACTIVE, 'CANCELED_PLATFORM'],
  PAUSED: [...ACTIVE, 'CANCELED_PLATFORM'],
  LOCKED: [...UNPAID, ...ACTIVE, 'CANCELED_PLATFORM'],
  CANCELED_TIMEOUT: [],
  CANCELED_PLATFORM: [],
  CANCELED_BUYER: [],
  CANCELED_SELLER: [],
  CANCELED_PUNITIVE: [],
  COMPLETED: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Changes the status, refusing a move the table does not allow (a bug in a rule, or a race). */
export function moveTo(order: OrderRecord, to: OrderStatus): void {
  if (!canTransition(order.status, to)) {
    throw badRequest(
      tr('server.trade.status.title'),
      tr('server.trade.status.conflict', {
        orderNo: order.orderNo,
        from: order.status,
        to,
        fromName: tr(`trade.order.status.${order.status}`),
        toName: tr(`trade.order.status.${to}`),
      }),
      'ORDER_STATUS_CONFLICT',
    );
  }
  order.status = to;
}

/** Units still owed: ordered minus delivered minus those refunded before delivery. */
export function undelivered(o: OrderRecord): number {
  return o.quantity - o.deliveredQuantity - (o.refundedQuantity - o.returnedQuantity);
}

/** Units that can still be refunded: everything not yet refunded. */
export function refundable(o: OrderRecord): number {
  return o.quantity - o.refundedQuantity;
}

const past = (iso: string | undefined, at: number) => iso !== undefined && at >= Date.parse(iso);
const waitingChange = (o: OrderRecord) => o.changes.find((c) => c.status === 'waiting');

export interface RuleContext {
  now: number;
  config: TradeConfig;
}

interface Rule {
  action: OrderAction;
  sides: OrderSide[];
  from: readonly OrderStatus[];
  /** extra condition; answers why not when it fails */
  when?: (o: OrderRecord, side: OrderSide, c: RuleContext) => string | undefined;
}

const ALL = [...ORDER_STATUSES];

export const RULES: Rule[] = [
  {
    action: 'PAY',
    sides: ['purchase'],
    from: UNPAID,
    when: (o, _s, c) => (past(o.payDeadline, c.now) ? tr('server.trade.rule.payDeadlinePassed') : undefined),
  },
  { action: 'CANCEL', sides: ['purchase', 'sales'], from: UNPAID },
  {
    action: 'CANCEL',
    sides: ['purchase'],
    from: ['TO_DELIVER'],
    when: (o, _s, c) =>
      o.deliveredQuantity > 0
        ? tr('server.trade.rule.partDelivered')
        : past(o.cancelDeadline, c.now)
          ? tr('server.trade.rule.freeCancelPassed')
          : undefined,
  },
  {
    action: 'CANCEL',
    sides: ['sales'],
    from: ['TO_DELIVER'],
    when: (o) => (o.deliveredQuantity > 0 ? tr('server.trade.rule.partDeliveredRefund') : undefined),
  },
  {
    action: 'TIMEOUT_CANCEL',
    sides: ['purchase', 'sales'],
    from: UNPAID,
    when: (o, _s, c) => (past(o.payDeadline, c.now) ? undefined : tr('server.trade.rule.payDeadlineNotPassed')),
  },
  {
    action: 'CANCEL_BY_TIMEOUT',
    sides: ['purchase'],
    from: ['TO_DELIVER'],
    when: (o, _s, c) =>
      o.deliveredQuantity > 0
        ? tr('server.trade.rule.partDelivered')
        : past(o.deliverDeadline, c.now)
          ? undefined
          : tr('server.trade.rule.deliverDeadlineNotPassed'),
  },
  {
    action: 'REMIND',
    sides: ['purchase'],
    from: ['TO_DELIVER'],
    when: (o, _s, c) =>
      o.lastRemindAt && c.now < Date.parse(o.lastRemindAt) + c.config.remindIntervalMs
        ? tr('server.trade.rule.remindedRecently')
        : undefined,
  },
  {
    action: 'DELIVER',
    sides: ['sales'],
    from: ['TO_DELIVER'],
    when: (o) => (undelivered(o) > 0 ? undefined : tr('server.trade.rule.nothingToDeliver')),
  },
  { action: 'SETTLE', sides: ['purchase'], from: ['DELIVERED'] },
  {
    action: 'REQUEST_CHANGE',
    sides: ['purchase', 'sales'],
    from: ['TO_DELIVER', 'DELIVERED'],
    when: (o) =>
      waitingChange(o) ? tr('server.trade.rule.changeWaiting') : refundable(o) > 0 ? undefined : tr('server.trade.rule.nothingToRefund'),
  },
  {
    action: 'APPROVE_CHANGE',
    sides: ['purchase', 'sales'],
    from: ['TO_DELIVER', 'DELIVERED'],
    when: (o, side) => {
      const w = waitingChange(o);
      return w && w.requestedBy !== side ? undefined : tr('server.trade.rule.noChangeForYou');
    },
  },
  {
    action: 'REFUND',
    sides: ['sales'],
    from: ['TO_DELIVER'],
    when: (o) => (undelivered(o) > 0 ? undefined : tr('server.trade.rule.nothingUndelivered')),
  },
  {
    action: 'RECEIVING_ACCOUNT',
    sides: ['purchase'],
    from: [...UNPAID, 'TO_DELIVER'],
    when: (o) => (o.deliveredQuantity > 0 ? tr('server.trade.rule.deliveryStarted') : undefined),
  },
  { action: 'DISPUTE', sides: ['purchase', 'sales'], from: ACTIVE },
  { action: 'REMARK', sides: ['purchase', 'sales'], from: ALL },
  { action: 'REVIEW', sides: ['purchase', 'sales'], from: ['COMPLETED'] },
];

/** Why `side` may not take `action` now, or undefined when it may. */
export function refusal(o: OrderRecord, side: OrderSide, action: OrderAction, c: RuleContext): string | undefined {
  const rules = RULES.filter((r) => r.action === action && r.sides.includes(side));
  if (rules.length === 0) return tr(side === 'purchase' ? 'server.trade.rule.buyerCannot' : 'server.trade.rule.sellerCannot', { action });
  const inState = rules.filter((r) => r.from.includes(o.status));
  if (inState.length === 0)
    return tr('server.trade.rule.notInStatus', { status: o.status, statusName: tr(`trade.order.status.${o.status}`) });
  let reason: string | undefined;
  for (const r of inState) {
    const why = r.when?.(o, side, c);
    if (!why) return undefined;
    reason = why;
  }
  return reason;
}

/** Every action `side` may take now, in RULES order, without duplicates. */
export function allowedActions(o: OrderRecord, side: OrderSide, c: RuleContext): OrderAction[] {
  const out: OrderAction[] = [];
  for (const r of RULES) {
    if (out.includes(r.action) || !r.sides.includes(side) || !r.from.includes(o.status)) continue;
    if (!r.when?.(o, side, c)) out.push(r.action);
  }
  return out;
}

/** Throws 400 ORDER_ACTION_REFUSED with the reason when the action is not allowed now. */
export function assertAllowed(o: OrderRecord, side: OrderSide, action: OrderAction, c: RuleContext): void {
  const why = refusal(o, side, action, c);
  if (why)
    throw badRequest(
      tr('server.trade.action.title'),
      tr('server.trade.action.refused', { reason: why, orderNo: o.orderNo }),
      'ORDER_ACTION_REFUSED',
    );
}

/** The deadline a side waits on next, for the countdown; none while held or finished. */
export function nextDeadline(o: OrderRecord, side: OrderSide, at: number): { kind: OrderDeadlineKind; at: string } | undefined {
  switch (o.status) {
    case 'UN_PAID':
    case 'PAYMENT_FAILED':
      return { kind: 'PAY', at: o.payDeadline };
    case 'TO_DELIVER':
      if (side === 'purchase' && o.cancelDeadline && o.deliveredQuantity === 0 && !past(o.cancelDeadline, at))
        return { kind: 'CANCEL', at: o.cancelDeadline };
      return o.deliverDeadline ? { kind: 'DELIVER', at: o.deliverDeadline } : undefined;
    case 'DELIVERED':
    case 'RECEIVED':
      return o.settleDeadline ? { kind: 'SETTLE', at: o.settleDeadline } : undefined;
    default:
      return undefined;
  }
}
