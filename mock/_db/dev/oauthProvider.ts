import { createHash, timingSafeEqual } from 'crypto';
import { devApi } from '../../../src/domain/dev/endpoints';
import {
  PKCE_METHODS,
  type OAuth2AuthorizeRequest,
  type OAuth2ErrorBody,
  type OAuth2ProviderMetadata,
  type OAuth2TokenRequest,
  type OAuth2TokenResponse,
  type OAuth2UserInfo,
  type PkceMethod,
} from '../../../src/domain/dev/types';
import { urlOf } from '../../../src/domain/endpoint';
import { ApiFailure } from '../../_lib/http';
import { now } from '../clock';
import { opaqueToken } from '../ids';
import type { MockDb } from '../types';
import { PROVIDER_SCOPES, type ProviderClient, type ProviderIdentity } from './state';
import { MINUTE_MS } from '../../_lib/dates';

/**
 * The fake OAuth2 provider ("MockHub"): authorization code flow of RFC 6749 with PKCE (RFC 7636).
 * Codes live 10 minutes and are single-use, bound to the client, redirect URI and PKCE challenge.
 * Redirect URIs are compared exactly, except for the seeded first-party clients (path pattern).
 * Its error descriptions stay English: RFC 6749 §5.2 allows only ASCII in error_description.
 */
/** The provider's issuer (its endpoints, devApi.provider*, live under it): where its metadata sits. */
const PROVIDER_BASE = devApi.providerMetadata.path.replace(/\/\.well-known\/oauth-authorization-server$/, '');
export const CODE_TTL_MS = 10 * MINUTE_MS;
export const PROVIDER_TOKEN_TTL_S = 3600;
export const CODE_PREFIX = 'mhc_';

/** An RFC 6749 error that also carries the backend's error fields. */
export function oauthError(status: number, error: string, description: string): ApiFailure {
  const body: Omit<OAuth2ErrorBody, 'status'> = { error, error_description: description, title: error, detail: description, code: error };
  return new ApiFailure(status, body);
}

export function providerMetadata(origin: string): OAuth2ProviderMetadata {
  return {
    issuer: `${origin}${PROVIDER_BASE}`,
    authorization_endpoint: `${origin}${urlOf(devApi.providerAuthorize)}`,
    token_endpoint: `${origin}${urlOf(devApi.providerToken)}`,
    userinfo_endpoint: `${origin}${urlOf(devApi.providerUserInfo)}`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    code_challenge_methods_supported: [...PKCE_METHODS],
    scopes_supported: PROVIDER_SCOPES,
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
  };
}

export function findClient(db: MockDb, clientId: string | undefined): ProviderClient | undefined {
  return clientId ? db.dev.clients.find((c) => c.clientId === clientId) : undefined;
}

export function findIdentity(db: MockDb, uid: string): ProviderIdentity | undefined {
  return db.dev.identities.find((i) => i.uid === uid);
}

/**
 * Exact match for developer clients; the seeded first-party clients take any path matching their
 * pattern, but only on `origin` (the site serving the provider), so a code never leaves for another host.
 */
export function redirectAllowed(client: ProviderClient, redirectUri: string, origin: string): boolean {
  if (client.redirectUris.includes(redirectUri)) return true;
  if (!client.redirectPathPattern) return false;
  try {
    const url = new URL(redirectUri);
    return url.origin === origin && !url.search && !url.hash && new RegExp(client.redirectPathPattern).test(url.pathname);
  } catch {
    return false;
  }
}

/** What the authorize endpoint checks (query on GET, form on POST; ui_locales only picks the page's language). */
export type AuthorizeParams = Omit<OAuth2AuthorizeRequest, 'ui_locales'>;

/** Errors that must not go back to the redirect URI (unknown client, unregistered URI): shown on the page. */
export class AuthorizePageError extends Error {}

export interface CheckedAuthorize {
  client: ProviderClient;
  redirectUri: string;
  scope: string;
  state: string;
  codeChallenge?: string;
  codeChallengeMethod?: PkceMethod;
}

