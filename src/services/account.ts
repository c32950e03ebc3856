import { accountApi, type StatementQuery } from '@/domain/account/endpoints';
import { urlOf } from '@/domain/endpoint';
import type {
  FundAccountKind,
  FundAccountSummary,
  FundReceivingAccount,
  FundReceivingAccountInput,
  LedgerEntry,
  Paged,
  RechargeAccount,
  TradeSubject,
} from '@/types';
import { call } from '@/utils/request';
import { callPreloaded } from '@/utils/routeData';

/** B/account: fund accounts, the statement of every money movement, receiving accounts. */
export type { StatementQuery };

export function queryStatement(query: StatementQuery): Promise<Paged<LedgerEntry>> {
  return callPreloaded(accountApi.queryStatement, { data: query });
}

export const STATEMENT_EXCEL_URL = urlOf(accountApi.exportStatement);

export function getFundAccount(kind: FundAccountKind): Promise<FundAccountSummary> {
  return call(accountApi.getFundAccount, { path: { accountType: kind } });
}

export function getTradeSubjects(): Promise<TradeSubject[]> {
  return call(accountApi.getTradeSubjects);
}

export function listReceivingAccounts(): Promise<FundReceivingAccount[]> {
  return call(accountApi.listReceivingAccounts);
}

/** The default receiving account; an empty object when there is none. */
export function getDefaultReceivingAccount(): Promise<FundReceivingAccount | Record<string, never>> {
  return call(accountApi.getDefaultReceivingAccount);
}

export function checkReceivingAccountDefaulted(id: string): Promise<{ defaulted: boolean }> {
  return call(accountApi.checkReceivingAccountDefaulted, { path: { id } });
}

export function addReceivingAccount(input: FundReceivingAccountInput): Promise<FundReceivingAccount> {
  return call(accountApi.addReceivingAccount, { data: input });
}

export function setDefaultReceivingAccount(id: string): Promise<FundReceivingAccount> {
  return call(accountApi.setDefaultReceivingAccount, { data: { id } });
}

export function deleteReceivingAccount(id: string): Promise<Record<string, never>> {
  return call(accountApi.deleteReceivingAccount, { path: { id } });
}

/** The bank account for a deposit top-up by transfer, with the caller's own transfer reference. */
export function getRechargeAccount(): Promise<RechargeAccount> {
  return call(accountApi.getRechargeAccount);
}
