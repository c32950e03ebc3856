import { createHash } from 'crypto';
import { resetClock, setClock } from '../../../mock/_db/clock';
import {
  checkAuthorize,
  CODE_TTL_MS,
  exchangeCode,
  issueCode,
  providerUserInfo,
  type CheckedAuthorize,
} from '../../../mock/_db/dev/oauthProvider';
import { bindIdentity, pendingIdentity, redeemSignInCode, startSignIn } from '../../../mock/_db/dev/oauthSignIn';
import { CONSOLE_CLIENT_ID, PLAYGROUND_CLIENT_ID } from '../../../mock/_db/dev/state';
import { oauthCallback } from '../../../mock/_db/auth';
import { resetDb } from '../../../mock/_db/store';
import { userOfToken } from '../../../mock/_db/tokens';
import type { MockDb } from '../../../mock/_db/types';
import { failureOf } from '../mock/failure';

let db: MockDb;
let clock = Date.UTC(2025, 0, 1);
const ORIGIN = 'http://localhost:8000';
const CALLBACK = `${ORIGIN}/en/login/oauth2/code/github`;
const PLAYGROUND = `${ORIGIN}/zh_CN/playground/oauth2`;

beforeEach(() => {
  db = resetDb();
  clock = Date.UTC(2025, 0, 1);
  setClock(() => clock);
});
afterAll(resetClock);

const checked = (p: Parameters<typeof checkAuthorize>[1]): CheckedAuthorize => {
  const r = checkAuthorize(db, p, ORIGIN);
  if ('redirect' in r) throw new Error(`unexpected redirect ${r.redirect}`);
  return r;
};
const secretOf = (id: string) => db.dev.clients.find((c) => c.clientId === id)?.clientSecret;

