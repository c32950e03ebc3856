import { B } from '@/constants/api';
import type {
  NotificationListParams,
  NotificationMessage,
  NotificationPoll,
  NotificationPollParams,
  NotificationReadParams,
  NotificationReadResult,
  Paged,
} from '@/types';
import { request } from '@/utils/request';

/** The notification centre of the header bell (SPEC §7 notification calls). */
export function queryNotifications(data: NotificationListParams): Promise<Paged<NotificationMessage>> {
  return request<Paged<NotificationMessage>>(`${B}/notification/message/list`, { method: 'POST', data });
}

/** What arrived since the cursor; polled in the background, so it never toasts. */
export function pollNotifications(data: NotificationPollParams): Promise<NotificationPoll> {
  return request<NotificationPoll>('/api/v1/notifications', { method: 'POST', data, silent: true, retries: 0 });
}

export function markNotificationsRead(data: NotificationReadParams): Promise<NotificationReadResult> {
  return request<NotificationReadResult>(`${B}/notification/message`, { method: 'PATCH', data });
}
