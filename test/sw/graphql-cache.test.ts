// The worker's rule for GraphQL (sw/graphql-cache.ts): only guests' catalogue GET queries are cached, keyed by
// store view and currency.
import { catalogueCacheKey, isCatalogueQuery, rootFields } from '../../sw/graphql-cache';

const ORIGIN = 'https://shop.example.in';

function get(query: string, headers: Record<string, string> = {}, method = 'GET') {
  const url = `${ORIGIN}/graphql?query=${encodeURIComponent(query)}&operationName=X&variables=%7B%7D`;
  return new Request(url, { method: method === 'GET' ? 'GET' : method, headers });
}

test('root fields of a query, aliases and arguments included; mutations and several operations are not queries', () => {
  expect(
    rootFields(
      'query Category($id: String) { categories(filters: { category_uid: { eq: $id } }) { items { uid } } storeConfig { store_code } }',
    ),
  ).toEqual(['categories', 'storeConfig']);
  expect(rootFields('{ menu: categoryList(filters: {}) { uid } }')).toEqual(['categoryList']);
  expect(rootFields('query Q { ...Root } fragment Root on Query { products { total_count } }')).toEqual([
    '...Root',
  ]);
  expect(rootFields('mutation M { createEmptyCart }')).toBeNull();
  expect(rootFields('query A { products { total_count } } query B { cart(cart_id: "x") { id } }')).toBeNull();
  expect(rootFields('query Q { products(search: "{ cart }") { total_count } }')).toEqual(['products']);
});

test('catalogue queries are cached; carts, customers, signed-in requests and other methods are not', () => {
  expect(isCatalogueQuery(get('query R($url: String!) { route(url: $url) { relative_url } }'), ORIGIN)).toBe(
    true,
  );
  expect(isCatalogueQuery(get('query C($id: String!) { cart(cart_id: $id) { id } }'), ORIGIN)).toBe(false);
  expect(isCatalogueQuery(get('query U { customer { id } }'), ORIGIN)).toBe(false);
  expect(
    isCatalogueQuery(get('query P { products { total_count } cart(cart_id: "a") { id } }'), ORIGIN),
  ).toBe(false);
  expect(
    isCatalogueQuery(get('query P { products { total_count } }', { authorization: 'Bearer abc' }), ORIGIN),
  ).toBe(false);
  const post = new Request(`${ORIGIN}/graphql`, {
    method: 'POST',
    body: '{"query":"{ products { total_count } }"}',
  });
  expect(isCatalogueQuery(post, ORIGIN)).toBe(false);
  const rest = new Request(`${ORIGIN}/rest/V1/carts/mine/payment-information`);
  expect(isCatalogueQuery(rest, ORIGIN)).toBe(false);
  expect(isCatalogueQuery(get('query P { products { total_count } }'), 'https://other.example')).toBe(false);
});

test('one store view or currency never gets the answer cached for another', () => {
  const query = 'query P { products { total_count } }';
  const student = catalogueCacheKey(get(query, { store: 'student', 'content-currency': 'INR' }));
  const employee = catalogueCacheKey(get(query, { store: 'employee', 'content-currency': 'INR' }));
  const usd = catalogueCacheKey(get(query, { store: 'student', 'content-currency': 'USD' }));
  const plain = catalogueCacheKey(get(query));
  expect(new Set([student, employee, usd, plain]).size).toBe(4);
  expect(catalogueCacheKey(get(query, { store: 'student', 'content-currency': 'INR' }))).toBe(student);
  expect(new URL(plain).searchParams.get('__store')).toBe('default');
});
