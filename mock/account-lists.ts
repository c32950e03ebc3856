import { B } from '../src/constants/api';
import { LIST_KINDS, LIST_TYPES } from '../src/constants/account';
import { recordAudit } from './_db/account/audit';
import { accountCall, param, queryOf } from './_db/account/call';
import { addToList, listMarks, queryList, removeListEntry, removeListUser, updateListEntry } from './_db/account/lists';
import { handlers, type MockHandler } from './_lib/handlers';
import { created, noContent } from './_lib/http';
import { bodyOf } from './_lib/input';

/**
 * White and black lists of suppliers and resellers (contract C5):
 * B/uc/users/me/{suppliers|resellers}/{whitelist|blacklist}, plus .../marks for tables.
 */
const routes: Record<string, MockHandler> = {};
for (const kind of LIST_KINDS) {
  const base = `${B}/uc/users/me/${kind}`;
  routes[`GET ${base}/marks`] = (req) => {
    const { db, owner } = accountCall(req);
    return listMarks(db, owner.id, kind);
  };
  for (const list of LIST_TYPES) {
    const path = `${base}/${list}`;
    routes[`GET ${path}`] = (req) => {
      const { db, owner } = accountCall(req);
      return queryList(db, owner.id, kind, list, queryOf(req));
    };
    routes[`POST ${path}`] = (req) => {
      const { db, user, owner, client } = accountCall(req);
      const result = addToList(db, owner.id, kind, list, bodyOf(req));
      recordAudit(db, user, {
        module: 'LIST',
        action: 'LIST_ADD',
        target: result.entry.username,
        detail: `${kind}/${list}`,
        ip: client.ip,
      });
      return created(result);
    };
    routes[`PUT ${path}/:id`] = (req) => {
      const { db, user, owner, client } = accountCall(req);
      const entry = updateListEntry(db, owner.id, kind, list, param(req, 'id'), bodyOf(req));
      recordAudit(db, user, {
        module: 'LIST',
        action: 'LIST_UPDATE',
        target: entry.username,
        detail: `${kind}/${list}`,
        ip: client.ip,
      });
      return entry;
    };
    routes[`DELETE ${path}/user/:userId`] = (req) => {
      const { db, user, owner, client } = accountCall(req);
      const userId = param(req, 'userId');
      if (removeListUser(db, owner.id, kind, list, userId)) {
        recordAudit(db, user, {
          module: 'LIST',
          action: 'LIST_REMOVE',
          target: db.users[userId]?.username ?? userId,
          detail: `${kind}/${list}`,
          ip: client.ip,
        });
      }
      return noContent();
    };
    routes[`DELETE ${path}/:id`] = (req) => {
      const { db, user, owner, client } = accountCall(req);
      const entry = removeListEntry(db, owner.id, kind, list, param(req, 'id'));
      recordAudit(db, user, {
        module: 'LIST',
        action: 'LIST_REMOVE',
        target: entry.username,
        detail: `${kind}/${list}`,
        ip: client.ip,
      });
      return noContent();
    };
  }
}

export default handlers(routes);
