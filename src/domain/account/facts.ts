/**
 * The account centre's closed sets of values, declared once: the pages offer them, the fake backend
 * accepts exactly them, and the entity types (types.ts) derive their unions from them.
 */

/** White and black lists: `suppliers` hold suppliers the user buys from, `resellers` receivers it sells to. */
export const LIST_KINDS = ['suppliers', 'resellers'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
export const LIST_TYPES = ['whitelist', 'blacklist'] as const;
export type ListType = (typeof LIST_TYPES)[number];
/** The mark a counterparty carries in other tables. */
export const LIST_MARKS = ['WHITE', 'BLACK'] as const;
export type ListMark = (typeof LIST_MARKS)[number];

/** Risk warnings are read per side: about suppliers or about resellers. */
export const RISK_SIDES = ['suppliers', 'resellers'] as const;
export type RiskSide = (typeof RISK_SIDES)[number];
/** Worst first: the order warnings are listed in. */
export const RISK_LEVELS = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/**
 * NEW_ACCOUNT: registered less than 30 days ago; INACTIVE: no sign-in for 60 days or more;
 * BLACKLISTED: on the blacklists of several users; UNVERIFIED: real name not verified;
 * DISPUTES: many of its orders ended in a dispute; CANCELLATIONS: many were cancelled by it.
 */
export const RISK_REASONS = ['NEW_ACCOUNT', 'INACTIVE', 'BLACKLISTED', 'UNVERIFIED', 'DISPUTES', 'CANCELLATIONS'] as const;
export type RiskReason = (typeof RISK_REASONS)[number];

/** Real-name verification state of a user (SPEC §3; SPEC names only the default, UNAUTHORIZED). */
export const REALNAME_STATUSES = ['UNAUTHORIZED', 'PENDING', 'AUTHORIZED', 'REJECTED'] as const;
export type RealNameAuthStatus = (typeof REALNAME_STATUSES)[number];
/** realNameAuthStatusName as the backend answers it: Chinese, whatever the caller's language. */
export const REALNAME_STATUS_NAMES: Readonly<Record<RealNameAuthStatus, string>> = {
  UNAUTHORIZED: '未认证',
  PENDING: '审核中',
  AUTHORIZED: '已认证',
  REJECTED: '未通过',
};
/** ALIPAY: mainland ID card checked through Alipay with an SMS code; I18N: documents reviewed by staff. */
export const REALNAME_METHODS = ['ALIPAY', 'I18N'] as const;
export type RealnameMethod = (typeof REALNAME_METHODS)[number];
export const DOCUMENT_TYPES = ['PASSPORT', 'HK_MACAO_PERMIT', 'TAIWAN_PERMIT'] as const;
export type I18nDocumentType = (typeof DOCUMENT_TYPES)[number];

/** Where withdrawals are paid. */
export const FUND_ACCOUNT_TYPES = ['ALIPAY', 'BANK_CARD'] as const;
export type FundAccountType = (typeof FUND_ACCOUNT_TYPES)[number];
export const BANKS = ['ICBC', 'CCB', 'ABC', 'BOC', 'BOCOM', 'CMB', 'CIB', 'SPDB', 'CITIC', 'PSBC'] as const;
/** The fund accounts of a user (GET B/account/getFundAccount/{accountType}, the statement's accountKind). */
export const FUND_ACCOUNT_KINDS = ['BALANCE', 'DEPOSIT', 'POINT'] as const;
export type FundAccountKind = (typeof FUND_ACCOUNT_KINDS)[number];
/** Direction of a ledger row: zero amounts count as IN. */
export const LEDGER_DIRECTIONS = ['IN', 'OUT'] as const;
export type LedgerDirection = (typeof LEDGER_DIRECTIONS)[number];

export const WITHDRAWAL_STATUSES = ['PENDING', 'PAID', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const LOGIN_CHANNELS = ['PASSWORD', 'OTP', 'OAUTH', 'SESSION'] as const;
export type LoginChannel = (typeof LOGIN_CHANNELS)[number];
export const LOGIN_RESULTS = ['SUCCESS', 'FAILURE'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];
export const AUDIT_MODULES = ['ACCOUNT', 'SECURITY', 'FUND', 'SUB_ACCOUNT', 'LIST', 'ORDER', 'COMMODITY', 'DEMAND'] as const;
export type AuditModule = (typeof AUDIT_MODULES)[number];
/** Where a sign-in came from (a code, translated as account.location.<code>). */
export const LOCATIONS = ['LAN', 'CN-BJ', 'CN-SH', 'CN-GD', 'CN-ZJ', 'CN-JS', 'CN-SC', 'CN-HB', 'HK', 'SG', 'US'] as const;
export type LocationCode = (typeof LOCATIONS)[number];

export const NOTIFY_EVENTS = [
  'ORDER_NEW',
  'ORDER_PAID',
  'ORDER_DELIVERED',
  'ORDER_CANCELED',
  'ORDER_DISPUTE',
  'SETTLEMENT',
  'BARGAINING',
  'CHAT_MESSAGE',
  'FUND_CHANGE',
  'SYSTEM_NOTICE',
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];
export const NOTIFY_CHANNELS = ['SITE', 'SMS', 'EMAIL', 'VOICE'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
/** Site messages of these events cannot be switched off (money and disputes must always reach the user). */
export const MANDATORY_SITE_EVENTS: readonly NotifyEvent[] = ['ORDER_DISPUTE', 'FUND_CHANGE', 'SYSTEM_NOTICE'];

/**
 * Permission strings a main account can grant to a sub-account (stored pipe-separated in
 * subAuthorities). The sub-user guard refuses the pages below unless the matching one is granted.
 */
export const SUB_AUTHORITIES = [
  'ORDER_PURCHASED',
  'ORDER_SOLD',
  'COMMODITY',
  'DEMAND',
  'STOCK_RECORD',
  'DEPOSIT_RETURN',
  'WITHDRAWAL',
  'FUND_BALANCES',
  'FUND_DEPOSIT',
  'CHANGE_PASSWORD',
  'SUB_ACCOUNT',
] as const;
export type SubAuthority = (typeof SUB_AUTHORITIES)[number];
/** Joins the permissions in subAuthorities. */
export const SUB_AUTHORITY_SEPARATOR = '|';

/** Whether a value is one of a closed set (narrows it to the set's type). */
export function isOneOf<T extends string>(values: readonly T[], v: unknown): v is T {
  return typeof v === 'string' && (values as readonly string[]).includes(v);
}
