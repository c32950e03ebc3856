import type { Paged } from '../../types/api';
import { endpoint, type NoContent } from '../endpoint';
import type { FundAccountKind } from './facts';
import type { LedgerEntry } from './money';
import type {
  AlipayCodeParams,
  AlipayVerifyParams,
  AlipayVerifyStart,
  AuditLogQuery,
  AuditRecord,
  BehaviorRecord,
  ChangePasswordParams,
  CodeSent,
  FundAccountSummary,
  FundReceivingAccount,
  FundReceivingAccountInput,
  I18nRealnameParams,
  LedgerQuery,
  ListAddResult,
  ListEntry,
  ListEntryInput,
  ListEntryUpdate,
  ListMark,
  ListQuery,
  LoginLogQuery,
  LoginRecord,
  OperationUser,
  QrTicket,
  RechargeAccount,
  RealnameStatus,
  RebindEmailConfirm,
  RebindEmailParams,
  RebindPhoneConfirm,
  RebindPhoneParams,
  RiskQuery,
  RiskWarning,
  SecuritySettings,
  SubscriptionSettings,
  SubUser,
  SubUserCreate,
  SubUserQuery,
  SubUserUpdate,
  TradeSubject,
  UserInfoPatch,
  VoiceNotifyResult,
  WithdrawalInfo,
  WithdrawalParams,
  WithdrawalQuery,
  WithdrawalRecord,
} from './types';
import type { CurrentUser, FundInfo } from './user';

/** The statement's filter: one fund account kind (the deposit records use DEPOSIT), or every account. */
export interface StatementQuery extends LedgerQuery {
  accountKind?: FundAccountKind;
}

/** An Excel file streamed to the browser (the export calls answer no JSON). */
export type ExcelFile = Blob;
/** What a 204 answer gives the caller (SPEC §7: a 204 or empty body yields an empty data object). */

/**
 * Account centre calls (SPEC §7 A/customers, Funds, B/uc, logs, real name, housekeeping): each
 * declared once; the service of the same name calls it and the fake backend's handler registers
 * against it. Export calls are named after what they export (their URL is handed to a download).
 */
