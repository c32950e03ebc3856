import { devApi } from '../src/domain/dev/endpoints';
import { login } from './_db/auth';
import {
  AuthorizePageError,
  type AuthorizeParams,
  avatarSvg,
  basicCredentials,
  bindIdentity,
  callbackUrl,
  checkAuthorize,
  consentPage,
  errorPage,
  errorRedirect,
  exchangeCode,
  findIdentity,
  issueCode,
  pendingIdentity,
  providerMetadata,
  providerUserInfo,
  startSignIn,
  type TokenParams,
} from './_db/dev';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import type { Req, Res } from './_lib/http';
import { header, type Json, str } from './_lib/input';
import { bearerToken } from './_lib/session';

/**
 * The fake OAuth2 provider "MockHub" (under /api/mock-oauth2, as if it were another site) and the
 * marketplace's side of third-party sign-in (A/oauth2/authorization, A/login/oauth2/bind). The
 * provider speaks RFC 6749: its refusals are its own (English, ASCII) error codes and pages.
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

/** The authorize request's fields from a query or the consent form; empty ones count as absent. */
function authorizeParams(input: Json): AuthorizeParams {
  const p: AuthorizeParams = {};
  AUTHORIZE_KEYS.forEach((k) => {
    const v = str(input, k);
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
  ...route(devApi.providerMetadata, ({ req }) => providerMetadata(originOf(req))),

  /** The provider's sign-in and consent page. */
  ...route(devApi.providerAuthorize, ({ req, res, query }) => {
    const db = getDb();
    const ui = query.ui_locales;
    try {
      const checked = checkAuthorize(db, authorizeParams(query), originOf(req));
      if ('redirect' in checked) res.redirect(302, checked.redirect);
      else html(res, 200, consentPage(checked, db.dev.identities, ui));
    } catch (e) {
      if (!(e instanceof AuthorizePageError)) throw e;
      html(res, 400, errorPage(e.message, ui));
    }
  }),

  /** The consent form's answer: back to the client with a code, or with access_denied. */
  ...route(devApi.providerConsent, ({ req, res, body }) => {
    const db = getDb();
    const ui = str(body, 'ui_locales');
    try {
      const checked = checkAuthorize(db, authorizeParams(body), originOf(req));
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
  }),

  ...route(devApi.providerToken, ({ req, res, body }) => {
    res.set('Cache-Control', 'no-store');
    return exchangeCode(getDb(), tokenParams(body), basicCredentials(header(req, 'authorization')));
  }),

  ...route(devApi.providerUserInfo, ({ req }) => providerUserInfo(getDb(), bearerToken(req))),

  ...route(devApi.providerAvatar, ({ res, params }) => {
    const login = params.file.replace(/\.svg$/, '');
    res.status(200).set('Content-Type', 'image/svg+xml').set('Cache-Control', 'max-age=86400').send(avatarSvg(login));
  }),

  /** Third-party sign-in, step 1: the provider URL with a fresh state. */
  ...route(devApi.startOAuth2SignIn, ({ req, params, query }) =>
    startSignIn(getDb(), params.registrationId, query.redirectUri, originOf(req), query.locale),
  ),

  ...route(devApi.getPendingIdentity, ({ params, query }) =>
    pendingIdentity(getDb(), params.provider, { ticket: query.ticket, providerUid: query.providerUid }),
  ),

  /** Binds with username + password, then signs in as login does (token, or the MFA challenge). */
  ...route(devApi.bindOAuth2Identity, ({ params, body }) => {
    const db = getDb();
    const fields = {
      ticket: str(body, 'ticket'),
      providerUid: str(body, 'providerUid'),
      username: str(body, 'username'),
      password: str(body, 'password'),
    };
    const user = bindIdentity(db, params.provider, fields);
    return login(db, { username: user.username, password: fields.password, credentialType: 'password' });
  }),
});
