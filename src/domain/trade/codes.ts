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

/**
 * The wire's short words for the caller's side: buy = purchase (the counterparty supplies), sell =
 * sales (it receives). Only protocols spell them: the counterparty checks' `role`, the chat
 * service's `side`, the chat frame's `type` and URL. Inside the console and the fake backend's
 * rules a side is an OrderSide; wireSideOf and orderSideOf are the one crossing.
 */
export const WIRE_SIDES = ['buy', 'sell'] as const;
export type WireSide = (typeof WIRE_SIDES)[number];
export const isWireSide = (v: unknown): v is WireSide => v === 'buy' || v === 'sell';
export const wireSideOf = (side: OrderSide): WireSide => (side === 'purchase' ? 'buy' : 'sell');
export const orderSideOf = (wire: WireSide): OrderSide => (wire === 'buy' ? 'purchase' : 'sales');

/** The counterparty checks' `role` on the wire (B/common/warning/check …): the caller's side as a WireSide. */
export type TradeRole = WireSide;

/** What the platform's operators do to an order (the fake backend's control call). */
export const PLATFORM_ACTIONS = ['PAUSE', 'RESUME', 'LOCK', 'UNLOCK', 'RESOLVE', 'CANCEL'] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];
export const isPlatformAction = (v: unknown): v is PlatformAction => (PLATFORM_ACTIONS as readonly unknown[]).includes(v);
