import { chatApi } from '../src/domain/chat/endpoints';
import { iconSet } from './_db/chat';
import { handlers, route } from './_lib/handlers';
import { notFound } from './_lib/http';
import { tr } from './_lib/i18n';

/** The local icon endpoint (Iconify JSON shape); the client falls back to the public service. */
export default handlers({
  ...route(chatApi.getIconSet, ({ params, query }) => {
    const names = (query.icons ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const set = iconSet(params.prefix, names);
    if (!set) throw notFound(tr('server.chat.icons.notLocal', { prefix: params.prefix }));
    return set;
  }),
});
