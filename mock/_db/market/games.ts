import type { Game, GameWithCategories, PrepaidConfig } from '../../../src/types';
import { notFound } from '../../_lib/http';
import { categoriesOf, findGame, serversOf, type MarketDb } from './catalog';
import { isCommodityBuyable } from './listings';
import { matches } from './query';
import { tr } from '../../_lib/i18n';

/** Games as the home page, the games page and the quick search read them. */

function withCategories(db: MarketDb, game: Game, at: number, followed?: Set<string>): GameWithCategories {
  return {
    ...game,
    categories: categoriesOf(db, game.id),
    serverCount: serversOf(db, game.id).length,
    listingCount: db.market.commodities.filter((c) => c.gameId === game.id && isCommodityBuyable(c, at)).length,
    ...(followed ? { followed: followed.has(game.id) } : {}),
  };
}

const bySort = (a: Game, b: Game) => (a.sort ?? 0) - (b.sort ?? 0);

/**
 * Games matching a keyword (Chinese or English name, code) and/or an initial (English or pinyin);
 * for a signed-in reader followed games come first and carry `followed`.
 */
export function searchGames(
  db: MarketDb,
  q: { keyword?: string; initial?: string; hot?: boolean },
  at: number,
  userId?: string,
): GameWithCategories[] {
  const followed = userId ? new Set((db.market.follows[userId] ?? []).map((f) => f.gameId)) : undefined;
  const initial = q.initial?.toUpperCase();
  return db.market.catalog.games
    .filter(
      (g) =>
        matches(q.keyword, g.name, g.nameEn, g.code) &&
        (!initial || g.initial === initial || g.initialZh === initial) &&
        (q.hot === undefined || g.hot === q.hot),
    )
    .sort((a, b) => Number(followed?.has(b.id) ?? 0) - Number(followed?.has(a.id) ?? 0) || a.nameEn.localeCompare(b.nameEn))
    .map((g) => withCategories(db, g, at, followed));
}

export function hotGames(db: MarketDb, at: number): GameWithCategories[] {
  return db.market.catalog.games
    .filter((g) => g.hot)
    .sort(bySort)
    .map((g) => withCategories(db, g, at));
}

export function recommendedGames(db: MarketDb, at: number): GameWithCategories[] {
  return db.market.catalog.games
    .filter((g) => g.recommended)
    .sort(bySort)
    .map((g) => withCategories(db, g, at));
}

/** Prepaid top-up offer of a game: card games and currency games get face values, others none. */
export function prepaidConfig(db: MarketDb, gameId: string): PrepaidConfig {
  const game = findGame(db, gameId);
  if (!game) throw notFound(tr('server.market.game.notFound', { id: gameId }));
  const enabled = categoriesOf(db, gameId).some((c) => c.kind === 'gold');
  return {
    gameId,
    enabled,
    denominations: enabled ? ['30.00', '50.00', '100.00', '200.00', '500.00'] : [],
    discount: Number(gameId) % 2 === 0 ? '0.98' : '0.97',
  };
}
