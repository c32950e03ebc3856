/**
 * White and black lists of counterparties (SPEC §7 B/uc/users/me/{suppliers|resellers}/{whitelist|blacklist}). Lists belong to the main account; its
 * sub-accounts read and change the same lists. A counterparty sits on at most one list per kind:
 * adding it to the whitelist takes it off the blacklist and the other way round.
 */
import type { ListKind, ListMark, ListType } from '../../../src/domain/account/facts';
import type { ListAddResult, ListEntry } from '../../../src/domain/account/types';
import type { ApiViolation, Paged } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { invalid, notFound } from '../../_lib/http';
import { type Json, text } from '../../_lib/input';
import { paginate, pageParams } from '../../_lib/paging';
import { now } from '../clock';
import type { UserRecord } from '../types';
import { type AccountDb, mainIdOf, nextId } from './db';
import type { ListRecord } from './state';
import { tr } from '../../_lib/i18n';

export const MAX_LIST_ENTRIES = 500;
export const REMARK_MAX = 100;

/** 'WHITE' / 'BLACK' when `userId` is on one of `ownerId`'s lists of that kind. */
export function listMark(db: AccountDb, ownerId: string, kind: ListKind, userId: string): ListMark | undefined {
  const owner = mainIdOf(db, ownerId);
  const hit = db.account.lists.find((e) => e.ownerId === owner && e.kind === kind && e.userId === userId);
  if (!hit) return undefined;
  return hit.list === 'whitelist' ? 'WHITE' : 'BLACK';
}

/** Marks of many counterparties at once (tables): userId → mark, only those on a list. */
export function listMarks(db: AccountDb, ownerId: string, kind: ListKind): Record<string, ListMark> {
  const owner = mainIdOf(db, ownerId);
  const out: Record<string, ListMark> = {};
  for (const e of db.account.lists) {
    if (e.ownerId === owner && e.kind === kind) out[e.userId] = e.list === 'whitelist' ? 'WHITE' : 'BLACK';
  }
  return out;
}

/** How many main accounts keep `userId` on a blacklist (either kind): one of the risk rules. */
export function blacklistCount(db: AccountDb, userId: string): number {
  const owners = new Set<string>();
  for (const e of db.account.lists) if (e.userId === userId && e.list === 'blacklist') owners.add(e.ownerId);
  return owners.size;
}

const toEntry = ({ ownerId: _owner, ...entry }: ListRecord): ListEntry => ({
  ...entry,
});

/** The counterparty's store on the side the list is about. */
function storeOf(user: UserRecord, kind: ListKind) {
  return kind === 'suppliers' ? user.supplierInfo : user.resellerInfo;
}

function matches(e: ListRecord, keyword: string | undefined): boolean {
  if (!keyword) return true;
  const k = keyword.toLowerCase();
  return [e.userId, e.username, e.storeName, e.remark].some((v) => v?.toLowerCase().includes(k));
}

/** GET a list: newest change first, filtered by keyword, paged. */
export function queryList(db: AccountDb, ownerId: string, kind: ListKind, list: ListType, q: Json): Paged<ListEntry> {
  const keyword = text(q, 'keyword');
  const rows = db.account.lists
    .filter((e) => e.ownerId === ownerId && e.kind === kind && e.list === list && matches(e, keyword))
    .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || b.id.localeCompare(a.id))
    .map(toEntry);
  return paginate(rows, pageParams(q));
}

function remarkOf(body: Json, violations: ApiViolation[]): string | undefined {
  const remark = text(body, 'remark');
  if (remark && remark.length > REMARK_MAX)
    violations.push({
      field: 'remark',
      message: tr('server.account.list.remark', { max: REMARK_MAX }),
    });
  return remark;
}

