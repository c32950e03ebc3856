import { AUTH_FLAG_HEADER } from '@/constants/api';
import type { OAuth2ProviderMetadata, OAuth2TokenRequest, OAuth2TokenResponse, OAuth2UserInfo } from '@/types';
import { requestRaw } from '@/utils/request';

/**
 * The OAuth2 tester's calls to a third party's endpoints, at the URLs the user configured (the
 * fake provider by default, see devApi.provider*): not calls of our API, so they live with the
 * tester and never send our bearer.
 */
const noBearer = { [AUTH_FLAG_HEADER]: '1' };

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
