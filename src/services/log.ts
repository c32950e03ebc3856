import { B } from '@/constants/api';
import type { AuditLogQuery, AuditRecord, LoginLogQuery, LoginRecord, Paged } from '@/types';
import { request } from '@/utils/request';

/** Login and operation logs (B/log/record). */
export function queryLoginLog(query: LoginLogQuery): Promise<Paged<LoginRecord>> {
  return request<Paged<LoginRecord>>(`${B}/log/record/logLoginRecordPage`, {
    method: 'POST',
    data: query,
  });
}

export const LOGIN_LOG_EXCEL_URL = `${B}/log/record/logLoginRecordExcel`;

export function queryAuditLog(query: AuditLogQuery): Promise<Paged<AuditRecord>> {
  return request<Paged<AuditRecord>>(`${B}/log/record/logAuditRecordPage`, {
    method: 'POST',
    data: query,
  });
}

export const AUDIT_LOG_EXCEL_URL = `${B}/log/record/logAuditRecordExcel`;
