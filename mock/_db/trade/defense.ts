/**
 * Anti-fraud checks before an order (B/common/warning/check, problem/defense/cheat/state,
 * PUT cheat/validated). Blacklists (either way) block the trade; a MEDIUM or HIGH risk warning
 * about the counterparty must be confirmed by the caller (for a day) before an order is placed;
 * a whitelisted counterparty is trusted and needs no confirmation.
 */
import type { OrderSide } from '../../../src/domain/trade/codes';
import type { CounterpartyCheck, FilterReason, ListKind, RiskSide } from '../../../src/types';
import { DAY_MS, iso } from '../../_lib/dates';
import { ApiFailure } from '../../_lib/http';
import { now } from '../clock';
import { listMark } from '../account/lists';
import { riskWarningOf } from '../account/risk';
import { merchantKpi } from '../market/merchants';
import { filterRuleOf, filteredSuppliers } from '../reseller/counterparties';
import { isResellerFiltered } from '../supplier/resellers';
import { settingOf } from '../supplier/settings';
import type { MockDb } from '../types';
import { ownerOf } from '../users';
import { tr } from '../../_lib/i18n';

/** The list the caller keeps the counterparty on: buying, its suppliers; selling, its resellers. */
const kindOf = (side: OrderSide): ListKind & RiskSide => (side === 'purchase' ? 'suppliers' : 'resellers');
const otherKind = (side: OrderSide): ListKind => (side === 'purchase' ? 'resellers' : 'suppliers');
const key = (viewerId: string, counterpartyId: string) => `${viewerId}|${counterpartyId}`;

export function counterpartyCheck(db: MockDb, viewerId: string, counterpartyId: string, side: OrderSide, at = now()): CounterpartyCheck {
  const mark = listMark(db, viewerId, kindOf(side), counterpartyId);
  const theirs = listMark(db, counterpartyId, otherKind(side), viewerId);
  const warning = riskWarningOf(db, counterpartyId, kindOf(side));
  const validatedAt = db.trade.validations[key(viewerId, counterpartyId)];
  const validated = !!validatedAt && at - Date.parse(validatedAt) < DAY_MS;
  const base: CounterpartyCheck = {
    counterpartyId,
    state: 'NORMAL',
    validated,
    ...(validated ? { validatedAt } : {}),
    ...(mark ? { mark } : {}),
    ...(warning ? { warning } : {}),
  };
  if (viewerId === counterpartyId) return { ...base, state: 'BLOCKED', blockedReason: 'SELF' };
  if (mark === 'BLACK') return { ...base, state: 'BLOCKED', blockedReason: 'BLACKLISTED_BY_YOU' };
  if (theirs === 'BLACK') return { ...base, state: 'BLOCKED', blockedReason: 'BLACKLISTED_BY_COUNTERPARTY' };
  // the counterparty owns the listing: buying means its commodity, selling its demand
  const filterReason = filterRefusal(db, counterpartyId, viewerId, side === 'purchase' ? 'COMMODITY' : 'DEMAND', at);
  if (filterReason) return { ...base, state: 'BLOCKED', blockedReason: 'FILTERED', filterReason };
  if (mark !== 'WHITE' && warning && warning.level !== 'LOW') return { ...base, state: 'WARNING' };
  return base;
}

/** PUT cheat/validated: the caller read the warning and goes on. */
export function validateCounterparty(db: MockDb, viewerId: string, counterpartyId: string, side: OrderSide): CounterpartyCheck {
  db.trade.validations[key(viewerId, counterpartyId)] = iso(now());
  return counterpartyCheck(db, viewerId, counterpartyId, side);
}

/** Refuses an order with a blocked counterparty (blacklists, the listing owner's filters), or with an unconfirmed warning. */
export function assertMayTrade(db: MockDb, viewerId: string, counterpartyId: string, side: OrderSide): void {
  const check = counterpartyCheck(db, viewerId, counterpartyId, side);
  if (check.state === 'BLOCKED' && check.blockedReason === 'FILTERED') {
    throw new ApiFailure(403, {
      title: tr('server.trade.refused.title'),
      detail: tr(`server.trade.filter.${check.filterReason ?? 'FILTERED'}`),
      code: `COUNTERPARTY_${check.filterReason ?? 'FILTERED'}`,
    });
  }
  if (check.state === 'BLOCKED') {
    const detail =
      check.blockedReason === 'SELF'
        ? tr('server.trade.refused.self')
        : check.blockedReason === 'BLACKLISTED_BY_YOU'
          ? tr('server.trade.refused.yourBlacklist')
          : tr('server.trade.refused.theirBlacklist');
    throw new ApiFailure(403, { title: tr('server.trade.refused.title'), detail, code: `COUNTERPARTY_${check.blockedReason}` });
  }
  if (check.state === 'WARNING' && !check.validated) {
    throw new ApiFailure(400, { title: tr('server.trade.risk.title'), detail: tr('server.trade.risk'), code: 'CHEAT_NOT_VALIDATED' });
  }
}

const below = (rate: string, min: string | undefined) => !!min && Number(min) > 0 && Number(rate) < Number(min);

/**
 * The filters the owner of a listing set on who may trade with it: a supplier's receiver filter
 * (A/suppliers update/filter, {resellerId}/filter) for a commodity bought by `counterpartyId`, a
 * receiver's supplier filter for a demand sold into by `counterpartyId`.
 */
export function filterRefusal(
  db: MockDb,
  ownerId: string,
  counterpartyId: string,
  listing: 'COMMODITY' | 'DEMAND',
  at = now(),
): FilterReason | undefined {
  const owner = db.users[ownerId] ? ownerOf(db, db.users[ownerId]).id : ownerId;
  const other = db.users[counterpartyId];
  if (!other) return undefined;
  if (listing === 'COMMODITY') {
    const rules = settingOf(db, owner).filterRules;
    if (isResellerFiltered(db, owner, counterpartyId)) return 'FILTERED';
    if (rules.onlyWhitelisted && listMark(db, owner, 'resellers', counterpartyId) !== 'WHITE') return 'NOT_WHITELISTED';
    if (rules.blockRiskWarned && riskWarningOf(db, counterpartyId, 'resellers')) return 'RISK_WARNED';
    if (rules.minRegisteredDays > 0 && other.createdAt && at - Date.parse(other.createdAt) < rules.minRegisteredDays * DAY_MS)
      return 'TOO_NEW';
    if (below(merchantKpi(db, counterpartyId, 'buyer').completionRate, rules.minCompletionRate)) return 'LOW_COMPLETION';
    return undefined;
  }
  const rule = filterRuleOf(db, owner);
  if (filteredSuppliers(db, owner).some((f) => f.supplierId === counterpartyId)) return 'FILTERED';
  if (rule.whitelistOnly && listMark(db, owner, 'suppliers', counterpartyId) !== 'WHITE') return 'NOT_WHITELISTED';
  if (rule.refuseRiskWarned && riskWarningOf(db, counterpartyId, 'suppliers')) return 'RISK_WARNED';
  if (below(merchantKpi(db, counterpartyId, 'seller').completionRate, rule.minCompletionRate)) return 'LOW_COMPLETION';
  return undefined;
}
