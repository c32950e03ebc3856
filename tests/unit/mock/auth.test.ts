import { login, MOCK_CODE, oauthCallback, oauthLogin, OTP_TTL_MS, signup } from '../../../mock/_db/auth';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { startSignIn } from '../../../mock/_db/dev/oauthSignIn';
import { SEED_PASSWORD } from '../../../mock/_db/passwords';
import { resetDb } from '../../../mock/_db/store';
import { userOfToken } from '../../../mock/_db/tokens';
import type { MockDb } from '../../../mock/_db/types';
import { findUserByUsername, toCurrentUser } from '../../../mock/_db/users';
import { resetSettings } from '../../../mock/_lib/settings';
import type { LoginResponse, MfaChallenge, TokenResponse } from '../../../src/types';
import { failureOf } from './failure';

let db: MockDb;
let clock = 1_700_000_000_000;

beforeEach(() => {
  resetSettings();
  db = resetDb();
  clock = 1_700_000_000_000;
  setClock(() => clock);
});
afterAll(resetClock);

function asToken(r: LoginResponse): TokenResponse {
  if ('mfaRequired' in r) throw new Error('expected a token, got an MFA challenge');
  return r;
}
function asChallenge(r: LoginResponse): MfaChallenge {
  if (!('mfaRequired' in r)) throw new Error('expected an MFA challenge, got a token');
  return r;
}

describe('password login', () => {
  it('answers a token for the right password', () => {
    const token = asToken(login(db, { username: 'buyer', password: SEED_PASSWORD, credentialType: 'password' }));
    expect(token.expiresIn).toBe(7200);
    expect(token.issuedAt).toBe(clock);
    expect(userOfToken(db, token.accessToken)?.username).toBe('buyer');
  });

  it.each([
    ['a wrong password', 'buyer', 'passw0rd!'],
    ['an unknown user', 'nobody', SEED_PASSWORD],
  ])('refuses %s with 400 Bad credentials, not 401', (_case, username, password) => {
    const failure = failureOf(() => login(db, { username, password, credentialType: 'password' }));
    expect(failure.status).toBe(400);
    expect(failure.body).toMatchObject({ title: 'Bad credentials', detail: 'Incorrect username or password' });
    expect(Object.keys(db.tokens)).toHaveLength(0);
  });

  it('names the missing fields', () => {
    const failure = failureOf(() => login(db, { credentialType: 'password' }));
    expect(failure.body.violations?.map((v) => v.field)).toEqual(['username', 'password']);
  });
});

