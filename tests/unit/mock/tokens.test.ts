import { forgetPassword, login, MOCK_CODE, refresh, resetPassword } from '../../../mock/_db/auth';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { SEED_PASSWORD } from '../../../mock/_db/passwords';
import { resetDb } from '../../../mock/_db/store';
import { issueToken, revokeTokens, userOfToken } from '../../../mock/_db/tokens';
import type { MockDb } from '../../../mock/_db/types';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { overrideSettings, resetSettings } from '../../../mock/_lib/settings';
import type { TokenResponse } from '../../../src/types';
import { failureOf } from './failure';

let db: MockDb;
let clock = 0;

beforeEach(() => {
  resetSettings();
  db = resetDb();
  clock = 1_700_000_000_000;
  setClock(() => clock);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  delete process.env.MOCK_TOKEN_TTL;
  jest.restoreAllMocks();
});
afterAll(resetClock);

function passwordLogin(username: string, password = SEED_PASSWORD): TokenResponse {
  const r = login(db, { username, password, credentialType: 'password' });
  if ('mfaRequired' in r) throw new Error('unexpected MFA');
  return r;
}

describe('token lifetime', () => {
  it('is valid until tokenTtl seconds have passed, and not a millisecond longer', () => {
    overrideSettings({ tokenTtl: 60 });
    const { accessToken, expiresIn } = passwordLogin('buyer');
    expect(expiresIn).toBe(60);
    clock += 60_000 - 1;
    expect(userOfToken(db, accessToken)?.username).toBe('buyer');
    clock += 1;
    expect(userOfToken(db, accessToken)).toBeUndefined();
    expect(db.tokens[accessToken]).toBeUndefined();
  });

  it('keeps the ttl in force at issue time when the setting changes later', () => {
    overrideSettings({ tokenTtl: 60 });
    const { accessToken } = passwordLogin('buyer');
    overrideSettings({ tokenTtl: 7200 });
    clock += 61_000;
    expect(userOfToken(db, accessToken)).toBeUndefined();
  });

  it('reads MOCK_TOKEN_TTL at call time', () => {
    process.env.MOCK_TOKEN_TTL = '300';
    expect(passwordLogin('buyer').expiresIn).toBe(300);
    process.env.MOCK_TOKEN_TTL = 'nonsense';
    expect(passwordLogin('buyer').expiresIn).toBe(7200);
  });
});

describe('refresh', () => {
  it('issues a new token and revokes the old one', () => {
    const old = passwordLogin('supplier');
    clock += 1000;
    const fresh = refresh(db, old.accessToken);
    expect(fresh.accessToken).not.toBe(old.accessToken);
    expect(fresh.issuedAt).toBe(clock);
    expect(userOfToken(db, fresh.accessToken)?.username).toBe('supplier');
    expect(userOfToken(db, old.accessToken)).toBeUndefined();
    expect(failureOf(() => refresh(db, old.accessToken)).status).toBe(401);
  });

  it('answers 401 for an expired or unknown token', () => {
    overrideSettings({ tokenTtl: 10 });
    const { accessToken } = passwordLogin('buyer');
    clock += 10_000;
    expect(failureOf(() => refresh(db, accessToken)).body).toMatchObject({ status: 401, statusCode: 401 });
    expect(failureOf(() => refresh(db, 'made-up')).status).toBe(401);
    expect(failureOf(() => refresh(db, undefined)).status).toBe(401);
  });
});

describe('revoke', () => {
  it("revokes one user's tokens or all of them", () => {
    const buyerA = passwordLogin('buyer').accessToken;
    const buyerB = passwordLogin('buyer').accessToken;
    const supplier = passwordLogin('supplier').accessToken;
    expect(revokeTokens(db, SEED_IDS.buyer)).toBe(2);
    expect(userOfToken(db, buyerA)).toBeUndefined();
    expect(userOfToken(db, buyerB)).toBeUndefined();
    expect(userOfToken(db, supplier)?.username).toBe('supplier');
    expect(revokeTokens(db)).toBe(1);
    expect(userOfToken(db, supplier)).toBeUndefined();
  });

  it("stops a disabled user's token from working", () => {
    const { accessToken } = issueToken(db, SEED_IDS.trader);
    db.users[SEED_IDS.trader].disabled = true;
    expect(userOfToken(db, accessToken)).toBeUndefined();
  });
});

describe('forgotten password', () => {
  it('refuses an unknown user', () => {
    expect(failureOf(() => forgetPassword(db, { username: 'ghost' })).body.violations?.[0].field).toBe('username');
  });

  it('needs the sent code, then swaps the password and signs the user out', () => {
    const session = passwordLogin('trader').accessToken;
    expect(failureOf(() => resetPassword(db, { username: 'trader', code: MOCK_CODE, password: 'NewPassw0rd' })).status).toBe(400);
    forgetPassword(db, { username: 'trader' });
    const wrong = failureOf(() => resetPassword(db, { username: 'trader', code: '000000', password: 'NewPassw0rd' }));
    expect(wrong.body.violations?.map((v) => v.field)).toEqual(['code']);
    const short = failureOf(() => resetPassword(db, { username: 'trader', code: MOCK_CODE, password: 'short' }));
    expect(short.body.violations?.map((v) => v.field)).toEqual(['password']);
    expect(resetPassword(db, { username: 'trader', code: MOCK_CODE, password: 'NewPassw0rd' })).toEqual({});
    expect(userOfToken(db, session)).toBeUndefined();
    expect(failureOf(() => passwordLogin('trader')).status).toBe(400);
    expect(passwordLogin('trader', 'NewPassw0rd').accessToken).toBeTruthy();
    // the code is single-use
    expect(failureOf(() => resetPassword(db, { username: 'trader', code: MOCK_CODE, password: 'Other1234' })).status).toBe(400);
  });
});
