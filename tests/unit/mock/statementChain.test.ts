/**
 * Statements reconcile: every account of every seed user, read as the statement shows it (newest
 * first by time, the booking sequence breaking ties), is one unbroken chain — each balance after
 * is the previous (older) balance after plus the amount, from zero up to the account's balance —
 * in the seeded store and after a burst of trading, refunds, settlements and withdrawals booked
 * through the store's own rules. The Excel statement carries the list's rows in the list's order,
 * then an opening balance, totals in / out and a closing balance per account.
 *
 * exceljs pulls uuid, whose browser build is ESM: resolve the node build under jsdom.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import Big from 'big.js';
import ExcelJS from 'exceljs';
import { PassThrough } from 'stream';
import enUS from '@/locales/en-US/account';
import zhCN from '@/locales/zh-CN/account';
import { B } from '@/constants/api';
import type { LedgerEntry, MoneyAccount, Paged } from '@/types';
import funds from '../../../mock/account-funds';
import { sendCode } from '../../../mock/_db/account/codes';
import { ledgerRows, VIEW_ACCOUNTS } from '../../../mock/_db/account/ledgers';
import { applyWithdrawal, settleWithdrawals } from '../../../mock/_db/account/withdrawal';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { balanceOf } from '../../../mock/_db/money/ledger';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { resetDb } from '../../../mock/_db/store';
import { issueToken } from '../../../mock/_db/tokens';
import { cancelOrder, deliverOrder, refundUndelivered, settleOrders } from '../../../mock/_db/trade/actions';
import { createBuyerOrder, orderAmount } from '../../../mock/_db/trade/create';
import { TERMINAL, undelivered } from '../../../mock/_db/trade/machine';
import { runClock } from '../../../mock/_db/trade/orders';
import { payBatch } from '../../../mock/_db/trade/payments';
import type { OrderRecord } from '../../../mock/_db/trade/state';
import type { MockDb, UserRecord } from '../../../mock/_db/types';
import type { Req, Res } from '../../../mock/_lib/http';
import { route } from './fakeHttp';

const MIN = 60_000;
const HOUR = 60 * MIN;
const ACCOUNTS: MoneyAccount[] = ['BALANCE', 'FROZEN', 'DEPOSIT', 'LOCKED_DEPOSIT', 'POINT'];
const SEED_USERS = Object.keys(SEED_IDS) as Array<keyof typeof SEED_IDS>;

// one seeded store for the whole file (seeding takes seconds); the routes read the same store
const db: MockDb = resetDb();
let clock = Date.now();

beforeAll(() => {
  setClock(() => clock);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(() => {
  resetClock();
  jest.restoreAllMocks();
});

const zero = (account: MoneyAccount) => (account === 'POINT' ? '0' : '0.00');
/** The booking sequence of an entry (ids are `L` and the sequence). */
const sequenceOf = (e: LedgerEntry) => Number(e.id.slice(1));

/**
 * The rows that break a statement given newest first (one account or several): walking from the
 * oldest row, each row of an account must continue that account's previous row; the first row of
 * an account starts from zero (a whole history) or from its own opening (a time range).
 */
function breaksOf(rows: LedgerEntry[], from: 'zero' | 'opening' = 'zero'): LedgerEntry[] {
  const last = new Map<MoneyAccount, string>();
  const out: LedgerEntry[] = [];
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const e = rows[i];
    const before = last.get(e.account) ?? (from === 'zero' ? zero(e.account) : new Big(e.balanceAfter).minus(e.amount).toFixed());
    if (!new Big(before).plus(e.amount).eq(e.balanceAfter)) out.push(e);
    last.set(e.account, e.balanceAfter);
  }
  return out;
}

/**
 * Breaks per seed user, each account read alone (`buyer`, plus one when the newest row does not
 * hold the account's balance) and every account in one statement (`buyer, fund statement`); with
 * `after`, only breaks at entries booked after that sequence.
 */
function chainReport(after = 0): Record<string, number> {
  const report: Record<string, number> = {};
  const count = (rows: LedgerEntry[]) => breaksOf(rows).filter((e) => sequenceOf(e) > after).length;
  for (const name of SEED_USERS) {
    const id = SEED_IDS[name];
    let breaks = 0;
    for (const account of ACCOUNTS) {
      const rows = ledgerRows(db, id, { accounts: [account] });
      breaks += count(rows);
      // no gap at the end either: the newest balance after is what the account holds
      if (rows.length && rows[0].balanceAfter !== balanceOf(db, id, account)) breaks += 1;
    }
    report[name] = breaks;
    report[`${name}, fund statement`] = count(ledgerRows(db, id, { accounts: ACCOUNTS }));
  }
  return report;
}

