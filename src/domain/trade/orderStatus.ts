/**
 * Order statuses (SPEC §4), declared once for the pages and the fake backend. The list is in the
 * order the status filter shows them.
 */
export const ORDER_STATUSES = [
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
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (v: unknown): v is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(v);

/** Every way an order is cancelled (the CANCELED tab). */
export const CANCELED_STATUSES: readonly OrderStatus[] = [
  'CANCELED_BUYER',
  'CANCELED_SELLER',
  'CANCELED_TIMEOUT',
  'CANCELED_PUNITIVE',
  'CANCELED_PLATFORM',
];

/** Where an order's life ends: no status follows these (cancelled one way or another, or completed). */
export const TERMINAL_ORDER_STATUSES: readonly OrderStatus[] = [...CANCELED_STATUSES, 'COMPLETED'];

export const isTerminalStatus = (s: OrderStatus): boolean => TERMINAL_ORDER_STATUSES.includes(s);
