import {
  offeredOnly,
  parseListingParams,
  toFilterInput,
  toggleFilter,
  withListingParams,
} from './listing-params';

const parse = (query: string, kind: 'category' | 'search' = 'category') =>
  parseListingParams(new URLSearchParams(query), kind);

test('reads filters, sort and page from the URL query', () => {
  const params = parse('brand_code=apple&brand_code=samsung&price=1000_2000&sort=price-desc&page=3');
  expect(params.filters).toEqual({ brand_code: ['apple', 'samsung'], price: ['1000_2000'] });
  expect(params.sort.id).toBe('price-desc');
  expect(params.page).toBe(3);
});

test.each([
  ['price=abc', {}],
  ['price=2000_1000', {}],
  ['price=*_1000&price=1000_*', { price: ['*_1000'] }],
  ['color=a%20b&color=<x>&color=3&color=3', { color: ['3'] }],
  ['unknown=1&brand_code=', {}],
])('drops malformed filter values: %s', (query, filters) => {
  expect(parse(query).filters).toEqual(filters);
});

test('an unknown or foreign sort falls back to the listing default; a bad page to page 1', () => {
  expect(parse('sort=cheapest').sort.id).toBe('position');
  expect(parse('sort=relevance').sort.id).toBe('position');
  expect(parse('sort=position', 'search').sort.id).toBe('relevance');
  expect(parse('page=0').page).toBe(1);
  expect(parse('page=-2').page).toBe(1);
  expect(parse('page=2.5').page).toBe(1);
});

test('writes the state back, keeping other parameters and leaving defaults out', () => {
  const current = new URLSearchParams('query=phone&brand_code=old&page=4');
  const next = withListingParams(
    current,
    { filters: { color: ['1', '2'] }, sort: parse('', 'search').sort, page: 1 },
    'search',
  );
  expect(next.toString()).toBe('query=phone&color=1&color=2');
});

test('toggling adds and removes values; the price filter holds one range', () => {
  expect(toggleFilter({ brand_code: ['a'] }, 'brand_code', 'b')).toEqual({ brand_code: ['a', 'b'] });
  expect(toggleFilter({ brand_code: ['a'] }, 'brand_code', 'a')).toEqual({});
  expect(toggleFilter({ price: ['*_10'] }, 'price', '10_20')).toEqual({ price: ['10_20'] });
});

test('values the listing does not offer are ignored once the offer is known', () => {
  const offered = new Map([['brand_code', new Set(['apple'])]] as const);
  expect(offeredOnly({ brand_code: ['apple', 'nokia'], color: ['1'] }, offered)).toEqual({
    brand_code: ['apple'],
  });
  expect(offeredOnly({ color: ['1'] }, null)).toEqual({ color: ['1'] });
});

test('the products filter narrows the category; a chosen subcategory replaces it', () => {
  expect(toFilterInput({ categoryUid: 'NA==' }, { price: ['*_1000'], brand_code: ['apple'] })).toEqual({
    category_uid: { eq: 'NA==' },
    price: { to: '1000' },
    brand_code: { in: ['apple'] },
  });
  expect(toFilterInput({ categoryUid: 'NA==' }, { category_uid: ['Ng=='] })).toEqual({
    category_uid: { in: ['Ng=='] },
  });
  expect(toFilterInput({ search: 'x' }, { price: ['1000_*'] })).toEqual({ price: { from: '1000' } });
});
