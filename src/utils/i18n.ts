import { getIntl } from '@umijs/max';

export type MessageValues = Record<string, string | number>;

/**
 * Locale text for code outside React (request pipeline, toasts, formatters). Before the locale
 * plugin is ready (early boot, unit tests without it) getIntl throws or lacks the key: answer the
 * id then, so a missing text is visible rather than a crash.
 */
export function t(id: string, values?: MessageValues): string {
  try {
    const intl = getIntl();
    if (intl?.messages && Object.prototype.hasOwnProperty.call(intl.messages, id)) {
      return String(intl.formatMessage({ id }, values));
    }
  } catch {
    // intl not initialised yet: fall through to the id
  }
  return id;
}

/** Whether a locale is English (entities carry a Chinese and an English name). */
export const isEnglish = (locale: string | undefined): boolean => !!locale && locale.toLowerCase().startsWith('en');

/** The name of the UI language, else the other one. */
export function localName(locale: string | undefined, zh: string | undefined, en: string | undefined): string {
  return (isEnglish(locale) ? en || zh : zh || en) ?? '';
}
