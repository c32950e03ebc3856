/** Shared fakes for the request-pipeline tests: a fetch Response stand-in and a locale intl. */
import enFormat from '@/locales/en-US/format';
import enRequest from '@/locales/en-US/request';
import zhFormat from '@/locales/zh-CN/format';
import zhRequest from '@/locales/zh-CN/request';

export const zh = zhRequest;
export const en = enRequest;

export interface FakeIntl {
  messages: Record<string, string>;
  formatMessage: (d: { id: string }, values?: Record<string, string | number>) => string;
}

/** What getIntl() returns for a locale, built from the real locale files. */
export function fakeIntl(locale: 'zh-CN' | 'en-US'): FakeIntl {
  const messages: Record<string, string> = locale === 'zh-CN' ? { ...zhRequest, ...zhFormat } : { ...enRequest, ...enFormat };
  return {
    messages,
    formatMessage: ({ id }, values) =>
      (messages[id] ?? id).replace(/\{(\w+)\}/g, (m, k: string) => (values && k in values ? String(values[k]) : m)),
  };
}

export interface FakeResponse {
  status: number;
  statusText: string;
  ok: boolean;
  headers: { get: (name: string) => string | null };
  clone: () => FakeResponse;
  text: () => Promise<string>;
  json: () => Promise<unknown>;
}

/** Enough of a fetch Response for umi-request (clone, text, status). */
export function fakeResponse(status: number, body?: unknown): FakeResponse {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const make = (): FakeResponse => ({
    status,
    statusText: String(status),
    ok: status >= 200 && status < 300,
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    clone: make,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  });
  return make();
}

export type FetchMock = jest.Mock<Promise<FakeResponse>, [string, RequestInit]>;

/** Installs a jest.fn as the global fetch that umi-request calls. */
export function installFetch(): FetchMock {
  const fn: FetchMock = jest.fn();
  Object.defineProperty(globalThis, 'fetch', { value: fn, writable: true, configurable: true });
  return fn;
}

/** Headers of the n-th fetch call as a plain record. */
export function sentHeaders(fetchMock: FetchMock, n = 0): Record<string, string> {
  const h = fetchMock.mock.calls[n][1].headers;
  return { ...(h as Record<string, string>) };
}

/** Moves the jsdom page to a path (with query) without navigating. */
export function setPage(pathWithSearch: string): void {
  window.history.pushState({}, '', pathWithSearch);
}
