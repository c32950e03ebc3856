/**
 * The account area's rules as the route files (mock/account-*.ts) use them. Other areas' rules
 * may still import the files beside this one.
 */
export { auditRows, queryAuditLog, recordAudit } from './audit';
export { accountCall, type AccountCall } from './call';
export {
  assertExportSize,
  auditColumns,
  exportFileName,
  exportLang,
  ledgerColumns,
  loginColumns,
  pointColumns,
  statementFooter,
} from './exports';
export {
  accountsOf,
  fundAccountSummary,
  ledgerFilter,
  ledgerRows,
  type LedgerView,
  queryLedger,
  readableAccounts,
  statementTotals,
  tradeSubjects,
} from './ledgers';
export { addToList, listMarks, queryList, removeListEntry, removeListUser, updateListEntry } from './lists';
export { loginRows, queryLoginLog } from './logins';
export { rechargeAccountOf } from './recharge';
export {
  changePassword,
  operationUsers,
  patchUserAvatar,
  patchUserInfo,
  patchUserName,
  rebindEmail,
  rebindEmailConfirm,
  rebindPhone,
  rebindPhoneConfirm,
} from './profile';
export { confirmAlipay, realnameStatus, startAlipay, submitI18n } from './realname';
export { addAccount, deleteAccount, findAccount, receivingAccountsOf, setDefault, toAccount } from './receiving';
export { queryRisk } from './risk';
export { generateQrCode, securitySettings, setVerifiedLoginIp } from './security';
export { createSubUser, deleteSubUser, querySubUsers, setSubUserEnabled, updateSubUser } from './subUsers';
export { saveSubscription, subscriptionOf, voiceNotifySend } from './subscription';
export { applyWithdrawal, queryWithdrawals, sendWithdrawalCode, settleWithdrawals, withdrawalInfo } from './withdrawal';
