import { B } from '@/constants/api';
import type {
  FundAccountKind,
  FundAccountSummary,
  FundReceivingAccount,
  FundReceivingAccountInput,
  LedgerEntry,
  LedgerQuery,
  Paged,
  TradeSubject,
} from '@/types';
import { request } from '@/utils/request';

/** B/account: fund accounts, the statement of every money movement, receiving accounts. */
export interface StatementQuery extends LedgerQuery {
  /** one fund account kind (the deposit records use DEPOSIT), or every account */
  accountKind?: FundAccountKind;
}

export function queryStatement(query: StatementQuery): Promise<Paged<LedgerEntry>> {
  return request<Paged<LedgerEntry>>(`${B}/account/page`, {
    method: 'POST',
    data: query,
  });
}

export const STATEMENT_EXCEL_URL = `${B}/account/statement/excel`;

export function getFundAccount(kind: FundAccountKind): Promise<FundAccountSummary> {
  return request<FundAccountSummary>(`${B}/account/getFundAccount/${kind}`);
}

export function getTradeSubjects(): Promise<TradeSubject[]> {
  return request<TradeSubject[]>(`${B}/account/getTradeSubjects`);
}

export function listReceivingAccounts(): Promise<FundReceivingAccount[]> {
  return request<FundReceivingAccount[]>(`${B}/account/listReceiveFundAccount`);
}

/** The default receiving account; an empty object when there is none. */
export function getDefaultReceivingAccount(): Promise<FundReceivingAccount | Record<string, never>> {
  return request<FundReceivingAccount | Record<string, never>>(`${B}/account/getReceiveFundAccount`);
}

export function checkReceivingAccountDefaulted(id: string): Promise<{ defaulted: boolean }> {
  return request<{ defaulted: boolean }>(`${B}/account/checkFundAccountDefaulted/${encodeURIComponent(id)}`);
}

export function addReceivingAccount(input: FundReceivingAccountInput): Promise<FundReceivingAccount> {
  return request<FundReceivingAccount>(`${B}/account`, {
    method: 'POST',
    data: input,
  });
}

export function setDefaultReceivingAccount(id: string): Promise<FundReceivingAccount> {
  return request<FundReceivingAccount>(`${B}/account/setFundAccountDefaulted`, {
    method: 'PATCH',
    data: { id },
  });
}

export function deleteReceivingAccount(id: string): Promise<Record<string, never>> {
  return request(`${B}/account/account/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}
