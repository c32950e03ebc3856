import type { FundAccountType, I18nDocumentType, RealnameMethod, WithdrawalStatus } from '../../../src/domain/account/facts';
import type { AuditRecord, ListEntry, LoginRecord, SubscriptionSettings } from '../../../src/domain/account/types';

/** A list entry and whose list it is (always a main account). */
export interface ListRecord extends ListEntry {
  ownerId: string;
}

/** Per-user figures behind the risk rules that the store does not hold elsewhere. */
export interface RiskProfile {
  /** share of orders ending in a dispute / cancelled by the user, ratio strings */
  disputeRate: string;
  cancelRate: string;
  /** days between the last sign-in and the moment of reading, when no sign-in was logged */
  idleDays: number;
}

/** Real-name record of a main account (the user record keeps status, name and verifiedAt). */
export interface RealnameRecord {
  userId: string;
  method: RealnameMethod;
  realName: string;
  /** ID card or document number, unmasked */
  idNumber: string;
  documentType?: I18nDocumentType;
  country?: string;
  images?: string[];
  submittedAt: string;
  /** I18N: the fake reviewer decides at this instant (epoch ms) */
  reviewAt?: number;
  rejectReason?: string;
}

export interface AlipayCheck {
  certifyId: string;
  userId: string;
  realName: string;
  idNumber: string;
  expiresAt: number;
}

/** A code "sent" by SMS or mail, keyed by `${userId}|${purpose}`. */
export interface CodeRecord {
  target: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  /** wrong tries left before the code is spent */
  triesLeft: number;
}

export interface ReceivingAccountRecord {
  id: string;
  ownerId: string;
  accountType: FundAccountType;
  accountName: string;
  /** unmasked */
  accountNo: string;
  bankName?: string;
  bankBranch?: string;
  defaulted: boolean;
  createdAt: string;
}

export interface WithdrawalStore {
  id: string;
  bizNo: string;
  ownerId: string;
  /** who applied (the main account or a permitted sub-account) */
  operatorId: string;
  amount: string;
  fee: string;
  actualAmount: string;
  accountId: string;
  accountType: FundAccountType;
  accountNo: string;
  status: WithdrawalStatus;
  createdAt: string;
  /** the fake backend pays it at this instant (epoch ms) */
  payAt: number;
  reviewedAt?: string;
  rejectReason?: string;
}

export interface AuditStore extends AuditRecord {
  /** the main account whose log it is */
  ownerId: string;
}

export interface SecurityRecord {
  verifiedLoginIp: boolean;
  knownIps: string[];
}

export interface SeenToken {
  userId: string;
  issuedAt: number;
  expiresAt: number;
}

export interface QrTicketRecord {
  ticket: string;
  userId: string;
  expiresAt: number;
}

/**
 * The account slice of the fake backend's store (rules in the files beside this one, the seed in
 * seed.ts). Types only: mock/_db/types.ts imports it, so it imports nothing of the store.
 */
export interface AccountState {
  seq: number;
  lists: ListRecord[];
  riskProfiles: Record<string, RiskProfile>;
  realname: Record<string, RealnameRecord>;
  alipayChecks: Record<string, AlipayCheck>;
  codes: Record<string, CodeRecord>;
  receivingAccounts: ReceivingAccountRecord[];
  withdrawals: WithdrawalStore[];
  /** every sign-in, oldest first */
  loginLog: LoginRecord[];
  /** access tokens already logged as a sign-in (or recognised as a refresh) */
  seenTokens: Record<string, SeenToken>;
  /** audit records, oldest first */
  auditLog: AuditStore[];
  subscriptions: Record<string, SubscriptionSettings>;
  security: Record<string, SecurityRecord>;
  qrTickets: Record<string, QrTicketRecord>;
  /** last voice-notify test call per user, epoch ms */
  voiceCalls: Record<string, number>;
  /** when a sub-account was last changed (the user record has no such field) */
  subUserModifiedAt: Record<string, string>;
}

export function emptyAccountState(): AccountState {
  return {
    seq: 0,
    lists: [],
    riskProfiles: {},
    realname: {},
    alipayChecks: {},
    codes: {},
    receivingAccounts: [],
    withdrawals: [],
    loginLog: [],
    seenTokens: {},
    auditLog: [],
    subscriptions: {},
    security: {},
    qrTickets: {},
    voiceCalls: {},
    subUserModifiedAt: {},
  };
}
