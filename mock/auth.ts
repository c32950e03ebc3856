import { A } from '../src/constants/api';
import { forgetPassword, login, oauthCallback, oauthLogin, refresh, resetPassword, signup } from './_db/auth';
import { getDb } from './_db/store';
import { revokeToken } from './_db/tokens';
import { toCurrentUser } from './_db/users';
import { handlers } from './_lib/handlers';
import { created, noContent } from './_lib/http';
import { bodyOf, queryStr } from './_lib/input';
import { bearerToken, requireUser } from './_lib/session';

/** Sign-in, sign-up, tokens and the current user (A = /api/v1/usercenter). */
export default handlers({
  [`POST ${A}/auth/login`]: (req) => login(getDb(), bodyOf(req)),
  [`POST ${A}/auth/signup`]: (req) => created(signup(getDb(), bodyOf(req))),
  [`POST ${A}/auth/refresh-token`]: (req) => refresh(getDb(), bearerToken(req)),
  [`POST ${A}/auth/forget-password`]: (req) => forgetPassword(getDb(), bodyOf(req)),
  [`POST ${A}/auth/reset-password`]: (req) => resetPassword(getDb(), bodyOf(req)),
  [`POST ${A}/auth/logout`]: (req) => {
    requireUser(req);
    revokeToken(getDb(), bearerToken(req) ?? '');
    return noContent();
  },
  [`GET ${A}/auth/userinfo`]: (req) => toCurrentUser(getDb(), requireUser(req)),
  // The /mock route is listed first only for readability: path-to-regexp matches whole paths.
  [`POST ${A}/login/oauth2/code/:provider/mock`]: (req) => oauthLogin(getDb(), String(req.params.provider), queryStr(req, 'providerUid')),
  [`POST ${A}/login/oauth2/code/:provider`]: (req) =>
    oauthCallback(getDb(), String(req.params.provider), queryStr(req, 'code') ?? queryStr(req, 'auth_code'), queryStr(req, 'state')),
});
