import { iconSet } from './_db/chat/icons';
import { handlers } from './_lib/handlers';
import { notFound } from './_lib/http';
import { queryStr } from './_lib/input';
import { tr } from './_lib/i18n';

/** The local icon endpoint (Iconify JSON shape); the client falls back to the public service. */
export default handlers({
  'GET /api/icons/:prefix': (req) => {
    const names = (queryStr(req, 'icons') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const set = iconSet(String(req.params.prefix), names);
    if (!set) throw notFound(tr('server.chat.icons.notLocal', { prefix: String(req.params.prefix) }));
    return set;
  },
});
