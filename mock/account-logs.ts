import { accountApi } from '../src/domain/account/endpoints';
import {
  accountCall,
  assertExportSize,
  auditColumns,
  auditRows,
  exportFileName,
  exportLang,
  loginColumns,
  loginRows,
  queryAuditLog,
  queryLoginLog,
  recordAudit,
} from './_db/account';
import { handlers, route } from './_lib/handlers';
import { sendXlsx } from './_lib/xlsx';

/** Login and operation (audit) logs, B/log/record/*, with their Excel exports. */
export default handlers({
  ...route(accountApi.queryLoginLog, ({ req, body }) => {
    const { db, user } = accountCall(req);
    return queryLoginLog(db, user, body);
  }),
  ...route(accountApi.queryAuditLog, ({ req, body }) => {
    const { db, user } = accountCall(req);
    return queryAuditLog(db, user, body);
  }),
  ...route(accountApi.exportLoginLog, async ({ req, res, body }) => {
    const { db, user, client } = accountCall(req);
    const rows = loginRows(db, user, body);
    assertExportSize(rows.length);
    const lang = exportLang(req, body);
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'LOG_EXPORT',
      detail: `login: ${rows.length}`,
      ip: client.ip,
    });
    await sendXlsx(res, exportFileName(lang, 'loginLog'), 'login', loginColumns(lang), rows);
  }),
  ...route(accountApi.exportAuditLog, async ({ req, res, body }) => {
    const { db, user, client } = accountCall(req);
    const rows = auditRows(db, user, body);
    assertExportSize(rows.length);
    const lang = exportLang(req, body);
    await sendXlsx(res, exportFileName(lang, 'auditLog'), 'audit', auditColumns(lang), rows);
    // logged after the rows were read, so the export does not list itself
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'LOG_EXPORT',
      detail: `audit: ${rows.length}`,
      ip: client.ip,
    });
  }),
});
