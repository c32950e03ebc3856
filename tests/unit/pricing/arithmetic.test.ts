import {
  changedPrice,
  clipPrice,
  followedPrice,
  planPrices,
  rankOf,
  roundPrice,
  rowWithPrice,
  ruleTarget,
  tickBelow,
  type PlanItem,
  type RuleMethod,
} from '../../../src/domain/pricing/arithmetic';
import { checkBulk, checkRule } from '../../../src/domain/pricing/rules';

const below = (offset: string, kind: 'AMOUNT' | 'PERCENT' = 'AMOUNT', floor = '1', ceiling = '1000'): RuleMethod => ({
  strategy: 'BELOW_LOWEST',
  offsetKind: kind,
  offset,
  rank: 1,
  floor,
  ceiling,
});
const hold = (rank: number, floor = '1', ceiling = '1000'): RuleMethod => ({
  strategy: 'HOLD_RANK',
  offsetKind: 'AMOUNT',
  offset: '0',
  rank,
  floor,
  ceiling,
});
const item = (currentPrice: string, competitors: string[], commodityId = 'C1'): PlanItem => ({
  commodityId,
  title: commodityId,
  currentPrice,
  competitors,
});

describe('rounding and ticks are decimal-exact', () => {
  it('keeps fen above one yuan and four places below', () => {
    expect(roundPrice('9.995', 'halfUp')).toBe('10');
    expect(roundPrice('9.999', 'down')).toBe('9.99');
    expect(roundPrice('0.12345', 'halfUp')).toBe('0.1235');
    expect(roundPrice('0.12349', 'down')).toBe('0.1234');
  });
  it('ticks to the highest price strictly below', () => {
    expect(tickBelow('10')).toBe('9.99');
    expect(tickBelow('9.995')).toBe('9.99');
    expect(tickBelow('0.3')).toBe('0.2999');
    expect(tickBelow('1')).toBe('0.9999');
  });
  it('adds 0.1 three times to exactly 0.3 more', () => {
    let p = '1';
    for (let i = 0; i < 3; i++) p = changedPrice(p, { kind: 'AMOUNT', value: '0.1' });
    expect(p).toBe('1.3');
  });
});

describe('rank', () => {
  it('counts competitors at or below the price: a tie ranks behind', () => {
    expect(rankOf('9', ['10', '11'])).toBe(1);
    expect(rankOf('10', ['10', '11'])).toBe(2);
    expect(rankOf('12', ['10', '11'])).toBe(3);
    expect(rankOf('5', [])).toBe(1);
  });
});

describe('rule targets', () => {
  it('stays an amount or a percentage below the lowest competitor', () => {
    expect(ruleTarget(below('0.01'), ['12', '10.5', '11']).target).toBe('10.49');
    expect(ruleTarget(below('5', 'PERCENT'), ['10.5']).target).toBe('9.97'); // 9.975 rounds down: never above the aim
    expect(ruleTarget(below('0'), ['10.5']).target).toBe('10.5');
    expect(ruleTarget(below('0.0001'), ['0.31']).target).toBe('0.3099');
  });
  it('holds rank N just below the N-th competitor', () => {
    expect(ruleTarget(hold(1), ['10', '11', '12']).target).toBe('9.99');
    expect(ruleTarget(hold(2), ['12', '10', '11']).target).toBe('10.99');
    // two competitors at 10: rank 2 needs a price below both (a tie ranks behind)
    expect(ruleTarget(hold(2), ['10', '10', '11']).target).toBe('9.99');
  });
  it('keeps the price without a market or with fewer competitors than the rank', () => {
    expect(ruleTarget(below('1'), [])).toEqual({ heldBy: 'NO_MARKET' });
    expect(ruleTarget(hold(3), ['10', '11'])).toEqual({ heldBy: 'FEW_COMPETITORS' });
  });
});

describe('bounds', () => {
  it('clips at the floor, the ceiling and the platform range and says which', () => {
    expect(clipPrice('4', '5', '9')).toEqual({ price: '5', clippedBy: 'FLOOR' });
    expect(clipPrice('9.5', '5', '9')).toEqual({ price: '9', clippedBy: 'CEILING' });
    expect(clipPrice('7', '5', '9')).toEqual({ price: '7' });
    expect(clipPrice('-1')).toEqual({ price: '0.0001', clippedBy: 'LIMIT' });
    expect(clipPrice('2000000')).toEqual({ price: '1000000', clippedBy: 'LIMIT' });
  });
});

