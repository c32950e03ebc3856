/**
 * proTableRequest, the one adapter between ProTable's `request` and a paged service: the table's
 * page becomes the call's current/size, the form values (sort included, pages put it in the
 * table's params) become the filter, the answer becomes { data, total, success }, and a failed call
 * reaches the table as the very error the pipeline raised.
 */
import { proTableRequest, type ProTableParams } from '@/utils/proTable';
import { RequestError } from '@/utils/request';

type Row = { id: string };
type Query = { current?: number; size?: number; keyword?: string; sort?: string; status?: string; from?: string };

const rows: Row[] = [{ id: 'a' }, { id: 'b' }];

function paged(total = 45) {
  return jest.fn(async (_q: Query) => ({ records: rows, total, current: 1, size: 20 }));
}

describe('proTableRequest', () => {
  it("sends the table's page as current/size and the form values as the filter", async () => {
    const fetcher = paged();
    await proTableRequest(fetcher)({ current: 3, pageSize: 50, keyword: 'gold', sort: 'orderAt,desc' });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0][0]).toEqual({ keyword: 'gold', sort: 'orderAt,desc', current: 3, size: 50 });
  });

  it('asks for the first page of 20 when the table gives no paging', async () => {
    const fetcher = paged();
    await proTableRequest(fetcher)({ keyword: 'gold' });
    expect(fetcher.mock.calls[0][0]).toEqual({ keyword: 'gold', current: 1, size: 20 });
  });

  it("the filter comes from mapParams, the page always from the table's paging", async () => {
    const fetcher = paged();
    const mapParams = jest.fn((p: ProTableParams) => ({ status: String(p.tab), from: String(p.range).slice(0, 10), current: 9 }));
    await proTableRequest(fetcher, mapParams)({ current: 2, pageSize: 100, tab: 'TODO', range: '2030-01-02 00:00' });
    // mapParams sees everything the table passed, paging included
    expect(mapParams).toHaveBeenCalledWith({ current: 2, pageSize: 100, tab: 'TODO', range: '2030-01-02 00:00' });
    expect(fetcher.mock.calls[0][0]).toEqual({ status: 'TODO', from: '2030-01-02', current: 2, size: 100 });
  });

  it('answers { data, total, success } from a records page', async () => {
    await expect(proTableRequest(paged(45))({ current: 1, pageSize: 20 })).resolves.toEqual({ data: rows, total: 45, success: true });
  });

  it('answers { data, total, success } from a list page', async () => {
    const fetcher = jest.fn(async (_q: Query) => ({ list: rows, total: 2 }));
    await expect(proTableRequest(fetcher)({})).resolves.toEqual({ data: rows, total: 2, success: true });
  });

  it('an empty page is an empty table, not a failure', async () => {
    const fetcher = jest.fn(async (_q: Query) => ({ records: [] as Row[], total: 0, current: 5, size: 20 }));
    await expect(proTableRequest(fetcher)({ current: 5 })).resolves.toEqual({ data: [], total: 0, success: true });
  });

  it('a failed call rejects with the same error, so a refusal the pipeline showed is not shown again', async () => {
    const refused = new RequestError('Too many requests', { status: 429, kind: 'http', handled: true });
    const fetcher = jest.fn(async (_q: Query): Promise<{ list: Row[]; total: number }> => {
      throw refused;
    });
    const request = proTableRequest(fetcher);
    await expect(request({ current: 1 })).rejects.toBe(refused);
    expect(refused.handled).toBe(true);
  });

  it('a failing mapParams is a rejection too (the table can report it), and nothing is sent', async () => {
    const fetcher = paged();
    const request = proTableRequest(fetcher, () => {
      throw new TypeError('bad date');
    });
    const result = request({ current: 1 });
    expect(result).toBeInstanceOf(Promise);
    await expect(result).rejects.toThrow('bad date');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('each table request is its own call (a reload asks again)', async () => {
    const fetcher = paged();
    const request = proTableRequest(fetcher);
    await request({ current: 1, pageSize: 20 });
    await request({ current: 2, pageSize: 20 });
    expect(fetcher.mock.calls.map(([q]) => q.current)).toEqual([1, 2]);
  });
});
