import { accountApi } from '../src/domain/account/endpoints';
import {
  accountCall,
  changePassword,
  createSubUser,
  deleteSubUser,
  operationUsers,
  patchUserAvatar,
  patchUserInfo,
  patchUserName,
  querySubUsers,
  realnameStatus,
  rebindEmail,
  rebindEmailConfirm,
  rebindPhone,
  rebindPhoneConfirm,
  recordAudit,
  setSubUserEnabled,
  updateSubUser,
} from './_db/account';
import { requireAuthority } from './_db/users';
import { yesNo } from './_lib/input';
import { handlers, route } from './_lib/handlers';
import { created, invalid, noContent } from './_lib/http';
import { tr } from './_lib/i18n';
import { bearerToken } from './_lib/session';

/** Customer calls (SPEC §7 A/customers): profile, rebinding, sub-accounts, real-name status, operators. */
export default handlers({
  ...route(accountApi.querySubUsers, ({ req, query }) => {
    const { db, user, owner } = accountCall(req);
    return querySubUsers(db, user, owner, query);
  }),
  ...route(accountApi.createSubUser, ({ req, body }) => {
    const { db, user, owner, client } = accountCall(req);
    const sub = createSubUser(db, user, owner, body);
    recordAudit(db, user, {
      module: 'SUB_ACCOUNT',
      action: 'SUB_ACCOUNT_CREATE',
      target: sub.username,
      detail: sub.subAuthorities,
      ip: client.ip,
    });
    return created(sub);
  }),
  ...route(accountApi.updateSubUser, ({ req, body }) => {
    const { db, user, owner, client } = accountCall(req);
    const sub = updateSubUser(db, user, owner, body);
    recordAudit(db, user, {
      module: 'SUB_ACCOUNT',
      action: 'SUB_ACCOUNT_UPDATE',
      target: sub.username,
      detail: sub.subAuthorities,
      ip: client.ip,
    });
    return sub;
  }),
  /** Query enabled=true|false switches a sub-account on or off. */
  ...route(accountApi.setSubUserEnabled, ({ req, params, query }) => {
    const { db, user, owner, client } = accountCall(req);
    const enabled = yesNo(query.enabled);
    if (enabled === undefined) throw invalid([{ field: 'enabled', message: tr('server.field.boolean', { field: 'enabled' }) }]);
    const sub = setSubUserEnabled(db, user, owner, params.suid, enabled);
    recordAudit(db, user, {
      module: 'SUB_ACCOUNT',
      action: sub.enabled ? 'SUB_ACCOUNT_ENABLE' : 'SUB_ACCOUNT_DISABLE',
      target: sub.username,
      ip: client.ip,
    });
    return sub;
  }),
  ...route(accountApi.deleteSubUser, ({ req, params }) => {
    const { db, user, owner, client } = accountCall(req);
    const sub = deleteSubUser(db, user, owner, params.suid);
    recordAudit(db, user, {
      module: 'SUB_ACCOUNT',
      action: 'SUB_ACCOUNT_DELETE',
      target: sub.username,
      ip: client.ip,
    });
    return noContent();
  }),
  ...route(accountApi.getOperationUsers, ({ req }) => {
    const { db, owner } = accountCall(req);
    return operationUsers(db, owner);
  }),
  ...route(accountApi.getRealnameStatus, ({ req }) => {
    const { db, user } = accountCall(req);
    return realnameStatus(db, user);
  }),
  ...route(accountApi.patchUserName, ({ req, body }) => {
    const { db, user, client } = accountCall(req);
    const out = patchUserName(db, user, body);
    recordAudit(db, user, {
      module: 'ACCOUNT',
      action: 'NICKNAME_CHANGE',
      target: out.nickname,
      ip: client.ip,
    });
    return out;
  }),
  ...route(accountApi.patchUserAvatar, ({ req, body }) => {
    const { db, user, client } = accountCall(req);
    const out = patchUserAvatar(db, user, body);
    recordAudit(db, user, {
      module: 'ACCOUNT',
      action: 'AVATAR_CHANGE',
      ip: client.ip,
    });
    return out;
  }),
  ...route(accountApi.patchUserInfo, ({ req, body }) => {
    const { db, user, client } = accountCall(req);
    const out = patchUserInfo(db, user, body);
    recordAudit(db, user, {
      module: 'ACCOUNT',
      action: 'PROFILE_UPDATE',
      ip: client.ip,
    });
    return out;
  }),
  ...route(accountApi.rebindUserPhone, ({ req, body }) => {
    const { db, user } = accountCall(req);
    return rebindPhone(db, user, body);
  }),
  ...route(accountApi.rebindUserPhoneConfirm, ({ req, body }) => {
    const { db, user, client } = accountCall(req);
    const out = rebindPhoneConfirm(db, user, body);
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'PHONE_REBIND',
      ip: client.ip,
    });
    return out;
  }),
  ...route(accountApi.rebindUserEmail, ({ req, body }) => {
    const { db, user } = accountCall(req);
    return rebindEmail(db, user, body);
  }),
  ...route(accountApi.rebindUserEmailConfirm, ({ req, body }) => {
    const { db, user, client } = accountCall(req);
    const out = rebindEmailConfirm(db, user, body);
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'EMAIL_REBIND',
      ip: client.ip,
    });
    return out;
  }),
  /** Not in SPEC §7 (which names no call for /profile/change_password): the old and the new password. */
  ...route(accountApi.changePassword, ({ req, body }) => {
    const { db, user, client } = accountCall(req);
    requireAuthority(user, 'CHANGE_PASSWORD');
    changePassword(db, user, body, bearerToken(req));
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'PASSWORD_CHANGE',
      ip: client.ip,
    });
    return noContent();
  }),
});
