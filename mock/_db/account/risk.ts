/**
 * Risk warnings about suppliers and resellers (SPEC §7 A/customers/{suppliers|resellers}/risk-warning). A warning is computed when read from
 * what the store knows (registration and sign-in times, blacklists, real-name state) plus the
 * per-user dispute and cancellation figures seeded in riskProfiles, so it follows every change.
 */
import Big from 'big.js';
import { RISK_LEVELS, type RiskLevel, type RiskReason, type RiskSide } from '../../../src/domain/account/facts';
import { RISK_RULES } from '../../../src/domain/account/rules';
import type { RiskWarning } from '../../../src/domain/account/types';
import type { Paged } from '../../../src/types';
import { DAY_MS as DAY, iso } from '../../_lib/dates';
import { type Json, text, textList } from '../../_lib/input';
import { paginate, pageParams } from '../../_lib/paging';
import { now } from '../clock';
import type { UserRecord } from '../types';
import type { AccountDb } from './db';
import { blacklistCount } from './lists';
import { lastLoginAt } from './logins';
import { oneOf } from '../../_lib/choices';

const WEIGHT: Record<RiskReason, number> = {
  NEW_ACCOUNT: 1,
  INACTIVE: 1,
  UNVERIFIED: 2,
  CANCELLATIONS: 2,
  BLACKLISTED: 3,
  DISPUTES: 3,
};

export function levelOf(reasons: RiskReason[]): RiskLevel | undefined {
  if (reasons.length === 0) return undefined;
  const score = reasons.reduce((s, r) => s + WEIGHT[r], 0);
  if (score >= 4) return 'HIGH';
  return score >= 2 ? 'MEDIUM' : 'LOW';
}

/** The reasons that apply to a user at instant `at` (pure over its inputs, unit-tested). */
export function riskReasons(input: {
  registeredAt: string;
  lastLoginAt?: string;
  verified: boolean;
  blacklistCount: number;
  disputeRate: string;
  cancelRate: string;
  at: number;
}): RiskReason[] {
  const reasons: RiskReason[] = [];
  if (input.at - Date.parse(input.registeredAt) < RISK_RULES.newAccountDays * DAY) reasons.push('NEW_ACCOUNT');
  if (!input.lastLoginAt || input.at - Date.parse(input.lastLoginAt) >= RISK_RULES.inactiveDays * DAY) reasons.push('INACTIVE');
  if (input.blacklistCount >= RISK_RULES.blacklistCount) reasons.push('BLACKLISTED');
  if (!input.verified) reasons.push('UNVERIFIED');
  if (new Big(input.disputeRate).gte(RISK_RULES.disputeRate)) reasons.push('DISPUTES');
  if (new Big(input.cancelRate).gte(RISK_RULES.cancelRate)) reasons.push('CANCELLATIONS');
  return reasons;
}

const onSide = (user: UserRecord, side: RiskSide) => (side === 'suppliers' ? user.supplier : user.reseller);

function warningFor(db: AccountDb, user: UserRecord, side: RiskSide, at: number): RiskWarning | undefined {
  const profile = db.account.riskProfiles[user.id] ?? {
    disputeRate: '0',
    cancelRate: '0',
    idleDays: 0,
  };
  const logged = lastLoginAt(db, user.id);
  // no sign-in on record: idle for the profile's days, but not since before the account existed
  const registered = Date.parse(user.createdAt ?? iso(at));
  const last = logged ?? iso(Math.max(registered, at - profile.idleDays * DAY));
  const count = blacklistCount(db, user.id);
  const reasons = riskReasons({
    registeredAt: user.createdAt ?? iso(at),
    lastLoginAt: last,
    verified: user.realNameAuthStatus === 'AUTHORIZED',
    blacklistCount: count,
    disputeRate: profile.disputeRate,
    cancelRate: profile.cancelRate,
    at,
  });
  const level = levelOf(reasons);
  if (!level) return undefined;
  const store = side === 'suppliers' ? user.supplierInfo : user.resellerInfo;
  return {
    userId: user.id,
    username: user.username,
    storeName: store?.storeName,
    storeUrl: store?.storeUrl,
    side,
    level,
    reasons,
    registeredAt: user.createdAt ?? iso(at),
    lastLoginAt: last,
    blacklistCount: count,
    disputeRate: profile.disputeRate,
    cancelRate: profile.cancelRate,
  };
}

/**
 * The warning about `userId`, or undefined when nothing applies. Without `side` the user's
 * supplier side is used if it is a supplier, else its reseller side. Sub-accounts answer for their
 * main account.
 */
export function riskWarningOf(db: AccountDb, userId: string, side?: RiskSide): RiskWarning | undefined {
  let user = db.users[userId];
  if (user && user.puid !== '0') user = db.users[user.puid];
  if (!user) return undefined;
  const s = side ?? (user.supplier ? 'suppliers' : 'resellers');
  if (!onSide(user, s)) return undefined;
  return warningFor(db, user, s, now());
}

/** GET A/customers/{side}/risk-warning: flagged counterparties, worst first, paged. */
export function queryRisk(db: AccountDb, viewerOwnerId: string, side: RiskSide, q: Json): Paged<RiskWarning> {
  const ids = textList(q, 'userIds');
  const level = oneOf(q, 'level', RISK_LEVELS);
  const keyword = text(q, 'keyword')?.toLowerCase();
  const at = now();
  const candidates = ids ? ids.map((id) => db.users[id]).filter(Boolean) : Object.values(db.users);
  const rows: RiskWarning[] = [];
  for (const user of candidates) {
    if (user.puid !== '0' || user.id === viewerOwnerId || !onSide(user, side)) continue;
    const w = warningFor(db, user, side, at);
    if (!w || (level && w.level !== level)) continue;
    if (keyword && ![w.userId, w.username, w.storeName].some((v) => v?.toLowerCase().includes(keyword))) continue;
    rows.push(w);
  }
  rows.sort(
    (a, b) =>
      RISK_LEVELS.indexOf(a.level) - RISK_LEVELS.indexOf(b.level) ||
      b.reasons.length - a.reasons.length ||
      a.userId.localeCompare(b.userId),
  );
  return paginate(rows, pageParams(q));
}
