import Big from 'big.js';
import { ORDER_STATUSES } from '../../../src/domain/trade/orderStatus';
import { ledgerSum, moneyView } from '../../../mock/_db/money/ledger';
import { seedDb } from '../../../mock/_db/seed';
import { SEED_IDS } from '../../../mock/_db/seed/users';

const db = seedDb();

describe('trade seed', () => {
  it.each(['buyer', 'supplier', 'trader'] as const)('gives %s at least 2 000 live orders over every status', (name) => {
    const id = SEED_IDS[name];
    const mine = db.trade.orders.filter((o) => o.buyer.id === id || o.seller.id === id);
    expect(mine.length).toBeGreaterThanOrEqual(2000);
    const statuses = new Set(mine.map((o) => o.status));
    expect([...statuses].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('spreads orders over the last 90 days and many games', () => {
    const times = db.trade.orders.map((o) => Date.parse(o.orderAt));
    const span = (Math.max(...times) - Math.min(...times)) / 86_400_000;
    expect(span).toBeGreaterThan(85);
    expect(span).toBeLessThanOrEqual(91);
    expect(new Set(db.trade.orders.map((o) => o.gameId)).size).toBeGreaterThanOrEqual(8);
  });

  it('keeps the ledger balanced and the seed balances as promised', () => {
    expect(ledgerSum(db)).toBe('0.00');
    expect(moneyView(db, SEED_IDS.buyer)).toMatchObject({ balance: '5000.00', deposit: '200.00', effectiveDeposit: '200.00' });
    expect(moneyView(db, SEED_IDS.supplier)).toMatchObject({
      balance: '20000.00',
      frozenBalance: '1500.00',
      withdrawableBalance: '18500.00',
    });
  });

  it('holds in escrow exactly what paid, unsettled orders still owe', () => {
    for (const o of db.trade.orders.slice(0, 800)) {
      const held = db.money.escrow[o.orderNo] ?? '0.00';
      if (!o.tradeAt || o.settledAt || o.cancelAt) expect(held).toBe('0.00');
      else expect(held).toBe(new Big(o.amount).minus(o.refundedAmount).toFixed(2));
    }
  });
});
