/** One import for test files. */
export { openSession, type Session } from './browser';
export { appSession } from './support/appSession';
export {
  api,
  apiLogin,
  callApi,
  clearCookies,
  mockConfig,
  resetBackend,
  revokeTokens,
  signInViaCookie,
  tokenCookieValue,
  uploadAs,
  DEFAULT_PASSWORD,
  TOKEN_COOKIE,
  type MockConfig,
  type TokenInfo,
} from './support/backend';
export { baseUrl, baseHost } from './support/env';
export { localeOfPrefix, text, withPrefix, type Locale, type LocalePrefix } from './support/locale';
export { concreteRoutes, concreteUrls, type ConcreteRoute } from './support/routes';
export { clearTitleHistory, installTitleRecorder, titleHistory, waitForTitleSeen, type TitleState } from './support/titleRecorder';
export { screenshotPath, withPage } from './support/screenshots';
export { clickVisible, confirmMoney } from './support/click';
export { downloadVia, readSheet, waitForToast, type DownloadedFile } from './support/download';
export { AppPage, TID } from './pages/AppPage';
export { LoginDialog } from './pages/LoginDialog';
