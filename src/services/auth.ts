import { AUTH_FLAG_HEADER } from '@/constants/api';
import { authApi } from '@/domain/auth/endpoints';
import type {
  CurrentUser,
  ForgetPasswordParams,
  LoginParams,
  LoginResponse,
  MfaLoginParams,
  ResetPasswordParams,
  SignupParams,
  TokenResponse,
} from '@/types';
import { call } from '@/utils/request';
import { callPreloaded } from '@/utils/routeData';

const noBearer = { [AUTH_FLAG_HEADER]: '1' };

export function login(params: LoginParams | MfaLoginParams): Promise<LoginResponse> {
  return call(authApi.login, { data: params, headers: noBearer });
}

export function signup(params: SignupParams): Promise<{ username: string }> {
  return call(authApi.signup, { data: params, headers: noBearer });
}

export function refreshToken(): Promise<TokenResponse> {
  return call(authApi.refreshToken, { skipErrorHandler: true });
}

export function forgetPassword(params: ForgetPasswordParams): Promise<Record<string, never>> {
  return call(authApi.forgetPassword, { data: params, headers: noBearer });
}

export function resetPassword(params: ResetPasswordParams): Promise<Record<string, never>> {
  return call(authApi.resetPassword, { data: params, headers: noBearer });
}

export function logout(): Promise<Record<string, never>> {
  return call(authApi.logout, { skipErrorHandler: true });
}

/** `preloaded`: the navigation's own reload may take the answer its route loader started. */
export function getUserInfo(preloaded = false): Promise<CurrentUser> {
  return preloaded ? callPreloaded(authApi.getUserInfo) : call(authApi.getUserInfo);
}

export interface OAuth2CallbackQuery {
  code?: string;
  state?: string;
  providerUid?: string;
}

/** Third-party sign-in; in mock mode the path gets /mock and the query carries providerUid. */
export function oauth2Login(provider: string, query: OAuth2CallbackQuery, mock: boolean): Promise<TokenResponse> {
  if (mock) return call(authApi.oauth2MockLogin, { path: { provider }, params: { providerUid: query.providerUid }, headers: noBearer });
  return call(authApi.oauth2Login, { path: { provider }, params: { code: query.code, state: query.state }, headers: noBearer });
}
