/**
 * umi's generated route table repeats the same keys on each of its ~660 routes (three locale forms
 * of every route, three guard wrappers on most); written out it is a tenth of the entry script.
 * The build writes it as rows of values (config/plugin-shared-route-chunks.ts) and the browser
 * rebuilds the very same objects here. Ids are the row numbers, from 1.
 */

/** Row columns after the path; `0` stands for a key the route does not have. */
const COLUMNS = [
  'parentId',
  'layoutKind',
  'title',
  'originPath',
  'localePrefix',
  'texts',
  'menu',
  'subAuthority',
  'merchant',
  'stepRole',
] as const;
const FLAGS = ['isWrapper', 'hasServerLoader', 'hasMetadataLoader', 'clientLoader'] as const;
const bit = (flag: (typeof FLAGS)[number]) => 1 << FLAGS.indexOf(flag);
const LOADER_FLAGS_WRITTEN = 1 << FLAGS.length;
/** originPath equal to the path without its locale prefix */
const SAME_PATH = 1;

export type RouteRecord = Record<string, unknown>;
/** [path, flags, ...columns], trailing absent columns dropped */
export type RouteRow = (string | number)[];

const KNOWN = new Set<string>(['path', 'id', ...COLUMNS, ...FLAGS]);

function unprefixed(path: string, prefix: unknown): string {
  return typeof prefix === 'string' && prefix && path.startsWith(`/${prefix}`) ? path.slice(prefix.length + 1) : path;
}

/**
 * Rows for umi's route object (ids 1..n, in order). Throws on anything it cannot write back exactly,
 * so a change in umi's output fails the build instead of losing a key.
 */
export function encodeRoutes(routes: Record<string, RouteRecord>): RouteRow[] {
  return Object.entries(routes).map(([id, r], i) => {
    if (id !== String(i + 1) || r.id !== id) throw new Error(`route ids are not 1..n in order at ${id}`);
    for (const k of Object.keys(r)) if (!KNOWN.has(k)) throw new Error(`route ${id}: unknown key ${k}`);
    if (r.isWrapper === false || r.clientLoader === false) throw new Error(`route ${id}: a false flag umi does not write`);
    if (typeof r.path !== 'string') throw new Error(`route ${id}: no path`);
    let flags = 0;
    for (const f of FLAGS) if (r[f]) flags |= bit(f);
    // the production build writes both server-loader flags on every route, the dev server neither
    const written = typeof r.hasServerLoader === 'boolean' && typeof r.hasMetadataLoader === 'boolean';
    if (!written && (r.hasServerLoader !== undefined || r.hasMetadataLoader !== undefined)) throw new Error(`route ${id}: loader flags`);
    if (written) flags |= LOADER_FLAGS_WRITTEN;
    const row: RouteRow = [r.path, flags];
    for (const c of COLUMNS) {
      const v = r[c];
      if (v === undefined) row.push(0);
      else if (c === 'parentId') row.push(Number(v));
      else if (c === 'originPath' && v === unprefixed(r.path, r.localePrefix)) row.push(SAME_PATH);
      else if (typeof v === 'string') row.push(v);
      else throw new Error(`route ${id}: ${c} is not a string`);
    }
    while (row.length > 2 && row[row.length - 1] === 0) row.pop();
    return row;
  });
}

/** The route object back from its rows; `loaders` are the client loaders by route id. */
export function decodeRoutes(rows: RouteRow[], loaders: Record<string, unknown>): Record<string, RouteRecord> {
  const routes: Record<string, RouteRecord> = {};
  rows.forEach(([path, flags, ...cols], i) => {
    const id = String(i + 1);
    const r: RouteRecord = { path, id };
    COLUMNS.forEach((c, at) => {
      const v = cols[at];
      if (v === undefined || v === 0) return;
      if (c === 'parentId') r.parentId = String(v);
      else if (c === 'originPath' && v === SAME_PATH) r.originPath = unprefixed(path as string, cols[COLUMNS.indexOf('localePrefix')]);
      else r[c] = v;
    });
    const bits = flags as number;
    if (bits & bit('isWrapper')) r.isWrapper = true;
    if (bits & LOADER_FLAGS_WRITTEN) {
      r.hasServerLoader = !!(bits & bit('hasServerLoader'));
      r.hasMetadataLoader = !!(bits & bit('hasMetadataLoader'));
    }
    if (bits & bit('clientLoader')) r.clientLoader = loaders[id];
    routes[id] = r;
  });
  return routes;
}

/** umi's `routeComponents` ({ id: component }) from each route's index in the distinct components. */
export function decodeComponents<C>(components: C[], indexes: number[]): Record<string, C> {
  const out: Record<string, C> = {};
  indexes.forEach((c, i) => {
    if (c >= 0) out[String(i + 1)] = components[c];
  });
  return out;
}
