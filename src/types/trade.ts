import type { ListMark } from './lists';
import type { RiskWarning } from './risk';

/**
 * Checks before trading with a counterparty (B/common/warning/check, B/problem/defense/cheat/state,
 * PUT B/cheat/validated): a blacklisted counterparty cannot be traded with; a risk warning must be
 * read and confirmed before paying.
 */
export type CheatState = 'NORMAL' | 'WARNING' | 'BLOCKED';
export type BlockedReason = 'BLACKLISTED_BY_YOU' | 'BLACKLISTED_BY_COUNTERPARTY' | 'SELF';

export interface CounterpartyCheck {
  counterpartyId: string;
  state: CheatState;
  /** the caller confirmed the warning (valid for a day) */
  validated: boolean;
  validatedAt?: string;
  blockedReason?: BlockedReason;
  /** the caller's own white/black mark on the counterparty */
  mark?: ListMark;
  warning?: RiskWarning;
}
