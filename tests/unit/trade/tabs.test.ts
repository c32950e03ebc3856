import { tabPathSegment } from '@/constants/order';
import { CANCELED_STATUSES, ORDER_STATUSES } from '@/domain/trade/orderStatus';
import { ORDER_TABS, orderInTab, parseOrderCategory, parseOrderTab, TAB_STATUSES } from '@/domain/trade/orderTabs';
import { formToUrl, urlToForm, urlToQuery } from '@/pages/order/components/orderColumns';
import { totalAmount } from '@/utils/decimal';
import { formatMoney } from '@/utils/format';
import Big from 'big.js';
import { orderAmount } from '../../../mock/_db/trade/create';

describe('tabs and the URL', () => {
  it('accepts every tab in upper or lower case and nothing else', () => {
    for (const tab of ORDER_TABS) {
      expect(parseOrderTab(tab)).toBe(tab);
      expect(parseOrderTab(tab.toLowerCase())).toBe(tab);
    }
    expect(parseOrderTab('To_Delivery')).toBe('TO_DELIVERY');
    expect(parseOrderTab('history')).toBeUndefined();
    expect(parseOrderTab(undefined)).toBeUndefined();
    expect(parseOrderTab('')).toBeUndefined();
  });

  it('writes tabs lower case in the path, the default tab as no segment', () => {
    expect(tabPathSegment('ALL')).toBe('');
    expect(tabPathSegment('TO_SETTLEMENT')).toBe('to_settlement');
    for (const tab of ORDER_TABS) expect(parseOrderTab(tabPathSegment(tab) || undefined) ?? 'ALL').toBe(tab);
  });

  it('puts every status under ALL and exactly one other status tab', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderInTab('ALL', 'purchase', status, false)).toBe(true);
      const tabs = Object.entries(TAB_STATUSES).filter(([, list]) => list.includes(status));
      expect(tabs.length).toBeLessThanOrEqual(1);
    }
    expect(TAB_STATUSES.CANCELED).toEqual(CANCELED_STATUSES);
    expect(TAB_STATUSES.PAUSED).toEqual(['PAUSED', 'LOCKED']);
  });

  it('makes TODO what waits on the side: pay and confirm for the buyer, deliver for the seller, and answers', () => {
    expect(orderInTab('TODO', 'purchase', 'UN_PAID', false)).toBe(true);
    expect(orderInTab('TODO', 'purchase', 'DELIVERED', false)).toBe(true);
    expect(orderInTab('TODO', 'purchase', 'TO_DELIVER', false)).toBe(false);
    expect(orderInTab('TODO', 'sales', 'TO_DELIVER', false)).toBe(true);
    expect(orderInTab('TODO', 'sales', 'UN_PAID', false)).toBe(false);
    expect(orderInTab('TODO', 'sales', 'DELIVERED', true)).toBe(true);
  });

  it('keeps list categories to the five names', () => {
    expect(parseOrderCategory('unread')).toBe('unread');
    expect(parseOrderCategory('UNREAD')).toBeUndefined();
    expect(parseOrderCategory(undefined)).toBeUndefined();
  });

  it('round-trips the search form through the URL, dates as Beijing days', () => {
    const url = formToUrl({
      orderNo: 'T1',
      dateRange: ['2025-03-01', '2025-03-02'],
      status: 'UN_PAID',
      gameId: '',
      current: 2,
      pageSize: 50,
    });
    expect(url).toEqual({ orderNo: 'T1', status: 'UN_PAID', startDate: '2025-03-01', endDate: '2025-03-02' });
    expect(urlToForm({ ...url, category: 'recent' })).toEqual({
      orderNo: 'T1',
      status: 'UN_PAID',
      dateRange: ['2025-03-01', '2025-03-02'],
    });
    const q = urlToQuery({ ...url, tab: 'TODO', current: '3' });
    expect(q).toMatchObject({
      orderNo: 'T1',
      status: 'UN_PAID',
      tab: 'TODO',
      startTime: '2025-02-28T16:00:00.000Z',
      endTime: '2025-03-02T16:00:00.000Z',
    });
    expect(q).not.toHaveProperty('current');
  });
});

describe('order totals', () => {
  it('is price × quantity, exact, zero when either is empty', () => {
    expect(totalAmount('0.1', 3)).toBe('0.3');
    expect(totalAmount('0.2312', 57)).toBe('13.1784');
    expect(totalAmount('19999999999999.99', 3)).toBe('59999999999999.97');
    expect(totalAmount('', 3)).toBe('0');
    expect(totalAmount('1.5', undefined)).toBe('0');
    expect(totalAmount('abc', 2)).toBe('0');
  });

  it('charges what the checkout shows: the mock rounds half-up to cents like the money format', () => {
    for (const [price, q] of [
      ['0.2312', 57],
      ['4.005', 1],
      ['0.125', 3],
      ['90.24', 292],
      ['0.0001', 49],
    ] as const) {
      const shown = formatMoney(totalAmount(price, q));
      const charged = orderAmount(price, q);
      expect(formatMoney(charged)).toBe(shown);
      expect(new Big(charged).minus(totalAmount(price, q)).abs().lte('0.005')).toBe(true);
    }
  });
});
