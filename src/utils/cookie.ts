import { cookieOf, ssrCookie } from './ssrContext';

/** Minimal cookie helpers; the token and locale cookies are the only ones the app writes. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return ssrCookie(name);
  return cookieOf(document.cookie, name);
}

export interface CookieOptions {
  maxAgeSeconds?: number;
}

export function writeCookie(name: string, value: string, opts: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (opts.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(opts.maxAgeSeconds))}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
