import { B } from '../src/constants/api';
import { recordAudit } from './_db/account/audit';
import { accountCall } from './_db/account/call';
import { confirmAlipay, startAlipay, submitI18n } from './_db/account/realname';
import { handlers } from './_lib/handlers';
import { bodyOf } from './_lib/input';

/** Real-name verification calls (contract C6); the status is A/customers/me/realname-status. */
export default handlers({
  [`POST ${B}/alipay/realname/verify`]: (req) => {
    const { db, user } = accountCall(req);
    return startAlipay(db, user, bodyOf(req));
  },
  [`POST ${B}/alipay/realname/verify/code`]: (req) => {
    const { db, user, client } = accountCall(req);
    const status = confirmAlipay(db, user, bodyOf(req));
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'REALNAME_VERIFY',
      detail: 'ALIPAY',
      ip: client.ip,
    });
    return status;
  },
  [`POST ${B}/supportcenter/realname/i18n`]: (req) => {
    const { db, user, client } = accountCall(req);
    const status = submitI18n(db, user, bodyOf(req));
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'REALNAME_SUBMIT',
      detail: 'I18N',
      ip: client.ip,
    });
    return status;
  },
});
