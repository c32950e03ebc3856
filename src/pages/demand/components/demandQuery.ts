import type { DemandQuery } from '@/types';
import type { ProTableParams } from '@/utils/proTable';
import { parseBeijingDate } from '@/domain/reseller/demandRules';

/** ProTable's sort argument. */
export type Sort = Record<string, 'ascend' | 'descend' | null>;
const SORTABLE = ['unitPrice', 'quantity', 'createdAt', 'modifiedAt', 'effectiveTime'] as const;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** ProTable's form values and sorter → the list call's filter (dates as Beijing day bounds). */
export function toDemandQuery(params: ProTableParams, sort: Sort = {}): Omit<DemandQuery, 'current' | 'size'> {
  const range = Array.isArray(params.createdRange) ? params.createdRange.map(String) : [];
  const [field, order] = Object.entries(sort).find(([, v]) => v) ?? [];
  const sortField = SORTABLE.find((f) => f === field);
  return {
    keyword: str(params.keyword),
    gameId: str(params.gameId),
    serverId: str(params.serverId),
    categoryId: str(params.categoryId),
    status: str(params.status) as DemandQuery['status'],
    publicStatus: str(params.publicStatus) as DemandQuery['publicStatus'],
    createdFrom: range[0] ? parseBeijingDate(`${range[0].slice(0, 10)} 00:00`) : undefined,
    createdTo: range[1] ? parseBeijingDate(range[1].slice(0, 10)) : undefined,
    ...(sortField && order ? { sortField, sortOrder: order } : {}),
  };
}
