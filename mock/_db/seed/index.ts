import { seedAccount } from '../account/seed';
import { seedChat } from '../chat/seed';
import { seedDev } from '../dev/seed';
import { seedMarket } from '../market/seed';
import { seedMoney } from '../money/seed';
import { seedReseller } from '../reseller/seed';
import { seedSupplier } from '../supplier/seed';
import type { MockSeedKind } from '../../../src/domain/mock/types';
import { freezeDeadlines } from '../trade/frozen';
import { seedTrade } from '../trade/seed';
import type { MockDb } from '../types';
import type { SeedContext } from './context';
import { LAST_SEED_ID, seedOAuthBindings, seedUsers } from './users';

/** Bump when the store's shape changes: a store left on globalThis by an older version is re-seeded. */
export const DB_VERSION = 4;

/** The test seed's share of the demo's order history (live orders and archive): enough for every list and export. */
const TEST_ORDER_SHARE = 0.25;

/**
 * Builds the whole store from scratch; areas that add collections seed them here. `demo` is the
 * living store of `npm start`: open orders time out, confirm and settle as real time passes. `test`
 * (for e2e) has the same users and catalogue, a quarter of the order history, and no deadline
 * ahead within ten years (trade/frozen.ts): a seeded order keeps its status until a test acts on it.
 */
export function seedDb(kind: MockSeedKind = 'demo'): MockDb {
  const users: MockDb['users'] = {};
  for (const user of seedUsers()) users[user.id] = user;
  const ctx: SeedContext = { users };
  // order matters: later areas read earlier slices (orders need listings and money accounts)
  ctx.market = seedMarket(ctx);
  ctx.money = seedMoney(ctx);
  ctx.trade = seedTrade(ctx, kind === 'test' ? TEST_ORDER_SHARE : 1);
  if (kind === 'test') freezeDeadlines(ctx.trade);
  ctx.supplier = seedSupplier(ctx);
  ctx.reseller = seedReseller(ctx);
  ctx.account = seedAccount(ctx);
  ctx.chat = seedChat(ctx);
  ctx.dev = seedDev(ctx);
  return {
    version: DB_VERSION,
    market: ctx.market,
    money: ctx.money,
    trade: ctx.trade,
    supplier: ctx.supplier,
    reseller: ctx.reseller,
    account: ctx.account,
    chat: ctx.chat,
    dev: ctx.dev,
    users,
    tokens: {},
    otps: {},
    resetCodes: {},
    oauthBindings: seedOAuthBindings(),
    behavior: {},
    seq: { user: LAST_SEED_ID },
  };
}
