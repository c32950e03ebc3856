import type { MockDb } from '../types';
import { LAST_SEED_ID, seedOAuthBindings, seedUsers } from './users';

/** Bump when the store's shape changes: a store left on globalThis by an older version is re-seeded. */
export const DB_VERSION = 1;

/** Builds the whole store from scratch; areas that add collections seed them here. */
export function seedDb(): MockDb {
  const users: MockDb['users'] = {};
  for (const user of seedUsers()) users[user.id] = user;
  return {
    version: DB_VERSION,
    users,
    tokens: {},
    otps: {},
    resetCodes: {},
    oauthBindings: seedOAuthBindings(),
    behavior: {},
    seq: { user: LAST_SEED_ID },
  };
}
