import type { SavedView, ViewColumn, ViewDensity, ViewTable } from '@/domain/views/types';
import { VIEW_PARAM } from '@/domain/views/types';
import { parseFilters, serializeFilters } from '@/hooks/useUrlFilters';
import useText from '@/hooks/useText';
import { getSavedView, listSavedViews, preloadedSavedViews } from '@/services/views';
import { reportError } from '@/utils/reportError';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import type { ColumnsState } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** URL filters without the view id (what the table's own filter mapping reads). */
export function withoutView<T extends Record<string, unknown>>(filters: T): T {
  const { [VIEW_PARAM]: _v, ...rest } = filters;
  return rest as T;
}

/** A view's URL: its filters plus its id, keys sorted (serializeFilters). */
export function viewSearch(view: Pick<SavedView, 'id' | 'filters'>): string {
  return serializeFilters({ ...view.filters, [VIEW_PARAM]: view.id });
}

/** ProTable's column settings map ↔ a view's (only the fields a view keeps). */
export function columnsOfTable(map: Record<string, ColumnsState>): Record<string, ViewColumn> {
  const out: Record<string, ViewColumn> = {};
  Object.entries(map).forEach(([k, c]) => {
    const col: ViewColumn = {};
    if (typeof c.show === 'boolean') col.show = c.show;
    if (typeof c.order === 'number') col.order = c.order;
    if (c.fixed === 'left' || c.fixed === 'right') col.fixed = c.fixed;
    out[k] = col;
  });
  return out;
}

/** A table's sort as the URL keeps it: `field,asc` or `field,desc`. */
export function sortOf(filters: Record<string, string | undefined>): { field: string; order: 'ascend' | 'descend' } | undefined {
  const [field, dir] = (filters.sort ?? '').split(',');
  return field && (dir === 'asc' || dir === 'desc') ? { field, order: dir === 'asc' ? 'ascend' : 'descend' } : undefined;
}

type SorterLike = { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null };

/** antd's sorter argument → the URL's sort (undefined: unsorted). */
export function sortParam(sorter: SorterLike | SorterLike[]): string | undefined {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = Array.isArray(s?.field) ? s.field.join('.') : String(s?.field ?? s?.columnKey ?? '');
  return s?.order && field ? `${field},${s.order === 'ascend' ? 'asc' : 'desc'}` : undefined;
}

/** Columns whose initial sort follows the URL's (a view's) sort; without one, the table's own default. */
export function withSort<C extends { sorter?: unknown; dataIndex?: unknown; defaultSortOrder?: 'ascend' | 'descend' | null }>(
  columns: C[],
  sort: string | undefined,
): C[] {
  const wanted = sortOf({ sort });
  if (!wanted) return columns;
  return columns.map((c) => {
    if (!c.sorter) return c;
    const key = Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : String(c.dataIndex ?? '');
    return { ...c, defaultSortOrder: key === wanted.field ? wanted.order : null };
  });
}

export interface SavedViewsState {
  table: ViewTable;
  /** False only while a table opened without URL filters waits for the user's default view. */
  ready: boolean;
  /** Changes when a view's filters are applied: the table remounts and reads them from the URL. */
  tableKey: string;
  views: SavedView[];
  /** The view named in the URL (own or shared), if known. */
  current?: SavedView;
  /** The table's current filters (URL, without the view id), columns and density: what "save" keeps. */
  filters: Record<string, string>;
  columns: Record<string, ColumnsState>;
  density: ViewDensity;
  apply: (view: SavedView | undefined) => void;
  /** ProTable's onChange for a table whose sort is not in the URL yet: keeps it there, so a view saves it. */
  onTableChange: (_pagination: unknown, _filters: unknown, sorter: SorterLike | SorterLike[]) => void;
  /** A saved, changed or deleted view: the list (and the URL's view id) follow. */
  changed: (view: SavedView, removed?: boolean) => void;
  /** Spread on the ProTable: controlled column settings and density. */
  tableProps: {
    /** the table waits (no request) while the default view is looked up */
    manualRequest: boolean;
    size: ViewDensity;
    onSizeChange: (size: ViewDensity | undefined) => void;
    columnsState: { value: Record<string, ColumnsState>; onChange: (map: Record<string, ColumnsState>) => void };
  };
}

/**
 * Saved views of one table, stored per user by the backend. The URL carries the filters and the
 * view id (so a view is shared as a link); the view brings columns and density. A table opened
 * without any URL filter applies the user's default view once.
 */
export default function useSavedViews(table: ViewTable, defaultDensity: ViewDensity = 'middle', enabled = true): SavedViewsState {
  const t = useText();
  const { pathname, search } = useLocation();
  const url = useMemo(() => parseFilters(search), [search]);
  const viewId = url[VIEW_PARAM];
  const [views, setViews] = useState<SavedView[]>([]);
  const [shared, setShared] = useState<SavedView>();
  const [columns, setColumns] = useState<Record<string, ColumnsState>>({});
  const [density, setDensity] = useState<ViewDensity>(defaultDensity);
  const [tableKey, setTableKey] = useState(0);
  // the first visit's URL decides whether the default view applies
  const opened = useRef({ search, viewId, pathname });
  // no wait when the route's loader already knows there is no default view to apply:
  // the table then mounts once, with its rows, rather than empty and again
  const [ready, setReady] = useState(
    () =>
      search !== '' ||
      !enabled ||
      (() => {
        const known = preloadedSavedViews(table);
        return known !== undefined && !known.some((v) => v.isDefault);
      })(),
  );
  const waiting = !ready && search === '';

  const adopt = useCallback(
    (view: SavedView) => {
      setColumns(view.columns as Record<string, ColumnsState>);
      setDensity(view.density);
    },
    [setColumns, setDensity],
  );

  const apply = useCallback(
    (view: SavedView | undefined) => {
      if (view) {
        adopt(view);
        history.push(`${pathname}${viewSearch(view)}`);
      } else {
        setColumns({});
        setDensity(defaultDensity);
        history.push(pathname);
      }
      setTableKey((k) => k + 1);
    },
    [adopt, pathname, defaultDensity],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    let alive = true;
    const first = opened.current;
    listSavedViews(table)
      .then(
        (list) => {
          if (!alive) return;
          setViews(list);
          const def = list.find((v) => v.isDefault);
          const own = first.viewId ? list.find((v) => v.id === first.viewId) : undefined;
          if (first.search === '' && def) {
            adopt(def);
            history.replace(`${first.pathname}${viewSearch(def)}`);
            setTableKey((k) => k + 1);
          } else if (own) adopt(own);
          else if (first.viewId) {
            // another user's view from a shared link: its columns and density, the link's filters
            getSavedView(first.viewId).then(
              (v) => {
                if (!alive) return;
                setShared(v);
                adopt(v);
              },
              (e: unknown) => {
                if (e instanceof RequestError && e.status === 404) toast.warning(t('views.missing'));
                else reportError(e, { silentCall: true });
              },
            );
          }
        },
        // the pipeline showed the failure; the table works without views
        (e: unknown) => reportError(e),
      )
      .finally(() => {
        if (alive) setReady(true);
      });
    return () => {
      alive = false;
    };
    // once per table: later URL changes are the user's own
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per table on purpose
  }, [table, enabled]);

  const changed = useCallback((view: SavedView, removed = false) => {
    setViews((list) => {
      const rest = list.filter((v) => v.id !== view.id);
      if (removed) return rest;
      const next = view.isDefault ? rest.map((v) => ({ ...v, isDefault: false })) : rest;
      return [...next, view].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
    });
  }, []);

  const onTableChange = useCallback(
    (_p: unknown, _f: unknown, sorter: SorterLike | SorterLike[]) => {
      const sort = sortParam(sorter);
      if (sort !== url.sort) history.replace(`${pathname}${serializeFilters({ ...url, sort })}`);
    },
    [url, pathname],
  );

  const current = viewId ? (views.find((v) => v.id === viewId) ?? (shared?.id === viewId ? shared : undefined)) : undefined;
  const filters = useMemo(() => withoutView(url) as Record<string, string>, [url]);
  const onChange = useCallback((map: Record<string, ColumnsState>) => setColumns(map), []);

  return {
    table,
    ready: !waiting,
    tableKey: `${tableKey}${waiting ? '-waiting' : ''}`,
    views,
    current,
    filters,
    columns,
    density,
    apply,
    onTableChange,
    changed,
    tableProps: {
      manualRequest: waiting,
      size: density,
      onSizeChange: (size) => setDensity(size ?? defaultDensity),
      columnsState: { value: columns, onChange },
    },
  };
}
