import {
  checkCommodity,
  checkQuickModify,
  checkSupplierInfo,
  effectiveTimeIssue,
  minMaxIssue,
  orderQuantityIssue,
  priceIssue,
  stockIssue,
  titleIssue,
} from '@/constants/commodity';
import en from '@/locales/en-US/supplier';
import zh from '@/locales/zh-CN/supplier';

const NOW = Date.UTC(2030, 0, 1);
const DAY = 86_400_000;

describe('unit price rule', () => {
  it.each([
    ['', 'supplier.rule.required'],
    [undefined, 'supplier.rule.required'],
    ['0', 'supplier.rule.price.positive'],
    ['0.0000', 'supplier.rule.price.positive'],
    ['-3', 'supplier.rule.price.positive'],
    ['abc', 'supplier.rule.price.number'],
    ['1e3', 'supplier.rule.price.number'],
    ['1.23456', 'supplier.rule.price.decimals'],
    ['1000000.01', 'supplier.rule.price.max'],
  ])('%p → %s', (v, key) => expect(priceIssue(v)).toBe(key));

  it.each(['12.5', '0.0001', '1000000', ' 7 ', 3.25])('accepts %p', (v) => expect(priceIssue(v)).toBeUndefined());
});

describe('stock and per-order quantity rules', () => {
  it('stock is a whole number from 0 to the maximum', () => {
    expect(stockIssue('')).toBe('supplier.rule.required');
    expect(stockIssue('-1')).toBe('supplier.rule.stock.negative');
    expect(stockIssue(-1)).toBe('supplier.rule.stock.negative');
    expect(stockIssue('1.5')).toBe('supplier.rule.stock.integer');
    expect(stockIssue(100_000_000)).toBe('supplier.rule.stock.max');
    expect(stockIssue(0)).toBeUndefined();
    expect(stockIssue('42')).toBeUndefined();
  });

  it('min and max per order are ≥ 1 and max ≥ min', () => {
    expect(orderQuantityIssue(0)).toBe('supplier.rule.quantity.integer');
    expect(orderQuantityIssue(2.5)).toBe('supplier.rule.quantity.integer');
    expect(orderQuantityIssue(1)).toBeUndefined();
    expect(minMaxIssue(10, 5)).toBe('supplier.rule.minMax');
    expect(minMaxIssue(5, 5)).toBeUndefined();
    // an invalid half is reported by its own rule, not as a min/max clash
    expect(minMaxIssue(0, 5)).toBeUndefined();
  });

  it('title length and effective time window', () => {
    expect(titleIssue('  ')).toBe('supplier.rule.required');
    expect(titleIssue('abc')).toBe('supplier.rule.title.length');
    expect(titleIssue('x'.repeat(61))).toBe('supplier.rule.title.length');
    expect(effectiveTimeIssue(NOW - 1, NOW)).toBe('supplier.rule.effectiveTime.past');
    expect(effectiveTimeIssue(NOW + 366 * DAY, NOW)).toBe('supplier.rule.effectiveTime.max');
    expect(effectiveTimeIssue(new Date(NOW + DAY).toISOString(), NOW)).toBeUndefined();
    expect(effectiveTimeIssue('soon', NOW)).toBe('supplier.rule.effectiveTime.invalid');
  });
});

describe('the whole publish form', () => {
  const valid = {
    gameId: '101',
    serverId: '10101',
    categoryId: '1011',
    title: 'Instant gold',
    unitPrice: '2.5',
    stock: 100,
    minQuantity: 5,
    maxQuantity: 50,
    tradeMethod: 'MAIL',
    effectiveTime: new Date(NOW + 10 * DAY).toISOString(),
    imageList: [],
  };

  it('passes a valid commodity', () => expect(checkCommodity(valid, NOW)).toEqual([]));

  it('names every bad field once', () => {
    const issues = checkCommodity(
      {
        ...valid,
        gameId: '',
        unitPrice: '0',
        stock: -2,
        minQuantity: 9,
        maxQuantity: 3,
        tradeMethod: 'POST',
        imageList: Array(6).fill('u'),
      },
      NOW,
    );
    expect(issues.map((i) => i.field)).toEqual(['gameId', 'unitPrice', 'stock', 'maxQuantity', 'tradeMethod', 'imageList']);
    expect(issues.find((i) => i.field === 'maxQuantity')?.key).toBe('supplier.rule.minMax');
    expect(issues.find((i) => i.field === 'imageList')?.values).toEqual({ max: 5 });
  });
});

describe('quick modify', () => {
  it('needs a price or a stock, each valid', () => {
    expect(checkQuickModify({})).toEqual([{ field: 'unitPrice', key: 'supplier.rule.quickModify.empty' }]);
    expect(checkQuickModify({ unitPrice: '0' })).toEqual([{ field: 'unitPrice', key: 'supplier.rule.price.positive', values: undefined }]);
    expect(checkQuickModify({ stock: '-5' }).map((i) => i.key)).toEqual(['supplier.rule.stock.negative']);
    expect(checkQuickModify({ unitPrice: '9.99', stock: 0 })).toEqual([]);
  });
});

describe('supplier info', () => {
  it('checks store name, URL pattern and contacts', () => {
    const keys = (i: Parameters<typeof checkSupplierInfo>[0]) => checkSupplierInfo(i).map((x) => `${x.field}:${x.key}`);
    expect(keys({ storeName: 'My Store', storeUrl: 'my-store', contactQq: '12345', contactPhone: '13912345678' })).toEqual([]);
    expect(keys({ storeName: 'M', storeUrl: '-bad-', contactQq: '0123', contactPhone: '123' })).toEqual([
      'storeName:supplier.rule.storeName.length',
      'storeUrl:supplier.rule.storeUrl.pattern',
      'contactQq:supplier.rule.qq.pattern',
      'contactPhone:supplier.rule.phone.pattern',
    ]);
    expect(keys({ storeUrl: 'Upper-Case' })).toContain('storeUrl:supplier.rule.storeUrl.pattern');
  });
});

describe('rule texts', () => {
  it('exist in both locales for every rule key', () => {
    const keys = Object.keys(en).filter((k) => k.startsWith('supplier.rule.'));
    expect(keys.length).toBeGreaterThan(20);
    for (const k of keys) expect(zh[k as keyof typeof zh]).toBeTruthy();
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });
});
