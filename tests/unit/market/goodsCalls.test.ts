import { SEED_IDS } from '../../../mock/_db/seed/users';
import { rechargeAccountOf } from '../../../mock/_db/account/recharge';
import { findAttribute, skuUnits } from '../../../mock/_db/market';
import type { UserRecord } from '../../../mock/_db/types';
import { batchItems } from '../../../src/pages/commodity/components/batchStock';
import { discountPercent, prepaidPrices } from '../../../src/pages/demand/components/prepaidPrices';
import type { PrepaidConfig, SupplierCommodity } from '../../../src/types';
import { freshDbPerTest, getDb } from '../supplier/db';

freshDbPerTest();

const commodity = (id: string): SupplierCommodity => ({ id, stock: 10 }) as SupplierCommodity;

describe('batch stock records', () => {
  it('sends the commodities given a quantity, in list order, with one trimmed remark', () => {
    const items = batchItems([commodity('C1'), commodity('C2'), commodity('C3')], {
      type: 'IN',
      remark: '  restock ',
      quantity: { C3: ' 5', C1: '12', C2: '  ' },
    });
    expect(items).toEqual([
      { commodityId: 'C1', quantity: 12, remark: 'restock' },
      { commodityId: 'C3', quantity: 5, remark: 'restock' },
    ]);
  });

  it('sends no remark for a blank one and nothing when no quantity is typed', () => {
    expect(batchItems([commodity('C1')], { type: 'OUT', remark: ' ', quantity: { C1: '1' } })).toEqual([
      { commodityId: 'C1', quantity: 1, remark: undefined },
    ]);
    expect(batchItems([commodity('C1')], { type: 'OUT', quantity: {} })).toEqual([]);
  });
});

describe('prepaid offer of a game', () => {
  const config: PrepaidConfig = { gameId: '101', enabled: true, denominations: ['30', '50.00', '0.05'], discount: '0.97' };

  it('prices each face value at the discount, decimal-exact and rounded half up to the cent', () => {
    expect(prepaidPrices(config)).toEqual([
      { face: '30.00', pay: '29.10' },
      { face: '50.00', pay: '48.50' },
      // 0.0485 → 0.05
      { face: '0.05', pay: '0.05' },
    ]);
    expect(discountPercent(config)).toBe('97');
  });

  it('offers nothing for a game without an offer', () => {
    expect(prepaidPrices({ ...config, enabled: false })).toEqual([]);
    expect(prepaidPrices(undefined)).toEqual([]);
  });
});

describe('recharge account', () => {
  const user = (id: string) => ({ id }) as UserRecord;

  it('gives each main account its own stable transfer reference to the one collection account', () => {
    const a = rechargeAccountOf(user(SEED_IDS.buyer));
    expect(rechargeAccountOf(user(SEED_IDS.buyer))).toEqual(a);
    expect(a.reference).toMatch(/^DR\d{8}$/);
    const others = [SEED_IDS.supplier, SEED_IDS.trader, SEED_IDS.newbie].map((id) => rechargeAccountOf(user(id)));
    expect(new Set([a, ...others].map((x) => x.reference)).size).toBe(4);
    expect(new Set([a, ...others].map((x) => x.accountNo)).size).toBe(1);
  });
});

describe('publishing catalog', () => {
  it('answers the unit of every category of a game, or of one category', () => {
    const db = getDb();
    const category = db.market.catalog.categories[0];
    const ofGame = skuUnits(db, { gameId: category.gameId });
    expect(ofGame.length).toBe(db.market.catalog.categories.filter((c) => c.gameId === category.gameId).length);
    expect(skuUnits(db, { categoryId: category.id })).toEqual([
      { categoryId: category.id, gameId: category.gameId, kind: category.kind, unit: category.unit, unitEn: category.unitEn },
    ]);
    expect(skuUnits(db, { categoryId: 'nope' })).toEqual([]);
  });

  it('finds an attribute by its code with the values the forms offer', () => {
    const db = getDb();
    const attribute = db.market.catalog.attributes[0];
    expect(findAttribute(db, attribute.id)?.attributeValueList.length).toBeGreaterThan(0);
    expect(findAttribute(db, 'nope')).toBeUndefined();
  });
});
