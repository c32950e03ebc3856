/**
 * What a host portal may pass when it mounts the console (all optional; README "Micro-app"):
 * `token` (the object /auth/login answers), `locale` ('zh_CN' | 'en'), `apiBase` (prefix of every
 * API call) and `base` (the prefix the console is mounted under, read from the URL when absent).
 * The host is another application: its props are checked here, and a malformed one is ignored.
 */
import type { TokenResponse } from '@/domain/auth/types';
import { PREFIX_TO_LOCALE, type AppLocale } from '@/utils/localePrefix';

export interface HostProps {
  token?: TokenResponse;
  locale?: AppLocale;
  apiBase?: string;
  base?: string;
  /** the element qiankun mounted the console into */
  container?: HTMLElement;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function tokenOf(v: unknown): TokenResponse | undefined {
  if (!isObject(v)) return undefined;
  const { accessToken, expiresIn, issuedAt } = v;
  if (typeof accessToken !== 'string' || !accessToken || typeof expiresIn !== 'number' || typeof issuedAt !== 'number') return undefined;
  return { accessToken, expiresIn, issuedAt };
}

/** An API prefix: a same-origin path ('/gateway') or an absolute http(s) URL, without a trailing slash. */
export function apiBaseOf(v: unknown): string | undefined {
  if (typeof v !== 'string' || !v.trim()) return undefined;
  const value = v.trim().replace(/\/+$/, '');
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined; // not a URL: ignored, calls stay on the page's origin
  }
}

export function parseHostProps(raw: unknown): HostProps {
  if (!isObject(raw)) return {};
  const locale = typeof raw.locale === 'string' ? PREFIX_TO_LOCALE[raw.locale] : undefined;
  const base = typeof raw.base === 'string' && raw.base.startsWith('/') ? raw.base : undefined;
  const container = typeof HTMLElement !== 'undefined' && raw.container instanceof HTMLElement ? raw.container : undefined;
  return { token: tokenOf(raw.token), locale, apiBase: apiBaseOf(raw.apiBase), base, container };
}
