import type { FundAccountKind } from '../account/facts';
import type { MoneyAccount } from '../account/money';

/**
 * Scheduled statements and reconciliation (issue: sellers export statements by hand each week).
 * A schedule belongs to the main account (money does); the fake backend runs it when it comes due
 * and keeps each run's file for STATEMENT_KEEP_DAYS days.
 */
export const STATEMENT_FREQUENCIES = ['DAILY', 'WEEKLY'] as const;
export type StatementFrequency = (typeof STATEMENT_FREQUENCIES)[number];

/** Every readable account, or one fund account kind. */
export const STATEMENT_SCOPES = ['ALL', 'BALANCE', 'DEPOSIT', 'POINT'] as const satisfies readonly ('ALL' | FundAccountKind)[];
export type StatementScope = (typeof STATEMENT_SCOPES)[number];

export const STATEMENT_LANGS = ['zh-CN', 'en-US'] as const;
export type StatementLang = (typeof STATEMENT_LANGS)[number];

/** How long a run's file can be downloaded. */
export const STATEMENT_KEEP_DAYS = 30;
/** Schedules per account. */
export const STATEMENT_SCHEDULES_MAX = 10;
/** The longest reconciliation range, in days. */
export const RECONCILIATION_MAX_DAYS = 92;

/** The money accounts the reconciliation view offers (escrow is nobody's statement). */
export const RECONCILABLE_ACCOUNTS = ['BALANCE', 'FROZEN', 'DEPOSIT', 'LOCKED_DEPOSIT', 'POINT'] as const satisfies readonly MoneyAccount[];
export type ReconcilableAccount = (typeof RECONCILABLE_ACCOUNTS)[number];

export interface StatementScheduleInput {
  frequency: StatementFrequency;
  /** ISO weekday (1 Monday … 7 Sunday); weekly only */
  weekday?: number;
  /** Beijing hour (0–23) the statement is made at */
  hour: number;
  scope: StatementScope;
  lang: StatementLang;
  enabled?: boolean;
}

export interface StatementSchedule extends Required<StatementScheduleInput> {
  id: string;
  /** username of who set it up */
  createdBy: string;
  createdAt: string;
  /** ISO instant of the next run (when enabled) */
  nextRunAt: string;
  lastRunAt?: string;
}

export interface StatementRun {
  id: string;
  scheduleId: string;
  frequency: StatementFrequency;
  scope: StatementScope;
  /** the file name the download is saved under */
  name: string;
  /** Beijing days, both inclusive */
  periodStart: string;
  periodEnd: string;
  accounts: MoneyAccount[];
  rows: number;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

/** One Beijing day of one account: opening + totalIn + totalOut = closing (totalOut ≤ 0). */
export interface ReconciliationDay {
  day: string;
  opening: string;
  totalIn: string;
  totalOut: string;
  closing: string;
  count: number;
}

export interface Reconciliation {
  account: ReconcilableAccount;
  from: string;
  to: string;
  days: ReconciliationDay[];
  /** the whole range as one period */
  total: ReconciliationDay;
}

export interface ReconciliationQuery {
  /** default BALANCE */
  account?: ReconcilableAccount;
  /** Beijing days 'YYYY-MM-DD', both inclusive; default the last seven days up to today */
  from?: string;
  to?: string;
}
