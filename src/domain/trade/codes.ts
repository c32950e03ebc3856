/**
 * The small closed lists of trading (SPEC §4, §7 B/trade), declared once: each type derives from
 * its list, and the pages and the fake backend read the same list.
 */

/** Which side of the order the caller is on: purchase (buyer) or sales (seller). */
export const ORDER_SIDES = ['purchase', 'sales'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
export const isOrderSide = (v: unknown): v is OrderSide => v === 'purchase' || v === 'sales';

/** The sub-account permission each side needs. */
export const SIDE_AUTHORITY = { purchase: 'ORDER_PURCHASED', sales: 'ORDER_SOLD' } as const;

/** The deadline that matters next for an order, shown as a countdown. */
export const DEADLINE_KINDS = ['PAY', 'CANCEL', 'DELIVER', 'SETTLE'] as const;
export type OrderDeadlineKind = (typeof DEADLINE_KINDS)[number];

export const PAYMENT_METHOD_CODES = ['BALANCE', 'ALIPAY', 'WECHAT', 'BANK_CARD'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** Bargaining requests: waiting for the supplier, answered, withdrawn, used by an order, or lapsed. */
export const BARGAINING_STATUSES = ['WAITING', 'AGREED', 'REJECTED', 'CANCELED', 'USED', 'EXPIRED'] as const;
export type BargainingStatus = (typeof BARGAINING_STATUSES)[number];
export const isBargainingStatus = (v: unknown): v is BargainingStatus => (BARGAINING_STATUSES as readonly unknown[]).includes(v);

/** The counterparty's role seen from the caller: buy = it supplies, sell = it receives. */
export const TRADE_ROLES = ['buy', 'sell'] as const;
export type TradeRole = (typeof TRADE_ROLES)[number];

/** What the platform's operators do to an order (the fake backend's control call). */
export const PLATFORM_ACTIONS = ['PAUSE', 'RESUME', 'LOCK', 'UNLOCK', 'RESOLVE', 'CANCEL'] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];
export const isPlatformAction = (v: unknown): v is PlatformAction => (PLATFORM_ACTIONS as readonly unknown[]).includes(v);
