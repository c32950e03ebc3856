import type { LedgerDirection, LedgerQuery } from '@/types';
import type { UrlFilters } from '@/hooks/useUrlFilters';

/**
 * Ledger filters between the three places they live: the URL (what a refresh or a shared link
 * keeps), the search form (a time range picker) and the call (startTime/endTime in Beijing time).
 * Pure, so the table and its export always send the same filter.
 */
export interface LedgerForm {
  tradeAt?: [string, string];
  bizType?: string;
  direction?: LedgerDirection;
  bizNo?: string;
  account?: string;
}

const KEYS = ['bizType', 'direction', 'bizNo', 'account'] as const;

export function urlToForm(url: UrlFilters): LedgerForm {
  const form: LedgerForm = {};
  if (url.startTime && url.endTime) form.tradeAt = [url.startTime, url.endTime];
  for (const k of KEYS) if (url[k]) (form as Record<string, string>)[k] = url[k]!;
  return form;
}

const asText = (v: unknown): string | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'object' && v !== null && 'format' in v && typeof (v as { format: unknown }).format === 'function') {
    return (v as { format: (f: string) => string }).format('YYYY-MM-DD HH:mm:ss');
  }
  return String(v).trim() || undefined;
};

/** Form values (strings or dayjs objects from the picker) → URL filters; empty values dropped. */
export function formToUrl(values: Record<string, unknown>): UrlFilters {
  const out: UrlFilters = {};
  const range = values.tradeAt;
  if (Array.isArray(range) && range.length === 2) {
    out.startTime = asText(range[0]);
    out.endTime = asText(range[1]);
  }
  for (const k of KEYS) out[k] = asText(values[k]);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** URL filters → the call's query (without paging). */
export function urlToQuery(url: UrlFilters): Omit<LedgerQuery, 'current' | 'size'> {
  const q: Omit<LedgerQuery, 'current' | 'size'> = {};
  if (url.startTime) q.startTime = url.startTime;
  if (url.endTime) q.endTime = url.endTime;
  if (url.bizType) q.bizType = url.bizType;
  if (url.direction === 'IN' || url.direction === 'OUT') q.direction = url.direction;
  if (url.bizNo) q.bizNo = url.bizNo;
  if (url.account) q.account = url.account;
  return q;
}

/** Page and page size kept in the URL next to the filters. */
export function pagingOf(url: UrlFilters): {
  current: number;
  pageSize: number;
} {
  const current = Number(url.current);
  const pageSize = Number(url.pageSize);
  return {
    current: Number.isInteger(current) && current > 0 ? current : 1,
    pageSize: [20, 50, 100, 200].includes(pageSize) ? pageSize : 20,
  };
}
