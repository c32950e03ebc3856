import type { PageQuery } from '../../types/api';
import type {
  AuditModule,
  FundAccountKind,
  FundAccountType,
  I18nDocumentType,
  LedgerDirection,
  ListKind,
  ListType,
  LoginChannel,
  LoginResult,
  NotifyChannel,
  NotifyEvent,
  RealnameMethod,
  RiskLevel,
  RiskReason,
  RiskSide,
  WithdrawalStatus,
} from './facts';
import type { RealNameAuthStatus } from './user';

export type {
  AuditModule,
  FundAccountKind,
  FundAccountType,
  I18nDocumentType,
  LedgerDirection,
  ListKind,
  ListMark,
  ListType,
  LocationCode,
  LoginChannel,
  LoginResult,
  NotifyChannel,
  NotifyEvent,
  RealnameMethod,
  RiskLevel,
  RiskReason,
  RiskSide,
  WithdrawalStatus,
} from './facts';

/** Account centre entities (SPEC §2 Profile, §3, §7 A/customers, B/account, B/fund, B/log, B/uc). */

// ---- Real-name verification (SPEC §7 B/alipay/realname/verify, B/supportcenter/realname/i18n) ----
export interface RealnameStatus {
  status: RealNameAuthStatus;
  statusName?: string;
  /** masked, e.g. 张*家 */
  realName?: string;
  /** masked, e.g. 1101**********1234 */
  idNumber?: string;
  method?: RealnameMethod;
  documentType?: I18nDocumentType;
  country?: string;
  submittedAt?: string;
  verifiedAt?: string;
  /** when a pending I18N review is expected to finish */
  reviewEta?: string;
  rejectReason?: string;
}

export interface AlipayVerifyParams {
  realName: string;
  idNumber: string;
}

/** An Alipay check was started; the code went to the masked phone. */
export interface AlipayVerifyStart {
  certifyId: string;
  phone: string;
  expiresAt: string;
}

export interface AlipayCodeParams {
  certifyId: string;
  code: string;
}

export interface I18nRealnameParams {
  realName: string;
  country: string;
  documentType: I18nDocumentType;
  documentNumber: string;
  /** data URLs of the document photos (front, back / holding) */
  images: string[];
}

// ---- Profile ----
export interface UserInfoPatch {
  contactQq?: string;
  contactPhone?: string;
  email?: string;
}

export interface RebindPhoneParams {
  phoneNumber: string;
}
export interface RebindPhoneConfirm extends RebindPhoneParams {
  code: string;
}
export interface RebindEmailParams {
  email: string;
}
export interface RebindEmailConfirm extends RebindEmailParams {
  code: string;
}
/** A code was "sent"; another may be asked for after resendAfter seconds. */
export interface CodeSent {
  target: string;
  resendAfter: number;
}

export interface ChangePasswordParams {
  oldPassword: string;
  newPassword: string;
}

// ---- Sub-accounts ----
export interface SubUser {
  id: string;
  puid: string;
  username: string;
  nickname?: string;
  phoneNumber?: string;
  /** pipe-separated SubAuthority values */
  subAuthorities: string;
  enabled: boolean;
  createdAt: string;
  modifiedAt: string;
  lastLoginAt?: string;
}

export interface SubUserQuery extends PageQuery {
  keyword?: string;
  enabled?: 'true' | 'false';
  authority?: string;
}

export interface SubUserCreate {
  username: string;
  password: string;
  nickname?: string;
  phoneNumber?: string;
  subAuthorities: string;
}

export interface SubUserUpdate {
  id: string;
  nickname?: string;
  phoneNumber?: string;
  subAuthorities: string;
  /** a new password, when the main account resets it */
  password?: string;
}

/** The main account and its sub-accounts: who may appear as the operator of a record. */
export interface OperationUser {
  id: string;
  username: string;
  main: boolean;
}

// ---- Receiving accounts ----
export interface FundReceivingAccount {
  id: string;
  accountType: FundAccountType;
  /** the holder's name: must be the verified real name */
  accountName: string;
  /** masked for display: 6222 **** **** 1234 */
  accountNo: string;
  bankName?: string;
  bankBranch?: string;
  defaulted: boolean;
  createdAt: string;
}

export interface FundReceivingAccountInput {
  accountType: FundAccountType;
  accountName: string;
  accountNo: string;
  bankName?: string;
  bankBranch?: string;
}

// ---- Ledgers and statements ----
/** Filters every ledger table and its export share (date range in Beijing time, 'YYYY-MM-DD HH:mm:ss'). */
export interface LedgerQuery extends PageQuery {
  startTime?: string;
  endTime?: string;
  bizType?: string;
  direction?: LedgerDirection;
  bizNo?: string;
  /** statement only: one money account */
  account?: string;
  /** export only: language of the header row and texts ('zh-CN' | 'en-US') */
  lang?: string;
}

