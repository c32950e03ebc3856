import { A } from '../src/constants/api';
import { login } from './_db/auth';
import {
  AuthorizePageError,
  type AuthorizeParams,
  basicCredentials,
  callbackUrl,
  checkAuthorize,
  errorRedirect,
  exchangeCode,
  findIdentity,
  issueCode,
  PROVIDER_BASE,
  providerMetadata,
  providerUserInfo,
  type TokenParams,
} from './_db/dev/oauthProvider';
import { avatarSvg, consentPage, errorPage } from './_db/dev/providerPage';
import { bindIdentity, pendingIdentity, startSignIn } from './_db/dev/oauthSignIn';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import type { Req, Res } from './_lib/http';
import { bodyOf, header, type Json, queryStr, str } from './_lib/input';
import { bearerToken } from './_lib/session';

/**
 * The fake OAuth2 provider "MockHub" (under /api/mock-oauth2, as if it were another site) and the
 * marketplace's side of third-party sign-in (A/oauth2/authorization, A/login/oauth2/bind).
 */
const originOf = (req: Req): string => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

const AUTHORIZE_KEYS: (keyof AuthorizeParams)[] = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
];

function authorizeParams(read: (key: string) => string | undefined): AuthorizeParams {
  const p: AuthorizeParams = {};
  AUTHORIZE_KEYS.forEach((k) => {
    const v = read(k);
    if (v) p[k] = v;
  });
  return p;
}

function html(res: Res, status: number, body: string): void {
  res.status(status).set('Content-Type', 'text/html; charset=utf-8').set('Cache-Control', 'no-store').send(body);
}

function tokenParams(body: Json): TokenParams {
  const keys: (keyof TokenParams)[] = ['grant_type', 'code', 'redirect_uri', 'client_id', 'client_secret', 'code_verifier'];
  const p: TokenParams = {};
  keys.forEach((k) => {
    const v = str(body, k);
    if (v) p[k] = v;
  });
  return p;
}

export default handlers({
  [`GET ${PROVIDER_BASE}/.well-known/oauth-authorization-server`]: (req) => providerMetadata(originOf(req)),

  /** The provider's sign-in and consent page. */
  [`GET ${PROVIDER_BASE}/authorize`]: (req, res) => {
    const db = getDb();
    const ui = queryStr(req, 'ui_locales');
    try {
      const checked = checkAuthorize(
        db,
        authorizeParams((k) => queryStr(req, k)),
        originOf(req),
      );
      if ('redirect' in checked) res.redirect(302, checked.redirect);
      else html(res, 200, consentPage(checked, db.dev.identities, ui));
    } catch (e) {
      if (!(e instanceof AuthorizePageError)) throw e;
      html(res, 400, errorPage(e.message, ui));
    }
  },

  /** The consent form's answer: back to the client with a code, or with access_denied. */
  [`POST ${PROVIDER_BASE}/authorize`]: (req, res) => {
    const db = getDb();
    const body = bodyOf(req);
    const ui = str(body, 'ui_locales');
    try {
      const checked = checkAuthorize(
        db,
        authorizeParams((k) => str(body, k)),
        originOf(req),
      );
      if ('redirect' in checked) return res.redirect(302, checked.redirect);
      if (str(body, 'decision') !== 'allow') {
        return res.redirect(302, errorRedirect(checked.redirectUri, 'access_denied', 'The user denied the request', checked.state));
      }
      const uid = str(body, 'uid') ?? '';
      if (!findIdentity(db, uid)) return html(res, 400, errorPage(`Unknown account '${uid}'`, ui));
      return res.redirect(302, callbackUrl(checked.redirectUri, issueCode(db, checked, uid), checked.state));
    } catch (e) {
      if (!(e instanceof AuthorizePageError)) throw e;
      return html(res, 400, errorPage(e.message, ui));
    }
  },

  [`POST ${PROVIDER_BASE}/token`]: (req, res) => {
    res.set('Cache-Control', 'no-store');
    return exchangeCode(getDb(), tokenParams(bodyOf(req)), basicCredentials(header(req, 'authorization')));
  },

  [`GET ${PROVIDER_BASE}/userinfo`]: (req) => providerUserInfo(getDb(), bearerToken(req)),

  [`GET ${PROVIDER_BASE}/avatars/:file`]: (req, res) => {
    const login = String(req.params.file ?? '').replace(/\.svg$/, '');
    res.status(200).set('Content-Type', 'image/svg+xml').set('Cache-Control', 'max-age=86400').send(avatarSvg(login));
  },

  /** Third-party sign-in, step 1: the provider URL with a fresh state. */
  [`GET ${A}/oauth2/authorization/:registrationId`]: (req) =>
    startSignIn(getDb(), String(req.params.registrationId), queryStr(req, 'redirectUri'), originOf(req), queryStr(req, 'locale')),

  [`GET ${A}/login/oauth2/bind/:provider`]: (req) =>
    pendingIdentity(getDb(), String(req.params.provider), { ticket: queryStr(req, 'ticket'), providerUid: queryStr(req, 'providerUid') }),

  /** Binds with username + password, then signs in as login does (token, or the MFA challenge). */
  [`POST ${A}/login/oauth2/bind/:provider`]: (req) => {
    const db = getDb();
    const body = bodyOf(req);
    const fields = {
      ticket: str(body, 'ticket'),
      providerUid: str(body, 'providerUid'),
      username: str(body, 'username'),
      password: str(body, 'password'),
    };
    const user = bindIdentity(db, String(req.params.provider), fields);
    return login(db, { username: user.username, password: fields.password, credentialType: 'password' });
  },
});
