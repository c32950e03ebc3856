import Big from 'big.js';
import { addToList, blacklistCount, listMark, removeListUser } from '../../../mock/_db/account/lists';
import { ledgerFilter, matchesLedger, queryLedger, readableAccounts } from '../../../mock/_db/account/ledgers';
import { addAccount, setDefault } from '../../../mock/_db/account/receiving';
import { levelOf, riskReasons, riskWarningOf } from '../../../mock/_db/account/risk';
import { normaliseAuthorities, createSubUser, setSubUserEnabled } from '../../../mock/_db/account/subUsers';
import { applyWithdrawal, settleWithdrawals, withdrawalInfo } from '../../../mock/_db/account/withdrawal';
import { sendCode } from '../../../mock/_db/account/codes';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { balanceOf, entriesOf, ledgerSum } from '../../../mock/_db/money/ledger';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb, resetDb } from '../../../mock/_db/store';
import { issueToken, userOfToken } from '../../../mock/_db/tokens';
import type { LedgerEntry } from '../../../src/types';
import { WITHDRAWAL } from '../../../src/constants/account';
import { failureOf } from '../mock/failure';

const db = () => getDb();
const user = (id: string) => db().users[id];

beforeAll(() => resetDb());
afterEach(() => resetClock());

describe('permission mapping', () => {
  it('normalises granted permissions and refuses unknown or ungrantable ones', () => {
    expect(normaliseAuthorities('COMMODITY|ORDER_SOLD', 'ALL')).toEqual({ value: 'ORDER_SOLD|COMMODITY' });
    expect(normaliseAuthorities('', 'ALL').violation).toMatch(/at least one/);
    expect(normaliseAuthorities('ORDER_SOLD|FLY', 'ALL').violation).toMatch(/FLY/);
    expect(normaliseAuthorities('WITHDRAWAL', ['SUB_ACCOUNT', 'ORDER_SOLD']).violation).toMatch(/WITHDRAWAL/);
    expect(normaliseAuthorities('ORDER_SOLD', ['SUB_ACCOUNT', 'ORDER_SOLD']).value).toBe('ORDER_SOLD');
  });
  it('maps sub-account permissions to the money accounts it may read', () => {
    expect(readableAccounts(user(SEED_IDS.supplier))).toEqual(['POINT', 'BALANCE', 'FROZEN', 'DEPOSIT', 'LOCKED_DEPOSIT']);
    expect(readableAccounts(user(SEED_IDS.supplier_sub))).toEqual(['POINT']);
    const sub = { ...user(SEED_IDS.supplier_sub), subAuthorities: 'FUND_DEPOSIT' };
    expect(readableAccounts(sub)).toEqual(['POINT', 'DEPOSIT', 'LOCKED_DEPOSIT']);
    expect(failureOf(() => queryLedger(db(), user(SEED_IDS.supplier_sub), SEED_IDS.supplier, 'balances', {})).status).toBe(403);
  });
  it('creates a sub-account with its permissions; disabling it ends its sessions', () => {
    const owner = user(SEED_IDS.supplier);
    const sub = createSubUser(db(), owner, owner, { username: 'unit_sub', password: 'Passw0rd9', subAuthorities: 'ORDER_SOLD|COMMODITY' });
    expect(sub).toMatchObject({ puid: owner.id, subAuthorities: 'ORDER_SOLD|COMMODITY', enabled: true });
    const token = issueToken(db(), sub.id).accessToken;
    expect(userOfToken(db(), token)?.id).toBe(sub.id);
    setSubUserEnabled(db(), owner, owner, sub.id, false);
    expect(userOfToken(db(), token)).toBeUndefined();
    // a sub-account without SUB_ACCOUNT may not manage others
    expect(
      failureOf(() =>
        createSubUser(db(), user(SEED_IDS.supplier_sub), owner, { username: 'x_sub', password: 'Passw0rd9', subAuthorities: 'ORDER_SOLD' }),
      ).status,
    ).toBe(403);
  });
});

