import { EMAIL_RE } from '../../src/domain/account/rules';
import { MIN_PASSWORD_LENGTH, SIGNUP_PHONE_RE, USERNAME_RE } from '../../src/domain/auth/rules';
import type { LoginResponse, MfaChallenge, TokenResponse } from '../../src/domain/auth/types';
import type { ApiViolation } from '../../src/types';
import { iso } from '../_lib/dates';
import { badRequest, invalid, unauthorized } from '../_lib/http';
import { type Json, str } from '../_lib/input';
import { now } from './clock';
import { isProviderCode, redeemSignInCode, takeSignInState } from './dev/oauthSignIn';
import { maskPhone } from './account/db';
import { nextUserId, opaqueToken } from './ids';
import { checkPassword, hashPassword } from './passwords';
import { findToken, issueToken, revokeToken, revokeTokens } from './tokens';
import type { MockDb, UserRecord } from './types';
import { findUserByUsername, usernameTaken } from './users';
import { tr } from '../_lib/i18n';

/** The code the mock "sends" by SMS for MFA and by mail for a password reset. */
export const MOCK_CODE = '123456';
export const OTP_TTL_MS = 5 * 60 * 1000;
export const RESET_CODE_TTL_MS = 15 * 60 * 1000;

/** Collects "x is required" violations and answers the non-empty values. */
function required<K extends string>(body: Json, keys: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  const violations: ApiViolation[] = [];
  for (const key of keys) {
    const value = str(body, key);
    if (value === undefined || value.trim() === '') violations.push({ field: key, message: tr('server.field.required', { field: key }) });
    else out[key] = value;
  }
  if (violations.length > 0) throw invalid(violations);
  return out;
}

const badCredentials = () => badRequest(tr('server.auth.badCredentials.title'), tr('server.auth.badCredentials'), 'BAD_CREDENTIALS');

function assertEnabled(user: UserRecord): void {
  if (user.disabled) throw badRequest(tr('server.auth.disabled.title'), tr('server.auth.disabled'), 'ACCOUNT_DISABLED');
}

/** POST /auth/login: password first step (token or MFA challenge) or the OTP second step. */
export function login(db: MockDb, body: Json): LoginResponse {
  const type = str(body, 'credentialType') ?? 'password';
  if (type === 'otp') return loginWithOtp(db, body);
  if (type !== 'password') throw invalid([{ field: 'credentialType', message: tr('server.auth.credentialType') }]);
  const { username, password } = required(body, ['username', 'password']);
  const user = findUserByUsername(db, username);
  // Unknown user and wrong password answer alike so the form cannot be used to probe usernames.
  if (!user || !checkPassword(password, user.passwordHash)) throw badCredentials();
  assertEnabled(user);
  const rememberMe = body.rememberMe === true;
  if (!user.mfa) return issueToken(db, user.id, rememberMe);
  const otpToken = opaqueToken('otp');
  db.otps[otpToken] = { otpToken, userId: user.id, expiresAt: now() + OTP_TTL_MS, rememberMe };
  const challenge: MfaChallenge = {
    mfaRequired: true,
    otpToken,
    username: user.username,
    phoneNumber: maskPhone(user.phoneNumber ?? ''),
  };
  return challenge;
}

function loginWithOtp(db: MockDb, body: Json): TokenResponse {
  const { username, otpToken, code } = required(body, ['username', 'otpToken', 'code']);
  const otp = db.otps[otpToken];
  const user = otp && db.users[otp.userId];
  if (!otp || !user || user.username !== username || now() >= otp.expiresAt) {
    if (otp && now() >= otp.expiresAt) delete db.otps[otpToken];
    throw badRequest(tr('server.auth.otpExpired.title'), tr('server.auth.otpExpired'), 'OTP_TOKEN_INVALID');
  }
  // A wrong code keeps the otpToken so the user can retype; only success uses it up.
  if (code !== MOCK_CODE) throw invalid([{ field: 'code', message: tr('server.code.incorrect') }], 'OTP_CODE_INVALID');
  delete db.otps[otpToken];
  assertEnabled(user);
  return issueToken(db, user.id, otp.rememberMe || body.rememberMe === true);
}

