import {
  amountProblem,
  cancelRefund,
  refundableOf,
  refundInfo,
  requestRefund,
  reviewDueRefunds,
  shortfallOf,
} from '../../../mock/_db/reseller/deposit';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { ledgerSum, moneyView } from '../../../mock/_db/money/ledger';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { resetDb } from '../../../mock/_db/store';
import { toCurrentUser } from '../../../mock/_db/users';
import { fundInfo } from '../../../mock/_db/fund';
import type { MockDb } from '../../../mock/_db/types';
import { failureOf } from '../mock/failure';

describe('deposit arithmetic', () => {
  it('refundable is the effective deposit to the cent, never negative', () => {
    expect(refundableOf('200.00')).toBe('200.00');
    expect(refundableOf('150.019')).toBe('150.01');
    expect(refundableOf('-3')).toBe('0.00');
  });

  it('shortfall is what the effective deposit lacks of 200', () => {
    expect(shortfallOf('0.00')).toBe('200.00');
    expect(shortfallOf('120.50')).toBe('79.50');
    expect(shortfallOf('250')).toBe('0.00');
  });

  it('amounts are checked as decimals within the bounds', () => {
    expect(amountProblem('10', '1', '100')).toBeUndefined();
    expect(amountProblem('0.1', '0.01', '0.1')).toBeUndefined();
    expect(amountProblem('100.001', '1', '1000')).toMatch(/2 decimals/);
    expect(amountProblem('0', '0.01', '100')).toMatch(/greater than 0/);
    expect(amountProblem('200.01', '0.01', '200.00')).toMatch(/at most 200.00/);
    expect(amountProblem(undefined, '1', '2')).toMatch(/required/);
  });
});

describe('deposit refund through the ledger', () => {
  let db: MockDb;
  const buyer = () => db.users[SEED_IDS.buyer];
  beforeEach(() => {
    db = resetDb();
    setClock(() => Date.UTC(2026, 0, 10));
  });
  afterEach(() => resetClock());

  it('locks on request, unlocks on cancel, and every figure agrees', () => {
    const refund = requestRefund(db, buyer(), { amount: '50', reason: 'slow season' });
    expect(moneyView(db, buyer().id)).toMatchObject({ deposit: '200.00', lockedDeposit: '50.00', effectiveDeposit: '150.00' });
    expect(toCurrentUser(db, buyer())).toMatchObject({ deposit: '200.00', lockedDeposit: '50.00', effectiveDeposit: '150.00' });
    expect(fundInfo(db, buyer())).toMatchObject({ depositAmount: '200.00', lockDeposit: '50.00', effectiveDeposit: '150.00' });
    expect(refundInfo(db, buyer())).toMatchObject({ refundable: '0.00', pending: { bizNo: refund.bizNo, status: 'PENDING' } });
    expect(failureOf(() => requestRefund(db, buyer(), { amount: '10' })).body.code).toBe('REFUND_PENDING');

    expect(cancelRefund(db, buyer(), refund.bizNo).status).toBe('CANCELED');
    expect(moneyView(db, buyer().id)).toMatchObject({ deposit: '200.00', lockedDeposit: '0.00', effectiveDeposit: '200.00' });
    expect(failureOf(() => cancelRefund(db, buyer(), refund.bizNo)).status).toBe(409);
    expect(ledgerSum(db)).toBe('0.00');
  });

  it('refuses more than the refundable amount, and sub-accounts without the permission', () => {
    expect(failureOf(() => requestRefund(db, buyer(), { amount: '200.01' })).body.violations?.[0].field).toBe('amount');
    const sub = db.users[SEED_IDS.supplier_sub];
    expect(failureOf(() => requestRefund(db, sub, { amount: '1' })).status).toBe(403);
  });

  it('pays an unreviewed request to the balance after the review time, no money created', () => {
    requestRefund(db, buyer(), { amount: '200' });
    const before = moneyView(db, buyer().id);
    reviewDueRefunds(db, Date.UTC(2026, 0, 12));
    const after = moneyView(db, buyer().id);
    expect(after).toMatchObject({ deposit: '0.00', lockedDeposit: '0.00', effectiveDeposit: '0.00' });
    expect(Number(after.balance) - Number(before.balance)).toBe(200);
    expect(ledgerSum(db)).toBe('0.00');
  });
});
