/**
 * Scheduled statements and reconciliation in the fake backend: schedules per account, runs when
 * they come due (announced in the notification centre, downloadable for 30 days, the file holding
 * the period's statement rows and per-account totals), sub-account permissions, and the daily
 * reconciliation figures agreeing with the statement rows of each day.
 *
 * exceljs pulls uuid, whose browser build is ESM: resolve the node build under jsdom.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import Big from 'big.js';
import ExcelJS from 'exceljs';
import { PassThrough } from 'stream';
import { statementsApi } from '@/domain/statements/endpoints';
import { addDays, beijingDayOf, dayStart } from '@/domain/statements/arithmetic';
import type { Reconciliation, StatementRun, StatementSchedule } from '@/domain/statements/types';
import statements from '../../../mock/statements-schedules';
import { ledgerRows } from '../../../mock/_db/account/ledgers';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { resetDb } from '../../../mock/_db/store';
import { issueToken } from '../../../mock/_db/tokens';
import type { MockDb } from '../../../mock/_db/types';
import type { Req, Res } from '../../../mock/_lib/http';
import { route } from '../mock/fakeHttp';

const DAY = 86_400_000;
const MIN = 60_000;
let db: MockDb;
let clock: number;

beforeEach(() => {
  clock = Date.now();
  setClock(() => clock);
  db = resetDb('test');
});
afterAll(() => resetClock());

const tokenOf = (user: keyof typeof SEED_IDS) => issueToken(db, SEED_IDS[user]).accessToken;
const call = (user: keyof typeof SEED_IDS, key: string, c: Parameters<typeof route>[2] = {}) =>
  route(statements, key, { token: tokenOf(user), ...c });
/** The next Beijing midnight after now. */
const nextMidnight = () => (dayStart(beijingDayOf(clock)) as number) + DAY;

async function createDaily(user: keyof typeof SEED_IDS = 'supplier', body: Record<string, unknown> = {}): Promise<StatementSchedule> {
  const r = await call(user, statementsApi.createStatementSchedule.key, {
    body: { frequency: 'DAILY', hour: 0, scope: 'ALL', lang: 'en-US', ...body },
  });
  expect(r.statusCode).toBe(201);
  return r.body as StatementSchedule;
}

async function runs(user: keyof typeof SEED_IDS = 'supplier'): Promise<StatementRun[]> {
  const r = await call(user, statementsApi.listStatementRuns.key);
  expect(r.statusCode).toBe(200);
  return r.body as StatementRun[];
}

class StreamRes extends PassThrough {
  statusCode = 200;
  headersSent = false;
  headers: Record<string, string> = {};
  failure: unknown;
  status(code: number): this {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string): this {
    this.headers[name.toLowerCase()] = value;
    this.headersSent = true;
    return this;
  }
  set(name: string, value: string): this {
    return this.setHeader(name, value);
  }
  json(body: unknown): this {
    this.failure = body;
    this.headersSent = true;
    this.end();
    return this;
  }
}

type Cell = ExcelJS.CellValue;
async function download(id: string): Promise<{ status: number; name: string; rows: Cell[][]; failure: unknown }> {
  const res = new StreamRes();
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => res.on('end', () => resolve()));
  const key = statementsApi.downloadStatementRun.key;
  const path = key.split(' ')[1].replace(':id', id);
  const req = {
    method: 'GET',
    path,
    url: path,
    headers: { authorization: `Bearer ${tokenOf('supplier')}` },
    body: {},
    query: {},
    params: { id },
  };
  await statements[key](req as unknown as Req, res as unknown as Res);
  await ended;
  const rows: Cell[][] = [];
  if (res.failure === undefined) {
    const bytes = Buffer.concat(chunks);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    wb.worksheets[0].eachRow((row) => rows.push((row.values as Cell[]).slice(1)));
  }
  return {
    status: res.statusCode,
    name: decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(res.headers['content-disposition'] ?? '')?.[1] ?? ''),
    rows,
    failure: res.failure,
  };
}

