import qs from 'qs';
import { QUERY_LIMITS, stringifyQuery } from '@/http';
import { parseQuery } from '@/http/query-parse';

describe('spec §9: query-string parsing limits: array 20, depth 5, parameters 1000', () => {
  test('the limits are the spec values', () => {
    expect(QUERY_LIMITS).toEqual({ arrayLimit: 20, depth: 5, parameterLimit: 1000 });
  });

  test('an array of up to 20 items stays an array; beyond it becomes an object', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => `a[]=${i}`).join('&');
    expect(parseQuery(items(20)).a).toHaveLength(20);
    expect(Array.isArray(parseQuery(items(21)).a)).toBe(false);
    expect(parseQuery('?a[19]=x').a).toEqual(['x']);
    expect(parseQuery('a[20]=x').a).toEqual({ 20: 'x' });
  });

  test('nesting deeper than 5 is kept as one literal key', () => {
    const parsed = parseQuery('a[b][c][d][e][f][g]=1');
    expect(parsed).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } } });
  });

  test('only the first 1000 parameters are parsed', () => {
    const query = Array.from({ length: 1001 }, (_, i) => `p${i}=${i}`).join('&');
    const parsed = parseQuery(query);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed.p1000).toBeUndefined();
  });
});

describe('spec §9: what the client sends parses back intact under those limits', () => {
  test('round trip of filters, arrays and nesting', () => {
    const params = { page: 1, filter: { status: 'open', ids: ['1', '2'] }, q: 'a&b' };
    const text = stringifyQuery(params);
    expect(text).toBe('page=1&filter[status]=open&filter[ids][]=1&filter[ids][]=2&q=a%26b');
    expect(parseQuery(text)).toEqual({ page: '1', filter: { status: 'open', ids: ['1', '2'] }, q: 'a&b' });
  });

  test('null and undefined values are left out', () => {
    expect(stringifyQuery({ a: null, b: undefined, c: 'x' })).toBe('c=x');
  });

  test('an array of 20 is allowed, 21 is refused', () => {
    expect(() => stringifyQuery({ ids: Array.from({ length: 20 }, (_, i) => i) })).not.toThrow();
    expect(() => stringifyQuery({ ids: Array.from({ length: 21 }, (_, i) => i) })).toThrow(RangeError);
  });

  test('depth 5 is allowed, 6 is refused', () => {
    expect(stringifyQuery({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toBe('a[b][c][d][e][f]=1');
    expect(() => stringifyQuery({ a: { b: { c: { d: { e: { f: { g: 1 } } } } } } })).toThrow(RangeError);
  });

  test('1000 parameters are allowed, 1001 are refused', () => {
    const params = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i]));
    expect(() => stringifyQuery(params(1000))).not.toThrow();
    expect(() => stringifyQuery(params(1001))).toThrow(RangeError);
  });
});

describe('the serialiser writes what the server-side parser (qs) expects, byte for byte', () => {
  const asQs = (params: Record<string, unknown>) =>
    qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true });

  test.each([
    ['reserved and unreserved characters', { q: "a b&c=d/e?f#g!h'i(j)k*l~m-n_o.p", plus: '1+1' }],
    ['non-ASCII text', { name: 'Zoë Ångström', city: '東京', emoji: '🧪' }],
    [
      'numbers, booleans and dates',
      { n: 0, neg: -1.5, t: true, f: false, at: new Date(Date.UTC(2026, 10, 23, 8)) },
    ],
    [
      'nested filters with arrays',
      { filter: { status: ['open', 'closed'], site: { id: 7, tags: ['x y'] } } },
    ],
    [
      'arrays of objects',
      {
        sort: [
          { field: 'name', order: 'ASC' },
          { field: 'id', order: 'DESC' },
        ],
      },
    ],
    ['empty and null members', { a: [], b: {}, c: null, d: undefined, e: '', f: [null, 'x'] }],
  ])('%s', (_label, params) => {
    expect(stringifyQuery(params)).toBe(asQs(params));
  });

  test('a lone surrogate is sent as U+FFFD instead of failing the request', () => {
    expect(stringifyQuery({ q: 'a\uD800b' })).toBe('q=a%EF%BF%BDb');
  });
});
