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
