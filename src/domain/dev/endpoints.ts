import type { LoginResponse } from '../../types';
import { endpoint } from '../endpoint';
import type {
  DeveloperApplication,
  DeveloperApplicationInput,
  DeveloperStatusResult,
  OAuth2AuthorizationStart,
  OAuth2AuthorizeRequest,
  OAuth2BindParams,
  OAuth2ConsentForm,
  OAuth2PendingIdentity,
  OAuth2ProviderMetadata,
  OAuth2TokenRequest,
  OAuth2TokenResponse,
  OAuth2UserInfo,
} from './types';

/**
 * Developer calls (SPEC §7 Following/search/shop listings/developer, Authentication): the developer
 * application, the marketplace's side of third-party sign-in, and the fake OAuth2 provider
 * "MockHub" (under /api/mock-oauth2, as if it were another site: the OAuth2 tester and the sign-in
 * flow send the browser there). Each declared once; the fake backend's handler registers against it.
 */
export const devApi = {
  /** A developer application (again after a rejection). */
  submitDeveloperApplication: endpoint('POST', '/api/shop/supportcenter/developer').of<{
    res: DeveloperApplication;
    body: DeveloperApplicationInput;
  }>(),
  getDeveloperStatus: endpoint('GET', '/api/shop/supportcenter/developer/me/status').of<{ res: DeveloperStatusResult }>(),

  // Third-party sign-in: the backend acts as the provider's client.
  /** Step 1: the provider URL with a fresh state. */
  startOAuth2SignIn: endpoint('GET', '/api/v1/usercenter/oauth2/authorization/:registrationId').of<{
    res: OAuth2AuthorizationStart;
    query: { redirectUri: string; locale: string };
  }>(),
  /** The provider identity a bind ticket (or, in mock mode, a providerUid) stands for. */
  getPendingIdentity: endpoint('GET', '/api/v1/usercenter/login/oauth2/bind/:provider').of<{
    res: OAuth2PendingIdentity;
    query: { ticket?: string; providerUid?: string };
  }>(),
  /** Binds the identity to the account username + password prove; answers like login. */
  bindOAuth2Identity: endpoint('POST', '/api/v1/usercenter/login/oauth2/bind/:provider').of<{
    res: LoginResponse;
    body: OAuth2BindParams;
  }>(),

  // The fake provider (RFC 8414 discovery, RFC 6749 code flow with RFC 7636 PKCE).
  providerMetadata: endpoint('GET', '/api/mock-oauth2/.well-known/oauth-authorization-server').of<{ res: OAuth2ProviderMetadata }>(),
  /** The provider's sign-in and consent page (HTML), or a redirect back with an error. */
  providerAuthorize: endpoint('GET', '/api/mock-oauth2/authorize').of<{ res: string; query: OAuth2AuthorizeRequest }>(),
  /** The consent form's answer (form-encoded): back to the client with a code, or with access_denied. */
  providerConsent: endpoint('POST', '/api/mock-oauth2/authorize').of<{ res: string; body: OAuth2ConsentForm }>(),
  /** The token request (form-encoded; client_secret_basic or _post, or PKCE alone). */
  providerToken: endpoint('POST', '/api/mock-oauth2/token').of<{ res: OAuth2TokenResponse; body: OAuth2TokenRequest }>(),
  /** Bearer: the provider's access token. */
  providerUserInfo: endpoint('GET', '/api/mock-oauth2/userinfo').of<{ res: OAuth2UserInfo }>(),
  /** Avatars of the provider's users (SVG; URLs handed out in userinfo and on the consent page). */
  providerAvatar: endpoint('GET', '/api/mock-oauth2/avatars/:file').of<{ res: string }>(),
} as const;
