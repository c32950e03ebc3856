import { listAttribute, listCategory, listServer, searchGames } from '@/services/market';
import type { Attribute, Category, GameServer, GameWithCategories } from '@/types';
import { useLocalName } from './useText';
import { useRequest } from 'ahooks';
import { useCallback } from 'react';

/** Catalog reads for the workspace forms and tables (market's public calls), cached for the session. */

/** A catalog row's name in the current locale (rows carry name and nameEn), or `fallback` without a row. */
export function useCatalogName() {
  const ln = useLocalName();
  return useCallback((o: { name: string; nameEn: string } | undefined, fallback = '') => (o ? ln(o.name, o.nameEn) : fallback), [ln]);
}

/** What a choice list needs to say that its options failed to load, with a retry (see catalogSelectState). */
export interface CatalogLoad {
  loading: boolean;
  error?: Error;
  retry: () => void;
}

export function useGames() {
  const { data, loading, error, refresh } = useRequest<GameWithCategories[], []>(() => searchGames({}), {
    cacheKey: 'catalog-games',
    staleTime: 300_000,
  });
  return { games: data ?? [], loading, error, retry: refresh };
}

export function useServers(gameId?: string) {
  const { data, loading, error, refresh } = useRequest<GameServer[], []>(() => listServer({ gameId: gameId! }), {
    ready: !!gameId,
    refreshDeps: [gameId],
    cacheKey: `catalog-servers-${gameId}`,
    staleTime: 300_000,
  });
  return { servers: gameId ? (data ?? []) : [], loading, error, retry: refresh };
}

export function useCategories(gameId?: string) {
  const { data, loading, error, refresh } = useRequest<Category[], []>(() => listCategory({ gameId: gameId! }), {
    ready: !!gameId,
    refreshDeps: [gameId],
    cacheKey: `catalog-categories-${gameId}`,
    staleTime: 300_000,
  });
  return { categories: gameId ? (data ?? []) : [], loading, error, retry: refresh };
}

export function useAttributes(categoryId?: string) {
  const { data, loading, error, refresh } = useRequest<Attribute[], []>(() => listAttribute({ categoryId: categoryId! }), {
    ready: !!categoryId,
    refreshDeps: [categoryId],
    cacheKey: `catalog-attributes-${categoryId}`,
    staleTime: 300_000,
  });
  return { attributes: categoryId ? (data ?? []) : [], loading, error, retry: refresh };
}
