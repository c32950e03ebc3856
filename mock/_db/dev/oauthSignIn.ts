import { devApi } from '../../../src/domain/dev/endpoints';
import { urlOf } from '../../../src/domain/endpoint';
import type { OAuth2AuthorizationStart, OAuth2PendingIdentity, TokenResponse } from '../../../src/types';
import { badRequest, invalid } from '../../_lib/http';
import { now } from '../clock';
import { opaqueToken } from '../ids';
import { checkPassword } from '../passwords';
import { issueToken } from '../tokens';
import type { MockDb, UserRecord } from '../types';
import { findUserByUsername } from '../users';
import { CODE_PREFIX, exchangeCode, findClient, findIdentity, providerUserInfo, redirectAllowed } from './oauthProvider';
import { CONSOLE_CLIENT_ID, SIGN_IN_REGISTRATION, type SignInRequest } from './state';
import { tr } from '../../_lib/i18n';
import { MINUTE_MS } from '../../_lib/dates';

/**
 * The marketplace as the provider's client (third-party sign-in):
 * 1. start: issues a state (10 minutes, single use) bound to the registration and redirect URI;
 * 2. callback: checks the state, exchanges the code at the provider, reads the provider user;
 * 3. a bound provider user signs in; an unbound one gets a bind ticket (10 minutes) and the
 *    REDIRECT action to /passport/oauth2/bind, where username + password bind it.
 */
export const SIGN_IN_STATE_TTL_MS = 10 * MINUTE_MS;
export const BIND_TICKET_TTL_MS = 10 * MINUTE_MS;

const random = (prefix: string) =>
  `${prefix}${opaqueToken('x')
    .slice(2)
    .replace(/[^A-Za-z0-9]/g, '')}`;

function assertRegistration(registrationId: string): void {
  if (registrationId !== SIGN_IN_REGISTRATION) {
    throw badRequest(
      tr('server.dev.provider.unknown.title'),
      tr('server.dev.provider.unknown', { id: registrationId }),
      'OAUTH_PROVIDER_UNKNOWN',
    );
  }
}

/** GET A/oauth2/authorization/{registrationId}: the provider URL to send the browser to. */
export function startSignIn(
  db: MockDb,
  registrationId: string,
  redirectUri: string | undefined,
  origin: string,
  uiLocale?: string,
): OAuth2AuthorizationStart {
  assertRegistration(registrationId);
  const client = findClient(db, CONSOLE_CLIENT_ID);
  if (!client) throw new Error('the console client is not seeded');
  if (!redirectUri || !redirectAllowed(client, redirectUri, origin)) {
    throw invalid([{ field: 'redirectUri', message: tr('server.dev.redirectUri', { id: registrationId }) }]);
  }
  const state = random('st_');
  db.dev.signInRequests[state] = { state, registrationId, redirectUri, expiresAt: now() + SIGN_IN_STATE_TTL_MS };
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: redirectUri,
    scope: client.scopes.join(' '),
    state,
  });
  if (uiLocale) q.set('ui_locales', uiLocale);
  return { authorizationUri: `${urlOf(devApi.providerAuthorize)}?${q.toString()}`, state, expiresIn: SIGN_IN_STATE_TTL_MS / 1000 };
}

/** Codes of the fake provider; anything else goes the foundation's mock-code way. */
export const isProviderCode = (code: string): boolean => code.startsWith(CODE_PREFIX);

export function signInBound(db: MockDb, user: UserRecord): TokenResponse {
  if (user.disabled) throw badRequest(tr('server.auth.disabled.title'), tr('server.auth.disabled'), 'ACCOUNT_DISABLED');
  return issueToken(db, user.id);
}

export function boundUser(db: MockDb, provider: string, uid: string): UserRecord | undefined {
  const binding = db.oauthBindings.find((b) => b.provider === provider && b.providerUid === uid);
  return binding && db.users[binding.userId];
}

/** POST A/login/oauth2/code/{provider}?code&state for a provider-issued code. */
/**
 * Checks that `state` was issued by startSignIn for `provider` and has not expired, and uses it
 * up (a state answers one callback only). Every callback path goes through it, the foundation's
 * `mockcode-<uid>` codes included, so a forged or replayed state is refused whatever the code.
 */
export function takeSignInState(db: MockDb, provider: string, state: string): SignInRequest {
  const request = db.dev.signInRequests[state];
  if (request) delete db.dev.signInRequests[state];
  if (!request || request.registrationId !== provider || now() >= request.expiresAt) {
    throw badRequest(tr('server.oauth.state.title'), tr('server.dev.state.expired'), 'OAUTH_STATE_INVALID');
  }
  return request;
}

