import { marketApi } from '../src/domain/market/endpoints';
import { clearSearches, followGame, followsOf, recordSearch, removeSearch, searchHistory, unfollowGame } from './_db/market';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { iso } from './_lib/dates';
import { invalid, noContent } from './_lib/http';
import { type Json, text } from './_lib/input';
import { requireUser } from './_lib/session';
import { tr } from './_lib/i18n';

/** Followed games and search history of the signed-in user (C/usercenter). */
function required(body: Json, ...fields: string[]): string[] {
  const values = fields.map((f) => text(body, f));
  const missing = fields.filter((_, i) => !values[i]);
  if (missing.length) throw invalid(missing.map((field) => ({ field, message: tr('server.field.required', { field }) })));
  return values.map((v) => v ?? '');
}

export default handlers({
  ...route(marketApi.followGame, ({ req, body }) => {
    const user = requireUser(req);
    const [gameId] = required(body, 'gameId');
    return followGame(getDb(), user.id, gameId, iso(now()));
  }),
  ...route(marketApi.unfollowGame, ({ req, body }) => {
    const user = requireUser(req);
    const [gameId] = required(body, 'gameId');
    unfollowGame(getDb(), user.id, gameId);
    return noContent();
  }),
  ...route(marketApi.listUserFollowGame, ({ req }) => followsOf(getDb(), requireUser(req).id)),
  ...route(marketApi.recordSearch, ({ req, body }) => {
    const user = requireUser(req);
    const [gameId, categoryId] = required(body, 'gameId', 'categoryId');
    recordSearch(getDb(), user.id, gameId, categoryId, iso(now()));
    return noContent();
  }),
  ...route(marketApi.querySearchHistory, ({ req }) => searchHistory(getDb(), requireUser(req).id)),
  ...route(marketApi.clearSearchHistory, ({ req }) => {
    clearSearches(getDb(), requireUser(req).id);
    return noContent();
  }),
  ...route(marketApi.removeSearch, ({ req, params }) => {
    removeSearch(getDb(), requireUser(req).id, params.gameId, params.categoryId);
    return noContent();
  }),
});
