import type { NotificationMessage, NotificationType } from '@/types';
import { formatMoney, formatQuantity } from '@/utils/format';
import type { MessageValues } from '@/utils/i18n';
import { palette, tagText } from '@/constants/palette';

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

/** Each type's icon colour (3:1 or more on white and on its own light tint, WCAG 1.4.11): palette shades. */
export const NOTIFICATION_COLOR: Record<NotificationType, string> = {
  ORDER_NEW: palette.primary,
  ORDER_STOCK: tagText.orange7,
  ORDER_AUTO: tagText.cyan7,
  ORDER_TIMEOUT: palette.errorText,
  ORDER_CANCEL: palette.textTertiarySolid,
  SUPPLIER: '#722ed1',
  SYSTEM: '#2f54eb',
  BARGAIN_OFFER: tagText.orange7,
  STATEMENT_READY: palette.successIcon,
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
