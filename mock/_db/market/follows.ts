import type { FollowedGame, SearchHistoryItem } from '../../../src/types';
import { invalid, notFound } from '../../_lib/http';
import { SEED_IDS } from '../seed/users';
import { findCategory, findGame, gameByCode, categoryByKind } from './catalog';
import type { MarketDb, SearchRecord } from './state';
import { tr } from '../../_lib/i18n';
import { HOUR_MS, iso } from '../../_lib/dates';

/** Followed games and search history, per user id (C/usercenter/follow/*, C/usercenter/search*). */

/** Longest search history kept per user; older entries fall off. */
export const SEARCH_HISTORY_LIMIT = 20;

export function seedFollows(db: MarketDb, anchor: number): Record<string, FollowedGame[]> {
  const follow = (codes: string[]) =>
    codes.map((code, i) => ({ gameId: gameByCode(db, code)!.id, followedAt: iso(anchor - (i + 1) * 26 * HOUR_MS) }));
  return {
    [SEED_IDS.buyer]: follow(['wow', 'ff14', 'jx3']),
    [SEED_IDS.trader]: follow(['dnf', 'mhxy']),
    [SEED_IDS.supplier]: follow(['wow']),
  };
}

export function seedSearches(db: MarketDb, anchor: number): Record<string, SearchRecord[]> {
  const entry = (code: string, kind: string, hoursAgo: number): SearchRecord => {
    const game = gameByCode(db, code)!;
    return {
      gameId: game.id,
      categoryId: categoryByKind(db, game.id, kind)!.id,
      searchedAt: iso(anchor - hoursAgo * HOUR_MS),
    };
  };
  return {
    [SEED_IDS.buyer]: [entry('wow', 'gold', 2), entry('poe', 'item', 5), entry('d4', 'gold', 30)],
    [SEED_IDS.trader]: [entry('dnf', 'gold', 1)],
  };
}

function requireGame(db: MarketDb, gameId: string) {
  const game = findGame(db, gameId);
  if (!game) throw invalid([{ field: 'gameId', message: tr('server.market.game.notFound', { id: gameId }) }]);
  return game;
}

export function followsOf(db: MarketDb, userId: string): FollowedGame[] {
  return [...(db.market.follows[userId] ?? [])].sort((a, b) => b.followedAt.localeCompare(a.followedAt));
}

/** Following twice keeps the first date: the call is idempotent. */
export function followGame(db: MarketDb, userId: string, gameId: string, at: string): FollowedGame {
  requireGame(db, gameId);
  const list = (db.market.follows[userId] ??= []);
  const existing = list.find((f) => f.gameId === gameId);
  if (existing) return existing;
  const entry = { gameId, followedAt: at };
  list.push(entry);
  return entry;
}

export function unfollowGame(db: MarketDb, userId: string, gameId: string): void {
  requireGame(db, gameId);
  const list = db.market.follows[userId] ?? [];
  db.market.follows[userId] = list.filter((f) => f.gameId !== gameId);
}

/** Records a search; the same game + category moves to the top instead of repeating. */
export function recordSearch(db: MarketDb, userId: string, gameId: string, categoryId: string, at: string): void {
  requireGame(db, gameId);
  const category = findCategory(db, categoryId);
  if (!category || category.gameId !== gameId)
    throw invalid([{ field: 'categoryId', message: tr('server.market.category.notOfGame', { id: categoryId, game: gameId }) }]);
  const rest = (db.market.searches[userId] ?? []).filter((s) => !(s.gameId === gameId && s.categoryId === categoryId));
  db.market.searches[userId] = [{ gameId, categoryId, searchedAt: at }, ...rest].slice(0, SEARCH_HISTORY_LIMIT);
}

export function searchHistory(db: MarketDb, userId: string): SearchHistoryItem[] {
  const out: SearchHistoryItem[] = [];
  for (const s of db.market.searches[userId] ?? []) {
    const game = findGame(db, s.gameId);
    const category = findCategory(db, s.categoryId);
    if (!game || !category) continue;
    out.push({
      gameId: game.id,
      categoryId: category.id,
      gameName: game.name,
      gameNameEn: game.nameEn,
      gameCode: game.code,
      categoryName: category.name,
      categoryNameEn: category.nameEn,
      categoryKind: category.kind,
      searchedAt: s.searchedAt,
    });
  }
  return out;
}

export function removeSearch(db: MarketDb, userId: string, gameId: string, categoryId: string): void {
  const list = db.market.searches[userId] ?? [];
  const rest = list.filter((s) => !(s.gameId === gameId && s.categoryId === categoryId));
  if (rest.length === list.length) throw notFound(tr('server.market.search.notFound', { gameId, categoryId }));
  db.market.searches[userId] = rest;
}

export function clearSearches(db: MarketDb, userId: string): void {
  db.market.searches[userId] = [];
}
