import { A, AUTH_FLAG_HEADER } from '@/constants/api';
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
import { request } from '@/utils/request';

const noBearer = { [AUTH_FLAG_HEADER]: '1' };

export function login(params: LoginParams | MfaLoginParams): Promise<LoginResponse> {
  return request<LoginResponse>(`${A}/auth/login`, { method: 'POST', data: params, headers: noBearer });
}

export function signup(params: SignupParams): Promise<{ username: string }> {
  return request<{ username: string }>(`${A}/auth/signup`, { method: 'POST', data: params, headers: noBearer });
}

export function refreshToken(): Promise<TokenResponse> {
  return request<TokenResponse>(`${A}/auth/refresh-token`, { method: 'POST', skipErrorHandler: true });
}

export function forgetPassword(params: ForgetPasswordParams): Promise<Record<string, never>> {
  return request(`${A}/auth/forget-password`, { method: 'POST', data: params, headers: noBearer });
}

export function resetPassword(params: ResetPasswordParams): Promise<Record<string, never>> {
  return request(`${A}/auth/reset-password`, { method: 'POST', data: params, headers: noBearer });
}

export function logout(): Promise<Record<string, never>> {
  return request(`${A}/auth/logout`, { method: 'POST', skipErrorHandler: true });
}

export function getUserInfo(): Promise<CurrentUser> {
  return request<CurrentUser>(`${A}/auth/userinfo`);
}

export interface OAuth2CallbackQuery {
  code?: string;
  state?: string;
  providerUid?: string;
}

/** Third-party sign-in; in mock mode the path gets /mock and the query carries providerUid. */
export function oauth2Login(provider: string, query: OAuth2CallbackQuery, mock: boolean): Promise<TokenResponse> {
  const path = `${A}/login/oauth2/code/${encodeURIComponent(provider)}${mock ? '/mock' : ''}`;
  const params = mock ? { providerUid: query.providerUid } : { code: query.code, state: query.state };
  return request<TokenResponse>(path, { method: 'POST', params, headers: noBearer });
}