const noBreaks = Object.fromEntries(
  SEED_USERS.flatMap((n) => [
    [n, 0],
    [`${n}, fund statement`, 0],
  ]),
);
const seeded = db.money.seq;

describe('statement chain', () => {
  it('holds in the seeded store for every seed user and every account', () => {
    expect(chainReport()).toEqual(noBreaks);
    // the trading seed users have a real history on each side of their money
    for (const name of ['buyer', 'supplier', 'trader'] as const) {
      expect(ledgerRows(db, SEED_IDS[name], { accounts: ['BALANCE'] }).length).toBeGreaterThan(2000);
      expect(ledgerRows(db, SEED_IDS[name], { accounts: ['POINT'] }).length).toBeGreaterThan(300);
    }
  });

  it('holds after a burst of orders paid, refunded, settled late by the clock and withdrawals, even with a clock behind the ledger', () => {
    const user = (name: keyof typeof SEED_IDS): UserRecord => db.users[SEED_IDS[name]];
    db.trade.validations[`${SEED_IDS.buyer}|${SEED_IDS.supplier}`] = new Date(clock).toISOString();
    const held = (id: string) =>
      db.trade.orders.filter((o) => o.commodityId === id && !TERMINAL.has(o.status)).reduce((n, o) => n + undelivered(o), 0);
    const commodity = () =>
      db.market.commodities.find(
        (c) =>
          c.supplierId === SEED_IDS.supplier &&
          c.status === 'ON_SALE' &&
          c.stock - held(c.id) >= c.minQuantity + 10 &&
          c.maxQuantity >= c.minQuantity + 2 &&
          Date.parse(c.effectiveTime) > clock + 100 * HOUR &&
          new Big(orderAmount(c.unitPrice, c.minQuantity + 2)).lte(150),
      )!;
    const paidOrder = (): OrderRecord => {
      const c = commodity();
      expect(c).toBeDefined();
      const r = createBuyerOrder(db, user('buyer'), { commodityId: c.id, quantity: c.minQuantity + 2, receiving: { character: 'Vexa' } });
      payBatch(db, SEED_IDS.buyer, r.batchNo, 'BALANCE');
      const o = db.trade.byNo[r.orderNo];
      expect(o.status).toBe('TO_DELIVER');
      return o;
    };
    const withdraw = (name: 'buyer' | 'supplier' | 'trader', amount: string) => {
      const u = user(name);
      const account = db.account.receivingAccounts.find((a) => a.ownerId === u.id && a.defaulted)!;
      sendCode(db, u.id, 'WITHDRAWAL', u.phoneNumber!);
      return applyWithdrawal(db, u, u, { amount, accountId: account.id, code: '123456' });
    };
    const tick = (ms: number) => {
      clock += ms;
    };

    // orders paid from the balance; one cancelled by the buyer, one by the seller, one partly refunded
    const orders = Array.from({ length: 6 }, () => {
      tick(MIN);
      return paidOrder();
    });
    tick(MIN);
    cancelOrder(db, user('buyer'), orders[0].orderNo, 'purchase');
    tick(MIN);
    cancelOrder(db, user('supplier'), orders[1].orderNo, 'sales');
    tick(MIN);
    refundUndelivered(db, user('supplier'), orders[2].orderNo, 1);
    // delivered; two confirmed by the buyer (settled after the settlement delay)
    for (const o of orders.slice(2)) {
      tick(MIN);
      deliverOrder(db, user('supplier'), { orderNo: o.orderNo, quantity: undelivered(o), character: 'Shipper' });
    }
    tick(MIN);
    settleOrders(db, user('buyer'), [orders[2].orderNo, orders[3].orderNo]);
    // half an hour later the seller withdraws before anything runs the order clock; the clock then
    // settles the two orders (and any seeded one that came due) whose settlement was due earlier
    tick(30 * MIN);
    withdraw('supplier', '1000');
    tick(MIN);
    withdraw('buyer', '100');
    tick(MIN);
    runClock(db);
    expect(orders[2].status).toBe('COMPLETED');
    expect(orders[3].status).toBe('COMPLETED');
    // the settlements are booked when the clock runs them, at its time, after the withdrawal
    for (const o of orders.slice(2, 4)) {
      const [settled] = ledgerRows(db, SEED_IDS.supplier, { accounts: ['BALANCE'], bizNo: o.orderNo, bizType: 'ORDER_SETTLE' });
      expect(settled.tradeAt).toBe(new Date(clock).toISOString());
      expect(Date.parse(o.settledAt!)).toBeLessThan(clock);
    }
    // the reviewer pays the withdrawals
    tick(2 * MIN);
    settleWithdrawals(db);
    expect(db.account.withdrawals.filter((w) => w.status === 'PENDING')).toEqual([]);

    // a clock behind the ledger (set back two hours): new bookings are never dated before the last entry
    const ahead = clock;
    clock = ahead - 2 * HOUR;
    db.trade.validations[`${SEED_IDS.buyer}|${SEED_IDS.supplier}`] = new Date(clock).toISOString();
    const lastBefore = ledgerRows(db, SEED_IDS.buyer, { accounts: ['BALANCE'] })[0].tradeAt;
    expect(Date.parse(lastBefore)).toBeGreaterThan(clock);
    const late = paidOrder();
    const [pay] = ledgerRows(db, SEED_IDS.buyer, { accounts: ['BALANCE'], bizNo: late.orderNo });

    // three days on: the clock confirms and settles the delivered orders, after the seller withdrew again
    clock = ahead + 73 * HOUR;
    withdraw('supplier', '500');
    tick(MIN);
    runClock(db);
    expect(orders[4].status).toBe('COMPLETED');
    tick(2 * MIN);
    settleWithdrawals(db);

    expect(chainReport(seeded)).toEqual(noBreaks);
    expect(chainReport()).toEqual(noBreaks);
    expect(db.money.seq - seeded).toBeGreaterThan(30);
    expect(pay.tradeAt >= lastBefore).toBe(true);
  });
});

