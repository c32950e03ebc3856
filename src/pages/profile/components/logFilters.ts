import type { UrlFilters } from '@/hooks/useUrlFilters';
import { formToUrl as ledgerFormToUrl } from './ledgerFilters';

/**
 * Log filters: a time range (form field `at`) plus plain fields, between URL, form and call, the
 * same way as the ledgers so the export always matches the table.
 */
export function logFormToUrl(values: Record<string, unknown>, keys: readonly string[]): UrlFilters {
  const range = ledgerFormToUrl({ tradeAt: values.at });
  const out: UrlFilters = { ...range };
  for (const k of keys) {
    const v = values[k];
    if (v !== undefined && v !== null && String(v).trim() !== '') out[k] = String(v).trim();
  }
  return out;
}

export function logUrlToForm(url: UrlFilters, keys: readonly string[]): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  if (url.startTime && url.endTime) form.at = [url.startTime, url.endTime];
  for (const k of keys) if (url[k]) form[k] = url[k];
  return form;
}

/** URL filters → call query (no paging). */
export function logUrlToQuery(url: UrlFilters, keys: readonly string[]): Record<string, string> {
  const q: Record<string, string> = {};
  for (const k of ['startTime', 'endTime', ...keys]) if (url[k]) q[k] = url[k]!;
  return q;
}
