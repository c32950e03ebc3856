import authRoutes from '../../../mock/auth';
import { SEED_PASSWORD } from '../../../mock/_db/passwords';
import { isObject } from '../../../mock/_lib/input';
import { authApi } from '../../../src/domain/auth/endpoints';
import { route } from './fakeHttp';

/** Signs a seed user in through the fake backend's login route; the access token. */
export async function loginAs(username: string): Promise<string> {
  const res = await route(authRoutes, authApi.login.key, { body: { username, password: SEED_PASSWORD, credentialType: 'password' } });
  const token = isObject(res.body) ? res.body.accessToken : undefined;
  if (res.statusCode !== 200 || typeof token !== 'string') throw new Error(`login of ${username} failed: ${JSON.stringify(res.body)}`);
  return token;
}
