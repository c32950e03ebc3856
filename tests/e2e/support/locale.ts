import { allMessages } from '../../../src/locales/all';

export type Locale = 'zh-CN' | 'en-US';
export type LocalePrefix = '' | 'zh_CN' | 'en';

const MESSAGES: Record<Locale, Record<string, string>> = allMessages;

/** UI text as the app shows it, read from the locale files; `{name}` placeholders are filled in. */
export function text(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const msg = MESSAGES[locale][key];
  if (msg === undefined) throw new Error(`locale ${locale} has no key '${key}'`);
  return msg.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}

/** The locale a URL form shows for a visitor without a locale cookie. */
export function localeOfPrefix(prefix: LocalePrefix): Locale {
  return prefix === 'en' ? 'en-US' : 'zh-CN';
}

export function withPrefix(path: string, prefix: LocalePrefix): string {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}