describe('ledger filters', () => {
  const e = (over: Partial<LedgerEntry>): LedgerEntry => ({
    id: 'L1',
    userId: '1',
    account: 'BALANCE',
    amount: '-10.00',
    balanceAfter: '90.00',
    bizType: 'ORDER_PAY',
    businessKind: 'ORDER',
    bizNo: 'T2024ABC',
    tradeAt: '2024-03-01T04:00:00.000Z',
    ...over,
  });
  it('filters by account, type, direction, business no. and Beijing time range', () => {
    const f = ledgerFilter(
      { bizType: 'ORDER_PAY', direction: 'OUT', bizNo: 'abc', startTime: '2024-03-01 00:00:00', endTime: '2024-03-01 12:00:00' },
      ['BALANCE', 'FROZEN'],
    );
    expect(matchesLedger(e({}), f)).toBe(true);
    expect(matchesLedger(e({ account: 'POINT' }), f)).toBe(false);
    expect(matchesLedger(e({ amount: '10.00' }), f)).toBe(false);
    expect(matchesLedger(e({ bizType: 'ORDER_SETTLE' }), f)).toBe(false);
    expect(matchesLedger(e({ bizNo: 'T2024XYZ' }), f)).toBe(false);
    // 12:00 Beijing is 04:00Z: inclusive; 04:00:01Z is past the end
    expect(matchesLedger(e({ tradeAt: '2024-03-01T04:00:01.000Z' }), f)).toBe(false);
    // 00:00 Beijing on 1 March is 16:00Z on 29 February
    expect(matchesLedger(e({ tradeAt: '2024-02-29T15:59:59.000Z' }), f)).toBe(false);
  });
  it('refuses a malformed or reversed range and an account outside the view', () => {
    expect(failureOf(() => ledgerFilter({ startTime: 'yesterday' }, ['BALANCE'])).status).toBe(400);
    expect(failureOf(() => ledgerFilter({ startTime: '2024-03-02', endTime: '2024-03-01' }, ['BALANCE'])).status).toBe(400);
    expect(failureOf(() => ledgerFilter({ account: 'POINT' }, ['BALANCE'])).status).toBe(400);
  });
  it('pages the seeded balance ledger newest first, and its rows agree with the money ledger', () => {
    const page = queryLedger(db(), user(SEED_IDS.buyer), SEED_IDS.buyer, 'balances', { size: 50 });
    expect(page.records).toHaveLength(50);
    for (let i = 1; i < page.records.length; i += 1) expect(page.records[i - 1].tradeAt >= page.records[i].tradeAt).toBe(true);
    const all = entriesOf(db(), SEED_IDS.buyer).filter((x) => x.account === 'BALANCE' || x.account === 'FROZEN');
    expect(page.total).toBe(all.length);
  });
});

describe('lists and risk', () => {
  it('marks, moves between lists, refuses duplicates, self and wrong roles', () => {
    const buyer = SEED_IDS.buyer;
    const r = addToList(db(), buyer, 'suppliers', 'blacklist', { username: 'supplier', remark: 'late' });
    expect(r.movedFrom).toBe('whitelist');
    expect(listMark(db(), buyer, 'suppliers', SEED_IDS.supplier)).toBe('BLACK');
    expect(failureOf(() => addToList(db(), buyer, 'suppliers', 'blacklist', { userId: SEED_IDS.supplier })).body.code).toBe(
      'LIST_DUPLICATE',
    );
    expect(failureOf(() => addToList(db(), buyer, 'suppliers', 'whitelist', { userId: buyer })).body.code).toBe('LIST_SELF');
    expect(failureOf(() => addToList(db(), buyer, 'resellers', 'whitelist', { username: 'newbie' })).body.code).toBe('LIST_WRONG_ROLE');
    expect(removeListUser(db(), buyer, 'suppliers', 'blacklist', SEED_IDS.supplier)).toBe(true);
    expect(listMark(db(), buyer, 'suppliers', SEED_IDS.supplier)).toBeUndefined();
    // a sub-account reads its main account's lists
    addToList(db(), SEED_IDS.supplier, 'resellers', 'blacklist', { userId: SEED_IDS.trader });
    expect(listMark(db(), SEED_IDS.supplier_sub, 'resellers', SEED_IDS.trader)).toBe('BLACK');
    expect(blacklistCount(db(), SEED_IDS.trader)).toBeGreaterThanOrEqual(1);
  });
  it('computes reasons and levels from the rules', () => {
    const at = Date.UTC(2025, 0, 1);
    const base = {
      registeredAt: '2020-01-01T00:00:00Z',
      lastLoginAt: '2024-12-31T00:00:00Z',
      verified: true,
      blacklistCount: 0,
      disputeRate: '0.01',
      cancelRate: '0.01',
      at,
    };
    expect(riskReasons(base)).toEqual([]);
    expect(riskReasons({ ...base, registeredAt: '2024-12-20T00:00:00Z' })).toEqual(['NEW_ACCOUNT']);
    expect(riskReasons({ ...base, lastLoginAt: '2024-10-01T00:00:00Z', blacklistCount: 3, disputeRate: '0.05' })).toEqual([
      'INACTIVE',
      'BLACKLISTED',
      'DISPUTES',
    ]);
    expect(levelOf(['NEW_ACCOUNT'])).toBe('LOW');
    expect(levelOf(['UNVERIFIED'])).toBe('MEDIUM');
    expect(levelOf(['BLACKLISTED', 'INACTIVE'])).toBe('HIGH');
    expect(levelOf([])).toBeUndefined();
    expect(riskWarningOf(db(), SEED_IDS.newbie)).toBeUndefined(); // neither supplier nor reseller
  });
});

