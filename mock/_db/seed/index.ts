import { seedAccount } from '../account/seed';
import { seedChat } from '../chat/seed';
import { seedDev } from '../dev/seed';
import { seedMarket } from '../market/seed';
import { seedMoney } from '../money/seed';
import { seedReseller } from '../reseller/seed';
import { seedSupplier } from '../supplier/seed';
import { seedTrade } from '../trade/seed';
import type { MockDb } from '../types';
import type { SeedContext } from './context';
import { LAST_SEED_ID, seedOAuthBindings, seedUsers } from './users';

/** Bump when the store's shape changes: a store left on globalThis by an older version is re-seeded. */
export const DB_VERSION = 4;

/** Builds the whole store from scratch; areas that add collections seed them here. */
export function seedDb(): MockDb {
  const users: MockDb['users'] = {};
  for (const user of seedUsers()) users[user.id] = user;
  const ctx: SeedContext = { users };
  // order matters: later areas read earlier slices (orders need listings and money accounts)
  ctx.market = seedMarket(ctx);
  ctx.money = seedMoney(ctx);
  ctx.trade = seedTrade(ctx);
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
