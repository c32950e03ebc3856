import { listAttribute, listServer, searchGames } from '@/services/market';
import { useRequest } from 'ahooks';

/**
 * The game list changes rarely: one cached copy serves the header search, the games page and the
 * category markets (ahooks' cacheKey shares it between components for five minutes).
 */
export function useGames() {
  return useRequest(() => searchGames({}), { cacheKey: 'market.games', staleTime: 300_000 });
}

export function useServers(gameId: string | undefined) {
  return useRequest(() => (gameId ? listServer({ gameId }) : Promise.resolve([])), {
    refreshDeps: [gameId],
    cacheKey: `market.servers.${gameId ?? ''}`,
    staleTime: 300_000,
  });
}

export function useAttributes(categoryId: string | undefined) {
  return useRequest(() => (categoryId ? listAttribute({ categoryId }) : Promise.resolve([])), {
    refreshDeps: [categoryId],
    cacheKey: `market.attributes.${categoryId ?? ''}`,
    staleTime: 300_000,
  });
}
