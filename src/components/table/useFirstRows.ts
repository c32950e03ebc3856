import type { Endpoint, ResOf, Shape } from '@/domain/endpoint';
import type { Paged } from '@/types';
import { startedAnswerOf } from '@/utils/routeData';
import { useCallback, useState } from 'react';

/** The row of a paged endpoint's answer. */
type RowOf<S extends Shape> = ResOf<S> extends Paged<infer T> ? T : never;

export interface FirstRows<T> {
  /** ProTable's `defaultData`: the rows of the first render */
  defaultData: T[] | undefined;
  /** spread into ProTable's `pagination`: those rows' total until the table's own load reports it */
  pagination: { total?: number };
  /** call from ProTable's `onLoad` */
  onLoad: () => void;
}

/**
 * A list table's first page in its first render, from the answer its route's loader already has
 * for the page it opens on (src/utils/routeData.ts), rather than an empty table until its own
 * request comes back. That request still runs as always and takes the same answer, so paging,
 * filters and reloads are untouched. No endpoint (a table its route starts nothing for) or
 * `enabled` false (a table that waits for something first, a default saved view) starts empty.
 */
export default function useFirstRows<S extends Shape, P extends string>(
  ep: Endpoint<S, P> | undefined,
  page: { current: number; size: number },
  enabled: boolean,
): FirstRows<RowOf<S>> {
  const [first] = useState(() => (ep && enabled ? (startedAnswerOf(ep, page) as Paged<RowOf<S>> | undefined) : undefined));
  const [loaded, setLoaded] = useState(false);
  const onLoad = useCallback(() => setLoaded(true), []);
  return {
    // once loaded, a remount (another view, another language) starts empty as before
    defaultData: loaded ? undefined : first?.records,
    pagination: first && !loaded ? { total: first.total } : {},
    onLoad,
  };
}
