import { SEED_IDS } from '../../../mock/_db/seed/users';
import { followedPrice } from '../../../mock/_db/supplier/autoUpdate';
import {
  changeBatchSaleStatus,
  changeBatchSetting,
  listUserCommodity,
  publishCommodity,
  quickModify,
  quickPublish,
  statistics,
} from '../../../mock/_db/supplier/commodities';
import { translator } from '../../../mock/_db/supplier/messages';
import { acceptAgreement, saveSupplierInfo, syncRealnameStep } from '../../../mock/_db/supplier/onboarding';
import { toCurrentUser } from '../../../mock/_db/users';
import type { CommodityInput } from '../../../src/types';
import { failureOf } from '../mock/failure';
import { freshDbPerTest, getDb } from './db';

freshDbPerTest();

const NOW = Date.now();
const en = translator('en-US');
const zh = translator('zh-CN');
const actor = () => {
  const u = getDb().users[SEED_IDS.supplier];
  return { owner: u, operator: u };
};
function input(over: Partial<CommodityInput> = {}): CommodityInput {
  const any = getDb().market.commodities.find((c) => c.supplierId === SEED_IDS.supplier)!;
  return {
    gameId: any.gameId,
    serverId: any.serverId,
    categoryId: any.categoryId,
    title: 'A brand new unit-test offer',
    unitPrice: '12.50',
    stock: 40,
    minQuantity: 1,
    maxQuantity: 20,
    tradeMethod: 'MAIL',
    effectiveTime: new Date(NOW + 5 * 86_400_000).toISOString(),
    imageList: ['/api/v1/oss/files/10002/a.png'],
    attributeValueIds: [],
    ...over,
  };
}

describe('publish and edit', () => {
  it('publishes with the store, a normalized price and an opening IN record', () => {
    const before = statistics(getDb(), SEED_IDS.supplier).total;
    const c = publishCommodity(getDb(), actor(), input(), NOW, en);
    expect(c).toMatchObject({
      supplierId: SEED_IDS.supplier,
      storeUrl: 'supplier-store',
      unitPrice: '12.5',
      stock: 40,
      sold: 0,
      status: 'ON_SALE',
    });
    expect(statistics(getDb(), SEED_IDS.supplier).total).toBe(before + 1);
    const recs = getDb().supplier.stockRecords.filter((r) => r.commodityId === c.id);
    expect(recs).toHaveLength(1);
    expect(recs[0]).toMatchObject({ type: 'IN', delta: 40, balanceAfter: 40 });
  });

  it('answers violations in the caller’s language, field by field', () => {
    const f = failureOf(() => publishCommodity(getDb(), actor(), input({ unitPrice: '0', minQuantity: 9, maxQuantity: 2 }), NOW, zh));
    expect(f.status).toBe(400);
    expect(f.body.violations).toEqual([
      { field: 'unitPrice', message: '单价必须大于 0' },
      { field: 'maxQuantity', message: '单笔最大数量不能小于最小数量' },
    ]);
  });

  it('refuses a second offer with the same title on the same placement (server-only rule)', () => {
    const existing = getDb().market.commodities.find((c) => c.supplierId === SEED_IDS.supplier)!;
    const f = failureOf(() =>
      publishCommodity(
        getDb(),
        actor(),
        input({
          serverId: existing.serverId,
          categoryId: existing.categoryId,
          gameId: existing.gameId,
          title: existing.title.toUpperCase(),
        }),
        NOW,
        en,
      ),
    );
    expect(f.body.violations).toEqual([{ field: 'title', message: en('supplier.rule.title.duplicate') }]);
  });

  it('refuses a server or category of another game', () => {
    const f = failureOf(() => publishCommodity(getDb(), actor(), input({ serverId: 'nope' }), NOW, en));
    expect(f.body.violations?.[0]).toMatchObject({ field: 'serverId' });
  });

  it('quick publish takes the rest from the latest commodity of the category, with a free title', () => {
    const last = getDb()
      .market.commodities.filter((c) => c.supplierId === SEED_IDS.supplier)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const a = quickPublish(
      getDb(),
      actor(),
      { gameId: last.gameId, serverId: last.serverId, categoryId: last.categoryId, unitPrice: '3', stock: 5 },
      NOW,
      en,
    );
    const b = quickPublish(
      getDb(),
      actor(),
      { gameId: last.gameId, serverId: last.serverId, categoryId: last.categoryId, unitPrice: '3', stock: 5 },
      NOW,
      en,
    );
    expect(a.tradeMethod).toBe(last.tradeMethod);
    expect(a.title).not.toBe(b.title);
  });
});

describe('quick modify', () => {
  it('changes the price, and the stock through the ledger', () => {
    const c = publishCommodity(getDb(), actor(), input(), NOW, en);
    const after = quickModify(getDb(), actor(), { id: c.id, unitPrice: '13.75', stock: 25 }, NOW, en);
    expect(after).toMatchObject({ unitPrice: '13.75', stock: 25 });
    const last = getDb().supplier.stockRecords[getDb().supplier.stockRecords.length - 1];
    expect(last).toMatchObject({ commodityId: c.id, type: 'OUT', delta: -15, balanceAfter: 25, source: 'MANUAL' });
  });

  it('refuses bad values with the field named and changes nothing', () => {
    const c = publishCommodity(getDb(), actor(), input(), NOW, en);
    const f = failureOf(() => quickModify(getDb(), actor(), { id: c.id, unitPrice: '-1', stock: 3 }, NOW, en));
    expect(f.body.violations).toEqual([{ field: 'unitPrice', message: en('supplier.rule.price.positive') }]);
    expect(getDb().market.commodities.find((x) => x.id === c.id)).toMatchObject({ unitPrice: '12.5', stock: 40 });
  });
});

