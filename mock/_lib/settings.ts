import type { FaultKind, MockSeedKind, MockSettings } from '../../src/domain/mock/types';

/**
 * Switches of the built-in fake backend.
 *
 * Environment variables (read on every call, so a restart is not needed when a test runner
 * changes them in-process):
 *   MOCK_TOKEN_TTL       access-token lifetime in seconds               default 7200
 *   MOCK_LATENCY         added delay per call in milliseconds           default 0
 *   MOCK_FAULT_RATE      share of calls answered with a fault, 0..1     default 0
 *   MOCK_FAULT_STATUSES  comma-separated faults: statuses answered      default "500,503,429"
 *                        instead of acting, and/or "lost" (acted on,
 *                        then answered 503)
 *   MOCK_FAULT_SEED      integer: a reproducible fault sequence         default unset (random)
 *   MOCK_SEED            the store seeded first and by a reset without  default "demo"
 *                        a body: "demo" (orders move on with real time)
 *                        or "test" (small, frozen: seedDb in mock/_db/seed)
 *
 * POST /api/mock/config overrides any of them but MOCK_SEED at runtime (plus faultPathPattern, a
 * regex that limits which paths fault); POST /api/mock/reset drops the overrides again (its body
 * `{ seed: 'demo' | 'test' }` picks the store). Overrides live on
 * globalThis so that editing a mock file (which reloads every module) does not lose them.
 */
export type { MockSettings };

const DEFAULTS: MockSettings = { tokenTtl: 7200, latency: 0, faultRate: 0, faultStatuses: [500, 503, 429] };

const KEY = '__GT_MOCK_SETTINGS__';
type Holder = { [KEY]?: Partial<MockSettings> };
const holder = globalThis as typeof globalThis & Holder;

function intFrom(raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min ? n : fallback;
}

function rateFrom(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : fallback;
}

/** Parses "500,503,429,lost"; anything that is not an HTTP error status or "lost" makes the whole value invalid. */
export function parseStatuses(raw: string): FaultKind[] | undefined {
  const list = raw.split(',').map((s): unknown => (s.trim() === 'lost' ? 'lost' : Number(s.trim())));
  return list.length > 0 && list.every(isFaultKind) ? list : undefined;
}

export function isErrorStatus(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599;
}

export function isFaultKind(v: unknown): v is FaultKind {
  return v === 'lost' || isErrorStatus(v);
}

/** The environment's values, falling back to the defaults when unset or malformed. */
export function envSettings(env: NodeJS.ProcessEnv = process.env): MockSettings {
  const statuses = env.MOCK_FAULT_STATUSES ? parseStatuses(env.MOCK_FAULT_STATUSES) : undefined;
  const seed = env.MOCK_FAULT_SEED?.trim() ? intFrom(env.MOCK_FAULT_SEED, -1, 0) : -1;
  return {
    tokenTtl: intFrom(env.MOCK_TOKEN_TTL, DEFAULTS.tokenTtl, 1),
    latency: intFrom(env.MOCK_LATENCY, DEFAULTS.latency, 0),
    faultRate: rateFrom(env.MOCK_FAULT_RATE, DEFAULTS.faultRate),
    faultStatuses: statuses ?? [...DEFAULTS.faultStatuses],
    ...(seed < 0 ? {} : { faultSeed: seed }),
  };
}

export function getSettings(): MockSettings {
  return { ...envSettings(), ...(holder[KEY] ?? {}) };
}

/** Merges runtime overrides; `faultPathPattern: undefined` clears the pattern, `faultSeed: undefined` the seed. */
export function overrideSettings(patch: Partial<MockSettings>): MockSettings {
  const next: Partial<MockSettings> = { ...(holder[KEY] ?? {}), ...patch };
  if ('faultPathPattern' in patch && !patch.faultPathPattern) delete next.faultPathPattern;
  if ('faultSeed' in patch && patch.faultSeed === undefined) delete next.faultSeed;
  holder[KEY] = next;
  return getSettings();
}

export function resetSettings(): void {
  delete holder[KEY];
}

/** The store MOCK_SEED asks for; anything but "test" seeds the demo. */
export function seedKind(env: NodeJS.ProcessEnv = process.env): MockSeedKind {
  return env.MOCK_SEED?.trim() === 'test' ? 'test' : 'demo';
}
