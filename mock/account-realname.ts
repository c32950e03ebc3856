import { accountApi } from '../src/domain/account/endpoints';
import { accountCall, confirmAlipay, recordAudit, startAlipay, submitI18n } from './_db/account';
import { handlers, route } from './_lib/handlers';

/** Real-name verification calls (SPEC §7 B/alipay/realname, B/supportcenter/realname); the status is A/customers/me/realname-status. */
export default handlers({
  ...route(accountApi.startAlipayVerify, ({ req, body }) => {
    const { db, user } = accountCall(req);
    return startAlipay(db, user, body);
  }),
  ...route(accountApi.confirmAlipayVerify, ({ req, body }) => {
    const { db, user, client } = accountCall(req);
    const status = confirmAlipay(db, user, body);
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'REALNAME_VERIFY',
      detail: 'ALIPAY',
      ip: client.ip,
    });
    return status;
  }),
  ...route(accountApi.submitI18nRealname, ({ req, body }) => {
    const { db, user, client } = accountCall(req);
    const status = submitI18n(db, user, body);
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'REALNAME_SUBMIT',
      detail: 'I18N',
      ip: client.ip,
    });
    return status;
  }),
});
