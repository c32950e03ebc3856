import { isEnglish, localName, type MessageValues } from '@/utils/i18n';
import { useIntl } from '@umijs/max';
import { useCallback, useMemo } from 'react';

/** The intl object of react-intl as umi hands it out. */
export type IntlShape = ReturnType<typeof useIntl>;

/** `t('order.x', { n })`; `fallback` shows codes that have no translation yet (a new bizType). */
export type Translate = (id: string, values?: MessageValues, fallback?: string) => string;

/** The text function of an intl object, for builders outside components (table columns, reports). */
export function textOf(intl: IntlShape): Translate {
  return (id, values, fallback) => (fallback !== undefined && !intl.messages?.[id] ? fallback : intl.formatMessage({ id }, values));
}

/** formatMessage in one short call, stable while the locale stays. */
export default function useText(): Translate {
  const intl = useIntl();
  return useMemo(() => textOf(intl), [intl]);
}

/** Whether the UI is in English (names of games and servers come in both languages). */
export function useEnglish(): boolean {
  return isEnglish(useIntl().locale);
}

/** `ln(entity.name, entity.nameEn)` in the current locale. */
export function useLocalName(): (zh: string | undefined, en: string | undefined) => string {
  const { locale } = useIntl();
  return useCallback((zh, en) => localName(locale, zh, en), [locale]);
}
