/** SPEC §4 / §9 session constants. */
export const TOKEN_COOKIE = 'gt_token';
export const TOKEN_CHECK_INTERVAL_MS = 6000;
export const TOKEN_REFRESH_WINDOW_MS = 10 * 60 * 1000;
export const LOGIN_DIALOG_REOPEN_MS = 500;
export const CONTINUE_URL_KEY = 'gt_continue_url';
export const JUST_LOGGED_IN_KEY = 'gt_just_logged_in';
/** Pages never saved as a post-login return target (SPEC §2 Passport). */
export const NO_RETURN_PAGES = ['/login', '/register', '/reset-password', '/forgot-password', '/passport'];
/** Pages on which a 401 means "logging in" rather than "session lost". */
export const AUTH_PAGES = NO_RETURN_PAGES;
/** Paths where the 401 flow does not apply (SPEC §8). */
export const UNAUTHORIZED_EXCLUDED_PATHS = [
  '/passport/oauth2/code/',
  '/passport/oauth2/bind',
  '/passport/mfa',
  '/auth/login',
  '/auth/signup',
];
export const DEFAULT_AVATAR = '/images/default-avatar.svg';
