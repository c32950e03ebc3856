import type { NotificationMessage, NotificationType } from '@/types';
import { formatMoney, formatQuantity } from '@/utils/format';
import type { MessageValues } from '@/utils/i18n';

/** Texts of a notification from its type and parameters (the server sends no language). */
export const NOTIFICATION_ICON: Record<NotificationType, string> = {
  ORDER_NEW: 'ant-design:shopping-cart-outlined',
  ORDER_STOCK: 'ant-design:inbox-outlined',
  ORDER_AUTO: 'ant-design:robot-outlined',
  ORDER_TIMEOUT: 'ant-design:field-time-outlined',
  ORDER_CANCEL: 'ant-design:close-circle-outlined',
  SUPPLIER: 'ant-design:shop-outlined',
  SYSTEM: 'ant-design:notification-outlined',
  BARGAIN_OFFER: 'ant-design:dollar-outlined',
  STATEMENT_READY: 'ant-design:file-excel-outlined',
};

export const NOTIFICATION_COLOR: Record<NotificationType, string> = {
  ORDER_NEW: '#1677ff',
  ORDER_STOCK: '#fa8c16',
  ORDER_AUTO: '#13a8a8',
  ORDER_TIMEOUT: '#f5222d',
  ORDER_CANCEL: '#8c8c8c',
  SUPPLIER: '#722ed1',
  SYSTEM: '#2f54eb',
  BARGAIN_OFFER: '#d46b08',
  STATEMENT_READY: '#389e0d',
};

/** The placeholders every body may use, blank-safe: a missing one shows as a dash. */
const PARAMS = ['orderNo', 'quantity', 'amount', 'title', 'stock', 'text', 'price', 'name'];

export function notificationValues(n: Pick<NotificationMessage, 'params'>): MessageValues {
  const out: MessageValues = {};
  for (const p of PARAMS) out[p] = n.params[p] ?? '—';
  // numbers are formatted at the edge, like everywhere else
  if (n.params.amount) out.amount = formatMoney(n.params.amount) || n.params.amount;
  if (n.params.quantity) out.quantity = formatQuantity(n.params.quantity) || n.params.quantity;
  if (n.params.price) out.price = formatMoney(n.params.price) || n.params.price;
  if (n.params.stock) out.stock = formatQuantity(n.params.stock) || n.params.stock;
  return out;
}

type Translate = (id: string, values?: MessageValues) => string;

export function notificationTitle(translate: Translate, n: Pick<NotificationMessage, 'type'>): string {
  return translate(`chat.notification.type.${n.type}`);
}

export function notificationBody(translate: Translate, n: Pick<NotificationMessage, 'type' | 'params'>): string {
  return translate(`chat.notification.body.${n.type}`, notificationValues(n));
}
