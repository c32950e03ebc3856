/**
 * Developer area: the developer application (C/supportcenter/developer), the fake OAuth2 provider
 * and the third-party sign-in binding. Shared by src/services and mock/.
 */

export const DEVELOPER_APPLICANT_TYPES = ['INDIVIDUAL', 'COMPANY'] as const;
export type DeveloperApplicantType = (typeof DEVELOPER_APPLICANT_TYPES)[number];
/** NONE: never applied. A rejected applicant may submit again. */
export const DEVELOPER_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type DeveloperStatus = (typeof DEVELOPER_STATUSES)[number];
/** Why a review refused an application; the client shows a translated text per code. */
export const DEVELOPER_REJECT_CODES = ['REALNAME_REQUIRED', 'REDIRECT_URI_NOT_HTTPS'] as const;
export type DeveloperRejectCode = (typeof DEVELOPER_REJECT_CODES)[number];

/** POST C/supportcenter/developer */
export interface DeveloperApplicationInput {
  applicantType: DeveloperApplicantType;
  name: string;
  contactEmail: string;
  contactPhone?: string;
  website?: string;
  redirectUris: string[];
  purpose: string;
}

export interface DeveloperApplication extends DeveloperApplicationInput {
  id: string;
  userId: string;
  status: Exclude<DeveloperStatus, 'NONE'>;
  submittedAt: string;
  reviewedAt?: string;
  rejectCode?: DeveloperRejectCode;
  rejectReason?: string;
}

/** The OAuth2 client an approved application receives. The secret is shown to its owner only. */
export interface DeveloperClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  scopes: string[];
  createdAt: string;
}

/** GET C/supportcenter/developer/me/status */
export interface DeveloperStatusResult {
  status: DeveloperStatus;
  /** The latest application, if any. */
  application?: DeveloperApplication;
  /** Earlier applications, newest first (resubmissions after a rejection). */
  history: DeveloperApplication[];
  client?: DeveloperClient;
  /** When a pending application is expected to be reviewed (ISO). */
  expectedReviewAt?: string;
}

/* ---------- third-party sign-in (our backend as the OAuth2 client) ---------- */

/** GET A/oauth2/authorization/{registrationId}: where to send the browser, with the state issued. */
export interface OAuth2AuthorizationStart {
  authorizationUri: string;
  state: string;
  expiresIn: number;
}

/** The provider identity waiting to be bound (GET A/login/oauth2/bind/{provider}). */
export interface OAuth2PendingIdentity {
  provider: string;
  providerUid: string;
  login: string;
  name?: string;
  avatarUrl?: string;
  email?: string;
  /** Seconds left before the bind ticket expires. */
  expiresIn: number;
}

/** POST A/login/oauth2/bind/{provider}: ticket from the code flow, or providerUid in mock mode. */
export interface OAuth2BindParams {
  ticket?: string;
  providerUid?: string;
  username: string;
  password: string;
}

/* ---------- the fake provider (what a third-party OAuth2 server answers) ---------- */

/** RFC 8414 metadata of the fake provider. */
export interface OAuth2ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  response_types_supported: string[];
  grant_types_supported: string[];
  code_challenge_methods_supported: string[];
  scopes_supported: string[];
  token_endpoint_auth_methods_supported: string[];
}

export const PKCE_METHODS = ['S256', 'plain'] as const;
export type PkceMethod = (typeof PKCE_METHODS)[number];

/** What the provider's authorize endpoint receives (query on GET, form fields on POST). */
export interface OAuth2AuthorizeRequest {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  /** Language of the provider's own pages. */
  ui_locales?: string;
}

/** The consent form's answer: the request again, the identity picked and the decision. */
export interface OAuth2ConsentForm extends OAuth2AuthorizeRequest {
  decision?: 'allow' | 'deny';
  uid?: string;
}

/** Token request (application/x-www-form-urlencoded). */
export interface OAuth2TokenRequest {
  grant_type: 'authorization_code';
  code: string;
  redirect_uri: string;
  client_id: string;
  client_secret?: string;
  code_verifier?: string;
}

export interface OAuth2TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/** The provider's user (GitHub-like). */
export interface OAuth2UserInfo {
  id: string;
  login: string;
  name: string;
  email?: string;
  avatar_url?: string;
}

/** RFC 6749 §5.2 error, also carrying the backend's error fields so the pipeline can read it. */
export interface OAuth2ErrorBody {
  error: string;
  error_description?: string;
  title: string;
  detail?: string;
  code: string;
  status: number;
}
