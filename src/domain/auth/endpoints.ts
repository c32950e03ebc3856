import { endpoint, type NoContent } from '../endpoint';
import type { CurrentUser } from '../account/user';
import type {
  ForgetPasswordParams,
  LoginParams,
  LoginResponse,
  MfaLoginParams,
  ResetPasswordParams,
  SignupParams,
  TokenResponse,
} from './types';

/**
 * Sign-in, sign-up, tokens and the current user (SPEC §7 Authentication): each declared once; the
 * service of the same name calls it and the fake backend's handler registers against it.
 */
export const authApi = {
  /** The password step (a token, or an MFA challenge) or the OTP step. */
  login: endpoint('POST', '/api/v1/usercenter/auth/login').of<{ res: LoginResponse; body: LoginParams | MfaLoginParams }>(),
  /** The new account starts like 'newbie'. */
  signup: endpoint('POST', '/api/v1/usercenter/auth/signup').of<{ res: { username: string }; body: SignupParams }>(),
  /** A new token for the bearer's session; the old one stops working at once. */
  refreshToken: endpoint('POST', '/api/v1/usercenter/auth/refresh-token').of<{ res: TokenResponse }>(),
  forgetPassword: endpoint('POST', '/api/v1/usercenter/auth/forget-password').of<{ res: NoContent; body: ForgetPasswordParams }>(),
  /** Needs the code from forget-password; signs the user out everywhere. */
  resetPassword: endpoint('POST', '/api/v1/usercenter/auth/reset-password').of<{ res: NoContent; body: ResetPasswordParams }>(),
  logout: endpoint('POST', '/api/v1/usercenter/auth/logout').of<{ res: NoContent }>(),
  getUserInfo: endpoint('GET', '/api/v1/usercenter/auth/userinfo').of<{ res: CurrentUser }>(),
  /** Third-party sign-in in mock mode: the provider's user id instead of a code. */
  oauth2MockLogin: endpoint('POST', '/api/v1/usercenter/login/oauth2/code/:provider/mock').of<{
    res: TokenResponse;
    query: { providerUid?: string };
  }>(),
  /** Third-party sign-in: the provider's code (auth_code in Alipay's words) and the state the backend issued. */
  oauth2Login: endpoint('POST', '/api/v1/usercenter/login/oauth2/code/:provider').of<{
    res: TokenResponse;
    query: { code?: string; auth_code?: string; state?: string };
  }>(),
} as const;
