import { createEmitter } from '@/utils/emitter';

/**
 * The bell's state outside React: the header bell is mounted by two layouts, and moving between
 * them must keep the poll cursor (or old notifications would chime again) and the unread count.
 */
export interface NotificationState {
  userId?: string;
  cursor?: number;
  unread: number;
}

let state: NotificationState = { unread: 0 };
const changes = createEmitter<NotificationState>();

export const getNotificationState = (): NotificationState => state;

export function setNotificationState(patch: Partial<NotificationState>): void {
  state = { ...state, ...patch };
  changes.emit(state);
}

/** A different user starts with no cursor: its first poll only learns where it stands. */
export function notificationOwner(userId: string | undefined): void {
  if (state.userId !== userId) setNotificationState({ userId, cursor: undefined, unread: 0 });
}

export const subscribeNotifications = changes.on;
