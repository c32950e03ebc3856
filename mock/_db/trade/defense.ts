/**
 * Anti-fraud checks before an order (B/common/warning/check, problem/defense/cheat/state,
 * PUT cheat/validated). Blacklists (either way) block the trade; a MEDIUM or HIGH risk warning
 * about the counterparty must be confirmed by the caller (for a day) before an order is placed;
 * a whitelisted counterparty is trusted and needs no confirmation.
 */
import type { CounterpartyCheck, ListKind, RiskSide } from '../../../src/types';
import { ApiFailure } from '../../_lib/http';
import { now } from '../clock';
import { listMark } from '../account/lists';
import { riskWarningOf } from '../account/risk';
import type { MockDb } from '../types';

const DAY = 86_400_000;
/** The counterparty's role seen from the caller: buying means the other side supplies. */
export type TradeRole = 'buy' | 'sell';
const kindOf = (role: TradeRole): ListKind & RiskSide => (role === 'buy' ? 'suppliers' : 'resellers');
const otherKind = (role: TradeRole): ListKind => (role === 'buy' ? 'resellers' : 'suppliers');
const key = (viewerId: string, counterpartyId: string) => `${viewerId}|${counterpartyId}`;

export function counterpartyCheck(db: MockDb, viewerId: string, counterpartyId: string, role: TradeRole, at = now()): CounterpartyCheck {
  const mark = listMark(db, viewerId, kindOf(role), counterpartyId);
  const theirs = listMark(db, counterpartyId, otherKind(role), viewerId);
  const warning = riskWarningOf(db, counterpartyId, kindOf(role));
  const validatedAt = db.trade.validations[key(viewerId, counterpartyId)];
  const validated = !!validatedAt && at - Date.parse(validatedAt) < DAY;
  const base: CounterpartyCheck = { counterpartyId, state: 'NORMAL', validated, ...(validated ? { validatedAt } : {}), ...(mark ? { mark } : {}), ...(warning ? { warning } : {}) };
  if (viewerId === counterpartyId) return { ...base, state: 'BLOCKED', blockedReason: 'SELF' };
  if (mark === 'BLACK') return { ...base, state: 'BLOCKED', blockedReason: 'BLACKLISTED_BY_YOU' };
  if (theirs === 'BLACK') return { ...base, state: 'BLOCKED', blockedReason: 'BLACKLISTED_BY_COUNTERPARTY' };
  if (mark !== 'WHITE' && warning && warning.level !== 'LOW') return { ...base, state: 'WARNING' };
  return base;
}

/** PUT cheat/validated: the caller read the warning and goes on. */
export function validateCounterparty(db: MockDb, viewerId: string, counterpartyId: string, role: TradeRole): CounterpartyCheck {
  db.trade.validations[key(viewerId, counterpartyId)] = new Date(now()).toISOString();
  return counterpartyCheck(db, viewerId, counterpartyId, role);
}

/** Refuses an order with a blocked counterparty, or with an unconfirmed warning. */
export function assertMayTrade(db: MockDb, viewerId: string, counterpartyId: string, role: TradeRole): void {
  const check = counterpartyCheck(db, viewerId, counterpartyId, role);
  if (check.state === 'BLOCKED') {
    const detail =
      check.blockedReason === 'SELF'
        ? 'You cannot trade with yourself'
        : check.blockedReason === 'BLACKLISTED_BY_YOU'
          ? 'This counterparty is on your blacklist'
          : 'This counterparty does not trade with you';
    throw new ApiFailure(403, { title: 'Trade refused', detail, code: `COUNTERPARTY_${check.blockedReason}` });
  }
  if (check.state === 'WARNING' && !check.validated) {
    throw new ApiFailure(400, { title: 'Risk warning not confirmed', detail: 'Read and confirm the risk warning about this counterparty first', code: 'CHEAT_NOT_VALIDATED' });
  }
}
