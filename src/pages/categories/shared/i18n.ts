import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

/** Entities carry both names; pick the one of the UI language. */
export const isEnglish = (locale: string | undefined): boolean => !!locale && locale.toLowerCase().startsWith('en');

export function localName(locale: string | undefined, zh: string | undefined, en: string | undefined): string {
  return (isEnglish(locale) ? en || zh : zh || en) ?? '';
}

/** `ln(entity.name, entity.nameEn)` in the current locale. */
export function useLocalName(): (zh: string | undefined, en: string | undefined) => string {
  const { locale } = useIntl();
  return useCallback((zh, en) => localName(locale, zh, en), [locale]);
}