describe('receiving accounts and withdrawal', () => {
  it('adds an own-name account, sets it default, withdraws through the ledger and pays it after review', () => {
    const buyer = user(SEED_IDS.buyer);
    expect(
      failureOf(() =>
        addAccount(db(), buyer, buyer, {
          accountType: 'BANK_CARD',
          accountName: 'Someone Else',
          accountNo: '6217000010001234569',
          bankName: 'CCB',
        }),
      ).status,
    ).toBe(400);
    const acc = addAccount(db(), buyer, buyer, {
      accountType: 'BANK_CARD',
      accountName: buyer.realName,
      accountNo: '6217000010001234569',
      bankName: 'CCB',
    });
    expect(acc.defaulted).toBe(false);
    expect(setDefault(db(), buyer, buyer.id, acc.id).defaulted).toBe(true);

    const before = balanceOf(db(), buyer.id, 'BALANCE');
    const t0 = Date.now();
    setClock(() => t0);
    sendCode(db(), buyer.id, 'WITHDRAWAL', buyer.phoneNumber!);
    expect(
      failureOf(() => applyWithdrawal(db(), buyer, buyer, { amount: '100.001', accountId: acc.id, code: '123456' })).body.violations?.[0]
        .field,
    ).toBe('amount');
    expect(failureOf(() => applyWithdrawal(db(), buyer, buyer, { amount: '100', accountId: acc.id, code: '000000' })).body.code).toBe(
      'CODE_INVALID',
    );
    const w = applyWithdrawal(db(), buyer, buyer, { amount: '100', accountId: acc.id, code: '123456' });
    expect(w).toMatchObject({ status: 'PENDING', amount: '100.00', fee: '1.00', actualAmount: '99.00' });
    expect(balanceOf(db(), buyer.id, 'BALANCE')).toBe(new Big(before).minus(100).toFixed(2));
    expect(balanceOf(db(), buyer.id, 'FROZEN')).toBe('100.00');
    expect(withdrawalInfo(db(), buyer, buyer).dailyUsed).toBe('100.00');

    setClock(() => t0 + WITHDRAWAL.reviewMs + 1);
    settleWithdrawals(db());
    expect(balanceOf(db(), buyer.id, 'FROZEN')).toBe('0.00');
    const paid = entriesOf(db(), buyer.id).filter((e) => e.bizNo === w.bizNo);
    expect(paid.map((e) => e.bizType).sort()).toEqual(['WITHDRAWAL_APPLY', 'WITHDRAWAL_APPLY', 'WITHDRAWAL_FEE', 'WITHDRAWAL_PAID']);
    expect(ledgerSum(db())).toBe('0.00');
  });
  it('refuses a sub-account without the WITHDRAWAL permission', () => {
    const sub = user(SEED_IDS.supplier_sub);
    expect(failureOf(() => withdrawalInfo(db(), sub, user(SEED_IDS.supplier))).status).toBe(403);
  });
});