/** POST /auth/signup: the new account starts like 'newbie'. */
export function signup(db: MockDb, body: Json): { username: string } {
  const username = str(body, 'username') ?? '';
  const password = str(body, 'password') ?? '';
  const email = str(body, 'email') || undefined;
  const phoneNumber = str(body, 'phoneNumber') || undefined;
  const violations: ApiViolation[] = [];
  let taken = false;
  if (!USERNAME_RE.test(username)) {
    violations.push({ field: 'username', message: tr('server.auth.username.format') });
  } else if (usernameTaken(db, username)) {
    taken = true;
    violations.push({ field: 'username', message: tr('server.auth.username.taken') });
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    violations.push({ field: 'password', message: tr('server.auth.password.short', { min: MIN_PASSWORD_LENGTH }) });
  }
  if (email !== undefined && (email.length > 320 || !EMAIL_RE.test(email))) {
    violations.push({ field: 'email', message: tr('server.email.invalid') });
  }
  if (phoneNumber !== undefined && !SIGNUP_PHONE_RE.test(phoneNumber)) {
    violations.push({ field: 'phoneNumber', message: tr('server.phone.invalid') });
  }
  if (violations.length > 0) throw invalid(violations, taken ? 'USERNAME_TAKEN' : 'VALIDATION_FAILED');
  const id = nextUserId(db.seq);
  db.users[id] = {
    id,
    puid: '0',
    username,
    nickname: username,
    email,
    phoneNumber,
    realNameAuthStatus: 'UNAUTHORIZED',
    deposit: '0.00',
    lockedDeposit: '0.00',
    point: '0',
    balance: '0.00',
    frozenBalance: '0.00',
    merchantProgress: { supplier: 'realname', reseller: 'realname' },
    subAuthorities: '',
    reseller: false,
    supplier: false,
    roles: ['ROLE_BUYER_OR_SELLER'],
    passwordHash: hashPassword(password),
    mfa: false,
    disabled: false,
    createdAt: iso(now()),
  };
  return { username };
}

/** POST /auth/refresh-token: a new token for the same user; the old one stops working at once. */
export function refresh(db: MockDb, accessToken: string | undefined): TokenResponse {
  const token = findToken(db, accessToken);
  const user = token && db.users[token.userId];
  if (!token || !user || user.disabled) throw unauthorized();
  revokeToken(db, token.accessToken);
  return issueToken(db, user.id, token.rememberMe);
}

export function forgetPassword(db: MockDb, body: Json): Record<string, never> {
  const { username } = required(body, ['username']);
  const user = findUserByUsername(db, username);
  if (!user) throw invalid([{ field: 'username', message: tr('server.user.notFound') }]);
  db.resetCodes[user.id] = { userId: user.id, code: MOCK_CODE, expiresAt: now() + RESET_CODE_TTL_MS };
  console.log(`[mock] password reset code for ${username}: ${MOCK_CODE}`);
  return {};
}

/** POST /auth/reset-password: needs the code from forget-password; signs the user out everywhere. */
export function resetPassword(db: MockDb, body: Json): Record<string, never> {
  const { username, code, password } = required(body, ['username', 'code', 'password']);
  const user = findUserByUsername(db, username);
  if (!user) throw invalid([{ field: 'username', message: tr('server.user.notFound') }]);
  const violations: ApiViolation[] = [];
  const pending = db.resetCodes[user.id];
  if (!pending || pending.code !== code || now() >= pending.expiresAt) {
    violations.push({ field: 'code', message: tr('server.code.incorrectOrExpired') });
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    violations.push({ field: 'password', message: tr('server.auth.password.short', { min: MIN_PASSWORD_LENGTH }) });
  }
  if (violations.length > 0) throw invalid(violations);
  user.passwordHash = hashPassword(password);
  delete db.resetCodes[user.id];
  revokeTokens(db, user.id);
  return {};
}

/** Third-party sign-in by a provider's user id (the mock-mode call, and the end of the code flow). */
export function oauthLogin(db: MockDb, provider: string, providerUid: string | undefined): TokenResponse {
  if (!providerUid) throw invalid([{ field: 'providerUid', message: tr('server.field.required', { field: 'providerUid' }) }]);
  const binding = db.oauthBindings.find((b) => b.provider === provider && b.providerUid === providerUid);
  const user = binding && db.users[binding.userId];
  if (!user) {
    const location = `/passport/oauth2/bind?provider=${encodeURIComponent(provider)}&providerUid=${encodeURIComponent(providerUid)}`;
    throw badRequest(tr('server.oauth.unbound.title'), tr('server.oauth.unbound'), 'OAUTH_UNBOUND', {
      type: 'REDIRECT',
      location,
    });
  }
  assertEnabled(user);
  return issueToken(db, user.id);
}

/**
 * The code flow: a code of the fake provider, or the shortcut code 'mockcode-<providerUid>'. Either
 * way the state must be one the backend issued (startSignIn) for this provider, used once.
 */
export function oauthCallback(db: MockDb, provider: string, code: string | undefined, state: string | undefined): TokenResponse {
  if (!state) throw badRequest(tr('server.oauth.state.title'), tr('server.oauth.state.missing'), 'OAUTH_STATE_INVALID');
  // A code from the fake provider (dev/oauthProvider.ts): the state it came with is checked there.
  if (code && isProviderCode(code)) return redeemSignInCode(db, provider, code, state);
  const match = code ? /^mockcode-(.+)$/.exec(code) : null;
  if (!match) throw badRequest(tr('server.oauth.code.title'), tr('server.oauth.code.invalid'), 'OAUTH_CODE_INVALID');
  takeSignInState(db, provider, state);
  return oauthLogin(db, provider, match[1]);
}
