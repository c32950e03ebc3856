import { B } from '../src/constants/api';
import { auditRows, queryAuditLog, recordAudit } from './_db/account/audit';
import { accountCall } from './_db/account/call';
import { assertExportSize, auditColumns, exportFileName, langOf, loginColumns } from './_db/account/exports';
import { loginRows, queryLoginLog } from './_db/account/logins';
import { handlers } from './_lib/handlers';
import type { Req, Res } from './_lib/http';
import { bodyOf } from './_lib/input';
import { sendXlsx } from './_lib/xlsx';

/** Login and operation (audit) logs, B/log/record/*, with their Excel exports. */
export default handlers({
  [`POST ${B}/log/record/logLoginRecordPage`]: (req) => {
    const { db, user } = accountCall(req);
    return queryLoginLog(db, user, bodyOf(req));
  },
  [`POST ${B}/log/record/logAuditRecordPage`]: (req) => {
    const { db, user } = accountCall(req);
    return queryAuditLog(db, user, bodyOf(req));
  },
  [`POST ${B}/log/record/logLoginRecordExcel`]: async (req: Req, res: Res) => {
    const { db, user, client } = accountCall(req);
    const q = bodyOf(req);
    const rows = loginRows(db, user, q);
    assertExportSize(rows.length);
    const lang = langOf(req, q);
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'LOG_EXPORT',
      detail: `login: ${rows.length}`,
      ip: client.ip,
    });
    await sendXlsx(res, exportFileName(lang, 'loginLog'), 'login', loginColumns(lang), rows);
  },
  [`POST ${B}/log/record/logAuditRecordExcel`]: async (req: Req, res: Res) => {
    const { db, user, client } = accountCall(req);
    const q = bodyOf(req);
    const rows = auditRows(db, user, q);
    assertExportSize(rows.length);
    const lang = langOf(req, q);
    await sendXlsx(res, exportFileName(lang, 'auditLog'), 'audit', auditColumns(lang), rows);
    // logged after the rows were read, so the export does not list itself
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'LOG_EXPORT',
      detail: `audit: ${rows.length}`,
      ip: client.ip,
    });
  },
});
