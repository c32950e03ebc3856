import type { DeveloperApplication, PkceMethod } from '../../../src/types';
import { createPrng } from '../../_lib/prng';
import type { SeedContext } from '../seed/context';
import { SEED_EPOCH, SEED_IDS } from '../seed/users';

/**
 * The dev slice: developer applications and the fake OAuth2 provider ("MockHub", a GitHub
 * stand-in) with its clients, identities, codes and tokens, plus the sign-in requests and bind
 * tickets of the marketplace acting as that provider's client. Rules: applications.ts,
 * oauthProvider.ts, oauthSignIn.ts.
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

const DAY = 86_400_000;
const at = (days: number) => new Date(SEED_EPOCH + days * DAY).toISOString();
const hex = (prng: ReturnType<typeof createPrng>, n: number) => Array.from({ length: n }, () => prng.int(0, 15).toString(16)).join('');

export function seedDev(ctx: SeedContext): DevState {
  const prng = createPrng(9009);
  const identities: ProviderIdentity[] = [
    // gh-1001 is bound to buyer by the foundation seed (seedOAuthBindings)
    { uid: 'gh-1001', login: 'octo-buyer', name: 'Octo Buyer', email: 'octo-buyer@mockhub.test' },
    { uid: 'gh-2002', login: 'new-octocat', name: 'New Octocat', email: 'new-octocat@mockhub.test' },
    { uid: 'gh-2003', login: 'mona-lisa', name: 'Mona Lisa', email: 'mona@mockhub.test' },
    { uid: 'gh-2004', login: 'hubot', name: 'Hubot' },
  ].map((i) => ({ ...i, avatarUrl: `/api/mock-oauth2/avatars/${i.login}.svg` }));

  const traderApp: DeveloperApplication = {
    id: 'DA100001',
    userId: SEED_IDS.trader,
    status: 'APPROVED',
    applicantType: 'COMPANY',
    name: 'Trader Tools Ltd.',
    contactEmail: 'dev@trader-tools.example',
    website: 'https://trader-tools.example',
    redirectUris: ['https://trader-tools.example/oauth/callback', 'http://localhost:8000/en/playground/oauth2'],
    purpose: 'Price monitor that reads our own orders and stock to reprice listings automatically.',
    submittedAt: at(10),
    reviewedAt: at(11),
  };
  const supplierApp: DeveloperApplication = {
    id: 'DA100002',
    userId: SEED_IDS.supplier,
    status: 'REJECTED',
    applicantType: 'INDIVIDUAL',
    name: '李供货',
    contactEmail: 'supplier@example.com',
    redirectUris: ['http://supplier-tools.example/callback'],
    purpose: 'Stock synchronisation between my warehouse sheet and my commodities.',
    submittedAt: at(12),
    reviewedAt: at(13),
    rejectCode: 'REDIRECT_URI_NOT_HTTPS',
    rejectReason: 'Redirect URIs must use https (http is allowed for localhost only)',
  };
  const clients: ProviderClient[] = [
    {
      clientId: CONSOLE_CLIENT_ID,
      clientSecret: `sec_${hex(prng, 32)}`,
      name: 'Game Trade Console',
      redirectUris: [],
      redirectPathPattern: `^(?:/zh_CN|/en)?/login/oauth2/code/${SIGN_IN_REGISTRATION}$`,
      scopes: PROVIDER_SCOPES,
      createdAt: at(0),
    },
    {
      clientId: PLAYGROUND_CLIENT_ID,
      name: 'OAuth2 Playground',
      redirectUris: [],
      redirectPathPattern: '^(?:/zh_CN|/en)?/playground/oauth2$',
      scopes: PROVIDER_SCOPES,
      createdAt: at(0),
    },
    {
      clientId: `dev_${hex(prng, 16)}`,
      clientSecret: `sec_${hex(prng, 32)}`,
      name: traderApp.name,
      redirectUris: traderApp.redirectUris,
      scopes: PROVIDER_SCOPES,
      applicationId: traderApp.id,
      ownerId: traderApp.userId,
      createdAt: at(11),
    },
  ];
  // the approved developer shows as such in /auth/userinfo
  const trader = ctx.users[SEED_IDS.trader];
  if (trader) trader.developer = true;
  return {
    seq: 100002,
    applications: [traderApp, supplierApp],
    clients,
    identities,
    codes: {},
    providerTokens: {},
    signInRequests: {},
    bindTickets: {},
  };
}