describe('MFA login', () => {
  const first = () => asChallenge(login(db, { username: 'secure', password: SEED_PASSWORD, credentialType: 'password' }));
  const second = (otpToken: string, code: string) => login(db, { username: 'secure', otpToken, code, credentialType: 'otp' });

  it('challenges first, with a masked phone and no token', () => {
    const challenge = first();
    expect(challenge).toMatchObject({ mfaRequired: true, username: 'secure', phoneNumber: '138****0001' });
    expect(challenge.otpToken).toBeTruthy();
    expect(Object.keys(db.tokens)).toHaveLength(0);
  });

  it('accepts code 123456 once; the otpToken cannot be used again', () => {
    const { otpToken } = first();
    const token = asToken(second(otpToken, MOCK_CODE));
    expect(userOfToken(db, token.accessToken)?.username).toBe('secure');
    const reuse = failureOf(() => second(otpToken, MOCK_CODE));
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('OTP_TOKEN_INVALID');
  });

  it('refuses a wrong code with a violation and lets the user retype', () => {
    const { otpToken } = first();
    const wrong = failureOf(() => second(otpToken, '654321'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.violations).toEqual([{ field: 'code', message: 'Incorrect verification code' }]);
    expect(asToken(second(otpToken, MOCK_CODE)).accessToken).toBeTruthy();
  });

  it('expires the otpToken after 5 minutes', () => {
    const { otpToken } = first();
    clock += OTP_TTL_MS;
    expect(failureOf(() => second(otpToken, MOCK_CODE)).body.code).toBe('OTP_TOKEN_INVALID');
  });

  it('does not let another username use the otpToken', () => {
    const { otpToken } = first();
    const failure = failureOf(() => login(db, { username: 'buyer', otpToken, code: MOCK_CODE, credentialType: 'otp' }));
    expect(failure.body.code).toBe('OTP_TOKEN_INVALID');
  });
});

describe('signup', () => {
  it('creates a user like newbie who can then log in', () => {
    expect(signup(db, { username: 'new_user1', password: 'longenough', email: 'n@example.com' })).toEqual({
      username: 'new_user1',
    });
    const user = findUserByUsername(db, 'new_user1');
    if (!user) throw new Error('user not stored');
    expect(Number(user.id)).toBeGreaterThan(10099);
    const view = toCurrentUser(db, user);
    expect(view).toMatchObject({
      puid: '0',
      realNameAuth: false,
      realNameAuthStatus: 'UNAUTHORIZED',
      reseller: false,
      supplier: false,
      merchantProgress: { supplier: 'realname', reseller: 'realname' },
    });
    expect(view.contactQq).toBeUndefined();
    expect(view).not.toHaveProperty('passwordHash');
    expect(asToken(login(db, { username: 'new_user1', password: 'longenough', credentialType: 'password' }))).toBeTruthy();
  });

  it.each([
    ['ab', 'username'],
    ['a'.repeat(33), 'username'],
    ['bad-name', 'username'],
  ])('refuses username %p', (username, field) => {
    const failure = failureOf(() => signup(db, { username, password: 'longenough' }));
    expect(failure.status).toBe(400);
    expect(failure.body.violations?.map((v) => v.field)).toEqual([field]);
  });

  it('refuses a password under 8 characters', () => {
    const failure = failureOf(() => signup(db, { username: 'okname', password: 'short12' }));
    expect(failure.body.violations?.map((v) => v.field)).toEqual(['password']);
  });

  it('refuses a taken username, whatever its case', () => {
    const failure = failureOf(() => signup(db, { username: 'Buyer', password: 'longenough' }));
    expect(failure.status).toBe(400);
    expect(failure.body.code).toBe('USERNAME_TAKEN');
    expect(failure.body.violations).toEqual([{ field: 'username', message: 'username already taken' }]);
  });
});

describe('third-party login', () => {
  it('logs the bound github account in as buyer, in mock mode and by code', () => {
    const a = oauthLogin(db, 'github', 'gh-1001');
    const { state } = startSignIn(db, 'github', 'http://localhost/login/oauth2/code/github', 'http://localhost');
    const b = oauthCallback(db, 'github', 'mockcode-gh-1001', state);
    expect(userOfToken(db, a.accessToken)?.username).toBe('buyer');
    expect(userOfToken(db, b.accessToken)?.username).toBe('buyer');
  });

  it('sends an unbound account to the bind page', () => {
    const failure = failureOf(() => oauthLogin(db, 'github', 'gh-9 9'));
    expect(failure.status).toBe(400);
    expect(failure.body.action).toEqual({
      type: 'REDIRECT',
      location: '/passport/oauth2/bind?provider=github&providerUid=gh-9%209',
    });
  });

  it('requires a state and a mock code', () => {
    expect(failureOf(() => oauthCallback(db, 'github', 'mockcode-gh-1001', '')).body.code).toBe('OAUTH_STATE_INVALID');
    expect(failureOf(() => oauthCallback(db, 'github', 'mockcode-gh-1001', 'never-issued')).body.code).toBe('OAUTH_STATE_INVALID');
    expect(failureOf(() => oauthCallback(db, 'github', 'real-code', 's')).body.code).toBe('OAUTH_CODE_INVALID');
  });
});
