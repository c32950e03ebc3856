import { history, useLocation } from '@umijs/max';
import { useCallback, useMemo } from 'react';

export type UrlFilters = Record<string, string | undefined>;

/** Pure: query string → filter object (empty values dropped). */
export function parseFilters(search: string): UrlFilters {
  const out: UrlFilters = {};
  new URLSearchParams(search).forEach((v, k) => {
    if (v !== '') out[k] = v;
  });
  return out;
}

/** Pure: filter object → query string, keys sorted so equal filters give equal URLs. */
export function serializeFilters(filters: Record<string, unknown>): string {
  const q = new URLSearchParams();
  Object.keys(filters)
    .sort()
    .forEach((k) => {
      const v = filters[k];
      if (v === undefined || v === null || v === '') return;
      q.set(k, Array.isArray(v) ? v.join(',') : String(v));
    });
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * A date-range form field kept in the URL as two plain fields, so a reload or a shared link gives
 * the picker the same value: form values (`key: [from, to]`) → URL filters (`from`, `to`).
 * Values stay as the picker formats them (Beijing 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss').
 */
export function rangeToUrl(values: Record<string, unknown>, key: string, from: string, to: string): Record<string, unknown> {
  const { [key]: range, ...rest } = values;
  const [a, b] = Array.isArray(range) ? (range as unknown[]).map((v) => (v === undefined || v === null ? undefined : String(v))) : [];
  return { ...rest, [from]: a && b ? a : undefined, [to]: a && b ? b : undefined };
}

/** URL filters → form initial values: `from`/`to` become `key: [from, to]` (both or neither). */
export function rangeFromUrl(filters: UrlFilters, key: string, from: string, to: string): Record<string, unknown> {
  const { [from]: a, [to]: b, ...rest } = filters;
  return a && b ? { ...rest, [key]: [a, b] } : rest;
}

/**
 * List filters kept in the URL query, so a refresh or a shared link shows the same rows.
 * Feed `filters` to ProTable's form `initialValues` and call `setFilters` from `onSubmit`/`onReset`.
 */
export default function useUrlFilters(): [UrlFilters, (next: Record<string, unknown>) => void] {
  const { pathname, search } = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const setFilters = useCallback(
    (next: Record<string, unknown>) => {
      const s = serializeFilters(next);
      if (s !== (search || '')) history.replace(`${pathname}${s}`);
    },
    [pathname, search],
  );
  return [filters, setFilters];
}
