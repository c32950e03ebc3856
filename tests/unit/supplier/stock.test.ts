import { SEED_IDS } from '../../../mock/_db/seed/users';
import {
  addBatchRecords,
  addManualRecord,
  archiveOldRecords,
  cancelManualRecord,
  filterRecords,
  recordOrderStockCancel,
  recordOrderStockOut,
  replayBalances,
  statisticsOf,
  stockAfter,
} from '../../../mock/_db/supplier/stock';
import type { Commodity, StockRecord } from '../../../src/types';
import { failureOf } from '../mock/failure';
import { freshDbPerTest, getDb } from './db';

const SUPPLIER = SEED_IDS.supplier;
const AT = '2030-01-01T00:00:00.000Z';

function stocked(min = 10): Commodity {
  const c = getDb().market.commodities.find((x) => x.supplierId === SUPPLIER && x.stock >= min);
  if (!c) throw new Error('no stocked seed commodity');
  return c;
}

const last = (): StockRecord => getDb().supplier.stockRecords[getDb().supplier.stockRecords.length - 1];

freshDbPerTest();

describe('stock balance arithmetic', () => {
  it('never lets the stock go negative or past the maximum', () => {
    expect(stockAfter(5, -5)).toEqual({ ok: true, balance: 0 });
    expect(stockAfter(5, -6)).toEqual({ ok: false, reason: 'NEGATIVE' });
    expect(stockAfter(99_999_990, 10)).toEqual({ ok: false, reason: 'TOO_LARGE' });
  });

  it('replays deltas into balances', () => {
    expect(replayBalances(0, [100, -30, -20, 20, 5])).toEqual([100, 70, 50, 70, 75]);
  });

  it('seeds a ledger per commodity that replays from zero to the current stock', () => {
    const db = getDb();
    const all = [...db.supplier.stockArchive, ...db.supplier.stockRecords];
    const own = db.market.commodities.filter((c) => c.supplierId === SUPPLIER && c.stock + c.sold > 0);
    expect(own.length).toBeGreaterThan(100);
    for (const c of own.slice(0, 120)) {
      const rows = all
        .filter((r) => r.commodityId === c.id)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
      expect(rows.length).toBeGreaterThan(0);
      expect(
        replayBalances(
          0,
          rows.map((r) => r.delta),
        ),
      ).toEqual(rows.map((r) => r.balanceAfter));
      expect(rows[rows.length - 1].balanceAfter).toBe(c.stock);
      expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
    }
  });
});

describe('stock movement on delivery', () => {
  it('takes the delivered quantity out, adds it to sold and writes an OUT record', () => {
    const c = stocked();
    const { stock, sold } = c;
    recordOrderStockOut(getDb(), { supplierId: SUPPLIER, commodityId: c.id, quantity: 7, orderNo: 'SO-T-1', at: AT });
    expect(c.stock).toBe(stock - 7);
    expect(c.sold).toBe(sold + 7);
    expect(last()).toMatchObject({
      type: 'OUT',
      source: 'ORDER',
      quantity: 7,
      delta: -7,
      balanceAfter: stock - 7,
      orderNo: 'SO-T-1',
      commodityId: c.id,
    });
  });

  it('refuses to deliver more than the stock, changing nothing', () => {
    const c = stocked();
    const before = getDb().supplier.stockRecords.length;
    const f = failureOf(() =>
      recordOrderStockOut(getDb(), { supplierId: SUPPLIER, commodityId: c.id, quantity: c.stock + 1, orderNo: 'SO-T-2', at: AT }),
    );
    expect(f.status).toBe(400);
    expect(f.body.code).toBe('STOCK_INSUFFICIENT');
    expect(getDb().supplier.stockRecords).toHaveLength(before);
  });

  it('refuses another supplier’s commodity and bad quantities', () => {
    const c = stocked();
    expect(
      failureOf(() => recordOrderStockOut(getDb(), { supplierId: SEED_IDS.trader, commodityId: c.id, quantity: 1, orderNo: 'x', at: AT }))
        .status,
    ).toBe(404);
    expect(
      failureOf(() => recordOrderStockOut(getDb(), { supplierId: SUPPLIER, commodityId: c.id, quantity: 0, orderNo: 'x', at: AT })).status,
    ).toBe(400);
    expect(
      failureOf(() => recordOrderStockOut(getDb(), { supplierId: SUPPLIER, commodityId: c.id, quantity: 1.5, orderNo: 'x', at: AT }))
        .status,
    ).toBe(400);
  });

  it('puts a refunded delivery back with a CANCEL record linked to the OUT', () => {
    const c = stocked();
    const { stock, sold } = c;
    recordOrderStockOut(getDb(), { supplierId: SUPPLIER, commodityId: c.id, quantity: 4, orderNo: 'SO-T-3', at: AT });
    const out = last();
    recordOrderStockCancel(getDb(), { supplierId: SUPPLIER, commodityId: c.id, quantity: 4, orderNo: 'SO-T-3', at: AT });
    expect(c.stock).toBe(stock);
    expect(c.sold).toBe(sold);
    expect(last()).toMatchObject({ type: 'CANCEL', source: 'ORDER', delta: 4, balanceAfter: stock, cancelOf: out.id, orderNo: 'SO-T-3' });
  });
});

