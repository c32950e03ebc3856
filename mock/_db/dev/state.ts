import type { DeveloperApplication, PkceMethod } from '../../../src/types';

/**
 * The dev slice: developer applications and the fake OAuth2 provider ("MockHub", a GitHub
 * stand-in) with its clients, identities, codes and tokens, plus the sign-in requests and bind
 * tickets of the marketplace acting as that provider's client. Rules: applications.ts,
 * oauthProvider.ts, oauthSignIn.ts; seeding: seed.ts. Types and constants only, so the store's
 * type can name the slice without reaching the rules.
 */

/** A client registered at the provider. Seeded first-party clients match redirect URIs by path. */
export interface ProviderClient {
  clientId: string;
  /** Undefined for a public client, which must use PKCE instead. */
  clientSecret?: string;
  name: string;
  /** Exact absolute URIs (developer apps) ... */
  redirectUris: string[];
  /** ... or, for the seeded clients, a RegExp source over the URI's path (any origin). */
  redirectPathPattern?: string;
  scopes: string[];
  /** The developer application it was created for. */
  applicationId?: string;
  ownerId?: string;
  createdAt: string;
}

/** A user of the fake provider (a GitHub account). */
export interface ProviderIdentity {
  uid: string;
  login: string;
  name: string;
  email?: string;
  avatarUrl?: string;
}

export interface AuthCodeRecord {
  code: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  uid: string;
  codeChallenge?: string;
  codeChallengeMethod?: PkceMethod;
  expiresAt: number;
}

export interface ProviderTokenRecord {
  accessToken: string;
  clientId: string;
  uid: string;
  scope: string;
  expiresAt: number;
}

/** A third-party sign-in the marketplace started: the state it issued and where the code returns. */
export interface SignInRequest {
  state: string;
  registrationId: string;
  redirectUri: string;
  expiresAt: number;
}

/** Proof that the code flow identified a provider user who has no account bound yet. */
export interface BindTicket {
  ticket: string;
  provider: string;
  uid: string;
  expiresAt: number;
}

export interface DevState {
  seq: number;
  applications: DeveloperApplication[];
  clients: ProviderClient[];
  identities: ProviderIdentity[];
  codes: Record<string, AuthCodeRecord>;
  providerTokens: Record<string, ProviderTokenRecord>;
  signInRequests: Record<string, SignInRequest>;
  bindTickets: Record<string, BindTicket>;
}

/** The marketplace's own registration at the provider (registrationId 'github'). */
export const CONSOLE_CLIENT_ID = 'game-trade-console';
/** The public client the OAuth2 tester uses when the user has no approved application. */
export const PLAYGROUND_CLIENT_ID = 'playground';
export const SIGN_IN_REGISTRATION = 'github';
export const PROVIDER_SCOPES = ['read:user', 'user:email'];
