import { logout as logoutCall, refreshToken } from '@/services/auth';
import type { LoginResponse, MfaChallenge, Token, TokenResponse, TokenStatus } from '@/types';
import { currentAppPath } from '@/microapp/base';
import { history } from '@umijs/max';
import { markJustLoggedIn, takeContinueUrl } from './continueUrl';
import { t } from './i18n';
import { withPrefix } from './localePrefix';
import { closeLoginDialog, openLoginDialog } from './loginDialog';
import { logger } from './logger';
import { emitSession } from './sessionEvents';
import { clearToken, readToken, saveToken, tokenStatus } from './token';
import { toast } from './toast';

/** Where the token timer sends the session, given the previous and the current token status. */
export type TokenAction = 'none' | 'refresh' | 'expire' | 'lost';

export function tokenAction(previous: TokenStatus | undefined, current: TokenStatus): TokenAction {
  if (current === 'EXPIRING_SOON') return 'refresh';
  if (current === 'EXPIRED') return 'expire';
  // NOT_EXIST only matters when a session existed a moment ago (cookie gone or removed elsewhere)
  if (current === 'NOT_EXIST' && previous !== undefined && previous !== 'NOT_EXIST') return 'lost';
  return 'none';
}

const currentPath = () => currentAppPath();
export const homePath = () => withPrefix('/', currentPath());

export function isMfaChallenge(res: LoginResponse): res is MfaChallenge {
  return (res as MfaChallenge).mfaRequired === true;
}

/** Stores the token, flags the fresh login and goes to the saved target or home. */
export function completeSignIn(res: TokenResponse, rememberMe: boolean, navigate = true): Token {
  const token = saveToken(res, rememberMe);
  markJustLoggedIn();
  closeLoginDialog();
  emitSession('signedIn');
  if (navigate) {
    const target = takeContinueUrl();
    history.push(target ?? homePath());
  }
  return token;
}

/** Login answered: either signed in, or sent on to the phone verification page. */
export function handleLoginResponse(res: LoginResponse, rememberMe: boolean): void {
  if (isMfaChallenge(res)) {
    closeLoginDialog();
    const q = new URLSearchParams({ otpToken: res.otpToken, username: res.username, phoneNumber: res.phoneNumber });
    if (rememberMe) q.set('rememberMe', '1');
    history.push(`${withPrefix('/passport/mfa', currentPath())}?${q.toString()}`);
    return;
  }
  completeSignIn(res, rememberMe);
}

/** Clears token and user state; `toHome` is the usual redirect. */
export function clearSession(toHome: boolean): void {
  clearToken();
  emitSession('cleared');
  if (toHome) history.push(homePath());
}

export async function logout(): Promise<void> {
  if (tokenStatus(readToken(), Date.now()) === 'NOT_EXIST') {
    const text = t('request.error.notLoggedInLogout');
    toast.error(text);
    throw new Error(text);
  }
  try {
    await logoutCall();
  } catch (e) {
    // the server could not end the session: signing out locally below still ends it on this device,
    // and the user sees the result (signed out, on the home page)
    logger.error('logout call failed', e);
  }
  clearSession(true);
}

async function refresh(token: Token): Promise<void> {
  try {
    const res = await refreshToken();
    saveToken(res, token.rememberMe);
    emitSession('refreshed');
  } catch (e) {
    // a background renewal, not a user action: the session ends as it does on expiry (signed out,
    // on the home page), which is what the user sees
    logger.error('token refresh failed', e);
    clearSession(true);
  }
}

let refreshing = false;

/** One tick of the token timer (SPEC §4). Returns the status it saw. */
export async function checkToken(previous: TokenStatus | undefined, now = Date.now()): Promise<TokenStatus> {
  const token = readToken();
  const status = tokenStatus(token, now);
  const action = tokenAction(previous, status);
  if (action === 'refresh' && token && !refreshing) {
    refreshing = true;
    try {
      await refresh(token);
    } finally {
      refreshing = false;
    }
  } else if (action === 'expire') {
    clearSession(true);
  } else if (action === 'lost') {
    clearToken();
    emitSession('lost');
    openLoginDialog();
  }
  return action === 'expire' ? 'NOT_EXIST' : status;
}