/** Redirect back with ?error=…&state=… (RFC 6749 §4.1.2.1). */
export function errorRedirect(redirectUri: string, error: string, description: string, state?: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

/** Validates an authorization request. Throws AuthorizePageError, or answers a redirect URL carrying the error. */
export function checkAuthorize(db: MockDb, p: AuthorizeParams, origin: string): CheckedAuthorize | { redirect: string } {
  const client = findClient(db, p.client_id);
  if (!client) throw new AuthorizePageError(`Unknown client_id '${p.client_id ?? ''}'`);
  if (!p.redirect_uri || !redirectAllowed(client, p.redirect_uri, origin)) {
    throw new AuthorizePageError(`redirect_uri '${p.redirect_uri ?? ''}' is not registered for ${client.name}`);
  }
  const fail = (error: string, description: string) => ({ redirect: errorRedirect(p.redirect_uri!, error, description, p.state) });
  if (p.response_type !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported');
  // the provider insists on a state: it is what protects the client's callback against forged answers
  if (!p.state) return fail('invalid_request', 'state is required');
  const scopes = (p.scope ?? client.scopes.join(' ')).split(/\s+/).filter(Boolean);
  const unknown = scopes.filter((s) => !client.scopes.includes(s));
  if (unknown.length) return fail('invalid_scope', `Unknown scope: ${unknown.join(' ')}`);
  const method = p.code_challenge ? PKCE_METHODS.find((m) => m === (p.code_challenge_method ?? 'plain')) : undefined;
  if (p.code_challenge && !method) return fail('invalid_request', 'code_challenge_method must be S256 or plain');
  if (!client.clientSecret && !p.code_challenge) return fail('invalid_request', 'Public clients must send a PKCE code_challenge');
  return {
    client,
    redirectUri: p.redirect_uri,
    scope: scopes.join(' '),
    state: p.state,
    codeChallenge: p.code_challenge,
    codeChallengeMethod: method,
  };
}

/** The user approved: a code bound to the client, redirect URI, scope and PKCE challenge. */
export function issueCode(db: MockDb, req: CheckedAuthorize, uid: string): string {
  const code = `${CODE_PREFIX}${opaqueToken('c')
    .slice(2)
    .replace(/[^A-Za-z0-9]/g, '')}`;
  db.dev.codes[code] = {
    code,
    clientId: req.client.clientId,
    redirectUri: req.redirectUri,
    scope: req.scope,
    uid,
    codeChallenge: req.codeChallenge,
    codeChallengeMethod: req.codeChallengeMethod,
    expiresAt: now() + CODE_TTL_MS,
  };
  return code;
}

export function callbackUrl(redirectUri: string, code: string, state: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set('code', code);
  url.searchParams.set('state', state);
  return url.toString();
}

const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function pkceChallenge(verifier: string, method: PkceMethod): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

/** The token request as it arrives: any field may be missing or carry another value. */
export type TokenParams = { [K in keyof OAuth2TokenRequest]?: string };

/** Basic client credentials from an Authorization header (client_secret_basic). */
export function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const m = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!m) return undefined;
  const [id, ...rest] = Buffer.from(m[1], 'base64').toString('utf8').split(':');
  return rest.length ? { id: decodeURIComponent(id), secret: decodeURIComponent(rest.join(':')) } : undefined;
}

/** The token endpoint: authorization_code grant only. */
export function exchangeCode(db: MockDb, p: TokenParams, basic?: { id: string; secret: string }): OAuth2TokenResponse {
  if (p.grant_type !== 'authorization_code') throw oauthError(400, 'unsupported_grant_type', 'Only authorization_code is supported');
  const clientId = basic?.id ?? p.client_id;
  const client = findClient(db, clientId);
  if (!client) throw oauthError(401, 'invalid_client', 'Unknown client');
  const secret = basic?.secret ?? p.client_secret;
  if (client.clientSecret && !(secret && safeEqual(secret, client.clientSecret))) {
    throw oauthError(401, 'invalid_client', 'Client authentication failed');
  }
  if (!p.code || !p.redirect_uri) throw oauthError(400, 'invalid_request', 'code and redirect_uri are required');
  const record = db.dev.codes[p.code];
  if (!record || record.clientId !== client.clientId)
    throw oauthError(400, 'invalid_grant', 'The authorization code is invalid or was already used');
  delete db.dev.codes[p.code]; // single use, whatever happens next
  if (now() >= record.expiresAt) throw oauthError(400, 'invalid_grant', 'The authorization code has expired');
  if (record.redirectUri !== p.redirect_uri)
    throw oauthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request');
  if (record.codeChallenge) {
    if (!p.code_verifier) throw oauthError(400, 'invalid_grant', 'code_verifier is required');
    const expected = pkceChallenge(p.code_verifier, record.codeChallengeMethod ?? 'plain');
    if (!safeEqual(expected, record.codeChallenge))
      throw oauthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
  }
  const accessToken = `mho_${opaqueToken('t')
    .slice(2)
    .replace(/[^A-Za-z0-9]/g, '')}`;
  db.dev.providerTokens[accessToken] = {
    accessToken,
    clientId: client.clientId,
    uid: record.uid,
    scope: record.scope,
    expiresAt: now() + PROVIDER_TOKEN_TTL_S * 1000,
  };
  return { access_token: accessToken, token_type: 'Bearer', expires_in: PROVIDER_TOKEN_TTL_S, scope: record.scope };
}

/** The userinfo endpoint; email only with the user:email scope. */
export function providerUserInfo(db: MockDb, accessToken: string | undefined): OAuth2UserInfo {
  const token = accessToken ? db.dev.providerTokens[accessToken] : undefined;
  if (!token || now() >= token.expiresAt) throw oauthError(401, 'invalid_token', 'The access token is invalid or has expired');
  const identity = findIdentity(db, token.uid);
  if (!identity) throw oauthError(401, 'invalid_token', 'The user of this token no longer exists');
  const withEmail = token.scope.split(' ').includes('user:email');
  return {
    id: identity.uid,
    login: identity.login,
    name: identity.name,
    email: withEmail ? identity.email : undefined,
    avatar_url: identity.avatarUrl,
  };
}
