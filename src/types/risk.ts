import type { PageQuery } from './api';

/**
 * Risk warnings about suppliers and resellers (SPEC §7 A/customers/{suppliers|resellers}/risk-warning,
 * SPEC §3: registeredAt, lastLoginAt). Shown wherever a counterparty appears.
 */
export type RiskSide = 'suppliers' | 'resellers';
export type RiskLevel = 'LOW' | 'MEDIUM' | 'HIGH';
export type RiskReason =
  /** registered less than 30 days ago */
  | 'NEW_ACCOUNT'
  /** no sign-in for 60 days or more */
  | 'INACTIVE'
  /** on the blacklists of several users */
  | 'BLACKLISTED'
  /** real name not verified */
  | 'UNVERIFIED'
  /** many of its orders ended in a dispute */
  | 'DISPUTES'
  /** many of its orders were cancelled by it */
  | 'CANCELLATIONS';

export interface RiskWarning {
  userId: string;
  username?: string;
  storeName?: string;
  storeUrl?: string;
  side: RiskSide;
  level: RiskLevel;
  reasons: RiskReason[];
  registeredAt: string;
  lastLoginAt?: string;
  /** how many users keep it on a blacklist */
  blacklistCount: number;
  /** share of its orders that ended in a dispute, as a ratio string ('0.12') */
  disputeRate: string;
  /** share of its orders it cancelled, as a ratio string */
  cancelRate: string;
}

export interface RiskQuery extends PageQuery {
  /** only these counterparties (the ones a table shows); answers only those with a warning */
  userIds?: string[];
  level?: RiskLevel;
  keyword?: string;
}