describe('the fake provider', () => {
  it('shows errors for an unknown client or an unregistered redirect URI instead of redirecting', () => {
    expect(() => checkAuthorize(db, { client_id: 'nope', redirect_uri: CALLBACK }, ORIGIN)).toThrow(/Unknown client_id/);
    expect(() => checkAuthorize(db, { client_id: CONSOLE_CLIENT_ID, redirect_uri: 'https://evil.example/cb' }, ORIGIN)).toThrow(
      /not registered/,
    );
  });

  it('redirects other errors back with error and state', () => {
    const r = checkAuthorize(db, { client_id: CONSOLE_CLIENT_ID, redirect_uri: CALLBACK, response_type: 'token', state: 's1' }, ORIGIN);
    expect('redirect' in r && new URL(r.redirect).searchParams.get('error')).toBe('unsupported_response_type');
    const noState = checkAuthorize(db, { client_id: CONSOLE_CLIENT_ID, redirect_uri: CALLBACK, response_type: 'code' }, ORIGIN);
    expect('redirect' in noState && noState.redirect).toContain('error=invalid_request');
    const pub = checkAuthorize(
      db,
      { client_id: PLAYGROUND_CLIENT_ID, redirect_uri: PLAYGROUND, response_type: 'code', state: 's' },
      ORIGIN,
    );
    expect('redirect' in pub && pub.redirect).toContain('PKCE');
  });

  it('exchanges a code once, for the same client and redirect URI, then serves userinfo by scope', () => {
    const req = checked({ client_id: CONSOLE_CLIENT_ID, redirect_uri: CALLBACK, response_type: 'code', state: 's', scope: 'read:user' });
    const code = issueCode(db, req, 'gh-2002');
    const params = { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: CONSOLE_CLIENT_ID };
    expect(failureOf(() => exchangeCode(db, { ...params, client_secret: 'wrong' })).body).toMatchObject({
      code: 'invalid_client',
      status: 401,
    });
    const token = exchangeCode(db, { ...params, client_secret: secretOf(CONSOLE_CLIENT_ID) });
    expect(token).toMatchObject({ token_type: 'Bearer', scope: 'read:user' });
    expect(providerUserInfo(db, token.access_token)).toMatchObject({ id: 'gh-2002', login: 'new-octocat', email: undefined });
    expect(failureOf(() => exchangeCode(db, { ...params, client_secret: secretOf(CONSOLE_CLIENT_ID) })).body.code).toBe('invalid_grant');
  });

  it('refuses a mismatched redirect URI and an expired code', () => {
    const secret = secretOf(CONSOLE_CLIENT_ID);
    const req = checked({ client_id: CONSOLE_CLIENT_ID, redirect_uri: CALLBACK, response_type: 'code', state: 's' });
    const base = { grant_type: 'authorization_code', client_id: CONSOLE_CLIENT_ID, client_secret: secret };
    const c1 = issueCode(db, req, 'gh-2002');
    expect(
      failureOf(() => exchangeCode(db, { ...base, code: c1, redirect_uri: `${ORIGIN}/login/oauth2/code/github` })).body.detail,
    ).toMatch(/redirect_uri/);
    const c2 = issueCode(db, req, 'gh-2002');
    clock += CODE_TTL_MS;
    expect(failureOf(() => exchangeCode(db, { ...base, code: c2, redirect_uri: CALLBACK })).body.detail).toMatch(/expired/);
  });

  it('checks the PKCE verifier of a public client (S256)', () => {
    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const req = checked({
      client_id: PLAYGROUND_CLIENT_ID,
      redirect_uri: PLAYGROUND,
      response_type: 'code',
      state: 's',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const base = { grant_type: 'authorization_code', client_id: PLAYGROUND_CLIENT_ID, redirect_uri: PLAYGROUND };
    expect(
      failureOf(() => exchangeCode(db, { ...base, code: issueCode(db, req, 'gh-2003'), code_verifier: 'w'.repeat(50) })).body.detail,
    ).toMatch(/code_verifier/);
    expect(exchangeCode(db, { ...base, code: issueCode(db, req, 'gh-2003'), code_verifier: verifier }).access_token).toMatch(/^mho_/);
  });
});

describe('third-party sign-in with the provider', () => {
  /** start → the provider approves as uid → the code the browser brings back. */
  const flow = (uid: string) => {
    const start = startSignIn(db, 'github', CALLBACK, ORIGIN, 'en-US');
    const q = new URL(start.authorizationUri, ORIGIN).searchParams;
    const code = issueCode(db, checked(Object.fromEntries(q)), uid);
    return { code, state: start.state };
  };

  it("only accepts this site's callback as redirect URI", () => {
    expect(failureOf(() => startSignIn(db, 'github', 'https://evil.example/login/oauth2/code/github', ORIGIN)).status).toBe(400);
    expect(failureOf(() => startSignIn(db, 'gitlab', CALLBACK, ORIGIN)).body.code).toBe('OAUTH_PROVIDER_UNKNOWN');
  });

  it('signs a bound identity in; the state is single-use', () => {
    const { code, state } = flow('gh-1001');
    const token = oauthCallback(db, 'github', code, state);
    expect(userOfToken(db, token.accessToken)?.username).toBe('buyer');
    expect(failureOf(() => oauthCallback(db, 'github', flow('gh-1001').code, state)).body.code).toBe('OAUTH_STATE_INVALID');
  });

  it('refuses a state it never issued, or one issued for another code', () => {
    const { code } = flow('gh-1001');
    expect(failureOf(() => redeemSignInCode(db, 'github', code, 'st_forged')).body.code).toBe('OAUTH_STATE_INVALID');
    const other = startSignIn(db, 'github', `${ORIGIN}/login/oauth2/code/github`, ORIGIN);
    // the code was issued for the /en callback: the exchange with the other request's redirect URI fails
    expect(failureOf(() => redeemSignInCode(db, 'github', code, other.state)).body.code).toBe('OAUTH_CODE_INVALID');
  });

  it('routes the mockcode-<uid> shortcut through the issued-state check too', () => {
    expect(failureOf(() => oauthCallback(db, 'github', 'mockcode-gh-1001', 'st_forged')).body.code).toBe('OAUTH_STATE_INVALID');
    const { state } = startSignIn(db, 'github', CALLBACK, ORIGIN);
    expect(userOfToken(db, oauthCallback(db, 'github', 'mockcode-gh-1001', state).accessToken)?.username).toBe('buyer');
    // used once
    expect(failureOf(() => oauthCallback(db, 'github', 'mockcode-gh-1001', state)).body.code).toBe('OAUTH_STATE_INVALID');
    // expired
    const late = startSignIn(db, 'github', CALLBACK, ORIGIN);
    clock += 11 * 60 * 1000;
    expect(failureOf(() => oauthCallback(db, 'github', 'mockcode-gh-1001', late.state)).body.code).toBe('OAUTH_STATE_INVALID');
  });

  it('sends an unbound identity to the bind page with a ticket; binding with the password signs in next time', () => {
    const { code, state } = flow('gh-2002');
    const failure = failureOf(() => oauthCallback(db, 'github', code, state));
    expect(failure.body.action?.type).toBe('REDIRECT');
    const ticket = new URL(failure.body.action!.location, ORIGIN).searchParams.get('ticket')!;
    expect(pendingIdentity(db, 'github', { ticket })).toMatchObject({ login: 'new-octocat', providerUid: 'gh-2002', expiresIn: 600 });
    expect(failureOf(() => bindIdentity(db, 'github', { ticket, username: 'buyer', password: 'wrong' })).body.code).toBe('BAD_CREDENTIALS');
    expect(bindIdentity(db, 'github', { ticket, username: 'buyer', password: 'Passw0rd!' }).username).toBe('buyer');
    expect(failureOf(() => pendingIdentity(db, 'github', { ticket })).body.code).toBe('OAUTH_TICKET_INVALID'); // used up
    const again = flow('gh-2002');
    expect(userOfToken(db, oauthCallback(db, 'github', again.code, again.state).accessToken)?.username).toBe('buyer');
  });

  it('refuses binding an identity that belongs to another user', () => {
    expect(
      failureOf(() => bindIdentity(db, 'github', { providerUid: 'gh-1001', username: 'supplier', password: 'Passw0rd!' })).body.code,
    ).toBe('OAUTH_ALREADY_BOUND');
  });
});
