import type { PageQuery, Paged } from '@/types';

/** What ProTable's `request` passes: its paging plus the search form's values. */
export type ProTableParams = Record<string, unknown> & { current?: number; pageSize?: number };

export interface ProTableResult<T> {
  data: T[];
  total: number;
  success: boolean;
}

/**
 * THE adapter between ProTable and a paged service (records/total): every list page uses it.
 * `mapParams` turns the form values into the call's filter (drop UI-only fields, rename, format dates).
 */
export function proTableRequest<T, Q extends PageQuery>(
  fetcher: (query: Q) => Promise<Paged<T> | { list: T[]; total: number }>,
  mapParams: (params: ProTableParams) => Omit<Q, 'current' | 'size'> = (p) => {
    const { current, pageSize, ...rest } = p;
    void current;
    void pageSize;
    return rest as Omit<Q, 'current' | 'size'>;
  },
) {
  return async (params: ProTableParams): Promise<ProTableResult<T>> => {
    const query = { ...mapParams(params), current: params.current ?? 1, size: params.pageSize ?? 20 } as Q;
    const page = await fetcher(query);
    const data = 'records' in page ? page.records : page.list;
    return { data, total: page.total, success: true };
  };
}
