import { parseFilters, serializeFilters } from '@/hooks/useUrlFilters';
import { stockFormToUrl, stockUrlToForm, toStockQuery } from '@/pages/commodity/stock-record/components/stockColumns';
import dayjs from 'dayjs';

describe('stock ledger filters between form, URL and call', () => {
  const form = { createdRange: ['2026-11-01 00:00:00', '2026-11-20 23:59:59'], type: 'IN', keyword: 'gold' };

  it('keeps the picker’s Beijing time in the URL and survives a reload', () => {
    const url = serializeFilters(stockFormToUrl({ ...form, current: 2, pageSize: 50 }));
    expect(url).toBe('?endAt=2026-11-20+23%3A59%3A59&keyword=gold&startAt=2026-11-01+00%3A00%3A00&type=IN');
    const initial = stockUrlToForm(parseFilters(url));
    expect(initial).toEqual(form);
    // what the table's first request sends after the reload
    expect(toStockQuery({ ...initial, current: 1, pageSize: 20 })).toEqual({
      type: 'IN',
      keyword: 'gold',
      current: 1,
      size: 20,
      startAt: '2026-10-31T16:00:00.000Z',
      endAt: '2026-11-20T15:59:59.000Z',
    });
  });

  it('accepts an instant too (older links held ISO startAt/endAt)', () => {
    const old = parseFilters('?startAt=2026-10-31T16:00:00.000Z&endAt=2026-11-20T15:59:59.000Z');
    expect(stockUrlToForm(old)).toEqual({ createdRange: form.createdRange });
    expect(toStockQuery({ createdRange: ['2026-10-31T16:00:00.000Z', '2026-11-20T15:59:59.000Z'] })).toMatchObject({
      startAt: '2026-10-31T16:00:00.000Z',
      endAt: '2026-11-20T15:59:59.000Z',
    });
  });

  it('drops half a range and formats picker values', () => {
    expect(stockFormToUrl({ createdRange: ['2026-11-01 00:00:00', undefined] })).toEqual({ startAt: undefined, endAt: undefined });
    expect(stockFormToUrl({ createdRange: [dayjs('2026-10-31T16:00:00.000Z'), dayjs('2026-11-01T16:00:00.000Z')] })).toEqual({
      startAt: '2026-11-01 00:00:00',
      endAt: '2026-11-02 00:00:00',
    });
    expect(toStockQuery({})).toMatchObject({ startAt: undefined, endAt: undefined });
  });
});
