import { B } from '@/constants/api';
import type { LedgerEntry, LedgerQuery, Paged } from '@/types';
import { request } from '@/utils/request';

/** B/fund balance and point ledgers (the balance ledger shows pending withdrawals at once). */
export function queryBalanceRecords(query: LedgerQuery): Promise<Paged<LedgerEntry>> {
  return request<Paged<LedgerEntry>>(`${B}/fund/balances/page`, {
    method: 'POST',
    data: query,
  });
}

export const BALANCE_EXCEL_URL = `${B}/fund/balances/excel`;

export function queryPointRecords(query: LedgerQuery): Promise<Paged<LedgerEntry>> {
  return request<Paged<LedgerEntry>>(`${B}/fund/point/page`, {
    method: 'POST',
    data: query,
  });
}

export const POINT_EXCEL_URL = `${B}/fund/point/excel`;
