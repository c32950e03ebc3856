import { matchRoutes, useAppData, useLocation } from '@umijs/max';
import type { TextGroup } from '@/locales/textGroups';

export interface RouteMeta {
  title?: string;
  menu?: string;
  originPath?: string;
  subAuthority?: string;
  merchant?: 'supplier' | 'reseller';
  stepRole?: 'onboarding' | 'publish';
  texts?: TextGroup;
}

type ClientRoutes = Parameters<typeof matchRoutes>[0];
type Matches = NonNullable<ReturnType<typeof matchRoutes>>;

/**
 * The router ranks all ~660 routes on each match (tens of ms), and the layout, its gates and the
 * guards ask on every render: one match per path serves them all.
 */
const matchedByPath = new WeakMap<ClientRoutes, Map<string, Matches>>();
const KEPT_PATHS = 50;

export function matchedRoutes(clientRoutes: ClientRoutes, pathname: string): Matches {
  let byPath = matchedByPath.get(clientRoutes);
  if (!byPath) matchedByPath.set(clientRoutes, (byPath = new Map()));
  let matched = byPath.get(pathname);
  if (!matched) {
    if (byPath.size >= KEPT_PATHS) byPath.clear();
    matched = matchRoutes(clientRoutes, pathname) ?? [];
    byPath.set(pathname, matched);
  }
  return matched;
}

/** Custom fields of the deepest matched route of config/routes.ts. */
export default function useRouteMeta(): RouteMeta {
  const { clientRoutes } = useAppData();
  const { pathname } = useLocation();
  const matched = matchedRoutes(clientRoutes as ClientRoutes, pathname);
  for (let i = matched.length - 1; i >= 0; i -= 1) {
    const r = matched[i].route as RouteMeta;
    if (r.title) return r;
  }
  return {};
}
