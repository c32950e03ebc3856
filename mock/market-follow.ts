import { C } from '../src/constants/api';
import { clearSearches, followGame, followsOf, recordSearch, removeSearch, searchHistory, unfollowGame } from './_db/market/follows';
import { text } from './_db/market/query';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import { invalid, noContent } from './_lib/http';
import { bodyOf, type Json } from './_lib/input';
import { requireUser } from './_lib/session';
import { tr } from './_lib/i18n';

/** Followed games and search history of the signed-in user (C/usercenter). */
function required(body: Json, ...fields: string[]): string[] {
  const values = fields.map((f) => text(body[f]));
  const missing = fields.filter((_, i) => !values[i]);
  if (missing.length) throw invalid(missing.map((field) => ({ field, message: tr('server.field.required', { field }) })));
  return values as string[];
}

const iso = () => new Date(now()).toISOString();

export default handlers({
  [`POST ${C}/usercenter/follow/followGame`]: (req) => {
    const user = requireUser(req);
    const [gameId] = required(bodyOf(req), 'gameId');
    return followGame(getDb(), user.id, gameId, iso());
  },
  [`POST ${C}/usercenter/follow/unfollowGame`]: (req) => {
    const user = requireUser(req);
    const [gameId] = required(bodyOf(req), 'gameId');
    unfollowGame(getDb(), user.id, gameId);
    return noContent();
  },
  [`POST ${C}/usercenter/follow/listUserFollowGame`]: (req) => followsOf(getDb(), requireUser(req).id),
  [`POST ${C}/usercenter/search`]: (req) => {
    const user = requireUser(req);
    const [gameId, categoryId] = required(bodyOf(req), 'gameId', 'categoryId');
    recordSearch(getDb(), user.id, gameId, categoryId, iso());
    return noContent();
  },
  [`GET ${C}/usercenter/search/all`]: (req) => searchHistory(getDb(), requireUser(req).id),
  [`DELETE ${C}/usercenter/search/cleanup`]: (req) => {
    clearSearches(getDb(), requireUser(req).id);
    return noContent();
  },
  [`DELETE ${C}/usercenter/search/:gameId/:categoryId`]: (req) => {
    removeSearch(getDb(), requireUser(req).id, String(req.params.gameId), String(req.params.categoryId));
    return noContent();
  },
});
