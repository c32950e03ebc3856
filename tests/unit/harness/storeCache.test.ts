/**
 * The unit tests' store cache (tests/storeCache.ts): a reset hands out a copy of one seed per worker
 * and hour instead of seeding again. It is only right while seeding gives the same store all hour
 * long, and while a copy is indistinguishable from a seed.
 */
import { isDeepStrictEqual } from 'util';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { seedDb } from '../../../mock/_db/seed';
import { getDb, resetDb } from '../../../mock/_db/store';

const HOUR = 3_600_000;

/** The first path where `a` and `b` differ in which objects they share (undefined: nowhere). */
function sharingDiffers(a: unknown, b: unknown): string | undefined {
  const ab = new Map<object, object>();
  const ba = new Map<object, object>();
  const walk = (x: unknown, y: unknown, path: string): string | undefined => {
    if (x === null || typeof x !== 'object' || y === null || typeof y !== 'object') return undefined;
    if (ab.has(x) || ba.has(y)) return ab.get(x) === y && ba.get(y) === x ? undefined : path;
    ab.set(x, y);
    ba.set(y, x);
    for (const k of Object.keys(x)) {
      const found = walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${path}.${k}`);
      if (found) return found;
    }
    return undefined;
  };
  return walk(a, b, 'db');
}

function objectsOf(root: unknown): Set<object> {
  const seen = new Set<object>();
  const walk = (x: unknown) => {
    if (x === null || typeof x !== 'object' || seen.has(x)) return;
    seen.add(x);
    for (const v of Object.values(x)) walk(v);
  };
  walk(root);
  return seen;
}

afterEach(() => resetClock());

it('is what mock/_db/store is in unit tests', () => {
  expect((globalThis as { __GT_WORKER_STORE__?: unknown }).__GT_WORKER_STORE__).toBeDefined();
  expect(resetDb).not.toBe(jest.requireActual('../../../mock/_db/store').resetDb);
});

it('resets to what seeding gives at any time of the same hour, sharing the same objects', () => {
  const hour = Math.floor(Date.now() / HOUR) * HOUR;
  setClock(() => hour);
  const reset = resetDb();
  setClock(() => hour + HOUR - 1);
  const seeded = seedDb();
  // util's strict comparison (prototypes too, so a copy made in another realm fails) takes a
  // fraction of a second on the whole store; toStrictEqual takes seconds, so only for the diff
  if (!isDeepStrictEqual(reset, seeded)) expect(reset).toStrictEqual(seeded);
  expect(sharingDiffers(reset, seeded)).toBeUndefined();
});

it('gives every reset a store of its own', () => {
  const first = resetDb();
  const second = resetDb();
  expect(getDb()).toBe(second);
  const mine = objectsOf(first);
  expect([...objectsOf(second)].filter((o) => mine.has(o))).toEqual([]);
});
