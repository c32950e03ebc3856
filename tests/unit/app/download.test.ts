import { parseFilters, serializeFilters } from '@/hooks/useUrlFilters';
import { fileNameFromDisposition } from '@/utils/download';

jest.mock('@umijs/max', () => ({ history: { replace: jest.fn() }, useLocation: () => ({ pathname: '/', search: '' }) }));
jest.mock('@/utils/request', () => ({ requestRaw: jest.fn() }));

describe('download file name', () => {
  it('prefers filename* and keeps Chinese names', () => {
    expect(fileNameFromDisposition(`attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('余额明细.xlsx')}`, 'x.xlsx')).toBe('余额明细.xlsx');
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
});
