import {
  balanceOf,
  entriesOf,
  escrowOf,
  EXTERNAL_USER,
  ledgerSum,
  moneyView,
  PLATFORM_USER,
  transfer,
  transferAll,
  type LedgerDb,
} from '../../../mock/_db/money/ledger';
import { adjustTo, emptyMoneyState } from '../../../mock/_db/money/opening';
import { seedDb } from '../../../mock/_db/seed';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { failureOf } from '../mock/failure';

const fresh = (): LedgerDb => ({ money: emptyMoneyState() });
const A = { userId: 'u1', account: 'BALANCE' as const };
const B = { userId: 'u2', account: 'BALANCE' as const };
const ESCROW = { userId: PLATFORM_USER, account: 'ESCROW' as const };
const base = { bizType: 'TEST', businessKind: 'ORDER', bizNo: 'N1', at: '2025-01-01T00:00:00.000Z' };

describe('money ledger', () => {
  it('books a pair of entries that sum to zero, with balances after', () => {
    const db = fresh();
    const [debit, credit] = transfer(db, { ...base, from: 'EXTERNAL', to: A, amount: '100.10' });
    expect(debit).toMatchObject({ userId: EXTERNAL_USER, amount: '-100.10', balanceAfter: '-100.10' });
    expect(credit).toMatchObject({ userId: 'u1', account: 'BALANCE', amount: '100.10', balanceAfter: '100.10', bizNo: 'N1' });
    transfer(db, { ...base, from: A, to: B, amount: '0.30' });
    expect(balanceOf(db, 'u1', 'BALANCE')).toBe('99.80');
    expect(balanceOf(db, 'u2', 'BALANCE')).toBe('0.30');
    expect(ledgerSum(db)).toBe('0.00');
  });

  it('is exact with decimals (0.1 three times is 0.3)', () => {
    const db = fresh();
    transfer(db, { ...base, from: 'EXTERNAL', to: A, amount: '1' });
    for (let i = 0; i < 3; i += 1) transfer(db, { ...base, from: A, to: B, amount: '0.1' });
    expect(balanceOf(db, 'u2', 'BALANCE')).toBe('0.30');
    expect(balanceOf(db, 'u1', 'BALANCE')).toBe('0.70');
  });

  it('refuses to overdraw a user account with 400 INSUFFICIENT_FUNDS and books nothing', () => {
    const db = fresh();
    transfer(db, { ...base, from: 'EXTERNAL', to: A, amount: '10' });
    const before = db.money.entries.length;
    const f = failureOf(() => transfer(db, { ...base, from: A, to: B, amount: '10.01' }));
    expect(f.status).toBe(400);
    expect(f.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(f.body.violations?.[0].field).toBe('amount');
    expect(db.money.entries.length).toBe(before);
    expect(balanceOf(db, 'u1', 'BALANCE')).toBe('10.00');
  });

  it('rolls a failed group of transfers back completely', () => {
    const db = fresh();
    transfer(db, { ...base, from: 'EXTERNAL', to: A, amount: '50' });
    expect(() =>
      transferAll(db, [
        { ...base, from: A, to: ESCROW, amount: '40' },
        { ...base, from: A, to: ESCROW, amount: '40' },
      ]),
    ).toThrow();
    expect(balanceOf(db, 'u1', 'BALANCE')).toBe('50.00');
    expect(escrowOf(db, 'N1')).toBe('0.00');
    expect(entriesOf(db, 'u1')).toHaveLength(1);
    expect(ledgerSum(db)).toBe('0.00');
  });

  it('tracks escrow per business number', () => {
    const db = fresh();
    transfer(db, { ...base, from: 'EXTERNAL', to: A, amount: '100' });
    transfer(db, { ...base, bizNo: 'O1', from: A, to: ESCROW, amount: '30' });
    transfer(db, { ...base, bizNo: 'O2', from: A, to: ESCROW, amount: '20' });
    transfer(db, { ...base, bizNo: 'O1', from: ESCROW, to: B, amount: '30' });
    expect(escrowOf(db, 'O1')).toBe('0.00');
    expect(escrowOf(db, 'O2')).toBe('20.00');
    const f = failureOf(() => transfer(db, { ...base, bizNo: 'O2', from: ESCROW, to: B, amount: '25' }));
    expect(f.body.code).toBe('INSUFFICIENT_FUNDS');
  });

  it('lists entries newest first, by account if asked; ignores zero amounts; rejects bad amounts', () => {
    const db = fresh();
    transfer(db, { ...base, from: 'EXTERNAL', to: A, amount: '5' });
    transfer(db, { ...base, from: 'EXTERNAL', to: { userId: 'u1', account: 'POINT' }, amount: '300' });
    expect(entriesOf(db, 'u1').map((e) => e.account)).toEqual(['POINT', 'BALANCE']);
    expect(entriesOf(db, 'u1', 'BALANCE')).toHaveLength(1);
    expect(transfer(db, { ...base, from: A, to: B, amount: '0' })).toEqual([]);
    expect(() => transfer(db, { ...base, from: A, to: B, amount: '-1' })).toThrow();
    expect(() => transfer(db, { ...base, from: A, to: B, amount: '0.001' })).toThrow();
    expect(() => transfer(db, { ...base, from: A, to: A, amount: '1' })).toThrow();
    expect(() => transfer(db, { ...base, from: A, to: { userId: 'u1', account: 'POINT' }, amount: '1' })).toThrow();
  });

  it('adjusts an account to a target through EXTERNAL', () => {
    const db = fresh();
    adjustTo(db, 'u1', 'BALANCE', '120.50', base.at);
    expect(balanceOf(db, 'u1', 'BALANCE')).toBe('120.50');
    adjustTo(db, 'u1', 'BALANCE', '20', base.at);
    expect(balanceOf(db, 'u1', 'BALANCE')).toBe('20.00');
    expect(entriesOf(db, 'u1')[0]).toMatchObject({ bizType: 'WITHDRAWAL', amount: '-100.50' });
    expect(ledgerSum(db)).toBe('0.00');
  });

  it('is the source of the seed users money and keeps their records in step', () => {
    const db = seedDb();
    expect(ledgerSum(db)).toBe('0.00');
    const buyer = moneyView(db, SEED_IDS.buyer);
    expect(buyer).toMatchObject({ deposit: '200.00', lockedDeposit: '0.00', effectiveDeposit: '200.00', balance: '5000.00' });
    expect(db.users[SEED_IDS.buyer]).toMatchObject({ deposit: '200.00', balance: '5000.00', point: buyer.point });
    transfer(db, {
      ...base,
      from: { userId: SEED_IDS.buyer, account: 'DEPOSIT' },
      to: { userId: SEED_IDS.buyer, account: 'LOCKED_DEPOSIT' },
      amount: '50',
    });
    expect(moneyView(db, SEED_IDS.buyer)).toMatchObject({ deposit: '200.00', lockedDeposit: '50.00', effectiveDeposit: '150.00' });
    expect(db.users[SEED_IDS.buyer].lockedDeposit).toBe('50.00');
  });
});
