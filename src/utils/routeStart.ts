import { matchPath } from '@umijs/max';
import type { TextGroup } from '@/locales/textGroups';

/**
 * What a page needs before its first render, started from umi's route table before React runs:
 * the route's data (its `clientLoader`s), its texts and its components (layout, guards, page).
 *
 * umi wraps every route component in React.lazy behind a Suspense boundary. Rendered before
 * they resolve, each level (layout, guard, page) commits a fallback first, and React holds back
 * each nested reveal up to 500 ms after the previous fallback: seconds of waiting on a first
 * visit whose chunks had long arrived. Resolved beforehand, the page renders in one pass.
 */

interface RouteEntry {
  path?: string;
  parentId?: string;
  texts?: TextGroup;
  clientLoader?: (args: { serverLoader: () => Promise<unknown> }) => Promise<unknown>;
}
/** React.lazy's element type, as umi's route table holds each route component. */
interface LazyComponent {
  _payload?: unknown;
  _init?: (payload: unknown) => unknown;
}
interface Table {
  routes: Record<string, RouteEntry>;
  routeComponents: Record<string, unknown>;
  /** child ids by parent id */
  children: Map<string, string[]>;
}
let table: Table | undefined;

/** umi's `patchRoutes`: the route table. */
export function rememberRoutes(opts: { routes: Record<string, RouteEntry>; routeComponents: Record<string, unknown> }): void {
  const children = new Map<string, string[]>();
  for (const [id, r] of Object.entries(opts.routes)) {
    if (r.parentId) children.set(r.parentId, [...(children.get(r.parentId) ?? []), id]);
  }
  table = { ...opts, children };
}

const dynamicSegments = (path: string) => path.split('/').filter((s) => s.startsWith(':') || s === '*').length;

/**
 * The page a route with a path stands for: a page carries the path itself, or a guard does and
 * the page sits under its pathless wrappers. A layout (several children) is no page.
 */
function pageUnder(id: string, children: Map<string, string[]>, routes: Record<string, RouteEntry>): string | undefined {
  let at = id;
  for (let kids = children.get(at); kids; kids = children.get(at)) {
    if (kids.length !== 1 || routes[kids[0]]?.path) return undefined;
    at = kids[0];
  }
  return at;
}

/**
 * The ids of the route chain of a path, page first, then its guards and layouts. A static path
 * beats a dynamic one (/order/sold, not /order/:id), as the router ranks them.
 */
export function matchedRouteIds(pathname: string): string[] {
  if (!table) return [];
  const { routes, children } = table;
  let best: { page: string; score: number } | undefined;
  for (const [id, r] of Object.entries(routes)) {
    if (!r.path) continue;
    const exact = r.path === pathname;
    const score = exact ? 0 : dynamicSegments(r.path);
    // another static path, or a dynamic one no better than the best so far
    if (!exact && (score === 0 || (best && score >= best.score) || !matchPath(r.path, pathname))) continue;
    const page = pageUnder(id, children, routes);
    if (page === undefined) continue;
    best = { page, score };
    if (exact) break;
  }
  const ids: string[] = [];
  for (let at = best?.page; at && !ids.includes(at); at = routes[at]?.parentId) ids.push(at);
  return ids;
}

/** The text group of the matched route (the deepest that names one). */
export function matchedTexts(ids: string[]): TextGroup | undefined {
  return ids.map((id) => table?.routes[id]?.texts).find(Boolean);
}

/**
 * Starts the matched routes' `clientLoader`s now, so their requests are under way while the code
 * resolves and the first render runs. umi runs them again after that render: the calls they start
 * are shared within a navigation (utils/routeData), so nothing is asked twice.
 */
export function startRouteLoaders(ids: string[]): void {
  for (const id of ids) {
    const loader = table?.routes[id]?.clientLoader;
    // a loader only starts calls (its promise stays pending); its calls fail silently for the page to repeat
    loader?.({ serverLoader: () => Promise.resolve(undefined) }).catch(() => undefined);
  }
}

/** Resolves the route components of the chain through React.lazy itself (never rejects). */
export function preloadRouteComponents(ids: string[]): Promise<unknown> {
  const pending: Promise<unknown>[] = [];
  for (const id of ids) {
    const lazy = table?.routeComponents[id] as LazyComponent | undefined;
    if (!lazy?._init) continue;
    try {
      lazy._init(lazy._payload);
    } catch (thrown) {
      // React.lazy throws its promise while loading; any other throw is the import's failure,
      // which the route's own render shows
      if (thrown instanceof Promise) pending.push(thrown.catch(() => undefined));
    }
  }
  return Promise.all(pending);
}
