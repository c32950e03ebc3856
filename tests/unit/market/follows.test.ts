import { categoryByKind, gameByCode } from '../../../mock/_db/market/catalog';
import {
  clearSearches,
  followGame,
  followsOf,
  recordSearch,
  removeSearch,
  SEARCH_HISTORY_LIMIT,
  searchHistory,
  unfollowGame,
} from '../../../mock/_db/market/follows';
import { searchGames } from '../../../mock/_db/market/games';
import { seedMarket } from '../../../mock/_db/market/seed';
import { seedUsers } from '../../../mock/_db/seed/users';
import { ApiFailure } from '../../../mock/_lib/http';
import type { MockDb } from '../../../mock/_db/types';

function market(): Pick<MockDb, 'market'> {
  const users: MockDb['users'] = {};
  for (const u of seedUsers()) users[u.id] = u;
  return { market: seedMarket({ users }) };
}

describe('follows and search history', () => {
  const db = market();
  const at = db.market.anchor;
  const id = (code: string) => gameByCode(db, code)!.id;

  it('follows idempotently and lists followed games first in searches', () => {
    const first = followGame(db, '10004', id('poe'), '2026-01-01T00:00:00.000Z');
    expect(followGame(db, '10004', id('poe'), '2026-02-01T00:00:00.000Z')).toEqual(first);
    expect(followsOf(db, '10004').map((f) => f.gameId)).toEqual([id('poe')]);
    const games = searchGames(db, {}, at, '10004');
    expect(games[0].code).toBe('poe');
    expect(games[0].followed).toBe(true);
    expect(games.filter((g) => g.followed)).toHaveLength(1);
    expect(searchGames(db, {}, at)[0].followed).toBeUndefined();
    unfollowGame(db, '10004', id('poe'));
    expect(followsOf(db, '10004')).toEqual([]);
    expect(() => followGame(db, '10004', 'nope', 'x')).toThrow(ApiFailure);
  });

  it('finds games by Chinese or English name, code and either initial', () => {
    expect(searchGames(db, { keyword: '魔兽' }, at).map((g) => g.code)).toEqual(['wow']);
    expect(searchGames(db, { keyword: 'warcraft' }, at).map((g) => g.code)).toEqual(['wow']);
    expect(searchGames(db, { keyword: 'FF14' }, at).map((g) => g.code)).toEqual(['ff14']);
    const m = searchGames(db, { initial: 'M' }, at).map((g) => g.code);
    expect(m).toEqual(expect.arrayContaining(['wow', 'mhxy']));
    expect(searchGames(db, { keyword: 'zzzz' }, at)).toEqual([]);
  });

  it('keeps search history newest first, without duplicates, capped', () => {
    const wowGold = categoryByKind(db, id('wow'), 'gold')!.id;
    const ff = categoryByKind(db, id('ff14'), 'item')!.id;
    recordSearch(db, '10004', id('wow'), wowGold, '2026-01-01T00:00:00.000Z');
    recordSearch(db, '10004', id('ff14'), ff, '2026-01-02T00:00:00.000Z');
    recordSearch(db, '10004', id('wow'), wowGold, '2026-01-03T00:00:00.000Z');
    const list = searchHistory(db, '10004');
    expect(list.map((h) => h.gameCode)).toEqual(['wow', 'ff14']);
    expect(list[0].searchedAt).toBe('2026-01-03T00:00:00.000Z');
    expect(() => recordSearch(db, '10004', id('wow'), ff, 'x')).toThrow(ApiFailure);
    removeSearch(db, '10004', id('ff14'), ff);
    expect(searchHistory(db, '10004').map((h) => h.gameCode)).toEqual(['wow']);
    expect(() => removeSearch(db, '10004', id('ff14'), ff)).toThrow(ApiFailure);
    for (const g of db.market.catalog.games)
      recordSearch(db, '10004', g.id, db.market.catalog.categories.find((c) => c.gameId === g.id)!.id, 'y');
    expect(searchHistory(db, '10004')).toHaveLength(SEARCH_HISTORY_LIMIT);
    clearSearches(db, '10004');
    expect(searchHistory(db, '10004')).toEqual([]);
  });
});
