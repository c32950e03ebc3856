/**
 * Where the console lives in the page's URL. Standalone the console owns the whole path ('' base);
 * mounted in a host portal under an active rule such as `/console`, every console path sits under
 * that prefix. umi's router takes the prefix as its basename (links and history.push add it); code
 * that reads `window.location` takes it off with `appPath`.
 */
import { LOCALE_TO_PREFIX } from '@/utils/localePrefix';

let base = '';

/** The prefix the console is mounted under ('' standalone). */
export function mountBase(): string {
  return base;
}

export function setMountBase(next: string): void {
  base = normaliseBase(next);
}

/** '/console/' → '/console'; '/' and '' → ''. */
export function normaliseBase(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The console's own path of a browser path: the host's prefix taken off ('/console/en/x' → '/en/x'). */
export function appPath(pathname: string, prefix: string = base): string {
  if (!prefix) return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/** The browser path of a console path: the host's prefix put in front ('/en/x' → '/console/en/x'). */
export function browserPath(path: string, prefix: string = base): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The current page's console path. */
export function currentAppPath(): string {
  return typeof window === 'undefined' ? '/' : appPath(window.location.pathname);
}

const LOCALE_SEGMENTS = new Set(Object.values(LOCALE_TO_PREFIX));

/**
 * The prefix a host mounted the console under, read from the URL that activated it when the host
 * did not pass `base`: the shortest leading part of the path after which a console route begins
 * (its first segment, past a locale segment, is one of the route table's). A path that shows no
 * console route (the prefix alone, or an unknown page) takes its first segment.
 */
export function inferBase(pathname: string, topSegments: readonly string[]): string {
  const segments = pathname.split('/').filter(Boolean);
  const known = new Set(topSegments);
  for (let i = 1; i < segments.length; i += 1) {
    let j = i;
    if (LOCALE_SEGMENTS.has(segments[j])) j += 1;
    // '/console/en' is the home page in English; '/console/zh_CN/order/sold' an order page
    const localeHome = j > i && j === segments.length;
    if (localeHome || known.has(segments[j])) return `/${segments.slice(0, i).join('/')}`;
  }
  return segments.length ? `/${segments[0]}` : '';
}
