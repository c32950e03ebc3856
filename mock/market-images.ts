import { marketApi } from '../src/domain/market/endpoints';
import { imageSvg } from './_db/market';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { notFound } from './_lib/http';
import { tr } from './_lib/i18n';

/** Pictures referenced by listings, banners and help content (drawn, not stored). */
export default handlers({
  ...route(marketApi.contentImage, ({ res, params }) => {
    const svg = imageSvg(getDb(), params.name);
    if (!svg) throw notFound(tr('server.market.image.notFound', { name: params.name }));
    res.set('Content-Type', 'image/svg+xml');
    res.set('Cache-Control', 'public, max-age=86400');
    res.status(200).end(svg);
  }),
});
