import { mockControlApi } from '@/domain/mock/endpoints';
import authRoutes from '../../../mock/auth';
import controlRoutes from '../../../mock/control';
import fundRoutes from '../../../mock/fund';
import housekeepingRoutes from '../../../mock/housekeeping';
import { BEHAVIOR_LIMIT } from '../../../mock/_db/behavior';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { startSignIn } from '../../../mock/_db/dev/oauthSignIn';
import { getDb } from '../../../mock/_db/store';
import { isObject } from '../../../mock/_lib/input';
import { getSettings, resetSettings } from '../../../mock/_lib/settings';
import { route } from './fakeHttp';
import { loginAs } from './login';

const A = '/api/v1/usercenter';
const UNAUTHORIZED = {
  title: 'Unauthorized',
  status: 401,
  statusCode: 401,
  detail: 'Full authentication is required',
};

const userinfo = (token?: string) => route(authRoutes, `GET ${A}/auth/userinfo`, { token });

beforeEach(async () => {
  resetSettings();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await route(controlRoutes, mockControlApi.resetBackend.key, {});
});
afterEach(() => jest.restoreAllMocks());

describe('auth routes', () => {
  it('logs in, reads the user, logs out; then the token answers the backend 401', async () => {
    const token = await loginAs('buyer');
    const me = await userinfo(token);
    expect(me.statusCode).toBe(200);
    expect(me.body).toMatchObject({ id: SEED_IDS.buyer, username: 'buyer', reseller: true });
    expect(me.body).not.toHaveProperty('passwordHash');
    expect((await route(authRoutes, `POST ${A}/auth/logout`, { token })).statusCode).toBe(204);
    const after = await userinfo(token);
    expect(after.statusCode).toBe(401);
    expect(after.body).toMatchObject(UNAUTHORIZED);
  });

  it('answers 401 without a bearer token', async () => {
    expect(await userinfo()).toMatchObject({ statusCode: 401, body: UNAUTHORIZED });
    expect((await route(authRoutes, `POST ${A}/auth/logout`, {})).statusCode).toBe(401);
  });

  it('answers a failed login with 400, never 401', async () => {
    const res = await route(authRoutes, `POST ${A}/auth/login`, {
      body: { username: 'buyer', password: 'wrong-one', credentialType: 'password' },
    });
    expect(res).toMatchObject({ statusCode: 400, body: { title: 'Bad credentials', detail: 'Incorrect username or password' } });
  });

  it('signs up with 201 and the username', async () => {
    const res = await route(authRoutes, `POST ${A}/auth/signup`, { body: { username: 'fresh_one', password: 'longenough' } });
    expect(res).toMatchObject({ statusCode: 201, body: { username: 'fresh_one' } });
  });

  it('refreshes with the bearer token', async () => {
    const token = await loginAs('trader');
    const res = await route(authRoutes, `POST ${A}/auth/refresh-token`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ expiresIn: 7200 });
    expect((await userinfo(token)).statusCode).toBe(401);
  });

  it('handles both third-party routes', async () => {
    const mock = await route(authRoutes, `POST ${A}/login/oauth2/code/:provider/mock`, {
      path: `${A}/login/oauth2/code/github/mock`,
      params: { provider: 'github' },
      query: { providerUid: 'gh-1001' },
    });
    expect(mock.statusCode).toBe(200);
    const unbound = await route(authRoutes, `POST ${A}/login/oauth2/code/:provider`, {
      path: `${A}/login/oauth2/code/github`,
      params: { provider: 'github' },
      query: {
        code: 'mockcode-gh-2',
        state: startSignIn(getDb(), 'github', 'http://localhost/login/oauth2/code/github', 'http://localhost').state,
      },
    });
    expect(unbound).toMatchObject({
      statusCode: 400,
      body: { action: { type: 'REDIRECT', location: '/passport/oauth2/bind?provider=github&providerUid=gh-2' } },
    });
  });
});

describe('fund and housekeeping routes', () => {
  it("answers the caller's fund info", async () => {
    const res = await route(fundRoutes, 'GET /api/v1/shop/fund/me', { token: await loginAs('buyer') });
    expect(res.body).toMatchObject({ effectiveDeposit: '200.00', depositAmount: '200.00', lockDeposit: '0.00' });
    expect((await route(fundRoutes, 'GET /api/v1/shop/fund/me', {})).statusCode).toBe(401);
  });

  it('answers the partner shop url with the user id', async () => {
    const res = await route(housekeepingRoutes, 'GET /api/v1/shop/bangbang/sso/shop-url', { token: await loginAs('supplier') });
    expect(res.body).toEqual({ url: `https://partner.example.com/shop?uid=${SEED_IDS.supplier}` });
  });

  it('records page views per user, keeping the newest 200, and anonymous ones too', async () => {
    const token = await loginAs('buyer');
    const key = 'POST /api/v1/user/behavior/record/save';
    for (let i = 0; i < BEHAVIOR_LIMIT + 5; i += 1) {
      expect((await route(housekeepingRoutes, key, { token, body: { path: `/p/${i}`, at: i } })).statusCode).toBe(204);
    }
    await route(housekeepingRoutes, key, { token: 'stale', body: { path: '/home', title: 'Home', at: 1 } });
    const mine = getDb().behavior[SEED_IDS.buyer];
    expect(mine).toHaveLength(BEHAVIOR_LIMIT);
    expect(mine[0].path).toBe('/p/5');
    expect(getDb().behavior.anonymous.map((e) => e.path)).toEqual(['/home']);
    expect((await route(housekeepingRoutes, key, { body: {} })).statusCode).toBe(400);
  });
});

describe('control routes', () => {
  it("revokes one user's tokens, simulating a session lost mid-use", async () => {
    const buyer = await loginAs('buyer');
    const trader = await loginAs('trader');
    const res = await route(controlRoutes, mockControlApi.revokeTokens.key, { body: { username: 'buyer' } });
    expect(res.body).toEqual({ revoked: 1 });
    expect((await userinfo(buyer)).statusCode).toBe(401);
    expect((await userinfo(trader)).statusCode).toBe(200);
    expect((await route(controlRoutes, mockControlApi.revokeTokens.key, { body: {} })).body).toEqual({ revoked: 1 });
    expect((await userinfo(trader)).statusCode).toBe(401);
  });

  it('changes and validates the config, and reset restores it and the data', async () => {
    const set = await route(controlRoutes, mockControlApi.setMockConfig.key, {
      body: { tokenTtl: 5, latency: 1, faultRate: 0.25, faultStatuses: '500,502', faultPathPattern: '^/api/v1/shop/' },
    });
    expect(set.body).toEqual({ tokenTtl: 5, latency: 1, faultRate: 0.25, faultStatuses: [500, 502], faultPathPattern: '^/api/v1/shop/' });
    expect((await route(controlRoutes, mockControlApi.getMockConfig.key, {})).body).toEqual(set.body);
    const bad = await route(controlRoutes, mockControlApi.setMockConfig.key, { body: { faultRate: 3, faultPathPattern: '(' } });
    expect(bad.statusCode).toBe(400);
    expect(isObject(bad.body) && Array.isArray(bad.body.violations) ? bad.body.violations.length : 0).toBe(2);
    getDb().users[SEED_IDS.buyer].point = '1';
    expect((await route(controlRoutes, mockControlApi.resetBackend.key, {})).statusCode).toBe(204);
    expect(getSettings()).toEqual({ tokenTtl: 7200, latency: 0, faultRate: 0, faultStatuses: [500, 503, 429] });
    expect(getDb().users[SEED_IDS.buyer].point).not.toBe('1');
  });
});
