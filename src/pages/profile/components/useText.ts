import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export type Translate = (id: string, values?: Record<string, string | number>, fallback?: string) => string;

/** formatMessage in one short call; `fallback` shows codes that have no translation (a new bizType). */
export default function useText(): Translate {
  const intl = useIntl();
  return useCallback<Translate>(
    (id, values, fallback) => (fallback !== undefined && !intl.messages[id] ? fallback : intl.formatMessage({ id }, values)),
    [intl],
  );
}