describe('manual records', () => {
  it('adds IN and OUT records and cancels one with a reversal', () => {
    const c = stocked();
    const stock = c.stock;
    const inRec = addManualRecord(getDb(), SUPPLIER, SUPPLIER, { commodityId: c.id, type: 'IN', quantity: 50, remark: 'restock' }, AT);
    expect(inRec).toMatchObject({ balanceAfter: stock + 50, delta: 50, source: 'MANUAL' });
    const rev = cancelManualRecord(getDb(), SUPPLIER, SUPPLIER, inRec.id, AT);
    expect(rev).toMatchObject({ type: 'CANCEL', delta: -50, balanceAfter: stock, cancelOf: inRec.id });
    expect(inRec.canceled).toBe(true);
    expect(failureOf(() => cancelManualRecord(getDb(), SUPPLIER, SUPPLIER, inRec.id, AT)).body.code).toBe('STOCK_RECORD_CANCELED');
    expect(failureOf(() => cancelManualRecord(getDb(), SUPPLIER, SUPPLIER, rev.id, AT)).body.code).toBe('STOCK_RECORD_NOT_CANCELLABLE');
  });

  it('answers violations for bad input', () => {
    const f = failureOf(() => addManualRecord(getDb(), SUPPLIER, SUPPLIER, { commodityId: '', type: 'IN', quantity: -1 }, AT));
    expect(f.body.violations?.map((v) => v.field).sort()).toEqual(['commodityId', 'quantity']);
  });

  it('cancelling an IN that was already sold out is refused (stock would go negative)', () => {
    const c = stocked();
    const inRec = addManualRecord(getDb(), SUPPLIER, SUPPLIER, { commodityId: c.id, type: 'IN', quantity: 5 }, AT);
    addManualRecord(getDb(), SUPPLIER, SUPPLIER, { commodityId: c.id, type: 'OUT', quantity: c.stock }, AT);
    expect(failureOf(() => cancelManualRecord(getDb(), SUPPLIER, SUPPLIER, inRec.id, AT)).body.code).toBe('STOCK_INSUFFICIENT');
    expect(inRec.canceled).toBe(false);
  });

  it('checks a batch completely before writing any of it', () => {
    const c = stocked();
    const before = getDb().supplier.stockRecords.length;
    const f = failureOf(() =>
      addBatchRecords(
        getDb(),
        SUPPLIER,
        SUPPLIER,
        'out',
        [
          { commodityId: c.id, quantity: 1 },
          { commodityId: c.id, quantity: c.stock },
        ],
        AT,
      ),
    );
    expect(f.body.code).toBe('STOCK_INSUFFICIENT');
    expect(getDb().supplier.stockRecords).toHaveLength(before);
    expect(
      addBatchRecords(
        getDb(),
        SUPPLIER,
        SUPPLIER,
        'in',
        [
          { commodityId: c.id, quantity: 1 },
          { commodityId: c.id, quantity: 2 },
        ],
        AT,
      ),
    ).toHaveLength(2);
  });
});

describe('archive and statistics', () => {
  it('moves old records to the archive and sums deltas', () => {
    const db = getDb();
    archiveOldRecords(db, Date.now());
    const cutoff = Date.now() - 90 * 86_400_000;
    expect(db.supplier.stockRecords.every((r) => Date.parse(r.createdAt) >= cutoff)).toBe(true);
    expect(db.supplier.stockArchive.every((r) => Date.parse(r.createdAt) < cutoff)).toBe(true);
    const rows = filterRecords(db.supplier.stockRecords, SUPPLIER, {});
    const s = statisticsOf(rows);
    expect(s.inQuantity - s.outQuantity).toBe(rows.filter((r) => r.type !== 'CANCEL').reduce((n, r) => n + r.delta, 0));
    expect(s.records).toBe(rows.length);
  });
});
