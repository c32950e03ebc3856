import {
  checkSettings,
  decideOffer,
  DEFAULT_SETTINGS,
  needsAttention,
  stockTriggers,
  thresholdOf,
} from '../../../src/domain/automation/rules';
import type { StockRules } from '../../../src/domain/automation/types';

describe('bargaining rule decisions', () => {
  const rules = { enabled: true, agreeShare: '90', agreeFloor: '8.5', rejectShare: '60' };

  it('agrees at or above the share of the list price, naming the rule and its setting', () => {
    expect(decideOffer(rules, '10', '9')).toEqual({ decision: 'AGREE', rule: 'AGREE_SHARE', value: '90' });
    expect(decideOffer(rules, '10', '9.5')).toEqual({ decision: 'AGREE', rule: 'AGREE_SHARE', value: '90' });
  });

  it('agrees at or above the floor when the share does not, the commodity’s own floor first', () => {
    expect(decideOffer(rules, '10', '8.5')).toEqual({ decision: 'AGREE', rule: 'AGREE_FLOOR', value: '8.5' });
    expect(decideOffer(rules, '10', '8.49')).toEqual({ decision: 'MANUAL' });
    expect(decideOffer(rules, '10', '7', '7')).toEqual({ decision: 'AGREE', rule: 'AGREE_FLOOR', value: '7' });
    expect(decideOffer(rules, '10', '8.6', '9')).toEqual({ decision: 'MANUAL' });
  });

  it('rejects below the reject share and leaves the middle for a person', () => {
    expect(decideOffer(rules, '10', '5.99')).toEqual({ decision: 'REJECT', rule: 'REJECT_SHARE', value: '60' });
    expect(decideOffer(rules, '10', '6')).toEqual({ decision: 'MANUAL' });
  });

  it('computes in decimals, not floats (0.1 + 0.2 style prices)', () => {
    expect(decideOffer({ enabled: true, agreeShare: '70' }, '0.3', '0.21')).toMatchObject({ decision: 'AGREE' });
    expect(decideOffer({ enabled: true, rejectShare: '33.33' }, '0.0003', '0.0001')).toMatchObject({ decision: 'MANUAL' });
  });

  it('does nothing while switched off', () => {
    expect(decideOffer({ ...rules, enabled: false }, '10', '9.9')).toEqual({ decision: 'MANUAL' });
    expect(decideOffer({ ...rules, enabled: false }, '10', '1')).toEqual({ decision: 'MANUAL' });
  });
});

describe('stock triggers', () => {
  const on: StockRules = { enabled: true, lowStock: 10, autoDelist: true, autoRelist: true };
  const change = { threshold: 10, onSale: true, delistedByRule: false };

  it('warns once per crossing of the threshold', () => {
    expect(stockTriggers(on, { ...change, before: 11, after: 10 })).toEqual(['LOW_STOCK']);
    expect(stockTriggers(on, { ...change, before: 10, after: 9 })).toEqual([]);
    expect(stockTriggers(on, { ...change, before: 50, after: 11 })).toEqual([]);
    expect(stockTriggers(on, { ...change, before: 5, after: 20 })).toEqual([]);
  });

  it('delists an on-sale commodity reaching zero, and warns as well when it crossed', () => {
    expect(stockTriggers(on, { ...change, before: 30, after: 0 })).toEqual(['LOW_STOCK', 'DELIST']);
    expect(stockTriggers(on, { ...change, before: 3, after: 0 })).toEqual(['DELIST']);
    expect(stockTriggers(on, { ...change, onSale: false, before: 3, after: 0 })).toEqual([]);
    expect(stockTriggers({ ...on, autoDelist: false }, { ...change, before: 3, after: 0 })).toEqual([]);
  });

  it('relists only what the rule delisted, when stock returns', () => {
    expect(stockTriggers(on, { ...change, onSale: false, delistedByRule: true, before: 0, after: 5 })).toEqual(['RELIST']);
    expect(stockTriggers(on, { ...change, onSale: false, delistedByRule: false, before: 0, after: 5 })).toEqual([]);
    expect(stockTriggers({ ...on, autoRelist: false }, { ...change, onSale: false, delistedByRule: true, before: 0, after: 5 })).toEqual(
      [],
    );
  });

  it('does nothing while switched off', () => {
    expect(stockTriggers({ ...on, enabled: false }, { ...change, before: 30, after: 0 })).toEqual([]);
  });

  it('takes a commodity’s own threshold before the default, and marks what needs attention', () => {
    const s = { ...DEFAULT_SETTINGS, commodities: [{ commodityId: 'c1', lowStock: 3 }] };
    expect(thresholdOf(s, 'c1')).toEqual({ lowStock: 3, own: true });
    expect(thresholdOf(s, 'c2')).toEqual({ lowStock: 10, own: false });
    expect(needsAttention(3, 3, false)).toBe(true);
    expect(needsAttention(4, 3, false)).toBe(false);
    expect(needsAttention(40, 3, true)).toBe(true);
  });
});

describe('settings checks', () => {
  it('keeps a clean form as settings, numbers as decimal strings', () => {
    const { settings, violations } = checkSettings({
      bargain: { enabled: true, agreeShare: 90, agreeFloor: '8.50', rejectShare: '' },
      stock: { enabled: true, lowStock: 5, autoDelist: true, autoRelist: false },
      commodities: [{ commodityId: 'c1', lowStock: 2, agreeFloor: '' }],
    });
    expect(violations).toEqual([]);
    expect(settings).toEqual({
      bargain: { enabled: true, agreeShare: '90', agreeFloor: '8.5' },
      stock: { enabled: true, lowStock: 5, autoDelist: true, autoRelist: false },
      commodities: [{ commodityId: 'c1', lowStock: 2 }],
    });
  });

  it('names each bad field with the key of its message', () => {
    const { violations } = checkSettings({
      bargain: { enabled: true, agreeShare: '120', agreeFloor: '-1', rejectShare: 'abc' },
      stock: { lowStock: 2.5 },
      commodities: [{ commodityId: 'c1' }, { commodityId: 'c1' }, { lowStock: -1 }],
    });
    expect(violations.map((v) => [v.field, v.key])).toEqual([
      ['agreeShare', 'automation.rule.share'],
      ['agreeFloor', 'automation.rule.price'],
      ['rejectShare', 'automation.rule.share'],
      ['agreeShare', 'automation.rule.bargainEmpty'],
      ['lowStock', 'automation.rule.threshold'],
      ['commodities.1.commodityId', 'automation.rule.duplicate'],
      ['commodities.2.commodityId', 'automation.rule.commodity'],
    ]);
  });

  it('refuses a reject share at or above the agree share', () => {
    const { violations } = checkSettings({ bargain: { enabled: true, agreeShare: '80', rejectShare: '80' } });
    expect(violations).toEqual([{ field: 'rejectShare', key: 'automation.rule.rejectBelowAgree' }]);
  });
});
