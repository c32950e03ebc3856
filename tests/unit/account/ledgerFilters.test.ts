import { formToUrl, pagingOf, urlToForm, urlToQuery } from '@/pages/profile/components/ledgerFilters';
import { logFormToUrl, logUrlToForm, logUrlToQuery } from '@/pages/profile/components/logFilters';
import dayjs from 'dayjs';

describe('ledger filters between URL, form and call', () => {
  it('round-trips a filter so the export sends what the table shows', () => {
    const form = {
      tradeAt: [dayjs('2024-03-01 00:00:00'), dayjs('2024-03-31 23:59:59')],
      bizType: 'ORDER_PAY',
      direction: 'OUT',
      bizNo: ' T2024 ',
      account: '',
    };
    const url = formToUrl(form);
    expect(url).toEqual({
      startTime: '2024-03-01 00:00:00',
      endTime: '2024-03-31 23:59:59',
      bizType: 'ORDER_PAY',
      direction: 'OUT',
      bizNo: 'T2024',
    });
    expect(urlToForm(url)).toEqual({
      tradeAt: ['2024-03-01 00:00:00', '2024-03-31 23:59:59'],
      bizType: 'ORDER_PAY',
      direction: 'OUT',
      bizNo: 'T2024',
    });
    expect(urlToQuery(url)).toEqual({
      startTime: '2024-03-01 00:00:00',
      endTime: '2024-03-31 23:59:59',
      bizType: 'ORDER_PAY',
      direction: 'OUT',
      bizNo: 'T2024',
    });
    expect(formToUrl({ ...urlToForm(url) })).toEqual(url);
  });
  it('drops unknown directions and keeps paging sane', () => {
    expect(urlToQuery({ direction: 'SIDEWAYS', current: '3' })).toEqual({});
    expect(pagingOf({ current: '3', pageSize: '50' })).toEqual({ current: 3, pageSize: 50 });
    expect(pagingOf({ current: '-1', pageSize: '33' })).toEqual({ current: 1, pageSize: 20 });
  });
  it('does the same for the logs', () => {
    const keys = ['result', 'ip'] as const;
    const url = logFormToUrl({ at: ['2024-01-01 00:00:00', '2024-01-02 00:00:00'], result: 'FAILURE', ip: ' ' }, keys);
    expect(url).toEqual({ startTime: '2024-01-01 00:00:00', endTime: '2024-01-02 00:00:00', result: 'FAILURE' });
    expect(logUrlToForm(url, keys)).toEqual({ at: ['2024-01-01 00:00:00', '2024-01-02 00:00:00'], result: 'FAILURE' });
    expect(logUrlToQuery({ ...url, other: 'x' }, keys)).toEqual(url);
  });
});
