import { B, MOCK_CONTROL } from '../src/constants/api';
import { NOTIFICATION_TYPES, type NotificationType } from '../src/types';
import { now } from './_db/clock';
import { isSide } from './_db/chat/accounts';
import { optionalInt, isoNow } from './_db/chat/input';
import { listNotifications, markNotificationsRead, pollNotifications, pushNotification } from './_db/chat/notifications';
import { getDb } from './_db/store';
import { runClock } from './_db/trade/orders';
import { findUserByUsername } from './_db/users';
import { handlers } from './_lib/handlers';
import { created, invalid } from './_lib/http';
import { bodyOf, isObject, str } from './_lib/input';
import { requireUser } from './_lib/session';
import { tr } from './_lib/i18n';

const isType = (v: unknown): v is NotificationType => NOTIFICATION_TYPES.includes(v as NotificationType);

/** The notification centre (header bell) and a control call that raises one, for demos and tests. */
export default handlers({
  /** Body { current?, size?, read?, type? }: newest first. */
  [`POST ${B}/notification/message/list`]: (req) => {
    const body = bodyOf(req);
    const read = typeof body.read === 'boolean' ? body.read : undefined;
    const type = body.type === undefined || body.type === '' ? undefined : body.type;
    if (type !== undefined && !isType(type)) throw invalid([{ field: 'type', message: tr('server.chat.notification.type') }]);
    return listNotifications(getDb(), requireUser(req), {
      current: optionalInt(body.current, 'current'),
      size: optionalInt(body.size, 'size'),
      read,
      type,
    });
  },

  /**
   * Body { after? }: what arrived after the cursor, plus the unread count (the bell's poll). The
   * trade clock runs first, so a payment timeout or an automatic completion rings the bell even
   * when no order page is open.
   */
  'POST /api/v1/notifications': (req) => {
    const user = requireUser(req);
    runClock(getDb());
    return pollNotifications(getDb(), user, optionalInt(bodyOf(req).after, 'after'));
  },

  /** Body { ids } or { all: true }. */
  [`PATCH ${B}/notification/message`]: (req) => {
    const body = bodyOf(req);
    const ids = Array.isArray(body.ids) ? body.ids.filter((x): x is string => typeof x === 'string') : undefined;
    return markNotificationsRead(getDb(), requireUser(req), { ids, all: body.all === true });
  },

  /** Control: body { username, type, orderNo?, side?, params? } raises a notification now. */
  [`POST ${MOCK_CONTROL}/notifications`]: (req) => {
    const body = bodyOf(req);
    const user = findUserByUsername(getDb(), str(body, 'username') ?? '');
    if (!user) throw invalid([{ field: 'username', message: 'user does not exist' }]);
    if (!isType(body.type)) throw invalid([{ field: 'type', message: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` }]);
    const params = isObject(body.params)
      ? Object.fromEntries(Object.entries(body.params).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : {};
    const side = isSide(body.side) ? body.side : undefined;
    const record = pushNotification(getDb(), {
      userId: user.id,
      type: body.type,
      orderNo: str(body, 'orderNo'),
      side,
      params,
      at: isoNow(now()),
    });
    return created({ id: record.id });
  },
});
