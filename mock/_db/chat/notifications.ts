import type {
  ChatSide,
  NotificationListParams,
  NotificationMessage,
  NotificationPoll,
  NotificationReadParams,
  NotificationReadResult,
  NotificationType,
  Paged,
} from '../../../src/types';
import { NOTIFICATION_TYPES } from '../../../src/types';
import { invalid } from '../../_lib/http';
import { paginate, pageParams } from '../../_lib/paging';
import type { UserRecord } from '../types';
import { ownerOf } from '../users';
import type { ChatDb } from './accounts';
import type { NotificationRecord } from './state';
import { tr } from '../../_lib/i18n';

/**
 * The notification centre: order events and supplier notices per main account. Other slices
 * (trade on order events, supplier on stock alerts) call pushNotification; the client localises
 * the text from `type` and `params`.
 */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  orderNo?: string;
  side?: ChatSide;
  params?: Record<string, string>;
  at: string;
}

/** POLL_MAX: a burst (an import, a batch) reports the newest ones; the list has the rest. */
export const POLL_MAX = 20;
/** Page size of the notification list when the caller names none. */
export const NOTIFICATION_PAGE_SIZE = 10;

export function pushNotification(db: ChatDb, n: NewNotification): NotificationRecord {
  const owner = db.users[n.userId] ? ownerOf(db, db.users[n.userId]) : undefined;
  db.chat.notificationSeq += 1;
  const seq = db.chat.notificationSeq;
  const record: NotificationRecord = {
    id: `n${seq}`,
    seq,
    userId: owner?.id ?? n.userId,
    type: n.type,
    orderNo: n.orderNo,
    side: n.side,
    params: { ...(n.params ?? {}), ...(n.orderNo ? { orderNo: n.orderNo } : {}) },
    read: false,
    createdAt: n.at,
  };
  db.chat.notifications.push(record);
  return record;
}

const toMessage = (r: NotificationRecord): NotificationMessage => ({
  id: r.id,
  type: r.type,
  orderNo: r.orderNo,
  side: r.side,
  params: { ...r.params },
  read: r.read,
  createdAt: r.createdAt,
});

function mine(db: ChatDb, user: UserRecord): NotificationRecord[] {
  const ownerId = ownerOf(db, user).id;
  return db.chat.notifications.filter((n) => n.userId === ownerId);
}

const unreadOf = (list: NotificationRecord[]) => list.filter((n) => !n.read).length;

export function listNotifications(db: ChatDb, user: UserRecord, p: NotificationListParams): Paged<NotificationMessage> {
  if (p.type !== undefined && !NOTIFICATION_TYPES.includes(p.type))
    throw invalid([{ field: 'type', message: tr('server.chat.notification.type') }]);
  const page = pageParams({ current: p.current, size: p.size ?? NOTIFICATION_PAGE_SIZE });
  const rows = mine(db, user)
    .filter((n) => (p.read === undefined || n.read === p.read) && (!p.type || n.type === p.type))
    .sort((a, b) => b.seq - a.seq);
  const found = paginate(rows, page);
  return { ...found, records: found.records.map(toMessage) };
}

/**
 * What arrived after `after` (oldest first, at most POLL_MAX) and the unread count. Without a
 * cursor it only answers the current cursor: a fresh page must not replay old sounds.
 */
export function pollNotifications(db: ChatDb, user: UserRecord, after: number | undefined): NotificationPoll {
  const list = mine(db, user);
  const cursor = list.reduce((max, n) => Math.max(max, n.seq), after ?? 0);
  const items = after === undefined ? [] : list.filter((n) => n.seq > after).slice(-POLL_MAX);
  return { cursor, unread: unreadOf(list), items: items.map(toMessage) };
}

export function markNotificationsRead(db: ChatDb, user: UserRecord, p: NotificationReadParams): NotificationReadResult {
  const list = mine(db, user);
  if (!p.all && (!Array.isArray(p.ids) || p.ids.length === 0))
    throw invalid([{ field: 'ids', message: tr('server.chat.notification.ids') }]);
  const wanted = new Set(p.ids ?? []);
  let updated = 0;
  for (const n of list) {
    if (!n.read && (p.all || wanted.has(n.id))) {
      n.read = true;
      updated += 1;
    }
  }
  return { updated, unread: unreadOf(list) };
}