// ------------------------------------------------------------------ the Excel statement

type Cell = ExcelJS.CellValue;
type Lang = 'zh-CN' | 'en-US';
const TEXTS: Record<Lang, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
const BEIJING = 8 * HOUR;

/** A streaming response the export writes into; the workbook is read back from its bytes. */
class StreamRes extends PassThrough {
  statusCode = 200;
  headersSent = false;
  failure: unknown;
  status(code: number): this {
    this.statusCode = code;
    return this;
  }
  setHeader(): this {
    this.headersSent = true;
    return this;
  }
  set(): this {
    return this.setHeader();
  }
  json(body: unknown): this {
    this.failure = body;
    this.headersSent = true;
    this.end();
    return this;
  }
}

async function exportSheet(key: string, token: string, body: Record<string, unknown>): Promise<Cell[][]> {
  const res = new StreamRes();
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => res.on('end', () => resolve()));
  const [method, path] = key.split(' ');
  const req = { method, path, url: path, headers: { authorization: `Bearer ${token}` }, body, query: {}, params: {} };
  await funds[key](req as unknown as Req, res as unknown as Res);
  await ended;
  expect(res.failure).toBeUndefined();
  expect(res.statusCode).toBe(200);
  const bytes = Buffer.concat(chunks);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: Cell[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as Cell[]).slice(1)));
  return rows;
}

/** Every row of the list endpoint for a filter, page by page. */
async function listAll(key: string, token: string, body: Record<string, unknown>): Promise<LedgerEntry[]> {
  const out: LedgerEntry[] = [];
  for (let current = 1; ; current += 1) {
    const r = await route(funds, key, { token, body: { ...body, current, size: 500 } });
    expect(r.statusCode).toBe(200);
    const page = r.body as Paged<LedgerEntry>;
    out.push(...page.records);
    if (out.length >= page.total || page.records.length === 0) return out;
  }
}

/** Beijing wall time of an instant, as the list filter takes it. */
const wall = (ms: number) => new Date(ms + BEIJING).toISOString().slice(0, 19).replace('T', ' ');

interface Case {
  name: string;
  list: string;
  excel: string;
  user: keyof typeof SEED_IDS;
  lang: Lang;
  body: Record<string, unknown>;
  accounts: MoneyAccount[];
  /** only a time range: the rows of each account are contiguous, so opening + in + out = closing */
  contiguous: boolean;
}