describe('statement schedules', () => {
  it('runs a daily schedule once it comes due, announces it and keeps it listed', async () => {
    const s = await createDaily();
    expect(s).toMatchObject({ frequency: 'DAILY', hour: 0, enabled: true, createdBy: 'supplier' });
    expect(Date.parse(s.nextRunAt)).toBe(nextMidnight());
    expect(await runs()).toEqual([]);

    const covered = beijingDayOf(clock);
    clock = nextMidnight() + MIN;
    const list = await runs();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      periodStart: covered,
      periodEnd: covered,
      name: `Statement_${covered.replace(/-/g, '')}.xlsx`,
      expired: false,
    });
    expect(Date.parse(list[0].expiresAt) - Date.parse(list[0].createdAt)).toBe(30 * DAY);
    const notes = db.chat.notifications.filter((n) => n.type === 'STATEMENT_READY');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ userId: SEED_IDS.supplier, params: { name: list[0].name, runId: list[0].id } });

    // read again: nothing more is due
    expect(await runs()).toHaveLength(1);
    const [after] = (await call('supplier', statementsApi.listStatementSchedules.key)).body as StatementSchedule[];
    expect(Date.parse(after.nextRunAt)).toBe(nextMidnight());
    expect(after.lastRunAt).toBe(list[0].createdAt);
  });

  it('catches up only the runs whose files would still be kept, and expires them after 30 days', async () => {
    await createDaily();
    await createDaily('supplier', { frequency: 'WEEKLY', weekday: 3, hour: 6 });
    clock += 40 * DAY;
    const all = await runs();
    const list = all.filter((r) => r.frequency === 'DAILY');
    expect(list).toHaveLength(30);
    expect(all.length - list.length).toBeGreaterThanOrEqual(4);
    // announced in the order they fell due, whatever schedule they belong to
    const announced = db.chat.notifications.filter((n) => n.type === 'STATEMENT_READY').map((n) => n.createdAt);
    expect(announced).toHaveLength(all.length);
    expect(announced).toEqual([...announced].sort());
    expect(list.every((r) => !r.expired)).toBe(true);
    // newest first, one day each
    expect(list[0].periodEnd).toBe(addDays(beijingDayOf(clock), -1));
    expect(list[1].periodEnd).toBe(addDays(list[0].periodEnd, -1));

    const oldest = list[list.length - 1];
    clock = Date.parse(oldest.expiresAt) + 1;
    expect((await runs()).find((r) => r.id === oldest.id)?.expired).toBe(true);
    const gone = await download(oldest.id);
    expect(gone.status).toBe(410);
  });

  it('makes a weekly statement of the seven days before its run', async () => {
    const r = await call('supplier', statementsApi.createStatementSchedule.key, {
      body: { frequency: 'WEEKLY', weekday: 1, hour: 9, scope: 'BALANCE', lang: 'zh-CN' },
    });
    expect(r.statusCode).toBe(201);
    clock += 8 * DAY;
    const [run] = await runs();
    expect(run.periodEnd).toBe(addDays(run.periodStart, 6));
    expect(run.accounts).toEqual(['BALANCE', 'FROZEN']);
    expect(run.name).toMatch(/^对账单_\d{8}-\d{8}\.xlsx$/);
  });

  it('answers the run’s file: the period’s statement rows, then per account opening, totals and closing', async () => {
    await createDaily();
    clock += 8 * DAY;
    const list = await runs();
    const run = list.find((r) => r.rows > 0) as StatementRun;
    expect(run).toBeDefined();
    const file = await download(run.id);
    expect(file.status).toBe(200);
    expect(file.name).toBe(run.name);
    expect(file.rows[0][0]).toBe('Time');
    const entries = file.rows.filter((r) => r[0] instanceof Date);
    const from = dayStart(run.periodStart) as number;
    const expected = ledgerRows(db, SEED_IDS.supplier, { accounts: run.accounts, from, to: from + DAY - 1 });
    expect(entries.map((r) => [r[4], r[6]])).toEqual(expected.map((e) => [Number(e.amount), e.bizNo]));
    expect(entries).toHaveLength(run.rows);
    const footer = file.rows.filter((r) => typeof r[0] === 'string' && r[0] !== 'Time');
    for (const account of new Set(footer.map((r) => r[2]))) {
      const of = (label: string, col: number) => new Big(String(footer.find((r) => r[2] === account && r[0] === label)?.[col]));
      expect(of('Opening balance', 5).plus(of('Total in', 4)).plus(of('Total out', 4)).eq(of('Closing balance', 5))).toBe(true);
    }
  });

  it('refuses a malformed schedule field by field, and edits and deletes', async () => {
    const bad = await call('supplier', statementsApi.createStatementSchedule.key, { body: { frequency: 'DAILY', hour: 24, weekday: 9 } });
    expect(bad.statusCode).toBe(400);
    expect((bad.body as { violations: Array<{ field: string }> }).violations.map((v) => v.field)).toEqual(['hour', 'weekday']);
    const s = await createDaily();
    const off = await call('supplier', statementsApi.updateStatementSchedule.key, { params: { id: s.id }, body: { ...s, enabled: false } });
    expect(off.statusCode).toBe(200);
    clock += 3 * DAY;
    expect(await runs()).toEqual([]);
    const del = await call('supplier', statementsApi.deleteStatementSchedule.key, { params: { id: s.id } });
    expect(del.statusCode).toBe(204);
    expect((await call('supplier', statementsApi.listStatementSchedules.key)).body).toEqual([]);
  });

  it('lets a sub-account in only with FUND_BALANCES, and only to the accounts it may read', async () => {
    expect((await call('supplier_sub', statementsApi.listStatementSchedules.key)).statusCode).toBe(403);
    expect((await call('supplier_sub', statementsApi.getReconciliation.key)).statusCode).toBe(403);
    db.users[SEED_IDS.supplier_sub].subAuthorities += '|FUND_BALANCES';
    const deposit = await call('supplier_sub', statementsApi.createStatementSchedule.key, {
      body: { frequency: 'DAILY', hour: 0, scope: 'DEPOSIT' },
    });
    expect(deposit.statusCode).toBe(403);
    const all = await call('supplier_sub', statementsApi.createStatementSchedule.key, {
      body: { frequency: 'DAILY', hour: 0, scope: 'ALL' },
    });
    expect(all.statusCode).toBe(201);
    // the main account's schedule, seen by both
    expect((await call('supplier', statementsApi.listStatementSchedules.key)).body).toHaveLength(1);
    expect((await call('supplier_sub', statementsApi.getReconciliation.key, { query: { account: 'DEPOSIT' } })).statusCode).toBe(403);
    expect((await call('supplier_sub', statementsApi.getReconciliation.key, { query: { account: 'BALANCE' } })).statusCode).toBe(200);
  });
});

