import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

/** Short form of formatMessage for the trade pages. */
export default function useText(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** Whether the UI is in English (names of games and servers come in both languages). */
export function useEnglish(): boolean {
  return useIntl().locale.toLowerCase().startsWith('en');
}