describe('planPrices: one plan for preview and run', () => {
  it('gives each row price now, market low, ranks and the bound that clipped it', () => {
    const { rows, changed } = planPrices([item('10', ['9', '9.5'], 'A'), item('6', ['4'], 'B'), item('8', [], 'C')], {
      kind: 'RULE',
      rule: below('0.1', 'AMOUNT', '5', '20'),
    });
    expect(rows.map((r) => [r.commodityId, r.marketLow, r.rankNow, r.newPrice, r.rankAfter, r.clippedBy, r.heldBy, r.changed])).toEqual([
      ['A', '9', 3, '8.9', 1, undefined, undefined, true],
      ['B', '4', 2, '5', 2, 'FLOOR', undefined, true],
      ['C', undefined, 1, '8', 1, undefined, 'NO_MARKET', false],
    ]);
    expect(changed).toBe(2);
  });
  it('does a 5 % cut on twenty commodities exactly, and a floor stops it', () => {
    const items = Array.from({ length: 20 }, (_, i) => item(`${10 + i}.37`, [], `C${i}`));
    const { rows, changed } = planPrices(items, { kind: 'BULK', edit: { change: { kind: 'PERCENT', value: '-5' } } });
    expect(changed).toBe(20);
    expect(rows[0].newPrice).toBe('9.85'); // 10.37 × 0.95 = 9.8515
    expect(rows[19].newPrice).toBe('27.9'); // 29.37 × 0.95 = 27.9015
    const floored = planPrices([item('10', [])], { kind: 'BULK', edit: { change: { kind: 'PERCENT', value: '-50' }, floor: '8' } });
    expect(floored.rows[0]).toMatchObject({ newPrice: '8', clippedBy: 'FLOOR' });
  });
  it('takes a typed or uploaded price over the change, and a row recomputed alone matches the plan', () => {
    const items = [item('10', ['9']), item('20', ['19'], 'C2')];
    const edit = { change: { kind: 'AMOUNT' as const, value: '-1' }, prices: { C2: '18.5' } };
    const { rows } = planPrices(items, { kind: 'BULK', edit });
    expect(rows.map((r) => r.newPrice)).toEqual(['9', '18.5']);
    expect(rowWithPrice(items[1], '18.5')).toEqual(rows[1]);
    expect(rows[0].rankAfter).toBe(2); // tie with the competitor at 9
  });
  it('keeps the order of the items (rows never move)', () => {
    const items = [item('30', [], 'Z'), item('10', [], 'A'), item('20', [], 'M')];
    const { rows } = planPrices(items, { kind: 'BULK', edit: { change: { kind: 'AMOUNT', value: '5' } } });
    expect(rows.map((r) => r.commodityId)).toEqual(['Z', 'A', 'M']);
  });
});

describe('legacy auto-update price', () => {
  it('follows the lowest by an offset and keeps whole prices whole', () => {
    expect(followedPrice('10', '9.50', '0.01', '8')).toBe('9.49');
    expect(followedPrice('10', '7', '0.5', '10')).toBe('10');
    expect(followedPrice('10', '20.5', '0.5', '8')).toBe('20');
  });
});

describe('field rules', () => {
  const rule = { name: 'r', target: { gameId: '101' }, ...below('0.01'), intervalMinutes: 30, enabled: true };
  it('accepts a complete rule and refuses a ceiling below the floor, a bad rank or no target', () => {
    expect(checkRule(rule)).toEqual([]);
    expect(checkRule({ ...rule, floor: '9', ceiling: '8' }).map((i) => i.key)).toEqual(['pricing.check.ceiling']);
    expect(checkRule({ ...rule, strategy: 'HOLD_RANK', rank: 0 }).map((i) => i.field)).toEqual(['rank']);
    expect(checkRule({ ...rule, target: {} }).map((i) => i.field)).toEqual(['target']);
    expect(checkRule({ ...rule, offsetKind: 'PERCENT', offset: '120' }).map((i) => i.key)).toEqual(['pricing.check.percent']);
  });
  it('needs a change or prices for a bulk edit', () => {
    expect(checkBulk({ target: { commodityIds: ['a'] } }).map((i) => i.field)).toEqual(['change']);
    expect(checkBulk({ target: { commodityIds: ['a'] }, change: { kind: 'PERCENT', value: '-5' } })).toEqual([]);
    expect(checkBulk({ target: { commodityIds: ['a'] }, change: { kind: 'PERCENT', value: '-100' } }).map((i) => i.key)).toEqual([
      'pricing.check.percent',
    ]);
    expect(checkBulk({ target: { commodityIds: ['a'] }, prices: { a: '0' } }).map((i) => i.field)).toEqual(['prices.a']);
  });
});
