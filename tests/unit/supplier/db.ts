import { getDb } from '../../../mock/_db/store';
import type { MockDb } from '../../../mock/_db/types';
import { seedCopies } from '../../storeCache';

/**
 * Seeding the whole store takes seconds: take one seed per file, then give every test a fresh deep
 * copy of that seed (the store lives on globalThis, see mock/_db/store.ts).
 */
const KEY = '__GT_MOCK_DB__';
let copyOfSeed: (() => MockDb) | undefined;

export function freshDbPerTest(): void {
  beforeAll(() => {
    copyOfSeed = seedCopies<MockDb>();
  });
  beforeEach(() => {
    (globalThis as Record<string, unknown>)[KEY] = copyOfSeed!();
  });
}

export { getDb };
