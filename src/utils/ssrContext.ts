/**
 * What the production server (server/serve.mjs) hands the server bundle for the request it is
 * rendering: the API origin server loaders fetch from and the request's cookie header (the locale
 * cookie; the session cookie is never read on the server). It runs each render inside an
 * AsyncLocalStorage kept at `globalThis.__TC_SSR__`. Undefined in the browser.
 */
export interface SsrRequest {
  /** Absolute origin of the API, e.g. `http://127.0.0.1:4191` (no trailing slash). */
  apiBase: string;
  /** The request's Cookie header ('' when none). */
  cookie: string;
  /** Set during the render: umi's loader data by route id, which the browser hydrates with. */
  loaderData?: Record<string, unknown>;
  /** Set during the render: antd's styles of the rendered page, as <style> elements. */
  styles?: () => string;
}

interface SsrStore {
  getStore(): SsrRequest | undefined;
}

export function ssrRequest(): SsrRequest | undefined {
  if (typeof window !== 'undefined') return undefined;
  return (globalThis as { __TC_SSR__?: SsrStore }).__TC_SSR__?.getStore();
}

/** One cookie of a Cookie header. */
export function cookieOf(header: string, name: string): string | undefined {
  const m = header.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return m ? decodeURIComponent(m[1]) : undefined;
}

/**
 * A cookie of the request being rendered on the server. Only the locale: the session stays in the
 * browser, so no HTML the server sends (and a cache may keep) depends on who asked.
 */
export function ssrCookie(name: string): string | undefined {
  const header = ssrRequest()?.cookie;
  return name === 'locale' && header ? cookieOf(header, name) : undefined;
}