/** Finds the counterparty by userId or username and checks it may go on this kind of list. */
function targetOf(db: AccountDb, ownerId: string, kind: ListKind, body: Json): UserRecord {
  const userId = text(body, 'userId');
  const username = text(body, 'username');
  const field = userId ? 'userId' : 'username';
  if (!userId && !username) throw invalid([{ field: 'userId', message: tr('server.account.list.target') }]);
  const target = userId ? db.users[userId] : Object.values(db.users).find((u) => u.username.toLowerCase() === username!.toLowerCase());
  if (!target || target.puid !== '0') throw invalid([{ field, message: tr('server.user.notFound') }], 'LIST_USER_NOT_FOUND');
  if (target.id === ownerId) throw invalid([{ field, message: tr('server.account.list.self') }], 'LIST_SELF');
  const isRole = kind === 'suppliers' ? target.supplier : target.reseller;
  if (!isRole) {
    const message = tr(kind === 'suppliers' ? 'server.account.list.notSupplier' : 'server.account.list.notReseller', {
      username: target.username,
    });
    throw invalid([{ field, message }], 'LIST_WRONG_ROLE');
  }
  return target;
}

/** POST: adds a counterparty; when it is on the other list of this kind it is moved. */
export function addToList(db: AccountDb, ownerId: string, kind: ListKind, list: ListType, body: Json): ListAddResult {
  const violations: ApiViolation[] = [];
  const remark = remarkOf(body, violations);
  if (violations.length) throw invalid(violations);
  const target = targetOf(db, ownerId, kind, body);
  const existing = db.account.lists.find((e) => e.ownerId === ownerId && e.kind === kind && e.userId === target.id);
  const at = iso(now());
  if (existing && existing.list === list) {
    throw invalid(
      [
        {
          field: text(body, 'userId') ? 'userId' : 'username',
          message: tr('server.account.list.duplicate', { username: target.username }),
        },
      ],
      'LIST_DUPLICATE',
    );
  }
  const count = db.account.lists.filter((e) => e.ownerId === ownerId && e.kind === kind && e.list === list).length;
  if (count >= MAX_LIST_ENTRIES)
    throw invalid(
      [
        {
          field: 'userId',
          message: tr('server.account.list.full', { max: MAX_LIST_ENTRIES }),
        },
      ],
      'LIST_FULL',
    );
  if (existing) {
    const movedFrom = existing.list;
    existing.list = list;
    existing.remark = remark ?? existing.remark;
    existing.modifiedAt = at;
    return { entry: toEntry(existing), movedFrom };
  }
  const store = storeOf(target, kind);
  const record: ListRecord = {
    id: nextId(db.account, 'LS'),
    ownerId,
    kind,
    list,
    userId: target.id,
    username: target.username,
    storeName: store?.storeName,
    storeUrl: store?.storeUrl,
    remark,
    createdAt: at,
    modifiedAt: at,
  };
  db.account.lists.push(record);
  return { entry: toEntry(record) };
}

function findEntry(db: AccountDb, ownerId: string, kind: ListKind, list: ListType, id: string): ListRecord {
  const e = db.account.lists.find((x) => x.id === id && x.ownerId === ownerId && x.kind === kind && x.list === list);
  if (!e) throw notFound(tr('server.account.list.entryNotFound', { id }));
  return e;
}

/** PUT by entry id: only the remark changes. */
export function updateListEntry(db: AccountDb, ownerId: string, kind: ListKind, list: ListType, id: string, body: Json): ListEntry {
  const e = findEntry(db, ownerId, kind, list, id);
  const violations: ApiViolation[] = [];
  const remark = remarkOf(body, violations);
  if (violations.length) throw invalid(violations);
  e.remark = remark;
  e.modifiedAt = iso(now());
  return toEntry(e);
}

/** DELETE by entry id. */
export function removeListEntry(db: AccountDb, ownerId: string, kind: ListKind, list: ListType, id: string): ListEntry {
  const e = findEntry(db, ownerId, kind, list, id);
  db.account.lists.splice(db.account.lists.indexOf(e), 1);
  return toEntry(e);
}

/** DELETE by user/{userId}: idempotent, answers whether something was removed. */
export function removeListUser(db: AccountDb, ownerId: string, kind: ListKind, list: ListType, userId: string): boolean {
  const i = db.account.lists.findIndex((e) => e.ownerId === ownerId && e.kind === kind && e.list === list && e.userId === userId);
  if (i < 0) return false;
  db.account.lists.splice(i, 1);
  return true;
}
