import { chatApi } from '@/domain/chat/endpoints';
import type {
  NotificationListParams,
  NotificationMessage,
  NotificationPoll,
  NotificationPollParams,
  NotificationReadParams,
  NotificationReadResult,
  Paged,
} from '@/types';
import { call } from '@/utils/request';

/** The notification centre of the header bell (SPEC §7 notification calls). */
export function queryNotifications(data: NotificationListParams): Promise<Paged<NotificationMessage>> {
  return call(chatApi.queryNotifications, { data });
}

/** What arrived since the cursor; polled in the background, so it never toasts. */
export function pollNotifications(data: NotificationPollParams): Promise<NotificationPoll> {
  return call(chatApi.pollNotifications, { data, silent: true, retries: 0 });
}

export function markNotificationsRead(data: NotificationReadParams): Promise<NotificationReadResult> {
  return call(chatApi.markNotificationsRead, { data });
}
