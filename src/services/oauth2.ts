import { AUTH_FLAG_HEADER } from '@/constants/api';
import { devApi } from '@/domain/dev/endpoints';
import type { LoginResponse, OAuth2AuthorizationStart, OAuth2BindParams, OAuth2PendingIdentity } from '@/types';
import { call, type CallOptions } from '@/utils/request';

/** Sign-in calls go without the bearer, like login. */
const noBearer = { [AUTH_FLAG_HEADER]: '1' };

/** Third-party sign-in, step 1: the backend issues a state and answers the provider URL. */
export function startOAuth2SignIn(registrationId: string, redirectUri: string, locale: string): Promise<OAuth2AuthorizationStart> {
  return call(devApi.startOAuth2SignIn, { path: { registrationId }, params: { redirectUri, locale }, headers: noBearer });
}

/** The provider identity a bind ticket (or, in mock mode, a providerUid) stands for. */
export function getPendingIdentity(
  provider: string,
  ref: { ticket?: string; providerUid?: string },
  options: CallOptions = {},
): Promise<OAuth2PendingIdentity> {
  return call(devApi.getPendingIdentity, {
    ...options,
    path: { provider },
    params: { ticket: ref.ticket, providerUid: ref.providerUid },
    headers: noBearer,
  });
}

/** Binds the identity to the account username + password prove; answers like login. */
export function bindOAuth2Identity(provider: string, params: OAuth2BindParams): Promise<LoginResponse> {
  return call(devApi.bindOAuth2Identity, { path: { provider }, data: params, headers: noBearer });
}
