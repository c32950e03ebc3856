import { accountApi } from '@/domain/account/endpoints';
import { urlOf } from '@/domain/endpoint';
import type { AuditLogQuery, AuditRecord, LoginLogQuery, LoginRecord, Paged } from '@/types';
import { call } from '@/utils/request';

/** Login and operation logs (B/log/record). */
export function queryLoginLog(query: LoginLogQuery): Promise<Paged<LoginRecord>> {
  return call(accountApi.queryLoginLog, { data: query });
}

export const LOGIN_LOG_EXCEL_URL = urlOf(accountApi.exportLoginLog);

export function queryAuditLog(query: AuditLogQuery): Promise<Paged<AuditRecord>> {
  return call(accountApi.queryAuditLog, { data: query });
}

export const AUDIT_LOG_EXCEL_URL = urlOf(accountApi.exportAuditLog);
