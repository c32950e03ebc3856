import { checkViewInput, nameTaken, VIEW_LIMITS, VIEW_TABLE_AUTHORITY, type ViewProblem } from '../../../src/domain/views/rules';
import type { SubAuthority } from '../../../src/domain/account/facts';
import type { SavedView, SavedViewInput, ViewTable } from '../../../src/domain/views/types';
import { VIEW_TABLES } from '../../../src/domain/views/types';
import { iso } from '../../_lib/dates';
import { invalid, notFound, ApiFailure } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { now } from '../clock';
import type { MockDb, UserRecord } from '../types';
import { requireAuthority } from '../users';
import type { StoredView, ViewsState } from './state';

export type { StoredView, ViewsState } from './state';

/**
 * Saved views, per user (a sub-account keeps its own): a table's views are read and written only
 * with the permission that opens the table. The slice is made on first use, so a reset empties it.
 */
export function viewsOf(db: MockDb): ViewsState {
  db.views ??= { byId: {}, seq: 0 };
  return db.views;
}

/** A sub-account reads and writes a table's views only with the permission that opens the table. */
function mayUse(user: UserRecord, authority: SubAuthority | undefined): void {
  if (authority) requireAuthority(user, authority);
}

const show = (v: StoredView, user: UserRecord): SavedView => {
  const { userId, ...rest } = v;
  return { ...rest, owned: userId === user.id };
};

const fail = (problems: ViewProblem[]) => invalid(problems.map((p) => ({ field: p.field, message: tr(p.key, p.values) })));

function mine(db: MockDb, user: UserRecord, id: string): StoredView {
  const v = viewsOf(db).byId[id];
  if (!v || v.userId !== user.id) throw notFound(tr('views.error.notFound'));
  return v;
}

function tableOf(raw: unknown): ViewTable {
  const t = VIEW_TABLES.find((x) => x === raw);
  if (!t) throw fail([{ field: 'table', key: 'views.rule.table' }]);
  return t;
}

/** The caller's views of one table, defaults first, then by name. */
export function listViews(db: MockDb, user: UserRecord, rawTable: unknown): SavedView[] {
  const table = tableOf(rawTable);
  mayUse(user, VIEW_TABLE_AUTHORITY[table]);
  return Object.values(viewsOf(db).byId)
    .filter((v) => v.userId === user.id && v.table === table)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name))
    .map((v) => show(v, user));
}

/** One view by id: the caller's own, or another user's opened from a shared link (read-only). */
export function getView(db: MockDb, user: UserRecord, id: string): SavedView {
  const v = viewsOf(db).byId[id];
  if (!v) throw notFound(tr('views.error.notFound'));
  mayUse(user, VIEW_TABLE_AUTHORITY[v.table]);
  return show(v, user);
}

export function createView(db: MockDb, user: UserRecord, body: unknown): SavedView {
  const { input, problems } = checkViewInput(body);
  if (problems.length) throw fail(problems);
  const full = input as SavedViewInput;
  mayUse(user, VIEW_TABLE_AUTHORITY[full.table]);
  const state = viewsOf(db);
  const own = Object.values(state.byId).filter((v) => v.userId === user.id);
  if (nameTaken(own, full.table, full.name)) throw fail([{ field: 'name', key: 'views.rule.name.taken' }]);
  if (own.filter((v) => v.table === full.table).length >= VIEW_LIMITS.perTable)
    throw new ApiFailure(409, {
      title: tr('views.error.limit.title'),
      detail: tr('views.error.limit', { max: VIEW_LIMITS.perTable }),
      code: 'VIEW_LIMIT',
    });
  state.seq += 1;
  const at = iso(now());
  const view: StoredView = {
    id: `v${state.seq}${Math.random().toString(36).slice(2, 8)}`,
    userId: user.id,
    table: full.table,
    name: full.name,
    filters: full.filters ?? {},
    columns: full.columns ?? {},
    density: full.density,
    isDefault: false,
    createdAt: at,
    updatedAt: at,
  };
  state.byId[view.id] = view;
  return show(view, user);
}

export function updateView(db: MockDb, user: UserRecord, id: string, body: unknown): SavedView {
  const v = mine(db, user, id);
  mayUse(user, VIEW_TABLE_AUTHORITY[v.table]);
  const { input, problems } = checkViewInput(body, true);
  if (problems.length) throw fail(problems);
  const own = Object.values(viewsOf(db).byId).filter((x) => x.userId === user.id);
  if (input.name !== undefined && nameTaken(own, v.table, input.name, v.id)) throw fail([{ field: 'name', key: 'views.rule.name.taken' }]);
  Object.assign(v, input, { updatedAt: iso(now()) });
  return show(v, user);
}

export function deleteView(db: MockDb, user: UserRecord, id: string): void {
  const v = mine(db, user, id);
  mayUse(user, VIEW_TABLE_AUTHORITY[v.table]);
  delete viewsOf(db).byId[id];
}

/** One default per user and table: making a view the default clears the previous one. */
export function setDefaultView(db: MockDb, user: UserRecord, id: string, isDefault: unknown): SavedView {
  const v = mine(db, user, id);
  mayUse(user, VIEW_TABLE_AUTHORITY[v.table]);
  if (isDefault === true) {
    Object.values(viewsOf(db).byId).forEach((x) => {
      if (x.userId === user.id && x.table === v.table) x.isDefault = false;
    });
  }
  v.isDefault = isDefault === true;
  v.updatedAt = iso(now());
  return show(v, user);
}
