import type {
  AuditModule,
  FundAccountType,
  I18nDocumentType,
  ListKind,
  ListType,
  LoginChannel,
  NotifyChannel,
  NotifyEvent,
  RiskLevel,
  RiskReason,
  WithdrawalStatus,
} from '@/types';

/**
 * Account centre rules shared by the pages and the fake backend, so the client checks exactly what
 * the server enforces. SPEC §9 leaves withdrawal limits open: these are the product's choices.
 */
export const WITHDRAWAL = {
  minAmount: '10',
  maxAmount: '50000',
  /** per Beijing day, pending and paid together */
  dailyLimit: '200000',
  /** fee = amount × feeRate, at least minFee, rounded half-up to the cent */
  feeRate: '0.001',
  minFee: '1',
  /** money decimals */
  decimals: 2,
  /** the fake backend pays a pending withdrawal after this long */
  reviewMs: 60_000,
} as const;

export const MAX_RECEIVING_ACCOUNTS = 5;
export const MAX_SUB_ACCOUNTS = 20;
/** seconds before another SMS / mail code may be asked for */
export const CODE_RESEND_SECONDS = 60;
/** how long a sent code stays valid */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** I18N real-name documents are reviewed within this time by the fake backend */
export const REALNAME_REVIEW_MS = 15_000;
/** seconds between two voice-notify test calls */
export const VOICE_TEST_INTERVAL_SECONDS = 60;
/** a QR ticket stays valid this long */
export const QR_TTL_MS = 5 * 60 * 1000;
/** largest avatar accepted, as a data URL */
export const AVATAR_MAX_BYTES = 200 * 1024;
/** pixel size avatars are scaled to before upload */
export const AVATAR_SIZE = 160;
/** largest document photo accepted, as a data URL */
export const DOCUMENT_IMAGE_MAX_BYTES = 1024 * 1024;
/** export at most this many rows at once */
export const EXPORT_MAX_ROWS = 200_000;

export const LIST_KINDS: ListKind[] = ['suppliers', 'resellers'];
export const LIST_TYPES: ListType[] = ['whitelist', 'blacklist'];
export const RISK_LEVELS: RiskLevel[] = ['HIGH', 'MEDIUM', 'LOW'];
export const RISK_REASONS: RiskReason[] = ['NEW_ACCOUNT', 'INACTIVE', 'BLACKLISTED', 'UNVERIFIED', 'DISPUTES', 'CANCELLATIONS'];
export const RISK_LEVEL_COLOR: Record<RiskLevel, string> = {
  HIGH: 'red',
  MEDIUM: 'orange',
  LOW: 'gold',
};
/** Risk rules: a counterparty is flagged when one of these holds. */
export const RISK_RULES = {
  newAccountDays: 30,
  inactiveDays: 60,
  blacklistCount: 3,
  disputeRate: '0.05',
  cancelRate: '0.1',
} as const;

export const FUND_ACCOUNT_TYPES: FundAccountType[] = ['ALIPAY', 'BANK_CARD'];
export const BANKS = ['ICBC', 'CCB', 'ABC', 'BOC', 'BOCOM', 'CMB', 'CIB', 'SPDB', 'CITIC', 'PSBC'] as const;
export const DOCUMENT_TYPES: I18nDocumentType[] = ['PASSPORT', 'HK_MACAO_PERMIT', 'TAIWAN_PERMIT'];
export const WITHDRAWAL_STATUSES: WithdrawalStatus[] = ['PENDING', 'PAID', 'REJECTED'];
export const WITHDRAWAL_STATUS_COLOR: Record<WithdrawalStatus, string> = {
  PENDING: 'processing',
  PAID: 'success',
  REJECTED: 'error',
};
export const LOGIN_CHANNELS: LoginChannel[] = ['PASSWORD', 'OTP', 'OAUTH', 'SESSION'];
export const AUDIT_MODULES: AuditModule[] = ['ACCOUNT', 'SECURITY', 'FUND', 'SUB_ACCOUNT', 'LIST', 'ORDER', 'COMMODITY', 'DEMAND'];

export const NOTIFY_EVENTS: NotifyEvent[] = [
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
];
export const NOTIFY_CHANNELS: NotifyChannel[] = ['SITE', 'SMS', 'EMAIL', 'VOICE'];
/** Site messages of these events cannot be switched off (money and disputes must always reach the user). */
export const MANDATORY_SITE_EVENTS: NotifyEvent[] = ['ORDER_DISPUTE', 'FUND_CHANGE', 'SYSTEM_NOTICE'];

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const QQ_RE = /^[1-9]\d{4,11}$/;
export const SUB_USERNAME_RE = /^[A-Za-z0-9_]{3,32}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
export const CODE_RE = /^\d{6}$/;
/** A money amount with at most WITHDRAWAL.decimals decimals, no sign, no exponent. */
export const AMOUNT_RE = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** Where a sign-in came from (a code, translated as account.location.<code>). */
export const LOCATIONS = ['LAN', 'CN-BJ', 'CN-SH', 'CN-GD', 'CN-ZJ', 'CN-JS', 'CN-SC', 'CN-HB', 'HK', 'SG', 'US'] as const;
export type LocationCode = (typeof LOCATIONS)[number];
