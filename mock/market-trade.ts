import { marketApi } from '../src/domain/market/endpoints';
import { goldRanking, latestTrades, limitOf, priceTrend } from './_db/market';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { invalid } from './_lib/http';
import { num, text } from './_lib/input';
import { tr } from './_lib/i18n';

/** Price intelligence over the trade prints: weekly trend, latest trades tape, gold ranking. */
export default handlers({
  ...route(marketApi.queryWeeklyPriceTrend, ({ query }) => {
    const gameId = text(query, 'gameId') ?? '';
    const serverId = text(query, 'serverId') ?? '';
    const violations = [
      ...(gameId ? [] : [{ field: 'gameId', message: tr('server.field.required', { field: 'gameId' }) }]),
      ...(serverId ? [] : [{ field: 'serverId', message: tr('server.field.required', { field: 'serverId' }) }]),
    ];
    if (violations.length) throw invalid(violations);
    // priceTrend keeps days within the history it holds
    const days = Math.trunc(num(query, 'days') ?? 7);
    return priceTrend(getDb(), { gameId, serverId, categoryId: text(query, 'categoryId'), days }, now());
  }),
  ...route(marketApi.queryLatestTrades, ({ query }) => latestTrades(getDb(), limitOf(query, 'limit', 20, 100), text(query, 'gameId'))),
  ...route(marketApi.queryGoldRanking, ({ query }) => {
    const gameId = text(query, 'gameId');
    if (!gameId) throw invalid([{ field: 'gameId', message: tr('server.field.required', { field: 'gameId' }) }]);
    return goldRanking(getDb(), gameId, limitOf(query, 'limit', 10, 50), now());
  }),
});
