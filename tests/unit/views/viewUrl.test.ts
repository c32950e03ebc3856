jest.mock('@umijs/max', () => require('../umiMock').umiMock);

/**
 * How a saved view meets the URL and ProTable (src/components/views/useSavedViews.ts): the view's
 * link carries its filters and id, the table's filters leave the id out, sort goes both ways
 * between antd's sorter and the URL, and the column settings keep only what a view stores.
 */
import { columnsOfTable, sortOf, sortParam, viewSearch, withoutView, withSort } from '@/components/views/useSavedViews';
import { parseFilters } from '@/hooks/useUrlFilters';

describe('saved views and the URL', () => {
  it('links a view by its filters and id, and gives the table its filters without the id', () => {
    const search = viewSearch({ id: 'v1x', filters: { sort: 'amount,desc', category: 'problem' } });
    expect(search).toBe('?category=problem&sort=amount%2Cdesc&view=v1x');
    expect(withoutView(parseFilters(search))).toEqual({ category: 'problem', sort: 'amount,desc' });
  });

  it('reads and writes the sort', () => {
    expect(sortOf({ sort: 'amount,asc' })).toEqual({ field: 'amount', order: 'ascend' });
    expect(sortOf({ sort: 'amount' })).toBeUndefined();
    expect(sortParam({ field: 'modifiedAt', order: 'descend' })).toBe('modifiedAt,desc');
    expect(sortParam([{ field: 'quantity', order: 'ascend' }])).toBe('quantity,asc');
    expect(sortParam({ field: 'quantity', order: null })).toBeUndefined();
  });

  it('sorts the named column first, clears the table default then, and leaves columns alone without a sort', () => {
    const columns = [
      { dataIndex: 'amount', sorter: true },
      { dataIndex: 'modifiedAt', sorter: true, defaultSortOrder: 'descend' as const },
      { dataIndex: 'title' },
    ];
    expect(withSort(columns, 'amount,asc').map((c) => c.defaultSortOrder)).toEqual(['ascend', null, undefined]);
    expect(withSort(columns, undefined)).toBe(columns);
  });

  it('keeps only the column settings a view stores', () => {
    expect(columnsOfTable({ buyer: { show: false, order: 3, fixed: 'right', disable: true } as never, amount: {} })).toEqual({
      buyer: { show: false, order: 3, fixed: 'right' },
      amount: {},
    });
  });
});
