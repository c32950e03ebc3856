/** Pure rules of requestPolicy.ts. */
import { AUTH_PAGES, UNAUTHORIZED_EXCLUDED_PATHS } from '@/constants/session';
import {
  buildHeaders,
  classifyUnauthorized,
  composeErrorMessage,
  defaultRetries,
  isRetryable,
  parseApiError,
  redirectTarget,
  serializeParams,
} from '@/utils/requestPolicy';

describe('serializeParams', () => {
  test('deep objects, exploded arrays, dropped null/undefined', () => {
    expect(serializeParams({ filter: { status: 'PAID', game: { id: 3 } }, ids: [1, 2], a: undefined, b: null, c: '' })).toBe(
      'filter[status]=PAID&filter[game][id]=3&ids=1&ids=2&c=',
    );
  });

  test('arrays inside objects, objects inside arrays, nulls inside arrays', () => {
    expect(serializeParams({ f: { ids: ['x', null, 'y'] }, rows: [{ a: 1 }, { a: 2 }] })).toBe(
      'f[ids]=x&f[ids]=y&rows[0][a]=1&rows[1][a]=2',
    );
  });

  test('values are URI-encoded; dates and toJSON objects by their JSON form; booleans as text', () => {
    const at = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    const money = { toJSON: () => '12.50' };
    expect(serializeParams({ q: '中 &=', at, money, on: true })).toBe(
      `q=${encodeURIComponent('中 &=')}&at=2024-01-02T03%3A04%3A05.000Z&money=12.50&on=true`,
    );
  });

  test('URLSearchParams pass through; empty input gives an empty string', () => {
    expect(serializeParams(new URLSearchParams('a=1&a=2'))).toBe('a=1&a=2');
    expect(serializeParams({})).toBe('');
    expect(serializeParams(undefined)).toBe('');
  });
});

describe('buildHeaders', () => {
  test('adds bearer and JSON type; the flag header (any case) suppresses the bearer', () => {
    expect(buildHeaders({}, 't')).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer t' });
    expect(buildHeaders({ 'X-Auth-Flag': '1' }, 't')).toEqual({ 'X-Auth-Flag': '1', 'Content-Type': 'application/json' });
    expect(buildHeaders({ 'content-type': 'text/plain' }, undefined)).toEqual({ 'content-type': 'text/plain' });
  });
});

describe('retry policy', () => {
  test('defaults: 0 for writes, 1 for reads', () => {
    expect(['POST', 'put', 'PATCH', 'delete'].map(defaultRetries)).toEqual([0, 0, 0, 0]);
    expect(['GET', 'head', undefined].map(defaultRetries)).toEqual([1, 1, 1]);
  });

  test('retryable statuses and network failures (reads only)', () => {
    expect(isRetryable({ status: 409, network: false }, 'POST')).toBe(true);
    expect(isRetryable({ status: 400, network: false }, 'GET')).toBe(false);
    expect(isRetryable({ status: 0, network: true }, 'GET')).toBe(true);
    expect(isRetryable({ status: 0, network: true }, 'POST')).toBe(false);
  });
});

describe('composeErrorMessage', () => {
  test('detail, else title; violations joined after it with ；', () => {
    expect(composeErrorMessage({ detail: 'D', title: 'T' })).toBe('D');
    expect(composeErrorMessage({ detail: '  ', title: 'T' })).toBe('T');
    expect(composeErrorMessage({ title: 'T', violations: [{ message: 'a' }, { message: 'b' }] })).toBe('T；a；b');
    expect(composeErrorMessage({ detail: 'same', violations: [{ message: 'same' }, { message: '' }] })).toBe('same');
    expect(composeErrorMessage({})).toBeUndefined();
    expect(composeErrorMessage(undefined)).toBeUndefined();
  });

  test('parseApiError keeps only well-formed parts of an unknown body', () => {
    expect(parseApiError('oops')).toBeUndefined();
    expect(
      parseApiError({ title: 1, detail: 'd', violations: [{ message: 'm', field: 'f' }, { nope: 1 }], action: { type: 'X' } }),
    ).toEqual({ detail: 'd', violations: [{ field: 'f', message: 'm' }] });
  });
});

describe('redirectTarget', () => {
  test('only same-origin paths', () => {
    const body = (location: string) => ({ action: { type: 'REDIRECT' as const, location } });
    expect(redirectTarget(body('/passport/mfa'))).toBe('/passport/mfa');
    expect(redirectTarget(body('//evil.example'))).toBeUndefined();
    expect(redirectTarget(body('/\\evil.example'))).toBeUndefined();
    expect(redirectTarget(body('https://evil.example/'))).toBeUndefined();
    expect(redirectTarget(undefined)).toBeUndefined();
  });
});

describe('classifyUnauthorized', () => {
  test('excluded paths win, then auth pages (equal or below), else the session flow', () => {
    UNAUTHORIZED_EXCLUDED_PATHS.forEach((p) => {
      expect(classifyUnauthorized(`/api/v1/usercenter${p}`, '/order')).toBe('excluded');
      expect(classifyUnauthorized('/api/v1/shop/fund/me', `${p}x`)).toBe('excluded');
    });
    AUTH_PAGES.forEach((p) => {
      expect(classifyUnauthorized('/api/v1/shop/fund/me', p)).toBe('authPage');
      expect(classifyUnauthorized('/api/v1/shop/fund/me', `${p}/step`)).toBe('authPage');
    });
    expect(classifyUnauthorized('/api/v1/shop/fund/me', '/loginx')).toBe('session');
    expect(classifyUnauthorized('/api/v1/shop/fund/me', '/order/list')).toBe('session');
  });
});
