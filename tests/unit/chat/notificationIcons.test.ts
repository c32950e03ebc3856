/** Every notification type's icon is served by the local icon endpoint, so none falls back to the bell. */
import { iconSet } from '../../../mock/_db/chat';
import { NOTIFICATION_ICON } from '@/components/chat/notificationText';

it('serves the icon of every notification type locally', () => {
  const names = Object.values(NOTIFICATION_ICON).map((n) => n.split(':'));
  for (const [prefix, name] of names) {
    const set = iconSet(prefix, [name]);
    expect({ name, served: !!set?.icons[name] }).toEqual({ name, served: true });
  }
});
