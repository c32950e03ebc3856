import { iconSet } from './_db/chat/icons';
import { handlers } from './_lib/handlers';
import { notFound } from './_lib/http';
import { queryStr } from './_lib/input';

/** The local icon endpoint (Iconify JSON shape); the client falls back to the public service. */
export default handlers({
  'GET /api/icons/:prefix': (req) => {
    const names = (queryStr(req, 'icons') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const set = iconSet(String(req.params.prefix), names);
    if (!set) throw notFound(`Icon set ${String(req.params.prefix)} is not served locally`);
    return set;
  },
});
