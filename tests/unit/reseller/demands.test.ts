import { paymentQuote } from '@/pages/demand/components/paymentQuote';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { ledgerSum, moneyView } from '../../../mock/_db/money/ledger';
import { batchSave } from '../../../mock/_db/reseller/batch';
import { createDemand, quickModify, quickModifyPay, refundDemand } from '../../../mock/_db/reseller/demands';
import { escrowOfDemand } from '../../../mock/_db/reseller/escrow';
import { demandStatistics } from '../../../mock/_db/reseller/queries';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { resetDb } from '../../../mock/_db/store';
import type { MockDb } from '../../../mock/_db/types';
import { failureOf } from '../mock/failure';
import { demandInput as input, NOW } from './demandInput';

describe('demand rules over the store', () => {
  let db: MockDb;
  const buyer = () => db.users[SEED_IDS.buyer];
  beforeEach(() => {
    db = resetDb();
    setClock(() => NOW);
  });
  afterEach(() => resetClock());

  it('seeds at least 300 demands for each seed receiver, with the prepaid escrow in the ledger', () => {
    expect(demandStatistics(db, SEED_IDS.buyer).total).toBeGreaterThanOrEqual(300);
    expect(demandStatistics(db, SEED_IDS.trader).total).toBeGreaterThanOrEqual(300);
    expect(ledgerSum(db)).toBe('0.00');
  });

  it('prepays a new demand from the balance and refunds what is left', () => {
    const before = moneyView(db, buyer().id).balance;
    const d = createDemand(db, buyer(), input({ prepay: true }));
    expect(d.prepaid).toBe('525.00');
    expect(Number(moneyView(db, buyer().id).balance)).toBe(Number(before) - 525);
    const refund = refundDemand(db, buyer(), d.id);
    expect(refund).toMatchObject({ refunded: '525.00', demand: { status: 'REFUNDED', prepaid: '0.00' } });
    expect(moneyView(db, buyer().id).balance).toBe(before);
    expect(ledgerSum(db)).toBe('0.00');
  });

  it('asks for a payment before a prepaid demand grows, and returns the excess when it shrinks', () => {
    const d = createDemand(db, buyer(), input({ prepay: true }));
    const grow = quickModify(db, buyer(), { id: d.id, unitPrice: '5.25', quantity: 120 });
    expect(grow.payment).toMatchObject({ prepaid: '525.00', required: '630.00', difference: '105.00' });
    expect(grow.demand.quantity).toBe(100); // nothing changed yet
    quickModifyPay(db, buyer(), { id: d.id, unitPrice: '5.25', quantity: 120 });
    expect(escrowOfDemand(db, d.id)).toBe('630.00');
    const shrink = quickModify(db, buyer(), { id: d.id, unitPrice: '5', quantity: 120 });
    expect(shrink.payment).toBeUndefined();
    expect(escrowOfDemand(db, d.id)).toBe('600.00');
    expect(ledgerSum(db)).toBe('0.00');
  });

  it('takes pictures only as files the bucket stored, never an address elsewhere', () => {
    for (const url of ['//evil.example/x.png', '/\\evil.example/x.png', 'javascript:alert(1)', 'https://evil.example/x.png']) {
      expect(failureOf(() => createDemand(db, buyer(), input({ imageList: [url] }))).body.violations).toEqual([
        { field: 'imageList[0]', message: expect.any(String) },
      ]);
    }
    expect(() => createDemand(db, buyer(), input({ imageList: ['/api/v1/oss/files/10001/mh3k2abc123def.png'] }))).not.toThrow();
  });

  it('refuses a prepayment the balance cannot cover, creating nothing', () => {
    const count = db.market.demands.length;
    const f = failureOf(() =>
      createDemand(db, buyer(), input({ prepay: true, unitPrice: '100000', quantity: 1, minQuantity: 1, maxQuantity: 1 })),
    );
    expect(f.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(db.market.demands.length).toBe(count);
  });

  it('batchSave saves every row or none, naming bad rows by index', () => {
    const count = db.market.demands.length;
    const f = failureOf(() => batchSave(db, buyer(), { rows: [input(), input({ unitPrice: 'abc' }), input({ serverId: '10201' })] }, 2000));
    expect(f.body.violations?.map((v) => v.field)).toEqual(['rows[1].unitPrice', 'rows[2].serverId']);
    expect(db.market.demands.length).toBe(count);
    expect(batchSave(db, buyer(), { rows: [input(), input()] }, 2000).saved).toBe(2);
    expect(db.market.demands.length).toBe(count + 2);
  });

  it('the form computes the same prepayment as the server', () => {
    expect(paymentQuote({ price: '5.25', quantity: 100, prepay: true, balance: '500' })).toMatchObject({
      required: '525.00',
      toPay: '525.00',
      short: '25.00',
    });
    expect(paymentQuote({ price: '0.333', quantity: 3, prepay: true })).toMatchObject({ required: '1.00' });
    expect(paymentQuote({ price: '5', quantity: 1, prepay: false }).prepaidMode).toBe(false);
  });
});
