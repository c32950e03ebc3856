import { ANY } from '../src/constants/api';
import { imageSvg } from './_db/market/images';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import { notFound } from './_lib/http';
import { tr } from './_lib/i18n';

/** Pictures referenced by listings, banners and help content (drawn, not stored). */
export default handlers({
  [`GET ${ANY}/content/images/:name`]: (req, res) => {
    const svg = imageSvg(getDb(), String(req.params.name));
    if (!svg) throw notFound(tr('server.market.image.notFound', { name: String(req.params.name) }));
    res.set('Content-Type', 'image/svg+xml');
    res.set('Cache-Control', 'public, max-age=86400');
    res.status(200).end(svg);
  },
});