export const accountApi = {
  // Personal information, rebinding, password (SPEC §7 A/customers).
  patchUserName: endpoint('PATCH', '/api/v1/usercenter/customers/patchUserName').of<{ res: CurrentUser; body: { nickname: string } }>(),
  /** A data URL of the scaled image, or '' to go back to the default avatar. */
  patchUserAvatar: endpoint('PATCH', '/api/v1/usercenter/customers/patchUserAvatar').of<{ res: CurrentUser; body: { avatar: string } }>(),
  patchUserInfo: endpoint('PATCH', '/api/v1/usercenter/customers/me/patchUserInfo').of<{ res: CurrentUser; body: UserInfoPatch }>(),
  rebindUserPhone: endpoint('POST', '/api/v1/usercenter/customers/rebindUserPhone').of<{ res: CodeSent; body: RebindPhoneParams }>(),
  rebindUserPhoneConfirm: endpoint('POST', '/api/v1/usercenter/customers/rebindUserPhoneConfirm').of<{
    res: CurrentUser;
    body: RebindPhoneConfirm;
  }>(),
  rebindUserEmail: endpoint('POST', '/api/v1/usercenter/customers/rebindUserEmail').of<{ res: CodeSent; body: RebindEmailParams }>(),
  rebindUserEmailConfirm: endpoint('POST', '/api/v1/usercenter/customers/rebindUserEmailConfirm').of<{
    res: CurrentUser;
    body: RebindEmailConfirm;
  }>(),
  /** Not in SPEC §7 (which names no call for /profile/change_password): other sessions end, the current one stays. */
  changePassword: endpoint('PUT', '/api/v1/usercenter/customers/me/password').of<{ res: NoContent; body: ChangePasswordParams }>(),

  // Sub-accounts and operators.
  querySubUsers: endpoint('GET', '/api/v1/usercenter/customers/me/sub-users').of<{ res: Paged<SubUser>; query: SubUserQuery }>(),
  createSubUser: endpoint('POST', '/api/v1/usercenter/customers/me/sub-users').of<{ res: SubUser; body: SubUserCreate }>(),
  updateSubUser: endpoint('PUT', '/api/v1/usercenter/customers/me/sub-users').of<{ res: SubUser; body: SubUserUpdate }>(),
  /** Query enabled=true|false switches a sub-account on or off. */
  setSubUserEnabled: endpoint('DELETE', '/api/v1/usercenter/customers/me/sub-users/:suid/status').of<{
    res: SubUser;
    query: { enabled: boolean };
  }>(),
  deleteSubUser: endpoint('DELETE', '/api/v1/usercenter/customers/me/sub-users/:suid').of<{ res: NoContent }>(),
  getOperationUsers: endpoint('GET', '/api/v1/usercenter/customers/me/operation-users').of<{ res: OperationUser[] }>(),

  // Real-name verification: the status (A/customers), the Alipay check and the document review.
  /** A sub-account reads its main account's state. */
  getRealnameStatus: endpoint('POST', '/api/v1/usercenter/customers/me/realname-status').of<{ res: RealnameStatus }>(),
  startAlipayVerify: endpoint('POST', '/api/v1/shop/alipay/realname/verify').of<{ res: AlipayVerifyStart; body: AlipayVerifyParams }>(),
  confirmAlipayVerify: endpoint('POST', '/api/v1/shop/alipay/realname/verify/code').of<{ res: RealnameStatus; body: AlipayCodeParams }>(),
  submitI18nRealname: endpoint('POST', '/api/v1/shop/supportcenter/realname/i18n').of<{ res: RealnameStatus; body: I18nRealnameParams }>(),

  // Risk warnings about counterparties; side is suppliers or resellers.
  queryRiskWarnings: endpoint('GET', '/api/v1/usercenter/customers/:side/risk-warning').of<{ res: Paged<RiskWarning>; query: RiskQuery }>(),

  // White and black lists (SPEC §7 B/uc/users/me/{suppliers|resellers}/{whitelist|blacklist}); kind and list as there.
  // The fake backend's router takes the first match, so no other call may sit at B/uc/users/me/{x}/{y}
  // (the lists' handlers answer 404 for any other kind or list).
  /** Marks of every counterparty on the user's lists of a kind: userId → WHITE | BLACK (for tables). */
  /** The bank account to transfer a deposit top-up to, with the caller's own transfer reference (the route sits before the lists'). */
  getRechargeAccount: endpoint('POST', '/api/v1/shop/uc/users/me/recharge/account').of<{ res: RechargeAccount }>(),
  getListMarks: endpoint('GET', '/api/v1/shop/uc/users/me/:kind/marks').of<{ res: Record<string, ListMark> }>(),
  queryListEntries: endpoint('GET', '/api/v1/shop/uc/users/me/:kind/:list').of<{ res: Paged<ListEntry>; query: ListQuery }>(),
  /** Adds by userId or username; a counterparty on the other list of this kind is moved. */
  addListEntry: endpoint('POST', '/api/v1/shop/uc/users/me/:kind/:list').of<{ res: ListAddResult; body: ListEntryInput }>(),
  updateListEntry: endpoint('PUT', '/api/v1/shop/uc/users/me/:kind/:list/:id').of<{ res: ListEntry; body: ListEntryUpdate }>(),
  /** Removes a counterparty by its user id (no-op when it is not on the list). */
  removeListUser: endpoint('DELETE', '/api/v1/shop/uc/users/me/:kind/:list/user/:userId').of<{ res: NoContent }>(),
  removeListEntry: endpoint('DELETE', '/api/v1/shop/uc/users/me/:kind/:list/:id').of<{ res: NoContent }>(),

  // Sign-in protection and the binding QR code (B/uc), notification subscriptions, the voice test.
  /** Not in SPEC §7 (the switch has no read call): the current sign-in protection state. */
  getSecuritySettings: endpoint('GET', '/api/v1/shop/uc/users/me/security').of<{ res: SecuritySettings }>(),
  setVerifiedLoginIp: endpoint('POST', '/api/v1/shop/uc/openOrCloseVerifiedLoginip').of<{
    res: SecuritySettings;
    body: { open: boolean };
  }>(),
  generateQrCode: endpoint('POST', '/api/v1/shop/uc/generateQrCode').of<{ res: QrTicket }>(),
  /** Not in SPEC §7 (which names only the voice test call): the subscription settings themselves. */
  getSubscription: endpoint('GET', '/api/v1/shop/notification/subscription').of<{ res: SubscriptionSettings }>(),
  saveSubscription: endpoint('PUT', '/api/v1/shop/notification/subscription').of<{
    res: SubscriptionSettings;
    body: SubscriptionSettings;
  }>(),
  /** Calls the given phone, else the subscription's voice phone. */
  sendVoiceTest: endpoint('POST', '/api/shop/user/robot/voiceNotifySend').of<{ res: VoiceNotifyResult; body: { phone?: string } }>(),

  // Login and operation logs (B/log/record) with their Excel exports.
  queryLoginLog: endpoint('POST', '/api/v1/shop/log/record/logLoginRecordPage').of<{ res: Paged<LoginRecord>; body: LoginLogQuery }>(),
  exportLoginLog: endpoint('POST', '/api/v1/shop/log/record/logLoginRecordExcel').of<{ res: ExcelFile; body: LoginLogQuery }>(),
  queryAuditLog: endpoint('POST', '/api/v1/shop/log/record/logAuditRecordPage').of<{ res: Paged<AuditRecord>; body: AuditLogQuery }>(),
  exportAuditLog: endpoint('POST', '/api/v1/shop/log/record/logAuditRecordExcel').of<{ res: ExcelFile; body: AuditLogQuery }>(),

  // Funds: the fund summary, balance and point ledgers (B/fund), the statement of every account (B/account).
  getMyFund: endpoint('GET', '/api/v1/shop/fund/me').of<{ res: FundInfo }>(),
  /** The balance ledger shows pending withdrawals at once. */
  queryBalanceRecords: endpoint('POST', '/api/v1/shop/fund/balances/page').of<{ res: Paged<LedgerEntry>; body: LedgerQuery }>(),
  exportBalanceRecords: endpoint('POST', '/api/v1/shop/fund/balances/excel').of<{ res: ExcelFile; body: LedgerQuery }>(),
  queryPointRecords: endpoint('POST', '/api/v1/shop/fund/point/page').of<{ res: Paged<LedgerEntry>; body: LedgerQuery }>(),
  exportPointRecords: endpoint('POST', '/api/v1/shop/fund/point/excel').of<{ res: ExcelFile; body: LedgerQuery }>(),
  queryStatement: endpoint('POST', '/api/v1/shop/account/page').of<{ res: Paged<LedgerEntry>; body: StatementQuery }>(),
  /** Header, the list's rows for the same filter, then opening, totals and closing balance per account. */
  exportStatement: endpoint('POST', '/api/v1/shop/account/statement/excel').of<{ res: ExcelFile; body: StatementQuery }>(),
  /** accountType is a FundAccountKind. */
  getFundAccount: endpoint('GET', '/api/v1/shop/account/getFundAccount/:accountType').of<{ res: FundAccountSummary }>(),
  getTradeSubjects: endpoint('GET', '/api/v1/shop/account/getTradeSubjects').of<{ res: TradeSubject[] }>(),

  // Receiving accounts (B/account).
  listReceivingAccounts: endpoint('GET', '/api/v1/shop/account/listReceiveFundAccount').of<{ res: FundReceivingAccount[] }>(),
  /** The default receiving account; 204 (an empty object) when there is none. */
  getDefaultReceivingAccount: endpoint('GET', '/api/v1/shop/account/getReceiveFundAccount').of<{
    res: FundReceivingAccount | NoContent;
  }>(),
  checkReceivingAccountDefaulted: endpoint('GET', '/api/v1/shop/account/checkFundAccountDefaulted/:id').of<{
    res: { defaulted: boolean };
  }>(),
  addReceivingAccount: endpoint('POST', '/api/v1/shop/account').of<{ res: FundReceivingAccount; body: FundReceivingAccountInput }>(),
  /** The id travels in the body; the fake backend also reads it from the query. */
  setDefaultReceivingAccount: endpoint('PATCH', '/api/v1/shop/account/setFundAccountDefaulted').of<{
    res: FundReceivingAccount;
    body: { id: string };
    query: { id?: string };
  }>(),
  deleteReceivingAccount: endpoint('DELETE', '/api/v1/shop/account/account/:id').of<{ res: NoContent }>(),

  // Balance withdrawal (B/fund/balances/me/withdrawal).
  getWithdrawalInfo: endpoint('GET', '/api/v1/shop/fund/balances/me/withdrawal').of<{ res: WithdrawalInfo }>(),
  /** Sends the confirmation code to the caller's phone. */
  sendWithdrawalCode: endpoint('POST', '/api/v1/shop/fund/balances/me/withdrawal/code').of<{ res: CodeSent }>(),
  applyWithdrawal: endpoint('POST', '/api/v1/shop/fund/balances/me/withdrawal', { idempotent: true }).of<{
    res: WithdrawalRecord;
    body: WithdrawalParams;
  }>(),
  queryWithdrawals: endpoint('POST', '/api/v1/shop/fund/balances/me/withdrawal/page').of<{
    res: Paged<WithdrawalRecord>;
    body: WithdrawalQuery;
  }>(),

  // Housekeeping: the page-view log (SPEC §7 A/customers) and the partner shop link (SPEC §7 Content).
  /** Page-view log; a missing or stale token files it under anonymous. */
  saveBehaviorRecord: endpoint('POST', '/api/v1/user/behavior/record/save').of<{ res: NoContent; body: BehaviorRecord }>(),
  getPartnerShopUrl: endpoint('GET', '/api/v1/shop/bangbang/sso/shop-url').of<{ res: { url: string } }>(),
} as const;
