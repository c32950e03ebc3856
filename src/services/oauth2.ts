import { A, AUTH_FLAG_HEADER } from '@/constants/api';
import type {
  LoginResponse,
  OAuth2AuthorizationStart,
  OAuth2BindParams,
  OAuth2PendingIdentity,
  OAuth2ProviderMetadata,
  OAuth2TokenRequest,
  OAuth2TokenResponse,
  OAuth2UserInfo,
} from '@/types';
import { request, requestRaw, type RequestOptions } from '@/utils/request';

/** Sign-in calls go without the bearer, like login. */
const noBearer = { [AUTH_FLAG_HEADER]: '1' };

/** Third-party sign-in, step 1: the backend issues a state and answers the provider URL. */
export function startOAuth2SignIn(registrationId: string, redirectUri: string, locale: string): Promise<OAuth2AuthorizationStart> {
  return request<OAuth2AuthorizationStart>(`${A}/oauth2/authorization/${encodeURIComponent(registrationId)}`, {
    params: { redirectUri, locale },
    headers: noBearer,
  });
}

/** The provider identity a bind ticket (or, in mock mode, a providerUid) stands for. */
export function getPendingIdentity(
  provider: string,
  ref: { ticket?: string; providerUid?: string },
  options: RequestOptions = {},
): Promise<OAuth2PendingIdentity> {
  return request<OAuth2PendingIdentity>(`${A}/login/oauth2/bind/${encodeURIComponent(provider)}`, {
    ...options,
    params: { ticket: ref.ticket, providerUid: ref.providerUid },
    headers: noBearer,
  });
}

/** Binds the identity to the account username + password prove; answers like login. */
export function bindOAuth2Identity(provider: string, params: OAuth2BindParams): Promise<LoginResponse> {
  return request<LoginResponse>(`${A}/login/oauth2/bind/${encodeURIComponent(provider)}`, {
    method: 'POST',
    data: params,
    headers: noBearer,
  });
}

/* ---------- a third party's endpoints, for the OAuth2 tester: never send our bearer ---------- */

/** What the tester shows of an answer: status, time and body, success or not. */
export type ProbeResult<T> =
  { ok: true; status: number; ms: number; body: T } | { ok: false; status: number; ms: number; body: Record<string, unknown> };

async function probe<T>(url: string, init: Parameters<typeof requestRaw>[1]): Promise<ProbeResult<T>> {
  const started = performance.now();
  try {
    const { data, response } = await requestRaw<T>(url, { ...init, skipErrorHandler: true, retries: 0 });
    return { ok: true, status: response.status, ms: Math.round(performance.now() - started), body: data };
  } catch (e) {
    const err = e as { status?: number; body?: object; message?: string };
    const body: Record<string, unknown> = err.body ? { ...err.body } : { message: err.message };
    return { ok: false, status: err.status ?? 0, ms: Math.round(performance.now() - started), body };
  }
}

/** RFC 8414 discovery of the provider. */
export function discoverProvider(metadataUrl: string): Promise<ProbeResult<OAuth2ProviderMetadata>> {
  return probe<OAuth2ProviderMetadata>(metadataUrl, { method: 'GET', headers: noBearer });
}

/** The token request, form-encoded as RFC 6749 §4.1.3 wants it. */
export function requestProviderToken(tokenUrl: string, form: OAuth2TokenRequest): Promise<ProbeResult<OAuth2TokenResponse>> {
  const data = Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined && v !== ''));
  return probe<OAuth2TokenResponse>(tokenUrl, { method: 'POST', data, requestType: 'form', headers: noBearer });
}

export function getProviderUserInfo(userinfoUrl: string, accessToken: string): Promise<ProbeResult<OAuth2UserInfo>> {
  return probe<OAuth2UserInfo>(userinfoUrl, { method: 'GET', headers: { ...noBearer, Authorization: `Bearer ${accessToken}` } });
}
