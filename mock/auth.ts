import { authApi } from '../src/domain/auth/endpoints';
import { forgetPassword, login, oauthCallback, oauthLogin, refresh, resetPassword, signup } from './_db/auth';
import { getDb } from './_db/store';
import { revokeToken } from './_db/tokens';
import { toCurrentUser } from './_db/users';
import { handlers, route } from './_lib/handlers';
import { created, noContent } from './_lib/http';
import { bearerToken, requireUser } from './_lib/session';

/** Sign-in, sign-up, tokens and the current user (SPEC §7 Authentication). */
export default handlers({
  ...route(authApi.login, ({ body }) => login(getDb(), body)),
  ...route(authApi.signup, ({ body }) => created(signup(getDb(), body))),
  ...route(authApi.refreshToken, ({ req }) => refresh(getDb(), bearerToken(req))),
  ...route(authApi.forgetPassword, ({ body }) => forgetPassword(getDb(), body)),
  ...route(authApi.resetPassword, ({ body }) => resetPassword(getDb(), body)),
  ...route(authApi.logout, ({ req }) => {
    requireUser(req);
    revokeToken(getDb(), bearerToken(req) ?? '');
    return noContent();
  }),
  ...route(authApi.getUserInfo, ({ req }) => toCurrentUser(getDb(), requireUser(req))),
  // The /mock route is listed first only for readability: path-to-regexp matches whole paths.
  ...route(authApi.oauth2MockLogin, ({ params, query }) => oauthLogin(getDb(), params.provider, query.providerUid)),
  ...route(authApi.oauth2Login, ({ params, query }) => oauthCallback(getDb(), params.provider, query.code ?? query.auth_code, query.state)),
});
