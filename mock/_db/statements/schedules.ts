import type { MoneyAccount } from '../../../src/domain/account/money';
import { addDays, beijingDayOf, dayStart, nextRunAfter, periodOf, reconcile, periodTotal } from '../../../src/domain/statements/arithmetic';
import {
  RECONCILABLE_ACCOUNTS,
  RECONCILIATION_MAX_DAYS,
  STATEMENT_FREQUENCIES,
  STATEMENT_KEEP_DAYS,
  STATEMENT_LANGS,
  STATEMENT_SCHEDULES_MAX,
  STATEMENT_SCOPES,
  type Reconciliation,
  type StatementRun,
  type StatementSchedule,
  type StatementScope,
} from '../../../src/domain/statements/types';
import { DAY_MS, iso } from '../../_lib/dates';
import { ApiFailure, badRequest, forbidden, invalid, notFound } from '../../_lib/http';
import { oneOf } from '../../_lib/choices';
import { tr, translator } from '../../_lib/i18n';
import { bool, int, type Json, text } from '../../_lib/input';
import { accountsOf, ledgerRows, type LedgerView, readableAccounts } from '../account';
import { pushNotification } from '../chat';
import { now } from '../clock';
import { entriesOf } from '../money';
import type { MockDb, UserRecord } from '../types';
import type { RunRecord, ScheduleRecord, StatementsState } from './state';

export const emptyStatementsState = (): StatementsState => ({ seq: 0, schedules: [], runs: [] });

const VIEW_OF_SCOPE: Record<StatementScope, LedgerView> = { ALL: 'statement', BALANCE: 'balances', DEPOSIT: 'deposit', POINT: 'points' };
const DAILY_RUN_LIMIT = STATEMENT_KEEP_DAYS + 1;

// created when first used: a store seeded before this slice existed gets it too
const slice = (db: MockDb): StatementsState => (db.statements ??= emptyStatementsState());

/** The public shape of a schedule (the store's bookkeeping left out). */
export function toSchedule(s: ScheduleRecord): StatementSchedule {
  const { ownerId: _owner, accounts: _accounts, ...rest } = s;
  return rest;
}

export function toRun(r: RunRecord): StatementRun {
  const { ownerId: _owner, lang: _lang, ...rest } = r;
  return { ...rest, expired: Date.parse(r.expiresAt) <= now() };
}

/** Reads a schedule's input; every violation at once. */
function readInput(body: Json, old?: ScheduleRecord) {
  const frequency = oneOf(body, 'frequency', STATEMENT_FREQUENCIES) ?? old?.frequency;
  const scope = oneOf(body, 'scope', STATEMENT_SCOPES) ?? old?.scope ?? 'ALL';
  const lang = oneOf(body, 'lang', STATEMENT_LANGS) ?? old?.lang ?? 'zh-CN';
  const hour = int(body, 'hour') ?? old?.hour ?? 8;
  const weekday = int(body, 'weekday') ?? old?.weekday ?? 1;
  const enabled = bool(body, 'enabled') ?? old?.enabled ?? true;
  const violations = [];
  if (!frequency) violations.push({ field: 'frequency', message: tr('server.statements.frequency') });
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) violations.push({ field: 'hour', message: tr('server.statements.hour') });
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7)
    violations.push({ field: 'weekday', message: tr('server.statements.weekday') });
  if (violations.length > 0 || !frequency) throw invalid(violations);
  return { frequency, scope, lang, hour, weekday, enabled };
}

export function listSchedules(db: MockDb, ownerId: string): StatementSchedule[] {
  return slice(db)
    .schedules.filter((s) => s.ownerId === ownerId)
    .map(toSchedule);
}

export function createSchedule(db: MockDb, user: UserRecord, owner: UserRecord, body: Json): StatementSchedule {
  const state = slice(db);
  if (state.schedules.filter((s) => s.ownerId === owner.id).length >= STATEMENT_SCHEDULES_MAX)
    throw badRequest(
      tr('server.statements.tooMany.title'),
      tr('server.statements.tooMany', { max: STATEMENT_SCHEDULES_MAX }),
      'TOO_MANY_SCHEDULES',
    );
  const input = readInput(body);
  const at = now();
  state.seq += 1;
  const record: ScheduleRecord = {
    id: `SS${String(state.seq).padStart(6, '0')}`,
    ownerId: owner.id,
    accounts: accountsOf(user, VIEW_OF_SCOPE[input.scope]),
    ...input,
    createdBy: user.username,
    createdAt: iso(at),
    nextRunAt: iso(nextRunAfter(input, at)),
  };
  state.schedules.push(record);
  return toSchedule(record);
}

function findSchedule(db: MockDb, ownerId: string, id: string): ScheduleRecord {
  const found = slice(db).schedules.find((s) => s.ownerId === ownerId && s.id === id);
  if (!found) throw notFound(tr('server.statements.schedule.notFound', { id }));
  return found;
}

export function updateSchedule(db: MockDb, user: UserRecord, owner: UserRecord, id: string, body: Json): StatementSchedule {
  const s = findSchedule(db, owner.id, id);
  const input = readInput(body, s);
  const timing = input.frequency !== s.frequency || input.hour !== s.hour || input.weekday !== s.weekday || (input.enabled && !s.enabled);
  Object.assign(s, input, { accounts: input.scope !== s.scope ? accountsOf(user, VIEW_OF_SCOPE[input.scope]) : s.accounts });
  // a new time, or switching it back on, starts from now: no catch-up of what was missed while off
  if (timing) s.nextRunAt = iso(nextRunAfter(s, now()));
  return toSchedule(s);
}

