import { A } from '../src/constants/api';
import { recordAudit } from './_db/account/audit';
import { accountCall, param, queryOf } from './_db/account/call';
import {
  changePassword,
  operationUsers,
  patchUserAvatar,
  patchUserInfo,
  patchUserName,
  rebindEmail,
  rebindEmailConfirm,
  rebindPhone,
  rebindPhoneConfirm,
} from './_db/account/profile';
import { realnameStatus } from './_db/account/realname';
import { createSubUser, deleteSubUser, querySubUsers, setSubUserEnabled, updateSubUser } from './_db/account/subUsers';
import { requireAuthority } from './_db/users';
import { handlers } from './_lib/handlers';
import { created, invalid, noContent } from './_lib/http';
import { bodyOf } from './_lib/input';
import { bearerToken } from './_lib/session';
import { tr } from './_lib/i18n';

/** Customer calls (A/customers): profile, rebinding, sub-accounts, real-name status, operators. */
const C = `${A}/customers`;

export default handlers({
  [`GET ${C}/me/sub-users`]: (req) => {
    const { db, user, owner } = accountCall(req);
    return querySubUsers(db, user, owner, queryOf(req));
  },
  [`POST ${C}/me/sub-users`]: (req) => {
    const { db, user, owner, client } = accountCall(req);
    const sub = createSubUser(db, user, owner, bodyOf(req));
    recordAudit(db, user, {
      module: 'SUB_ACCOUNT',
      action: 'SUB_ACCOUNT_CREATE',
      target: sub.username,
      detail: sub.subAuthorities,
      ip: client.ip,
    });
    return created(sub);
  },
  [`PUT ${C}/me/sub-users`]: (req) => {
    const { db, user, owner, client } = accountCall(req);
    const sub = updateSubUser(db, user, owner, bodyOf(req));
    recordAudit(db, user, {
      module: 'SUB_ACCOUNT',
      action: 'SUB_ACCOUNT_UPDATE',
      target: sub.username,
      detail: sub.subAuthorities,
      ip: client.ip,
    });
    return sub;
  },
  /** Query enabled=true|false switches a sub-account on or off. */
  [`DELETE ${C}/me/sub-users/:suid/status`]: (req) => {
    const { db, user, owner, client } = accountCall(req);
    const raw = queryOf(req).enabled;
    if (raw !== 'true' && raw !== 'false') throw invalid([{ field: 'enabled', message: tr('server.field.boolean', { field: 'enabled' }) }]);
    const sub = setSubUserEnabled(db, user, owner, param(req, 'suid'), raw === 'true');
    recordAudit(db, user, {
      module: 'SUB_ACCOUNT',
      action: sub.enabled ? 'SUB_ACCOUNT_ENABLE' : 'SUB_ACCOUNT_DISABLE',
      target: sub.username,
      ip: client.ip,
    });
    return sub;
  },
  [`DELETE ${C}/me/sub-users/:suid`]: (req) => {
    const { db, user, owner, client } = accountCall(req);
    const sub = deleteSubUser(db, user, owner, param(req, 'suid'));
    recordAudit(db, user, {
      module: 'SUB_ACCOUNT',
      action: 'SUB_ACCOUNT_DELETE',
      target: sub.username,
      ip: client.ip,
    });
    return noContent();
  },
  [`GET ${C}/me/operation-users`]: (req) => {
    const { db, owner } = accountCall(req);
    return operationUsers(db, owner);
  },
  [`POST ${C}/me/realname-status`]: (req) => {
    const { db, user } = accountCall(req);
    return realnameStatus(db, user);
  },
  [`PATCH ${C}/patchUserName`]: (req) => {
    const { db, user, client } = accountCall(req);
    const out = patchUserName(db, user, bodyOf(req));
    recordAudit(db, user, {
      module: 'ACCOUNT',
      action: 'NICKNAME_CHANGE',
      target: out.nickname,
      ip: client.ip,
    });
    return out;
  },
  [`PATCH ${C}/patchUserAvatar`]: (req) => {
    const { db, user, client } = accountCall(req);
    const out = patchUserAvatar(db, user, bodyOf(req));
    recordAudit(db, user, {
      module: 'ACCOUNT',
      action: 'AVATAR_CHANGE',
      ip: client.ip,
    });
    return out;
  },
  [`PATCH ${C}/me/patchUserInfo`]: (req) => {
    const { db, user, client } = accountCall(req);
    const out = patchUserInfo(db, user, bodyOf(req));
    recordAudit(db, user, {
      module: 'ACCOUNT',
      action: 'PROFILE_UPDATE',
      ip: client.ip,
    });
    return out;
  },
  [`POST ${C}/rebindUserPhone`]: (req) => {
    const { db, user } = accountCall(req);
    return rebindPhone(db, user, bodyOf(req));
  },
  [`POST ${C}/rebindUserPhoneConfirm`]: (req) => {
    const { db, user, client } = accountCall(req);
    const out = rebindPhoneConfirm(db, user, bodyOf(req));
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'PHONE_REBIND',
      ip: client.ip,
    });
    return out;
  },
  [`POST ${C}/rebindUserEmail`]: (req) => {
    const { db, user } = accountCall(req);
    return rebindEmail(db, user, bodyOf(req));
  },
  [`POST ${C}/rebindUserEmailConfirm`]: (req) => {
    const { db, user, client } = accountCall(req);
    const out = rebindEmailConfirm(db, user, bodyOf(req));
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'EMAIL_REBIND',
      ip: client.ip,
    });
    return out;
  },
  /** Not in SPEC §7 (which names no call for /profile/change_password): the old and the new password. */
  [`PUT ${C}/me/password`]: (req) => {
    const { db, user, client } = accountCall(req);
    requireAuthority(user, 'CHANGE_PASSWORD');
    changePassword(db, user, bodyOf(req), bearerToken(req));
    recordAudit(db, user, {
      module: 'SECURITY',
      action: 'PASSWORD_CHANGE',
      ip: client.ip,
    });
    return noContent();
  },
});