describe('batches', () => {
  it('puts on sale only what can be sold, and reports the rest', () => {
    const full = publishCommodity(getDb(), actor(), input({ status: 'OFF_SALE' }), NOW, en);
    const empty = publishCommodity(getDb(), actor(), input({ title: 'Nothing left here', stock: 0, status: 'OFF_SALE' }), NOW, en);
    expect(changeBatchSaleStatus(getDb(), SEED_IDS.supplier, { ids: [full.id, empty.id], status: 'ON_SALE' }, NOW)).toEqual({
      updated: 1,
      skipped: [empty.id],
    });
    expect(changeBatchSaleStatus(getDb(), SEED_IDS.supplier, { ids: [full.id, empty.id], status: 'OFF_SALE' }, NOW)).toEqual({
      updated: 2,
      skipped: [],
    });
  });

  it('checks min ≤ max against each commodity’s own other half', () => {
    const c = publishCommodity(getDb(), actor(), input({ minQuantity: 1, maxQuantity: 20 }), NOW, en);
    const f = failureOf(() => changeBatchSetting(getDb(), SEED_IDS.supplier, { ids: [c.id], minQuantity: 30 }, NOW, en));
    expect(f.body.violations?.[0]).toMatchObject({ field: 'minQuantity', message: en('supplier.rule.minMax') });
    expect(
      changeBatchSetting(
        getDb(),
        SEED_IDS.supplier,
        { ids: [c.id], minQuantity: 30, maxQuantity: 60, tradeMethod: 'FACE_TO_FACE' },
        NOW,
        en,
      ).updated,
    ).toBe(1);
  });

  it('lists with filter → sort → page', () => {
    const page = listUserCommodity(getDb(), SEED_IDS.supplier, { status: 'ON_SALE', sort: 'PRICE_ASC', current: 2, size: 10 }, NOW);
    expect(page.size).toBe(10);
    expect(page.current).toBe(2);
    expect(page.records.every((r) => r.status === 'ON_SALE')).toBe(true);
    const prices = page.records.map((r) => Number(r.unitPrice));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(statistics(getDb(), SEED_IDS.supplier).total).toBeGreaterThanOrEqual(300);
  });

  it('filters by trade method on the server, over every page', () => {
    const own = getDb().market.commodities.filter((c) => c.supplierId === SEED_IDS.supplier);
    const mail = own.filter((c) => c.tradeMethod === 'MAIL').length;
    expect(mail).toBeGreaterThan(0);
    expect(mail).toBeLessThan(own.length);
    const page = listUserCommodity(getDb(), SEED_IDS.supplier, { tradeMethod: 'MAIL', current: 1, size: 10 }, NOW);
    expect(page.total).toBe(mail);
    expect(page.records.every((r) => r.tradeMethod === 'MAIL')).toBe(true);
    expect(listUserCommodity(getDb(), SEED_IDS.supplier, { current: 1, size: 10 }, NOW).total).toBe(own.length);
  });
});

describe('auto-update price', () => {
  it('follows the lowest price minus the offset, never under the floor', () => {
    expect(followedPrice('10', '9.50', '0.01', '8')).toBe('9.49');
    expect(followedPrice('10', '7', '0.5', '8')).toBe('8');
    expect(followedPrice('10', undefined, '0.5', '8')).toBe('10');
    expect(followedPrice('0.5', '0.31', '0.0001', '0.1')).toBe('0.3099');
  });
});

describe('onboarding', () => {
  it('walks realname → terms → info → completion and keeps the store URL unique', () => {
    const db = getDb();
    const newbie = db.users[SEED_IDS.newbie];
    expect(failureOf(() => acceptAgreement(db, newbie, { agreed: true }, new Date(NOW).toISOString(), en)).body.code).toBe(
      'ONBOARDING_STEP',
    );
    newbie.realNameAuthStatus = 'AUTHORIZED';
    syncRealnameStep(db, newbie);
    expect(newbie.merchantProgress.supplier).toBe('terms');
    expect(
      failureOf(() =>
        saveSupplierInfo(db, newbie, { storeName: 'New', storeUrl: 'new-store', contactQq: '12345', contactPhone: '13912345678' }, 'x', en),
      ).body.code,
    ).toBe('ONBOARDING_STEP');
    acceptAgreement(db, newbie, { agreed: true, version: '2024-01' }, new Date(NOW).toISOString(), en);
    expect(newbie.merchantProgress.supplier).toBe('info');
    const taken = failureOf(() =>
      saveSupplierInfo(
        db,
        newbie,
        { storeName: 'Newbie Goods', storeUrl: 'supplier-store', contactQq: '12345', contactPhone: '13912345678' },
        'x',
        en,
      ),
    );
    expect(taken.body.violations).toEqual([{ field: 'storeUrl', message: en('supplier.rule.storeUrl.taken') }]);
    expect(newbie.supplier).toBe(false);
    saveSupplierInfo(
      db,
      newbie,
      { storeName: 'Newbie Goods', storeUrl: 'newbie-goods', contactQq: '12345', contactPhone: '13912345678' },
      new Date(NOW).toISOString(),
      en,
    );
    expect(toCurrentUser(db, newbie)).toMatchObject({
      supplier: true,
      supplierInfo: { storeUrl: 'newbie-goods', storeName: 'Newbie Goods' },
      merchantProgress: { supplier: 'completion' },
    });
    expect(newbie.roles).toContain('ROLE_SELLER');
  });

  it('refuses sub-accounts', () => {
    const sub = getDb().users[SEED_IDS.supplier_sub];
    expect(failureOf(() => acceptAgreement(getDb(), sub, { agreed: true }, 'x', en)).status).toBe(403);
  });
});
