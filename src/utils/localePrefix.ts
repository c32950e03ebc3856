import { LOCALE_COOKIE_DAYS } from '@/constants/limits';
import { readCookie, writeCookie } from './cookie';

export type AppLocale = 'zh-CN' | 'en-US';
export const PREFIX_TO_LOCALE: Record<string, AppLocale> = { zh_CN: 'zh-CN', en: 'en-US' };
export const LOCALE_TO_PREFIX: Record<AppLocale, string> = { 'zh-CN': 'zh_CN', 'en-US': 'en' };
export const DEFAULT_LOCALE: AppLocale = 'zh-CN';
/** The `lang` attribute of each locale (`<html lang>`, the locale switch's options). */
export const LOCALE_LANG: Record<AppLocale, string> = { 'zh-CN': 'zh-CN', 'en-US': 'en' };
export const LOCALE_COOKIE = 'locale';
const PREFIX_RE = /^\/(zh_CN|en)(?=\/|$)/;

export const prefixOf = (p: string): string | undefined => PREFIX_RE.exec(p)?.[1];
export const localeFromPath = (p: string): AppLocale | undefined => {
  const x = prefixOf(p);
  return x ? PREFIX_TO_LOCALE[x] : undefined;
};
export const stripPrefix = (p: string): string => p.replace(PREFIX_RE, '') || '/';

/** Keeps the locale prefix of the current page on an in-app link. */
export function withPrefix(path: string, currentPathname: string): string {
  const p = prefixOf(currentPathname);
  if (!p || prefixOf(path)) return path;
  return path === '/' ? `/${p}` : `/${p}${path}`;
}

export function switchLocalePath(pathname: string, locale: AppLocale): string {
  const bare = stripPrefix(pathname);
  const p = LOCALE_TO_PREFIX[locale];
  return bare === '/' ? `/${p}` : `/${p}${bare}`;
}

export function isAppLocale(v: string | undefined): v is AppLocale {
  return v === 'zh-CN' || v === 'en-US';
}

export function readLocaleCookie(): AppLocale | undefined {
  const v = readCookie(LOCALE_COOKIE);
  return isAppLocale(v) ? v : undefined;
}

export function writeLocaleCookie(locale: AppLocale): void {
  writeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_DAYS * 24 * 3600 });
}

/** URL prefix, then the cookie, then the default zh_CN. */
export const resolveLocale = (pathname: string): AppLocale => localeFromPath(pathname) ?? readLocaleCookie() ?? DEFAULT_LOCALE;
