import { CONTINUE_URL_KEY, JUST_LOGGED_IN_KEY, NO_RETURN_PAGES } from '@/constants/session';
import { stripPrefix } from './localePrefix';

/** The page's origin; outside a browser (unit tests, tools) a placeholder origin stands for it. */
const pageOrigin = (): string => globalThis.location?.origin ?? 'http://localhost';

/**
 * Only same-origin paths are ever followed: '/x', not '//host', 'https://…' or 'javascript:'. The
 * path is parsed as the browser will read it (which drops tabs and line breaks and reads '\' as
 * '/', so '/\t/evil.example' means '//evil.example') and its origin compared; nothing is stripped
 * first.
 */
export function isSameOriginPath(url: unknown, origin: string = pageOrigin()): boolean {
  if (typeof url !== 'string' || !url.startsWith('/')) return false;
  try {
    return new URL(url, origin).origin === new URL(origin).origin;
  } catch {
    // not a URL at all: nothing to follow
    return false;
  }
}

export function isNoReturnPage(url: string): boolean {
  const path = stripPrefix(url.split(/[?#]/)[0]);
  return NO_RETURN_PAGES.some((p) => path === p || path.startsWith(`${p}/`));
}

export function getContinueUrl(): string | undefined {
  const v = sessionStorage.getItem(CONTINUE_URL_KEY) ?? undefined;
  return v && isSameOriginPath(v) && !isNoReturnPage(v) ? v : undefined;
}

/** Saves the target unless it is one of the excluded pages; `onlyIfEmpty` keeps an earlier one. */
export function saveContinueUrl(url: string, onlyIfEmpty = false): void {
  if (!isSameOriginPath(url) || isNoReturnPage(url)) return;
  if (onlyIfEmpty && sessionStorage.getItem(CONTINUE_URL_KEY)) return;
  sessionStorage.setItem(CONTINUE_URL_KEY, url);
}

export function takeContinueUrl(): string | undefined {
  const v = getContinueUrl();
  sessionStorage.removeItem(CONTINUE_URL_KEY);
  return v;
}

export function markJustLoggedIn(): void {
  sessionStorage.setItem(JUST_LOGGED_IN_KEY, '1');
}
export function consumeJustLoggedIn(): boolean {
  const v = sessionStorage.getItem(JUST_LOGGED_IN_KEY) === '1';
  sessionStorage.removeItem(JUST_LOGGED_IN_KEY);
  return v;
}