describe('Excel statement export', () => {
  const last30 = () => ({ startTime: wall(clock - 30 * 24 * HOUR), endTime: wall(clock) });
  const cases: Array<() => Case> = [
    () => ({
      name: 'balances, last 30 days (zh-CN)',
      list: `POST ${B}/fund/balances/page`,
      excel: `POST ${B}/fund/balances/excel`,
      user: 'supplier',
      lang: 'zh-CN',
      body: { lang: 'zh-CN', ...last30() },
      accounts: VIEW_ACCOUNTS.balances,
      contiguous: true,
    }),
    () => ({
      name: 'balances, penalties only (en-US)',
      list: `POST ${B}/fund/balances/page`,
      excel: `POST ${B}/fund/balances/excel`,
      user: 'buyer',
      lang: 'en-US',
      body: { lang: 'en', bizType: 'ORDER_PENALTY' },
      accounts: VIEW_ACCOUNTS.balances,
      contiguous: false,
    }),
    () => ({
      name: 'points, last 30 days (en-US)',
      list: `POST ${B}/fund/point/page`,
      excel: `POST ${B}/fund/point/excel`,
      user: 'trader',
      lang: 'en-US',
      body: { lang: 'en', ...last30() },
      accounts: VIEW_ACCOUNTS.points,
      contiguous: true,
    }),
    () => ({
      name: 'fund statement, every account, last 30 days (zh-CN)',
      list: `POST ${B}/account/page`,
      excel: `POST ${B}/account/statement/excel`,
      user: 'buyer',
      lang: 'zh-CN',
      body: { lang: 'zh-CN', ...last30() },
      accounts: VIEW_ACCOUNTS.statement,
      contiguous: true,
    }),
    () => ({
      name: 'deposit statement, whole history (en-US)',
      list: `POST ${B}/account/page`,
      excel: `POST ${B}/account/statement/excel`,
      user: 'buyer',
      lang: 'en-US',
      body: { lang: 'en', accountKind: 'DEPOSIT' },
      accounts: VIEW_ACCOUNTS.deposit,
      contiguous: true,
    }),
  ];

  it.each(cases.map((c) => [c().name, c] as const))(
    '%s: same rows in the same order as the list, then opening, totals and closing per account',
    async (_name, make) => {
      const c = make();
      const t = (key: string) => TEXTS[c.lang][key];
      const token = issueToken(db, SEED_IDS[c.user]).accessToken;
      const list = await listAll(c.list, token, c.body);
      expect(list.length).toBeGreaterThan(0);
      const [head, ...rest] = await exportSheet(c.excel, token, c.body);
      const col = (key: string) => head.indexOf(t(`account.ledger.col.${key}`));
      const [timeCol, amountCol, afterCol, bizNoCol] = [col('tradeAt'), col('amount'), col('balanceAfter'), col('bizNo')];
      expect(timeCol).toBe(0);

      // the entries: exactly the list, in its order, with number and date cells
      const entries = rest.slice(0, list.length);
      expect(entries.every((r) => r[timeCol] instanceof Date)).toBe(true);
      entries.forEach((r, i) => {
        const e = list[i];
        expect([r[bizNoCol], r[amountCol], r[afterCol], (r[timeCol] as Date).getTime()]).toEqual([
          e.bizNo,
          Number(e.amount),
          Number(e.balanceAfter),
          Date.parse(e.tradeAt) + BEIJING,
        ]);
      });
      if (c.contiguous) expect(breaksOf(list, 'opening')).toEqual([]);

      // then one block per account that has rows: opening, total in, total out, closing
      const summary = rest.slice(list.length);
      expect(summary.every((r) => !(r[timeCol] instanceof Date))).toBe(true);
      const accountCol = col('account');
      const present = c.accounts.filter((a) => list.some((e) => e.account === a));
      expect(summary).toHaveLength(present.length * 4);
      present.forEach((account, k) => {
        const rows = list.filter((e) => e.account === account);
        const oldest = rows[rows.length - 1];
        const opening = new Big(oldest.balanceAfter).minus(oldest.amount);
        const totalIn = rows.filter((e) => !e.amount.startsWith('-')).reduce((s, e) => s.plus(e.amount), new Big(0));
        const totalOut = rows.filter((e) => e.amount.startsWith('-')).reduce((s, e) => s.plus(e.amount), new Big(0));
        const closing = new Big(rows[0].balanceAfter);
        const block = summary.slice(k * 4, k * 4 + 4);
        expect(block.map((r) => r[timeCol])).toEqual(
          ['opening', 'totalIn', 'totalOut', 'closing'].map((x) => t(`account.export.summary.${x}`)),
        );
        if (accountCol >= 0) expect(block.map((r) => r[accountCol])).toEqual(Array(4).fill(t(`account.moneyAccount.${account}`)));
        else expect(c.accounts).toHaveLength(1);
        expect(block[0][afterCol]).toBe(Number(opening.toFixed()));
        expect(block[1][amountCol]).toBe(Number(totalIn.toFixed()));
        expect(block[2][amountCol]).toBe(Number(totalOut.toFixed()));
        expect(block[3][afterCol]).toBe(Number(closing.toFixed()));
        if (c.contiguous) expect(opening.plus(totalIn).plus(totalOut).eq(closing)).toBe(true);
      });
    },
  );
});