describe('reconciliation', () => {
  it('gives each day the figures of that day’s statement rows, chained from day to day', async () => {
    const to = beijingDayOf(clock);
    const from = addDays(to, -29);
    for (const account of ['BALANCE', 'POINT'] as const) {
      const r = await call('supplier', statementsApi.getReconciliation.key, { query: { account, from, to } });
      expect(r.statusCode).toBe(200);
      const rec = r.body as Reconciliation;
      expect(rec.days).toHaveLength(30);
      let busy = 0;
      rec.days.forEach((d, i) => {
        const start = dayStart(d.day) as number;
        const rows = ledgerRows(db, SEED_IDS.supplier, { accounts: [account], from: start, to: start + DAY - 1 });
        const dp = account === 'POINT' ? 0 : 2;
        const sum = (pick: (a: Big) => boolean) =>
          rows.reduce((s, e) => (pick(new Big(e.amount)) ? s.plus(e.amount) : s), new Big(0)).toFixed(dp);
        expect([d.totalIn, d.totalOut, d.count]).toEqual([sum((a) => a.gte(0)), sum((a) => a.lt(0)), rows.length]);
        if (rows.length) expect(d.closing).toBe(new Big(rows[0].balanceAfter).toFixed(dp));
        if (i > 0) expect(d.opening).toBe(rec.days[i - 1].closing);
        expect(new Big(d.opening).plus(d.totalIn).plus(d.totalOut).eq(d.closing)).toBe(true);
        busy += rows.length;
      });
      expect(rec.total.count).toBe(busy);
      if (account === 'BALANCE') expect(busy).toBeGreaterThan(0);
    }
  });

  it('refuses malformed days and ranges over 92 days', async () => {
    const bad = await call('supplier', statementsApi.getReconciliation.key, { query: { from: '2026-02-30', to: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect((bad.body as { violations: Array<{ field: string }> }).violations.map((v) => v.field)).toEqual(['from', 'to']);
    const long = await call('supplier', statementsApi.getReconciliation.key, { query: { from: '2026-01-01', to: '2026-06-01' } });
    expect(long.statusCode).toBe(400);
    const reversed = await call('supplier', statementsApi.getReconciliation.key, { query: { from: '2026-06-02', to: '2026-06-01' } });
    expect(reversed.statusCode).toBe(400);
  });
});
