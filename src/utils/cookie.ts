import { cookieOf, ssrCookie } from './ssrContext';

let current: string | undefined;
// the cookies read from `current`, by name
const values = new Map<string, string | undefined>();
const forget = () => {
  current = undefined;
  values.clear();
};

/**
 * `document.cookie`, read once per run of synchronous code: each read asks the browser's network
 * process, and a render reads the session cookie many times. A write here, or the next microtask,
 * reads it afresh (another tab or a response may have changed it).
 */
function documentCookie(): string {
  if (current === undefined) {
    current = document.cookie;
    void Promise.resolve().then(forget);
  }
  return current;
}

/** Minimal cookie helpers; the token and locale cookies are the only ones the app writes. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return ssrCookie(name);
  const header = documentCookie();
  if (!values.has(name)) values.set(name, cookieOf(header, name));
  return values.get(name);
}

export interface CookieOptions {
  maxAgeSeconds?: number;
}

export function writeCookie(name: string, value: string, opts: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (opts.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(opts.maxAgeSeconds))}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
  forget();
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  forget();
}
