import { parseFilters, rangeFromUrl, rangeToUrl, serializeFilters } from '@/hooks/useUrlFilters';
import { fileNameFromDisposition } from '@/utils/download';

jest.mock('@umijs/max', () => ({ history: { replace: jest.fn() }, useLocation: () => ({ pathname: '/', search: '' }) }));
jest.mock('@/utils/request', () => ({ requestRaw: jest.fn() }));

describe('download file name', () => {
  it('prefers filename* and keeps Chinese names', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('余额明细.xlsx')}`, 'x.xlsx'),
    ).toBe('余额明细.xlsx');
  });
  it('reads a plain quoted or bare name, else the fallback', () => {
    expect(fileNameFromDisposition('attachment; filename="orders.xlsx"', 'x')).toBe('orders.xlsx');
    expect(fileNameFromDisposition('attachment; filename=orders.xlsx', 'x')).toBe('orders.xlsx');
    expect(fileNameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('url filters', () => {
  it('round-trips and drops empty values', () => {
    expect(parseFilters('?status=PAID&orderNo=&game=3')).toEqual({ status: 'PAID', game: '3' });
    expect(serializeFilters({ b: '2', a: 1, c: '', d: undefined, e: ['x', 'y'] })).toBe('?a=1&b=2&e=x%2Cy');
    expect(serializeFilters({})).toBe('');
  });

  it('keeps a date range as two plain fields that come back as the picker value after a reload', () => {
    const values = { status: 'IN', createdRange: ['2026-11-01 00:00:00', '2026-11-20 23:59:59'] };
    const url = serializeFilters(rangeToUrl(values, 'createdRange', 'startAt', 'endAt'));
    expect(url).toBe('?endAt=2026-11-20+23%3A59%3A59&startAt=2026-11-01+00%3A00%3A00&status=IN');
    expect(rangeFromUrl(parseFilters(url), 'createdRange', 'startAt', 'endAt')).toEqual(values);
    expect(rangeToUrl({ createdRange: ['2026-11-01', undefined] }, 'createdRange', 'a', 'b')).toEqual({ a: undefined, b: undefined });
    expect(rangeFromUrl({ a: '2026-11-01', x: '1' }, 'r', 'a', 'b')).toEqual({ x: '1' });
  });
});
