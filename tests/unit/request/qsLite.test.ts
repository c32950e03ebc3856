import { parse, stringify } from '@/utils/qsLite';

// the real qs (node side; it ships no types)

const qs = require('qs') as { stringify(v: unknown, o: object): string; parse(s: string, o: object): unknown };
const qsStringify = qs.stringify;
const qsParse = qs.parse;

/** The browser bundle replaces qs with qsLite: both must agree on umi-request's two calls. */
const OPTS = { arrayFormat: 'repeat', strictNullHandling: true } as const;

describe('qsLite', () => {
  it.each([
    [{ a: '1', b: 2, c: true }],
    [{ grant_type: 'authorization_code', code: 'x y&z', redirect_uri: 'http://localhost:8000/cb?a=1' }],
    [{ ids: ['1', '2'], empty: null, skipped: undefined }],
    [{ nested: { a: '1', b: { c: '中文' } } }],
    [{ at: new Date('2026-01-02T03:04:05.000Z') }],
  ])('stringifies %j as qs does', (value) => {
    expect(stringify(value)).toBe(qsStringify(value, OPTS));
  });

  it('parses a query as qs does for flat keys', () => {
    const s = 'a=1&b=%E4%B8%AD&c&a=2&d=x+y';
    expect(parse(s)).toEqual(qsParse(s, { strictNullHandling: true }));
  });

  it('answers an empty string for a non-object', () => {
    expect(stringify('x')).toBe('');
    expect(stringify(null)).toBe('');
  });
});