export function redeemSignInCode(db: MockDb, provider: string, code: string, state: string): TokenResponse {
  const request = takeSignInState(db, provider, state);
  const client = findClient(db, CONSOLE_CLIENT_ID);
  let uid: string;
  try {
    const token = exchangeCode(db, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: request.redirectUri,
      client_id: CONSOLE_CLIENT_ID,
      client_secret: client?.clientSecret,
    });
    uid = providerUserInfo(db, token.access_token).id;
  } catch {
    throw badRequest(tr('server.oauth.code.title'), tr('server.dev.code.expired'), 'OAUTH_CODE_INVALID');
  }
  const user = boundUser(db, provider, uid);
  if (user) return signInBound(db, user);
  const ticket = random('bt_');
  db.dev.bindTickets[ticket] = { ticket, provider, uid, expiresAt: now() + BIND_TICKET_TTL_MS };
  const location = `/passport/oauth2/bind?provider=${encodeURIComponent(provider)}&ticket=${encodeURIComponent(ticket)}`;
  throw badRequest(tr('server.oauth.unbound.title'), tr('server.oauth.unbound'), 'OAUTH_UNBOUND', { type: 'REDIRECT', location });
}

/** Who is waiting to be bound: by ticket, or by providerUid in mock mode. */
function pendingUid(db: MockDb, provider: string, ref: { ticket?: string; providerUid?: string }): { uid: string; expiresAt: number } {
  if (ref.ticket) {
    const t = db.dev.bindTickets[ref.ticket];
    if (!t || t.provider !== provider || now() >= t.expiresAt) {
      throw badRequest(tr('server.dev.ticket.title'), tr('server.dev.ticket'), 'OAUTH_TICKET_INVALID');
    }
    return { uid: t.uid, expiresAt: t.expiresAt };
  }
  if (ref.providerUid) return { uid: ref.providerUid, expiresAt: now() + BIND_TICKET_TTL_MS };
  throw invalid([{ field: 'ticket', message: tr('server.field.required', { field: 'ticket' }) }]);
}

/** GET A/login/oauth2/bind/{provider}: the identity shown on the bind page. */
export function pendingIdentity(db: MockDb, provider: string, ref: { ticket?: string; providerUid?: string }): OAuth2PendingIdentity {
  assertRegistration(provider);
  const { uid, expiresAt } = pendingUid(db, provider, ref);
  const identity = findIdentity(db, uid);
  return {
    provider,
    providerUid: uid,
    login: identity?.login ?? uid,
    name: identity?.name,
    avatarUrl: identity?.avatarUrl,
    email: identity?.email,
    expiresIn: Math.max(0, Math.round((expiresAt - now()) / 1000)),
  };
}

/**
 * POST A/login/oauth2/bind/{provider}: binds the identity to the account the password proves.
 * The caller then signs in with the same credentials (login answers a token or the MFA challenge).
 */
export function bindIdentity(
  db: MockDb,
  provider: string,
  body: { ticket?: string; providerUid?: string; username?: string; password?: string },
): UserRecord {
  assertRegistration(provider);
  const violations = (['username', 'password'] as const)
    .filter((k) => !body[k]?.trim())
    .map((k) => ({ field: k, message: tr('server.field.required', { field: k }) }));
  if (violations.length) throw invalid(violations);
  const { uid } = pendingUid(db, provider, body);
  const user = findUserByUsername(db, body.username!);
  if (!user || !checkPassword(body.password!, user.passwordHash)) {
    throw badRequest(tr('server.auth.badCredentials.title'), tr('server.auth.badCredentials'), 'BAD_CREDENTIALS');
  }
  const taken = db.oauthBindings.find((b) => b.provider === provider && b.providerUid === uid);
  if (taken && taken.userId !== user.id) {
    throw badRequest(tr('server.dev.bound.title'), tr('server.dev.bound'), 'OAUTH_ALREADY_BOUND');
  }
  // one identity per provider and user: linking another one replaces the earlier link
  db.oauthBindings = db.oauthBindings.filter((b) => !(b.provider === provider && b.userId === user.id && b.providerUid !== uid));
  if (!taken) db.oauthBindings.push({ provider, providerUid: uid, userId: user.id });
  if (body.ticket) delete db.dev.bindTickets[body.ticket];
  return user;
}
