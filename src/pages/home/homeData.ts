import { HOME_LATEST_TRADES, HOME_NEWS, HOME_NOTICES, HOME_RANKING_SIZE } from '@/constants/market';
import { urlOf, type Endpoint, type ResOf, type Shape } from '@/domain/endpoint';
import { marketApi } from '@/domain/market/endpoints';
import type { CarouselLink, GameWithCategories, GoldRankingItem, LatestTrade, NewsItem, NoticePage } from '@/types';

/**
 * Home's public data as the server renders it (umi's serverLoader, src/pages/home/index.tsx):
 * the same calls, with the same queries, the blocks make in the browser, fetched anonymously
 * (never with the visitor's session) so the HTML is the same for everyone.
 */
export interface HomeData {
  games: GameWithCategories[];
  carousel: CarouselLink[];
  /** The ranking of the first currency game, the one home shows until the user picks another. */
  ranking: { gameId: string; rows: GoldRankingItem[] } | null;
  latest: LatestTrade[];
  notices: NoticePage;
  news: NewsItem[];
}

export type FetchLike = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

/** The first hot game with a currency market: what ranking and trend follow by default. */
export const firstGoldGame = (games: GameWithCategories[] | undefined): GameWithCategories | undefined =>
  games?.find((g) => g.categories.some((c) => c.kind === 'gold'));

/** Loads home's data from `apiBase`; rejects when any call fails (the server then sends the client shell). */
export async function fetchHomeData(apiBase: string, fetchImpl: FetchLike): Promise<HomeData> {
  async function get<S extends Shape>(ep: Endpoint<S>, query?: Record<string, string | number>, body?: object): Promise<ResOf<S>> {
    const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}` : '';
    const res = await fetchImpl(`${apiBase}${urlOf(ep)}${search}`, {
      method: ep.method,
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${ep.method} ${ep.path} answered ${res.status}`);
    return (await res.json()) as ResOf<S>;
  }
  const gamesCall = get(marketApi.queryHomeGames, undefined, {});
  const [games, carousel, latest, notices, news] = await Promise.all([
    gamesCall,
    get(marketApi.queryCarousel),
    get(marketApi.queryLatestTrades, { limit: HOME_LATEST_TRADES }),
    get(marketApi.queryNotices, { current: 1, size: HOME_NOTICES }),
    get(marketApi.queryNews, { limit: HOME_NEWS }),
  ]);
  const gold = firstGoldGame(games);
  const ranking = gold
    ? { gameId: gold.id, rows: await get(marketApi.queryGoldRanking, { gameId: gold.id, limit: HOME_RANKING_SIZE }) }
    : null;
  return { games, carousel, ranking, latest, notices, news };
}
