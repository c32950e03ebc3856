import { BADGE_MAX } from '@/constants/limits';
import { useUserState } from '@/hooks/useCurrentUser';
import { pollNotifications } from '@/services/notification';
import type { NotificationMessage } from '@/types';
import { t } from '@/utils/i18n';
import { playSound, soundOfBatch } from '@/utils/sound';
import { toast } from '@/utils/toast';
import { BellOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { getNotificationState, notificationOwner, setNotificationState, subscribeNotifications } from './notificationStore';
import { notificationBody, notificationTitle } from './notificationText';
import usePolling from './usePolling';

const NotificationDrawer = lazy(() => import('./NotificationDrawer'));

export const NOTIFICATION_POLL_MS = 15000;

/** New notifications since the last poll: one chime (the most urgent kind) and one toast. */
export function announce(items: NotificationMessage[]): void {
  if (items.length === 0) return;
  const sound = soundOfBatch(items.map((n) => n.type));
  if (sound) playSound(sound);
  const newest = items[items.length - 1];
  const text = `${notificationTitle(t, newest)}: ${notificationBody(t, newest)}`;
  toast.info(items.length > 1 ? `${text} ${t('chat.notification.andMore', { count: items.length - 1 })}` : text);
}

async function poll(): Promise<void> {
  const { cursor, userId } = getNotificationState();
  try {
    const res = await pollNotifications({ after: cursor });
    if (getNotificationState().userId !== userId) return; // signed out or switched meanwhile
    setNotificationState({ cursor: res.cursor, unread: res.unread });
    // the first poll only learns where the user stands: what it carries is not news (a backend
    // that answers it with a backlog must not chime for old notifications on every sign-in)
    if (cursor !== undefined) announce(res.items);
  } catch {
    // quiet: the next poll retries
  }
}

/** The header bell: unread count of the notification centre, which it opens. */
export default function NotificationBell() {
  const intl = useIntl();
  const { currentUser } = useUserState();
  const userId = currentUser?.id;
  const [unread, setUnread] = useState(getNotificationState().unread);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  useEffect(() => subscribeNotifications((s) => setUnread(s.unread)), []);
  useEffect(() => notificationOwner(userId), [userId]);
  usePolling(poll, NOTIFICATION_POLL_MS, !!userId);

  if (!userId) return null;
  return (
    <>
      <Badge count={unread} overflowCount={BADGE_MAX} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={intl.formatMessage({ id: 'chat.notification.bellLabel' }, { count: unread })}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          data-testid="notification-bell"
          data-count={unread}
        />
      </Badge>
      {mounted && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