/** A fund account of the user (GET B/account/getFundAccount/{accountType}). */
export interface FundAccountSummary {
  accountType: FundAccountKind;
  /** total on the account */
  total: string;
  /** held back: frozen balance, locked deposit */
  frozen: string;
  available: string;
  /** movements in the last 30 days */
  income30d: string;
  expense30d: string;
  lastTradeAt?: string;
}

/** A business type a ledger row can carry, and the accounts it appears on. */
export interface TradeSubject {
  bizType: string;
  accounts: string[];
}

// ---- Withdrawal ----
export interface WithdrawalInfo {
  balance: string;
  frozenBalance: string;
  withdrawableBalance: string;
  minAmount: string;
  maxAmount: string;
  dailyLimit: string;
  /** already applied today (Beijing day), pending or paid */
  dailyUsed: string;
  feeRate: string;
  minFee: string;
  /** the phone the confirmation code goes to, masked */
  phone?: string;
}

export interface WithdrawalParams {
  amount: string;
  accountId: string;
  code: string;
}

export interface WithdrawalRecord {
  id: string;
  bizNo: string;
  amount: string;
  fee: string;
  actualAmount: string;
  accountId: string;
  /** e.g. 'Alipay 138****0001' */
  accountType: FundAccountType;
  accountNo: string;
  status: WithdrawalStatus;
  createdAt: string;
  reviewedAt?: string;
  rejectReason?: string;
}

export interface WithdrawalQuery extends PageQuery {
  status?: WithdrawalStatus;
  startTime?: string;
  endTime?: string;
}

// ---- Logs ----
export interface LoginRecord {
  id: string;
  userId: string;
  username: string;
  ip: string;
  location: string;
  device: string;
  channel: LoginChannel;
  result: LoginResult;
  /** the sign-in came from an IP the account had not used before */
  newIp: boolean;
  loginAt: string;
}

export interface LoginLogQuery extends PageQuery {
  startTime?: string;
  endTime?: string;
  result?: LoginResult;
  ip?: string;
  /** a sub-account's records (main accounts only) */
  userId?: string;
  lang?: string;
}

export interface AuditRecord {
  id: string;
  /** the operator: the main account or one of its sub-accounts */
  userId: string;
  username: string;
  module: AuditModule;
  /** an action code, e.g. WITHDRAWAL_APPLY */
  action: string;
  target?: string;
  detail?: string;
  ip: string;
  createdAt: string;
}

export interface AuditLogQuery extends PageQuery {
  startTime?: string;
  endTime?: string;
  module?: AuditModule;
  userId?: string;
  keyword?: string;
  lang?: string;
}

// ---- Security (B/uc) ----
export interface SecuritySettings {
  /** a sign-in from a new IP must be confirmed with a phone code */
  verifiedLoginIp: boolean;
  lastLoginIp?: string;
  knownIps: string[];
}

export interface QrTicket {
  /** what the QR code encodes */
  content: string;
  expiresAt: string;
}

/** POST B/uc/users/me/recharge/account: where the user transfers money to top up the deposit by bank transfer. */
export interface RechargeAccount {
  bankName: string;
  bankNameEn: string;
  accountName: string;
  accountNameEn: string;
  accountNo: string;
  /** the code to write in the transfer's remark: it tells whose top-up the transfer is */
  reference: string;
}

// ---- Subscription ----
export interface SubscriptionSettings {
  events: Record<NotifyEvent, NotifyChannel[]>;
  /** phone called by voice notifications */
  voicePhone?: string;
  /** no SMS or voice between these Beijing times ('HH:mm'); both or neither */
  quietStart?: string;
  quietEnd?: string;
  /** in-page sounds for new orders and messages */
  sound: boolean;
  modifiedAt?: string;
}

export interface VoiceNotifyResult {
  callId: string;
  phone: string;
  calledAt: string;
}

// ---- White and black lists (SPEC §7 B/uc/users/me/{suppliers|resellers}/{whitelist|blacklist}) ----
/** A counterparty sits on at most one list of a kind: adding it to one list takes it off the other. */
export interface ListEntry {
  id: string;
  kind: ListKind;
  list: ListType;
  /** the counterparty */
  userId: string;
  username: string;
  storeName?: string;
  storeUrl?: string;
  remark?: string;
  createdAt: string;
  modifiedAt: string;
}

export interface ListQuery extends PageQuery {
  /** matches user id, username, store name or remark */
  keyword?: string;
}

/** Add by user id or by username (one of the two). */
export interface ListEntryInput {
  userId?: string;
  username?: string;
  remark?: string;
}

export interface ListEntryUpdate {
  remark?: string;
}

/** Answer of an add: the entry, and the list it was moved from when it was on the other one. */
export interface ListAddResult {
  entry: ListEntry;
  movedFrom?: ListType;
}

// ---- Risk warnings (SPEC §7 A/customers/{suppliers|resellers}/risk-warning; SPEC §3 registeredAt, lastLoginAt) ----
/** Shown wherever a counterparty appears. */
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

// ---- Housekeeping ----
/** A page view (POST /api/v1/user/behavior/record/save). */
export interface BehaviorRecord {
  path: string;
  title?: string;
  at: number;
}
