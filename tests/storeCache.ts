/**
 * Seeding the fake backend's whole store (mock/_db/seed) takes seconds — thousands of orders and
 * their ledger — and most mock tests reset it before every test. The seed is a function of the
 * hour it is made in (finished orders hang off the day, open ones off the hour: "two seeds within
 * an hour are identical", checked by tests/unit/harness/storeCache.test.ts), so a jest worker seeds
 * once per hour and hands every reset a deep copy of that seed. The copy of each top-level slice
 * (market, money, trade, …) is made when the test first reads it (tests/env/plainClone.js
 * lazyClone), so a test that only signs in does not copy thousands of orders.
 *
 * tests/setup.ts replaces mock/_db/store for every test file with `cachedStore(actual)`: the same
 * getDb / resetDb (same globalThis key, same version check), where resetDb takes its fresh store
 * from the worker's seed for the current hour of the mock clock instead of seeding again. The demo
 * and the test seed (`resetDb('test')`; without a kind, the one MOCK_SEED names) are kept apart.
 * `seedDb()` itself is untouched, so tests that call it still seed for real.
 *
 * - A seed is made in an isolated module registry (jest.isolateModules): it does not depend on
 *   module state a test file changed (e.g. seed role arrays grown by openSupplierRole).
 * - The key also holds DB_VERSION and a stamp (file count, sizes and mtimes) of mock/ and src/,
 *   so an edit made during a run gives the next test file a new seed.
 * - Without the worker store (another environment) or when mock/_db/store.ts no longer looks like
 *   what this mirrors (exports other than getDb / resetDb, no `const KEY = '…'`), the real module
 *   is used.
 */
import fs from 'fs';
import path from 'path';
import { lazyClone, plainClone } from './env/plainClone';

type Kind = 'demo' | 'test';
type Store = { getDb: () => Db; resetDb: (kind?: Kind) => Db };
type Db = { version: number } & Record<string, unknown>;
type WorkerStore = { get(key: string): Db | undefined; set(key: string, db: Db): boolean };

const ROOT = path.resolve(__dirname, '..');
const STORE = path.join(ROOT, 'mock/_db/store.ts');
const SEED = path.join(ROOT, 'mock/_db/seed');
const CLOCK = path.join(ROOT, 'mock/_db/clock');
const SETTINGS = path.join(ROOT, 'mock/_lib/settings');
const HOUR = 3_600_000;

/** Deep copy in the caller's realm (objects, arrays, Date, Map, Set; shared references kept). */
export const cloneDb = plainClone as <T>(db: T) => T;

let stamp: string | undefined;
/** Once per test file: what the seed's code looks like on disk now. */
function sourceStamp(): string {
  if (stamp !== undefined) return stamp;
  let count = 0;
  let sum = 0;
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // removed while we walk (someone else's edit): it no longer counts
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.umi')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) {
        const st = fs.statSync(file, { throwIfNoEntry: false });
        if (!st) continue;
        count += 1;
        sum = (sum + st.mtimeMs * 31 + st.size * 7 + file.length) % 1e15;
      }
    }
  };
  walk(path.join(ROOT, 'mock'));
  walk(path.join(ROOT, 'src'));
  stamp = `${count}:${sum}`;
  return stamp;
}

/** A real seed of `kind` at `at`, made with fresh copies of the seed's modules. */
function seedAt(at: number, kind: Kind): Db {
  let db: Db | undefined;
  const seed = () => {
    const clock = jest.requireActual(CLOCK) as { setClock: (fn: () => number) => void };
    clock.setClock(() => at);
    db = (jest.requireActual(SEED) as { seedDb: (kind: Kind) => Db }).seedDb(kind);
  };
  try {
    jest.isolateModules(seed);
  } catch (e) {
    // a test resetting the store inside its own isolateModules: seed in that registry
    if (!/nested/i.test(String(e))) throw e;
    db = (jest.requireActual(SEED) as { seedDb: (kind: Kind) => Db }).seedDb(kind);
  }
  return db!;
}

function workerStore(): WorkerStore | undefined {
  return (globalThis as { __GT_WORKER_STORE__?: WorkerStore }).__GT_WORKER_STORE__;
}

/** The kind store.ts seeds when resetDb gets none. */
function defaultKind(): Kind {
  return (jest.requireActual(SETTINGS) as { seedKind: () => Kind }).seedKind();
}

/**
 * A seed of `kind` for the mock clock's current hour: `kept` is the worker's (read it only through
 * a copy), `made` one seeded just now when the worker had none (the caller's own to change).
 */
function currentSeed(kind: Kind): { kept?: Db; made?: Db } {
  const { DB_VERSION } = jest.requireActual(SEED) as { DB_VERSION: number };
  const { now } = jest.requireActual(CLOCK) as { now: () => number };
  const at = now();
  const shared = workerStore();
  const id = `${DB_VERSION}|${kind}|${Math.floor(at / HOUR)}|${sourceStamp()}`;
  const kept = shared?.get(id);
  if (kept) return { kept };
  const made = seedAt(at, kind);
  // the worker keeps a copy of it (not when it is not plain data: then every reset seeds)
  return { made, kept: shared?.set(id, made) ? shared.get(id) : undefined };
}

/**
 * Copies of one seed (the mock clock's current hour; the demo unless `kind` says) for a whole test
 * file, e.g. one per test: `beforeAll(() => (copy = seedCopies()))`, `beforeEach(() => (db = copy()))`.
 */
export function seedCopies<T = Db>(kind: Kind = 'demo'): () => T {
  const { kept, made } = currentSeed(kind);
  if (kept) return () => lazyClone(kept) as T;
  return () => cloneDb(made!) as unknown as T;
}

export function cachedStore(actual: Store): Store | undefined {
  if (!workerStore()) return undefined;
  if (Object.keys(actual).sort().join() !== 'getDb,resetDb') return undefined;
  const key = /const KEY = '([^']+)'/.exec(fs.readFileSync(STORE, 'utf8'))?.[1];
  if (!key) return undefined;
  const { DB_VERSION } = jest.requireActual(SEED) as { DB_VERSION: number };
  const holder = globalThis as unknown as Record<string, Db | undefined>;

  function resetDb(kind: Kind = defaultKind()): Db {
    const { kept, made } = currentSeed(kind);
    // the kept seed is never handed out nor changed, so its copy may be made as the test reads it
    const db = made ?? (lazyClone(kept) as Db);
    holder[key!] = db;
    return db;
  }

  function getDb(): Db {
    const db = holder[key!];
    if (db && db.version === DB_VERSION) return db;
    return resetDb();
  }

  return { getDb, resetDb };
}
