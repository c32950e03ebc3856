import { chatApi } from '../src/domain/chat/endpoints';
import { NOTIFICATION_TYPES, type NotificationType } from '../src/domain/chat/types';
import { mockControlApi } from '../src/domain/mock/endpoints';
import { now } from './_db/clock';
import { isSide, listNotifications, markNotificationsRead, optionalInt, pollNotifications, pushNotification } from './_db/chat';
import { getDb } from './_db/store';
import { runDueStatements } from './_db/statements';
import { runClock } from './_db/trade';
import { findUserByUsername, ownerOf } from './_db/users';
import { iso } from './_lib/dates';
import { handlers, route } from './_lib/handlers';
import { created, invalid } from './_lib/http';
import { isObject, str } from './_lib/input';
import { requireUser } from './_lib/session';
import { tr } from './_lib/i18n';

const isType = (v: unknown): v is NotificationType => NOTIFICATION_TYPES.some((t) => t === v);

/** The notification centre (header bell) and a control call that raises one, for demos and tests. */
export default handlers({
  /** Body { current?, size?, read?, type? }: newest first. */
  ...route(chatApi.queryNotifications, ({ req, body }) => {
    const read = typeof body.read === 'boolean' ? body.read : undefined;
    const raw: unknown = body.type;
    const type = raw === '' ? undefined : raw;
    if (type !== undefined && !isType(type)) throw invalid([{ field: 'type', message: tr('server.chat.notification.type') }]);
    return listNotifications(getDb(), requireUser(req), {
      current: optionalInt(body, 'current'),
      size: optionalInt(body, 'size'),
      read,
      type,
    });
  }),

  /**
   * Body { after? }: what arrived after the cursor, plus the unread count (the bell's poll). The
   * trade clock runs first, so a payment timeout or an automatic completion rings the bell even
   * when no order page is open; so do the account's due statement schedules.
   */
  ...route(chatApi.pollNotifications, ({ req, body }) => {
    const user = requireUser(req);
    runClock(getDb());
    runDueStatements(getDb(), ownerOf(getDb(), user).id);
    return pollNotifications(getDb(), user, optionalInt(body, 'after'));
  }),

  /** Body { ids } or { all: true }. */
  ...route(chatApi.markNotificationsRead, ({ req, body }) => {
    const ids = Array.isArray(body.ids) ? body.ids.filter((x): x is string => typeof x === 'string') : undefined;
    return markNotificationsRead(getDb(), requireUser(req), { ids, all: body.all === true });
  }),

  /** Control: body { username, type, orderNo?, side?, params? } raises a notification now. */
  ...route(mockControlApi.pushNotification, ({ body }) => {
    const user = findUserByUsername(getDb(), str(body, 'username') ?? '');
    if (!user) throw invalid([{ field: 'username', message: tr('server.mock.user.unknown') }]);
    if (!isType(body.type))
      throw invalid([{ field: 'type', message: tr('server.mock.notification.type', { types: NOTIFICATION_TYPES.join(', ') }) }]);
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
      at: iso(now()),
    });
    return created({ id: record.id });
  }),
});
