import { accountApi } from '@/domain/account/endpoints';
import { urlOf } from '@/domain/endpoint';
import type { LedgerEntry, LedgerQuery, Paged } from '@/types';
import { call } from '@/utils/request';

/** B/fund balance and point ledgers (the balance ledger shows pending withdrawals at once). */
export function queryBalanceRecords(query: LedgerQuery): Promise<Paged<LedgerEntry>> {
  return call(accountApi.queryBalanceRecords, { data: query });
}

export const BALANCE_EXCEL_URL = urlOf(accountApi.exportBalanceRecords);

export function queryPointRecords(query: LedgerQuery): Promise<Paged<LedgerEntry>> {
  return call(accountApi.queryPointRecords, { data: query });
}

export const POINT_EXCEL_URL = urlOf(accountApi.exportPointRecords);
