import { deserialize, serialize } from 'v8';
import { getDb, resetDb } from '../../../mock/_db/store';
import type { MockDb } from '../../../mock/_db/types';

/**
 * Seeding the whole store takes seconds: seed once per file, then give every test a fresh deep
 * copy of that seed (the store lives on globalThis, see mock/_db/store.ts).
 */
const KEY = '__GT_MOCK_DB__';
let pristine: Buffer | undefined;
// jsdom has no structuredClone; v8's serializer is the same algorithm

export function freshDbPerTest(): void {
  beforeAll(() => {
    pristine = serialize(resetDb());
  });
  beforeEach(() => {
    (globalThis as Record<string, unknown>)[KEY] = deserialize(pristine!) as MockDb;
  });
}

export { getDb };
