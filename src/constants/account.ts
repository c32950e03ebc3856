import type { RiskLevel, WithdrawalStatus } from '@/domain/account/facts';

/**
 * The account centre's facts and rules live in src/domain/account (shared with the fake backend);
 * this module keeps the display choices and re-exports them for the pages.
 */
export {
  AUDIT_MODULES,
  BANKS,
  DOCUMENT_TYPES,
  FUND_ACCOUNT_TYPES,
  LIST_KINDS,
  LIST_TYPES,
  LOCATIONS,
  LOGIN_CHANNELS,
  MANDATORY_SITE_EVENTS,
  NOTIFY_CHANNELS,
  NOTIFY_EVENTS,
  RISK_LEVELS,
  RISK_REASONS,
  WITHDRAWAL_STATUSES,
  type LocationCode,
} from '@/domain/account/facts';
export {
  AMOUNT_RE,
  AVATAR_MAX_BYTES,
  AVATAR_SIZE,
  CODE_RE,
  CODE_RESEND_SECONDS,
  CODE_TTL_MS,
  DOCUMENT_IMAGE_MAX_BYTES,
  EMAIL_RE,
  EXPORT_MAX_ROWS,
  MAX_RECEIVING_ACCOUNTS,
  MAX_SUB_ACCOUNTS,
  PHONE_RE,
  QQ_RE,
  QR_TTL_MS,
  REALNAME_REVIEW_MS,
  RISK_RULES,
  SUB_USERNAME_RE,
  TIME_RE,
  VOICE_TEST_INTERVAL_SECONDS,
  WITHDRAWAL,
} from '@/domain/account/rules';

export const RISK_LEVEL_COLOR: Record<RiskLevel, string> = {
  HIGH: 'red',
  MEDIUM: 'orange',
  LOW: 'gold',
};
export const WITHDRAWAL_STATUS_COLOR: Record<WithdrawalStatus, string> = {
  PENDING: 'processing',
  PAID: 'success',
  REJECTED: 'error',
};
