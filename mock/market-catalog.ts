import { marketApi } from '../src/domain/market/endpoints';
import {
  attributesOfCategory,
  categoriesOf,
  findAttribute,
  findCategory,
  findGame,
  hotGames,
  matches,
  prepaidConfig,
  recommendedGames,
  searchGames,
  serversOf,
  skuUnits,
} from './_db/market';
import { getDb } from './_db/store';
import { now } from './_db/clock';
import { handlers, route } from './_lib/handlers';
import { invalid, notFound } from './_lib/http';
import { bool, type Json, text, textList } from './_lib/input';
import { optionalUser, requireUser } from './_lib/session';
import { tr } from './_lib/i18n';

/** Public catalog reads (/api/v1/any/shop): games, servers, categories, attributes, home lists. */
function gameIdOf(body: Json): string {
  const gameId = text(body, 'gameId');
  if (!gameId) throw invalid([{ field: 'gameId', message: tr('server.field.required', { field: 'gameId' }) }]);
  if (!findGame(getDb(), gameId)) throw notFound(tr('server.market.game.notFound', { id: gameId }));
  return gameId;
}

function servers(body: Json) {
  const keyword = text(body, 'keyword');
  return serversOf(getDb(), gameIdOf(body)).filter((s) => matches(keyword, s.name, s.nameEn));
}

export default handlers({
  ...route(marketApi.searchGames, ({ req, body }) =>
    searchGames(
      getDb(),
      { keyword: text(body, 'keyword'), initial: text(body, 'initial'), hot: bool(body, 'hot') },
      now(),
      optionalUser(req)?.id,
    ),
  ),
  ...route(marketApi.searchServers, ({ body }) => servers(body)),
  ...route(marketApi.queryHomeGames, () => hotGames(getDb(), now())),
  ...route(marketApi.queryHomeServers, ({ body }) => servers(body)),
  ...route(marketApi.queryRecommendedGames, () => recommendedGames(getDb(), now())),
  ...route(marketApi.listServer, ({ body }) => servers(body)),
  ...route(marketApi.listServersOfGames, ({ body }) => {
    const ids = textList(body, 'gameIds');
    if (!ids?.length) throw invalid([{ field: 'gameIds', message: tr('server.field.required', { field: 'gameIds' }) }]);
    // a game that is gone has no servers to name: the rest still answer
    return [...new Set(ids)].flatMap((id) => serversOf(getDb(), id));
  }),
  ...route(marketApi.listCategory, ({ body }) => categoriesOf(getDb(), gameIdOf(body))),
  ...route(marketApi.listAttribute, ({ body }) => {
    const categoryId = text(body, 'categoryId');
    if (!categoryId) throw invalid([{ field: 'categoryId', message: tr('server.field.required', { field: 'categoryId' }) }]);
    if (!findCategory(getDb(), categoryId)) throw notFound(tr('server.market.category.notFound', { id: categoryId }));
    return attributesOfCategory(getDb(), categoryId);
  }),
  ...route(marketApi.getAttributeValues, ({ req, params }) => {
    requireUser(req);
    const attribute = findAttribute(getDb(), params.code);
    if (!attribute) throw notFound(tr('server.market.attribute.notFound', { id: params.code }));
    return attribute.attributeValueList;
  }),
  ...route(marketApi.listSkuUnitValue, ({ req, query }) => {
    requireUser(req);
    return skuUnits(getDb(), { gameId: text(query, 'gameId'), categoryId: text(query, 'categoryId') });
  }),
  ...route(marketApi.getPrepaidConfigByGameId, ({ body }) => prepaidConfig(getDb(), gameIdOf(body))),
});
