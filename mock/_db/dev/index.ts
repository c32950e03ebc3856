/**
 * The dev area's rules, as the route files (mock/dev-*.ts), the seed and the sign-in flow use them:
 * developer applications, the fake OAuth2 provider "MockHub" and its pages, and the marketplace's
 * side of third-party sign-in.
 */
export { developerStatus, REVIEW_DELAY_MS, settleReviews, submitApplication } from './applications';
export {
  type AuthorizeParams,
  AuthorizePageError,
  basicCredentials,
  callbackUrl,
  checkAuthorize,
  errorRedirect,
  exchangeCode,
  findIdentity,
  issueCode,
  providerMetadata,
  providerUserInfo,
  type TokenParams,
} from './oauthProvider';
export { bindIdentity, isProviderCode, pendingIdentity, redeemSignInCode, startSignIn, takeSignInState } from './oauthSignIn';
export { avatarSvg, consentPage, errorPage } from './providerPage';
export { seedDev } from './seed';
export { CONSOLE_CLIENT_ID, type DevState, PLAYGROUND_CLIENT_ID } from './state';
