import type { ListMark } from '../../types/lists';
import type { RiskWarning } from '../../types/risk';
import type { TradeRole } from './codes';

export type { TradeRole };

/**
 * Checks before trading with a counterparty (B/common/warning/check, B/problem/defense/cheat/state,
 * PUT B/cheat/validated): a blacklisted counterparty cannot be traded with; a risk warning must be
 * read and confirmed before paying.
 */
export type CheatState = 'NORMAL' | 'WARNING' | 'BLOCKED';
export type BlockedReason = 'BLACKLISTED_BY_YOU' | 'BLACKLISTED_BY_COUNTERPARTY' | 'SELF' | 'FILTERED';
/** Why a listing's owner filtered the caller out (its counterparty filter settings). */
export type FilterReason = 'FILTERED' | 'NOT_WHITELISTED' | 'RISK_WARNED' | 'TOO_NEW' | 'LOW_COMPLETION';

export interface CounterpartyCheck {
  counterpartyId: string;
  state: CheatState;
  /** the caller confirmed the warning (valid for a day) */
  validated: boolean;
  validatedAt?: string;
  blockedReason?: BlockedReason;
  /** with blockedReason FILTERED: which of the owner's filters refused the caller */
  filterReason?: FilterReason;
  /** the caller's own white/black mark on the counterparty */
  mark?: ListMark;
  warning?: RiskWarning;
}

/** Query (or body) of the checks: the counterparty and the caller's role toward it. */
export interface CounterpartyQuery {
  counterpartyId: string;
  role: TradeRole;
}
