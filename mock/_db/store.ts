import type { MockSeedKind } from '../../src/domain/mock/types';
import { seedKind } from '../_lib/settings';
import { DB_VERSION, seedDb } from './seed';
import type { MockDb } from './types';

/** On globalThis because editing any mock file reloads every module and would drop module state. */
const KEY = '__GT_MOCK_DB__';
type Holder = { [KEY]?: MockDb };
const holder = globalThis as typeof globalThis & Holder;

export function getDb(): MockDb {
  const db = holder[KEY];
  if (db && db.version === DB_VERSION) return db;
  return resetDb();
}

/** A fresh store of `kind`; without it, the kind MOCK_SEED names (demo unless set). */
export function resetDb(kind: MockSeedKind = seedKind()): MockDb {
  const db = seedDb(kind);
  holder[KEY] = db;
  return db;
}
