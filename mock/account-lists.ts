import { accountApi } from '../src/domain/account/endpoints';
import { isOneOf, LIST_KINDS, LIST_TYPES, type ListKind, type ListType } from '../src/domain/account/facts';
import {
  accountCall,
  addToList,
  listMarks,
  queryList,
  rechargeAccountOf,
  recordAudit,
  removeListEntry,
  removeListUser,
  updateListEntry,
} from './_db/account';
import { handlers, route } from './_lib/handlers';
import { created, noContent, notFound } from './_lib/http';
import { tr } from './_lib/i18n';

/**
 * White and black lists of suppliers and resellers (SPEC §7 B/uc/users/me/{suppliers|resellers}/{whitelist|blacklist}),
 * plus .../marks for tables.
 */

/** The kind of a path; there are no lists of any other kind. */
function kindOf(kind: string): ListKind {
  if (!isOneOf(LIST_KINDS, kind)) throw notFound(tr('server.account.list.unknown', { path: kind }));
  return kind;
}

/** The kind and list of a path; there are no other lists. */
function listOf(params: { kind: string; list: string }): { kind: ListKind; list: ListType } {
  const kind = kindOf(params.kind);
  if (!isOneOf(LIST_TYPES, params.list)) throw notFound(tr('server.account.list.unknown', { path: `${kind}/${params.list}` }));
  return { kind, list: params.list };
}

// The recharge account and marks routes come first: the router takes the first match, and /:kind/:list would match
// /recharge/account and /:kind/marks too.
export default handlers({
  ...route(accountApi.getRechargeAccount, ({ req }) => rechargeAccountOf(accountCall(req).owner)),
  ...route(accountApi.getListMarks, ({ req, params }) => {
    const { db, owner } = accountCall(req);
    return listMarks(db, owner.id, kindOf(params.kind));
  }),
  ...route(accountApi.queryListEntries, ({ req, params, query }) => {
    const { kind, list } = listOf(params);
    const { db, owner } = accountCall(req);
    return queryList(db, owner.id, kind, list, query);
  }),
  ...route(accountApi.addListEntry, ({ req, params, body }) => {
    const { kind, list } = listOf(params);
    const { db, user, owner, client } = accountCall(req);
    const result = addToList(db, owner.id, kind, list, body);
    recordAudit(db, user, {
      module: 'LIST',
      action: 'LIST_ADD',
      target: result.entry.username,
      detail: `${kind}/${list}`,
      ip: client.ip,
    });
    return created(result);
  }),
  ...route(accountApi.updateListEntry, ({ req, params, body }) => {
    const { kind, list } = listOf(params);
    const { db, user, owner, client } = accountCall(req);
    const entry = updateListEntry(db, owner.id, kind, list, params.id, body);
    recordAudit(db, user, {
      module: 'LIST',
      action: 'LIST_UPDATE',
      target: entry.username,
      detail: `${kind}/${list}`,
      ip: client.ip,
    });
    return entry;
  }),
  ...route(accountApi.removeListUser, ({ req, params }) => {
    const { kind, list } = listOf(params);
    const { db, user, owner, client } = accountCall(req);
    const userId = params.userId;
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
  }),
  ...route(accountApi.removeListEntry, ({ req, params }) => {
    const { kind, list } = listOf(params);
    const { db, user, owner, client } = accountCall(req);
    const entry = removeListEntry(db, owner.id, kind, list, params.id);
    recordAudit(db, user, {
      module: 'LIST',
      action: 'LIST_REMOVE',
      target: entry.username,
      detail: `${kind}/${list}`,
      ip: client.ip,
    });
    return noContent();
  }),
});
