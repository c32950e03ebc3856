import { ANY } from '../src/constants/api';
import { attributesOfCategory, categoriesOf, findCategory, findGame, serversOf } from './_db/market/catalog';
import { hotGames, prepaidConfig, recommendedGames, searchGames } from './_db/market/games';
import { bool, matches, text } from './_db/market/query';
import { getDb } from './_db/store';
import { now } from './_db/clock';
import { handlers } from './_lib/handlers';
import { invalid, notFound } from './_lib/http';
import { bodyOf, type Json } from './_lib/input';
import { optionalUser } from './_lib/session';
import { tr } from './_lib/i18n';

/** Public catalog reads (/api/v1/any/shop): games, servers, categories, attributes, home lists. */
function gameIdOf(body: Json): string {
  const gameId = text(body.gameId);
  if (!gameId) throw invalid([{ field: 'gameId', message: tr('server.field.required', { field: 'gameId' }) }]);
  if (!findGame(getDb(), gameId)) throw notFound(tr('server.market.game.notFound', { id: gameId }));
  return gameId;
}

function servers(body: Json) {
  const keyword = text(body.keyword);
  return serversOf(getDb(), gameIdOf(body)).filter((s) => matches(keyword, s.name, s.nameEn));
}

export default handlers({
  [`POST ${ANY}/shop/search/games`]: (req) => {
    const body = bodyOf(req);
    return searchGames(
      getDb(),
      { keyword: text(body.keyword), initial: text(body.initial), hot: bool(body.hot) },
      now(),
      optionalUser(req)?.id,
    );
  },
  [`POST ${ANY}/shop/search/servers`]: (req) => servers(bodyOf(req)),
  [`POST ${ANY}/shop/home/games`]: () => hotGames(getDb(), now()),
  [`POST ${ANY}/shop/home/servers`]: (req) => servers(bodyOf(req)),
  [`GET ${ANY}/shop/home/game/recommended`]: () => recommendedGames(getDb(), now()),
  [`POST ${ANY}/shop/product/listServer`]: (req) => servers(bodyOf(req)),
  [`POST ${ANY}/shop/product/listCategory`]: (req) => categoriesOf(getDb(), gameIdOf(bodyOf(req))),
  [`POST ${ANY}/shop/product/listAttribute`]: (req) => {
    const categoryId = text(bodyOf(req).categoryId);
    if (!categoryId) throw invalid([{ field: 'categoryId', message: tr('server.field.required', { field: 'categoryId' }) }]);
    if (!findCategory(getDb(), categoryId)) throw notFound(tr('server.market.category.notFound', { id: categoryId }));
    return attributesOfCategory(getDb(), categoryId);
  },
  [`POST ${ANY}/shop/product/getPrepaidConfigByGameId`]: (req) => prepaidConfig(getDb(), gameIdOf(bodyOf(req))),
});
