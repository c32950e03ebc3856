import { TOKEN_COOKIE, TOKEN_REFRESH_WINDOW_MS } from '@/constants/session';
import type { Token, TokenResponse, TokenStatus } from '@/types';
import { deleteCookie, readCookie, writeCookie } from './cookie';

/** Pure: where a token stands at `now` (SPEC §4 token status). */
export function tokenStatus(token: Token | undefined, now: number): TokenStatus {
  if (!token || !token.accessToken) return 'NOT_EXIST';
  const expiresAt = token.issuedAt + token.expiresIn * 1000;
  if (now >= expiresAt) return 'EXPIRED';
  if (expiresAt - now <= TOKEN_REFRESH_WINDOW_MS) return 'EXPIRING_SOON';
  return 'VALID';
}

function isToken(v: unknown): v is Token {
  if (!v || typeof v !== 'object') return false;
  const t = v as Record<string, unknown>;
  return typeof t.accessToken === 'string' && typeof t.expiresIn === 'number' && typeof t.issuedAt === 'number';
}

/**
 * A session held in memory instead of the cookie: the built-in chat frame inside a host portal gets
 * its session from the console (the cookie of its own origin is not the console's). null: the cookie.
 */
let memory: Token | undefined | null = null;

export function keepTokenInMemory(res: TokenResponse): void {
  memory = { accessToken: res.accessToken, expiresIn: res.expiresIn, issuedAt: res.issuedAt, rememberMe: false };
}

export function readToken(): Token | undefined {
  if (memory !== null) return memory;
  const raw = readCookie(TOKEN_COOKIE);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isToken(parsed) ? { ...parsed, rememberMe: Boolean(parsed.rememberMe) } : undefined;
  } catch {
    return undefined; // a corrupt cookie counts as no session: the guards ask the user to sign in
  }
}

/** Remember-me keeps the cookie for expiresIn seconds; otherwise it lives for the browser session. */
export function saveToken(res: TokenResponse, rememberMe: boolean): Token {
  const token: Token = { accessToken: res.accessToken, expiresIn: res.expiresIn, issuedAt: res.issuedAt, rememberMe };
  if (memory !== null) {
    memory = token;
    return token;
  }
  writeCookie(TOKEN_COOKIE, JSON.stringify(token), rememberMe ? { maxAgeSeconds: res.expiresIn } : {});
  return token;
}

export function clearToken(): void {
  if (memory !== null) {
    memory = undefined;
    return;
  }
  deleteCookie(TOKEN_COOKIE);
}

export function isAuthenticated(now = Date.now()): boolean {
  const s = tokenStatus(readToken(), now);
  return s === 'VALID' || s === 'EXPIRING_SOON';
}
