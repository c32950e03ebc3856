import { isWebUrl } from '@/domain/dev/rules';
import type { PkceMethod } from '@/types';

/**
 * The tester's flow state. It lives in sessionStorage because the authorization step leaves the
 * page for the provider and comes back with ?code&state (or ?error).
 */
export interface FlowConfig {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string[];
  pkce: boolean;
  pkceMethod: PkceMethod;
}

export interface FlowRun {
  state: string;
  codeVerifier?: string;
  startedAt: number;
}

const KEY = 'gt_oauth2_tester';

export function loadFlow(): { config?: FlowConfig; run?: FlowRun } {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as { config?: FlowConfig; run?: FlowRun };
  } catch {
    return {}; // storage disabled or a corrupt entry: the tester starts afresh with its form empty
  }
}

export function saveFlow(config: FlowConfig, run?: FlowRun): void {
  sessionStorage.setItem(KEY, JSON.stringify({ config, run }));
}

/** URL-safe random string (RFC 7636 §4.1: 43–128 unreserved characters). */
export function randomString(length = 43): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const base64url = (bytes: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** S256 needs WebCrypto (a secure context: https or localhost); answers undefined where it is missing. */
export async function pkceChallenge(verifier: string, method: PkceMethod): Promise<string | undefined> {
  if (method === 'plain') return verifier;
  if (!globalThis.crypto?.subtle) return undefined;
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
}

/** The URL the browser is sent to; '' when the endpoint is not an http(s) address (never followed). */
export function authorizationUrl(c: FlowConfig, run: FlowRun, challenge: string | undefined, locale: string): string {
  if (!isWebUrl(c.authorizeUrl)) return '';
  const url = new URL(c.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', c.clientId);
  url.searchParams.set('redirect_uri', c.redirectUri);
  url.searchParams.set('scope', c.scopes.join(' '));
  url.searchParams.set('state', run.state);
  if (c.pkce && challenge) {
    url.searchParams.set('code_challenge', challenge);
    url.searchParams.set('code_challenge_method', c.pkceMethod);
  }
  url.searchParams.set('ui_locales', locale);
  return url.toString();
}

/** What came back to the redirect URI. */
export interface CallbackParams {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
}

export function callbackParams(search: URLSearchParams): CallbackParams | undefined {
  const code = search.get('code') ?? undefined;
  const error = search.get('error') ?? undefined;
  if (!code && !error) return undefined;
  return { code, error, state: search.get('state') ?? undefined, errorDescription: search.get('error_description') ?? undefined };
}

/**
 * The client's own CSRF defence: only the state this browser sent (kept with the run) may come
 * back. No run (another tab, cleared storage) or no state counts as a mismatch.
 */
export function stateMatches(run: FlowRun | undefined, callback: CallbackParams): boolean {
  return Boolean(run && callback.state && callback.state === run.state);
}

/** Where the tester answers as redirect URI: this origin and the tester's path, locale prefix included. */
export const testerRedirectUri = (origin: string, prefixedPath: string): string => `${origin}${prefixedPath}`;

/** The provider compares redirect URIs exactly (RFC 6749 §3.1.2.3), so the tester's must be one of them as is. */
export const isRedirectRegistered = (redirectUri: string, registered: readonly string[]): boolean => registered.includes(redirectUri);
