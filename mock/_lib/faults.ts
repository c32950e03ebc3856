import { MOCK_CONTROL_PREFIX } from '../../src/domain/mock/endpoints';
import type { FaultKind } from '../../src/domain/mock/types';
import { createPrng } from './prng';
import type { MockSettings } from './settings';

/** Control calls must stay fast and reliable, or tests could not switch faults off again. */
export function isControlPath(path: string): boolean {
  return path === MOCK_CONTROL_PREFIX || path.startsWith(`${MOCK_CONTROL_PREFIX}/`);
}

function matchesPattern(path: string, pattern: string | undefined): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(path);
  } catch {
    return false; // validated when set; a bad one from elsewhere simply disables faults
  }
}

/** The fault to answer this call with, or undefined to serve it normally. */
export function pickFault(path: string, settings: MockSettings, random: () => number = Math.random): FaultKind | undefined {
  if (isControlPath(path) || settings.faultRate <= 0 || settings.faultStatuses.length === 0) return undefined;
  if (!matchesPattern(path, settings.faultPathPattern)) return undefined;
  if (random() >= settings.faultRate) return undefined;
  return settings.faultStatuses[Math.floor(random() * settings.faultStatuses.length)];
}

/** Calls seen per method and path under the current seed (kept on globalThis across mock reloads). */
const COUNTS = '__GT_MOCK_FAULT_COUNTS__';
type Holder = { [COUNTS]?: { seed: number; seen: Map<string, number> } };
const holder = globalThis as typeof globalThis & Holder;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The random source for this call: with a seed, the n-th call of a method and path draws the same
 * numbers on every run whatever else runs in between, so a failing sequence can be replayed.
 */
export function faultRandom(method: string, path: string, seed: number | undefined): () => number {
  if (seed === undefined) return Math.random;
  if (holder[COUNTS]?.seed !== seed) holder[COUNTS] = { seed, seen: new Map() };
  const seen = holder[COUNTS].seen;
  const call = `${method} ${path}`;
  const n = (seen.get(call) ?? 0) + 1;
  seen.set(call, n);
  return createPrng(hash(`${seed}|${call}|${n}`)).next;
}

/** Setting a seed (again) starts its sequence from the beginning. */
export function restartFaultSequence(): void {
  delete holder[COUNTS];
}

const TITLES: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function faultTitle(status: number): string {
  return TITLES[status] ?? 'Injected fault';
}
