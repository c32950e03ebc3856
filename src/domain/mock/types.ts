import type { ChatSide, NotificationType } from '../chat/types';

/**
 * Control calls of the built-in fake backend (README "Environment switches"): what e2e tests and
 * developers send to reset it, slow it down, inject faults or raise events. Never called by the
 * console itself.
 */

/** The fake backend's switches in force (environment, then runtime overrides). */
export interface MockSettings {
  /** access-token lifetime, seconds */
  tokenTtl: number;
  /** added latency per call, ms */
  latency: number;
  /** share of calls (0..1) answered with a fault */
  faultRate: number;
  /** what a fault is, picked evenly: an error status answered instead of acting, or `lost` */
  faultStatuses: FaultKind[];
  /**
   * Makes the fault sequence reproducible: whether the n-th call of a given method and path faults
   * (and how) depends only on the seed, not on how calls interleave. Absent: Math.random.
   */
  faultSeed?: number;
  /** Only paths matching this RegExp source fault; absent means every non-control path. */
  faultPathPattern?: string;
}

/**
 * A fault: an HTTP error status (answered without acting), or `lost`: the call is carried out
 * (a write is committed) and then answered 503, as when an answer is lost on its way back.
 */
export type FaultKind = number | 'lost';

/**
 * POST /api/mock/config: any of the switches; faultStatuses may be "500,503,lost"; faultPathPattern
 * null or '' clears it, as does faultSeed null (and setting a seed restarts its sequence).
 */
export interface MockSettingsPatch {
  tokenTtl?: number;
  latency?: number;
  faultRate?: number;
  faultStatuses?: FaultKind[] | string;
  faultPathPattern?: string | null;
  faultSeed?: number | null;
}

/**
 * Which store a reset seeds: `demo` (the default) has a year of history and open orders whose
 * deadlines pass as real time goes by; `test` has the same users and catalogue, less history, and
 * open orders whose pending deadlines lie years ahead, so nothing moves until a test acts.
 */
export type MockSeedKind = 'demo' | 'test';

/** POST /api/mock/reset: without `seed`, the kind MOCK_SEED names (demo unless set). */
export interface ResetBackendRequest {
  seed?: MockSeedKind;
}

/** Without a username every token goes. */
export interface RevokeTokensRequest {
  username?: string;
}

export interface RevokeTokensResult {
  revoked: number;
}

/**
 * Chat accounts appear that long after the initialisation call (to see /pending/accountCreatePending
 * wait); 0, the default, creates them at once.
 */
export interface ChatMockConfig {
  accountCreateDelayMs: number;
}

/** Raises a notification for a user now (the bell and its sounds). */
export interface PushNotificationRequest {
  username: string;
  type: NotificationType;
  orderNo?: string;
  side?: ChatSide;
  params?: Record<string, string>;
}

/** GET /api/mock/audit: the books checked (every balance = the sum of its entries; all entries sum to zero). */
export interface MockAudit {
  ledgerSum: string;
  /** accounts checked */
  accounts: number;
  /** what disagrees; empty when the books hold */
  mismatches: string[];
}

/** POST /api/mock/clock: minutes to move the clock forward (1 … 525 600, a year); a reset puts it back. */
export interface AdvanceClockRequest {
  minutes: number;
}

/** The fake backend's clock after the move: ISO instant and how far it runs ahead of real time. */
export interface MockClock {
  now: string;
  aheadMinutes: number;
}
