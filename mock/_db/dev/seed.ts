import { urlOf } from '../../../src/domain/endpoint';
import { devApi } from '../../../src/domain/dev/endpoints';
import type { DeveloperApplication } from '../../../src/types';
import { DAY_MS, iso } from '../../_lib/dates';
import { createPrng } from '../../_lib/prng';
import type { SeedContext } from '../seed/context';
import { SEED_EPOCH, SEED_IDS } from '../seed/users';
import {
  CONSOLE_CLIENT_ID,
  type DevState,
  PLAYGROUND_CLIENT_ID,
  PROVIDER_SCOPES,
  type ProviderClient,
  type ProviderIdentity,
  SIGN_IN_REGISTRATION,
} from './state';

const at = (days: number) => iso(SEED_EPOCH + days * DAY_MS);
const hex = (prng: ReturnType<typeof createPrng>, n: number) => Array.from({ length: n }, () => prng.int(0, 15).toString(16)).join('');

/** The dev slice of a new store: the marketplace's own clients, MockHub's users and two applications. */
export function seedDev(ctx: SeedContext): DevState {
  const prng = createPrng(9009);
  const identities: ProviderIdentity[] = [
    // gh-1001 is bound to buyer by the foundation seed (seedOAuthBindings)
    { uid: 'gh-1001', login: 'octo-buyer', name: 'Octo Buyer', email: 'octo-buyer@mockhub.test' },
    { uid: 'gh-2002', login: 'new-octocat', name: 'New Octocat', email: 'new-octocat@mockhub.test' },
    { uid: 'gh-2003', login: 'mona-lisa', name: 'Mona Lisa', email: 'mona@mockhub.test' },
    { uid: 'gh-2004', login: 'hubot', name: 'Hubot' },
  ].map((i) => ({ ...i, avatarUrl: urlOf(devApi.providerAvatar, { file: `${i.login}.svg` }) }));

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
