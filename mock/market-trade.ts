import { ANY } from '../src/constants/api';
import { int, text } from './_db/market/query';
import { goldRanking, latestTrades, priceTrend } from './_db/market/prints';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import { invalid } from './_lib/http';
import { queryStr } from './_lib/input';
import { tr } from './_lib/i18n';

/** Price intelligence over the trade prints: weekly trend, latest trades tape, gold ranking. */
export default handlers({
  [`GET ${ANY}/shop/trade/weeklyPriceTrend`]: (req) => {
    const gameId = text(queryStr(req, 'gameId'));
    const serverId = text(queryStr(req, 'serverId'));
    const violations = [
      ...(gameId ? [] : [{ field: 'gameId', message: tr('server.field.required', { field: 'gameId' }) }]),
      ...(serverId ? [] : [{ field: 'serverId', message: tr('server.field.required', { field: 'serverId' }) }]),
    ];
    if (violations.length) throw invalid(violations);
    return priceTrend(
      getDb(),
      { gameId: gameId!, serverId: serverId!, categoryId: text(queryStr(req, 'categoryId')), days: int(queryStr(req, 'days'), 7) },
      now(),
    );
  },
  [`GET ${ANY}/shop/trade/latest`]: (req) =>
    latestTrades(getDb(), Math.min(100, Math.max(1, int(queryStr(req, 'limit'), 20))), text(queryStr(req, 'gameId'))),
  [`GET /api/v1/common/ranking/gold`]: (req) => {
    const gameId = text(queryStr(req, 'gameId'));
    if (!gameId) throw invalid([{ field: 'gameId', message: tr('server.field.required', { field: 'gameId' }) }]);
    return goldRanking(getDb(), gameId, Math.min(50, Math.max(1, int(queryStr(req, 'limit'), 10))), now());
  },
});
