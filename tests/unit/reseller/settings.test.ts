import { resetClock, setClock } from '../../../mock/_db/clock';
import { changeBatchPublic, changeBatchSetting } from '../../../mock/_db/reseller/batch';
import {
  counterparties,
  filteredSuppliers,
  filterRuleOf,
  filterSupplier,
  gameConfigsOf,
  saveGameConfigs,
  unfilterSupplier,
  updateFilterRule,
} from '../../../mock/_db/reseller/counterparties';
import { createDemand } from '../../../mock/_db/reseller/demands';
import { DEFAULT_FILTER } from '../../../mock/_db/reseller/state';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { resetDb } from '../../../mock/_db/store';
import type { MockDb } from '../../../mock/_db/types';
import type { Demand } from '@/types';
import { failureOf } from '../mock/failure';
import { demandInput as input, NOW } from './demandInput';

describe('receiver settings and batch demand writes over the store', () => {
  let db: MockDb;
  const user = (name: 'buyer' | 'trader') => db.users[SEED_IDS[name]];
  const stored = (id: string): Demand => db.market.demands.find((d) => d.id === id)!;
  beforeEach(() => {
    db = resetDb();
    setClock(() => NOW);
  });
  afterEach(() => resetClock());

  describe('changeBatchSetting', () => {
    it('applies the settings to each editable demand of the owner', () => {
      const a = createDemand(db, user('buyer'), input());
      const b = createDemand(db, user('buyer'), input({ quantity: 60, maxQuantity: 60 }));
      const res = changeBatchSetting(db, user('buyer'), {
        ids: [a.id, b.id],
        tradeMethod: 'FACE_TO_FACE',
        minQuantity: 5,
        maxQuantity: 50,
        status: 'PAUSED',
      });
      expect(res).toEqual({ updated: [a.id, b.id], skipped: [] });
      for (const id of [a.id, b.id]) {
        expect(stored(id)).toMatchObject({
          tradeMethod: 'FACE_TO_FACE',
          minQuantity: 5,
          maxQuantity: 50,
          status: 'PAUSED',
          modifiedAt: new Date(NOW).toISOString(),
        });
      }
    });

    it('refuses invalid settings as a whole, changing nothing', () => {
      const a = createDemand(db, user('buyer'), input());
      const before = { ...stored(a.id) };
      const f = failureOf(() => changeBatchSetting(db, user('buyer'), { ids: [a.id], minQuantity: 0, maxQuantity: 20 }));
      expect(f.status).toBe(400);
      expect(f.body.violations?.map((v) => v.field)).toEqual(['minQuantity']);
      const g = failureOf(() => changeBatchSetting(db, user('buyer'), { ids: [a.id], minQuantity: 30, maxQuantity: 20 }));
      expect(g.body.violations?.map((v) => v.field)).toEqual(['minQuantity']);
      expect(stored(a.id)).toEqual(before);
    });

    it('skips, with the reason, a demand whose range would not fit and a closed demand', () => {
      const small = createDemand(db, user('buyer'), input({ quantity: 20, maxQuantity: 20 }));
      const closed = createDemand(db, user('buyer'), input());
      stored(closed.id).status = 'COMPLETED';
      const res = changeBatchSetting(db, user('buyer'), { ids: [small.id, closed.id], maxQuantity: 50 });
      expect(res.updated).toEqual([]);
      expect(res.skipped).toEqual([
        { id: small.id, reason: 'QUANTITY_RANGE' },
        { id: closed.id, reason: 'CLOSED' },
      ]);
      expect(stored(small.id).maxQuantity).toBe(20);
    });

    it("never touches another receiver's demand: it is reported as not found", () => {
      const mine = createDemand(db, user('buyer'), input());
      const theirs = createDemand(db, user('trader'), input());
      const before = { ...stored(theirs.id) };
      const res = changeBatchSetting(db, user('buyer'), { ids: [mine.id, theirs.id], tradeMethod: 'AUCTION_HOUSE' });
      expect(res).toEqual({ updated: [mine.id], skipped: [{ id: theirs.id, reason: 'NOT_FOUND' }] });
      expect(stored(theirs.id)).toEqual(before);
    });
  });

  describe('changeBatchPublic', () => {
    it('sets the visibility of the editable demands of the owner only', () => {
      const a = createDemand(db, user('buyer'), input());
      const closed = createDemand(db, user('buyer'), input());
      stored(closed.id).status = 'REFUNDED';
      const theirs = createDemand(db, user('trader'), input());
      const res = changeBatchPublic(db, user('buyer'), { ids: [a.id, closed.id, theirs.id], publicStatus: 'PRIVATE' });
      expect(res).toEqual({
        updated: [a.id],
        skipped: [
          { id: closed.id, reason: 'CLOSED' },
          { id: theirs.id, reason: 'NOT_FOUND' },
        ],
      });
      expect(stored(a.id).publicStatus).toBe('PRIVATE');
      expect(stored(closed.id).publicStatus).toBe('PUBLIC');
      expect(stored(theirs.id).publicStatus).toBe('PUBLIC');
    });

    it('refuses an unknown visibility', () => {
      const a = createDemand(db, user('buyer'), input());
      const f = failureOf(() => changeBatchPublic(db, user('buyer'), { ids: [a.id], publicStatus: 'HIDDEN' as 'PUBLIC' }));
      expect(f.body.violations?.map((v) => v.field)).toEqual(['publicStatus']);
      expect(stored(a.id).publicStatus).toBe('PUBLIC');
    });
  });

  describe('filter rule and game configs', () => {
    it('saves and reads back the filter rule, per owner', () => {
      const buyer = SEED_IDS.buyer;
      const saved = updateFilterRule(db, buyer, {
        refuseRiskWarned: true,
        refuseBlacklisted: false,
        whitelistOnly: true,
        minCompletionRate: '0.9',
      });
      expect(saved).toEqual({ refuseRiskWarned: true, refuseBlacklisted: false, whitelistOnly: true, minCompletionRate: '0.9' });
      expect(filterRuleOf(db, buyer)).toEqual(saved);
      expect(filterRuleOf(db, SEED_IDS.trader)).toEqual(DEFAULT_FILTER);
    });

    it('refuses a bad filter rule and keeps the stored one', () => {
      const before = filterRuleOf(db, SEED_IDS.buyer);
      const f = failureOf(() =>
        updateFilterRule(db, SEED_IDS.buyer, {
          refuseRiskWarned: true,
          refuseBlacklisted: true,
          whitelistOnly: 'maybe',
          minCompletionRate: '1.5',
        }),
      );
      expect(f.body.violations?.map((v) => v.field).sort()).toEqual(['minCompletionRate', 'whitelistOnly']);
      expect(filterRuleOf(db, SEED_IDS.buyer)).toEqual(before);
    });

    it('replaces the game configs as one list and reads them back, per owner', () => {
      const trader = gameConfigsOf(db, SEED_IDS.trader);
      const configs = [
        {
          gameId: '101',
          enabled: true,
          autoPublic: false,
          defaultTradeMethod: 'FACE_TO_FACE',
          defaultMinQuantity: 5,
          defaultMaxQuantity: 500,
        },
      ];
      expect(saveGameConfigs(db, SEED_IDS.buyer, { configs })).toEqual(configs);
      expect(gameConfigsOf(db, SEED_IDS.buyer)).toEqual(configs);
      expect(gameConfigsOf(db, SEED_IDS.trader)).toEqual(trader);
      // a copy: changing what was read does not change the store
      gameConfigsOf(db, SEED_IDS.buyer)[0].defaultMinQuantity = 99;
      expect(gameConfigsOf(db, SEED_IDS.buyer)[0].defaultMinQuantity).toBe(5);
    });

    it('refuses game configs with an unknown or repeated game or min above max, keeping the stored list', () => {
      const before = gameConfigsOf(db, SEED_IDS.buyer);
      const ok = { gameId: '101', defaultTradeMethod: 'MAIL', defaultMinQuantity: 1, defaultMaxQuantity: 10 };
      const f = failureOf(() =>
        saveGameConfigs(db, SEED_IDS.buyer, {
          configs: [ok, { ...ok }, { ...ok, gameId: 'nope' }, { ...ok, gameId: '102', defaultMinQuantity: 20 }],
        }),
      );
      expect(f.body.violations?.map((v) => v.field)).toEqual(['configs[1].gameId', 'configs[2].gameId', 'configs[3].defaultMinQuantity']);
      expect(gameConfigsOf(db, SEED_IDS.buyer)).toEqual(before);
    });
  });

  describe('suppliers refused one by one', () => {
    it('filters a supplier once, lists it, shows it on the counterparty row, and unfilters it', () => {
      const buyer = SEED_IDS.buyer;
      const supplier = SEED_IDS.supplier;
      const first = filterSupplier(db, buyer, supplier);
      expect(first).toMatchObject({ supplierId: supplier, filteredAt: new Date(NOW).toISOString() });
      setClock(() => NOW + 60_000);
      expect(filterSupplier(db, buyer, supplier).filteredAt).toBe(first.filteredAt); // idempotent
      expect(filteredSuppliers(db, buyer).map((f) => f.supplierId)).toEqual([supplier]);
      expect(counterparties(db, buyer).find((r) => r.supplierId === supplier)).toMatchObject({ filtered: true });
      expect(filteredSuppliers(db, SEED_IDS.trader).map((f) => f.supplierId)).not.toContain(supplier);

      unfilterSupplier(db, buyer, supplier);
      expect(filteredSuppliers(db, buyer).map((f) => f.supplierId)).not.toContain(supplier);
      expect(failureOf(() => unfilterSupplier(db, buyer, supplier)).status).toBe(404);
    });

    it('refuses filtering oneself or someone who is no supplier', () => {
      expect(failureOf(() => filterSupplier(db, SEED_IDS.trader, SEED_IDS.trader)).body.violations?.[0].field).toBe('supplierId');
      expect(failureOf(() => filterSupplier(db, SEED_IDS.buyer, SEED_IDS.newbie)).status).toBe(404);
      expect(filteredSuppliers(db, SEED_IDS.buyer).map((f) => f.supplierId)).not.toContain(SEED_IDS.newbie);
    });
  });
});
