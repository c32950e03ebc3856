/** Business constants and UI limits of SPEC §9. */
export const BADGE_MAX = 99;
export const TEXTAREA_ROWS = 2;
export const Z_INDEX_BASE = 2000;
export const MOBILE_MIN_WIDTH = 2000;
export const CHAT_DIALOG_WIDTH = 1080;
export const CHAT_TAB_HEIGHT = 640;
export const LOCALE_COOKIE_DAYS = 365;
export const BUILD_RELOAD_WINDOW_MS = 10_000;
export const BUILD_POLL_INTERVAL_MS = 60_000;
export const TOAST_DURATION_S = 3;
export const TOAST_SUCCESS_DURATION_S = 1.5;
export const TOAST_OFFSET = 16;
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
export { SUB_AUTHORITY_SEPARATOR } from '../domain/account/facts';
export const TIMEZONE = 'Asia/Shanghai';
export const TIMEZONE_LABEL = 'Asia/Beijing';