export function deleteSchedule(db: MockDb, ownerId: string, id: string): void {
  const state = slice(db);
  const s = findSchedule(db, ownerId, id);
  state.schedules = state.schedules.filter((x) => x !== s);
}

/** The file name of a run: 对账单_20261125.xlsx, Statement_20261119-20261125.xlsx. */
export function runFileName(lang: ScheduleRecord['lang'], start: string, end: string): string {
  const compact = (d: string) => d.replace(/-/g, '');
  const label = translator(lang)('statements.file.name');
  return `${label}_${start === end ? compact(start) : `${compact(start)}-${compact(end)}`}.xlsx`;
}

/** The ledger filter of a run: its accounts over its period (Beijing days, inclusive). */
export function runFilter(r: Pick<RunRecord, 'accounts' | 'periodStart' | 'periodEnd'>) {
  return {
    accounts: r.accounts,
    from: dayStart(r.periodStart) as number,
    to: (dayStart(r.periodEnd) as number) + DAY_MS - 1,
  };
}

/**
 * Runs every due schedule of the owner: one run per occurrence up to now (those older than the
 * keeping time are skipped, their files would be gone already), each announced in the
 * notification centre. Runs when the owner's data is read (the bell's poll, these routes).
 */
export function runDueStatements(db: MockDb, ownerId: string): RunRecord[] {
  const state = slice(db);
  const at = now();
  const due: Array<{ s: ScheduleRecord; runAt: number }> = [];
  for (const s of state.schedules) {
    if (s.ownerId !== ownerId || !s.enabled) continue;
    let next = Date.parse(s.nextRunAt);
    for (let guard = 0; next <= at && guard < DAILY_RUN_LIMIT * 7; guard += 1) {
      if (next > at - STATEMENT_KEEP_DAYS * DAY_MS) due.push({ s, runAt: next });
      s.lastRunAt = iso(next);
      next = nextRunAfter(s, next);
    }
    s.nextRunAt = iso(next);
  }
  // in time order across schedules, so the notification centre lists them as they fell due
  return due.sort((a, b) => a.runAt - b.runAt).map(({ s, runAt }) => makeRun(db, s, runAt));
}

function makeRun(db: MockDb, s: ScheduleRecord, runAt: number): RunRecord {
  const state = slice(db);
  const { start, end } = periodOf(s.frequency, runAt);
  state.seq += 1;
  const run: RunRecord = {
    id: `SR${String(state.seq).padStart(6, '0')}`,
    ownerId: s.ownerId,
    scheduleId: s.id,
    frequency: s.frequency,
    scope: s.scope,
    lang: s.lang,
    name: runFileName(s.lang, start, end),
    periodStart: start,
    periodEnd: end,
    accounts: [...s.accounts],
    rows: 0,
    createdAt: iso(runAt),
    expiresAt: iso(runAt + STATEMENT_KEEP_DAYS * DAY_MS),
  };
  run.rows = ledgerRows(db, s.ownerId, runFilter(run)).length;
  state.runs.push(run);
  pushNotification(db, { userId: s.ownerId, type: 'STATEMENT_READY', params: { name: run.name, runId: run.id }, at: run.createdAt });
  return run;
}

/** The owner's runs, newest first. */
export function listRuns(db: MockDb, ownerId: string): StatementRun[] {
  return slice(db)
    .runs.filter((r) => r.ownerId === ownerId)
    .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
    .map(toRun);
}

/** A run the caller may download: its own account's, not expired, and only accounts it may read. */
export function downloadableRun(db: MockDb, user: UserRecord, ownerId: string, id: string): RunRecord {
  const run = slice(db).runs.find((r) => r.ownerId === ownerId && r.id === id);
  if (!run) throw notFound(tr('server.statements.run.notFound', { id }));
  if (Date.parse(run.expiresAt) <= now())
    throw new ApiFailure(410, {
      title: tr('server.statements.run.expired.title'),
      detail: tr('server.statements.run.expired', { days: STATEMENT_KEEP_DAYS }),
      code: 'STATEMENT_EXPIRED',
    });
  const readable = readableAccounts(user);
  if (run.accounts.some((a) => !readable.includes(a))) throw forbidden(tr('server.statements.run.forbidden'));
  return run;
}

/** GET reconciliation: per Beijing day of [from, to] the figures of one account the caller may read. */
export function reconciliation(db: MockDb, user: UserRecord, ownerId: string, q: Json): Reconciliation {
  const account = oneOf(q, 'account', RECONCILABLE_ACCOUNTS) ?? 'BALANCE';
  if (!readableAccounts(user).includes(account as MoneyAccount)) throw forbidden(tr('server.statements.account', { account }));
  const today = beijingDayOf(now());
  const from = text(q, 'from') ?? addDays(today, -6);
  const to = text(q, 'to') ?? today;
  const violations = [];
  if (dayStart(from) === undefined) violations.push({ field: 'from', message: tr('server.statements.day', { field: 'from' }) });
  if (dayStart(to) === undefined) violations.push({ field: 'to', message: tr('server.statements.day', { field: 'to' }) });
  if (violations.length) throw invalid(violations);
  if (from > to) throw invalid([{ field: 'to', message: tr('server.time.order') }]);
  const span = Math.round(((dayStart(to) as number) - (dayStart(from) as number)) / DAY_MS) + 1;
  if (span > RECONCILIATION_MAX_DAYS)
    throw invalid([{ field: 'from', message: tr('server.statements.range', { max: RECONCILIATION_MAX_DAYS }) }]);
  const days = reconcile(entriesOf(db, ownerId, account as MoneyAccount), account, from, to);
  return { account, from, to, days, total: periodTotal(days, account) };
}
