import { createTestShop, ORIGIN } from '../test-app';

const shop = createTestShop();

const get = (query: string, headers: Record<string, string> = {}) =>
  shop.app.fetch(new Request(`${ORIGIN}/graphql?${new URLSearchParams({ query })}`, { headers }));
const post = (body: string, headers: Record<string, string> = {}) =>
  shop.app.fetch(
    new Request(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  );

const STORE_QUERY = '{ storeConfig { store_code } }';

describe('GET queries (cacheable, Magento style)', () => {
  it('are publicly cacheable and carry X-Magento-Cache-Id', async () => {
    const response = await get(STORE_QUERY);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=300, public');
    expect(response.headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
    expect(response.headers.get('vary')).toMatch(/Store/);
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'default' } } });
  });

  it('get a cache id that varies by store view and currency, and is stable otherwise', async () => {
    const id = async (headers: Record<string, string>) =>
      (await get(STORE_QUERY, headers)).headers.get('x-magento-cache-id');
    const base = await id({});
    expect(await id({ store: 'default' })).toBe(base);
    expect(await id({ store: 'infosys' })).not.toBe(base);
    expect(await id({ 'content-currency': 'USD' })).not.toBe(base);
  });

  it('are private when signed in, failed, or sent over POST', async () => {
    const signedIn = await get(STORE_QUERY, { authorization: 'Bearer some-token' });
    expect(signedIn.headers.get('cache-control')).toBe('no-store, no-cache, private');
    const failed = await get('{ cmsPage(identifier: "nope") { title } }');
    expect(failed.status).toBe(200);
    expect(failed.headers.get('cache-control')).toBe('no-store, no-cache, private');
    const unknownStore = await get(STORE_QUERY, { store: 'nowhere' });
    expect(unknownStore.headers.get('cache-control')).toBe('no-store, no-cache, private');
    const posted = await post(JSON.stringify({ query: STORE_QUERY }));
    expect(posted.headers.get('cache-control')).toBe('no-store, no-cache, private');
    expect((await posted.json()).data.storeConfig.store_code).toBe('default');
  });

  it('refuse mutations, which must be POSTed', async () => {
    const response = await get('mutation { createEmptyCart }');
    expect(response.status).toBe(405);
    expect((await response.json()).errors[0].message).toBe(
      'Can only perform a mutation operation from a POST request.',
    );
  });
});

describe('cross-origin use', () => {
  it('is not granted: the storefront calls /graphql on its own origin', async () => {
    const response = await get(STORE_QUERY, { origin: 'https://evil.example' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await shop.app.fetch(
      new Request(`${ORIGIN}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      }),
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe("Magento's query limits", () => {
  const nested = (levels: number) =>
    `{ categoryList { ${'children { '.repeat(levels)}name${' }'.repeat(levels)} } }`;

  it('accept a query 20 levels deep and refuse one deeper', async () => {
    const ok = await (await post(JSON.stringify({ query: nested(18) }))).json();
    expect(ok.errors).toBeUndefined();
    const deep = await (await post(JSON.stringify({ query: nested(20) }))).json();
    expect(deep.errors[0].message).toBe('Max query depth should be 20 but got 22.');
  });

  it('refuse a query selecting more than 300 fields', async () => {
    // The same field 301 times (301 aliases would meet the alias limit first: limits.test.ts).
    const fields = Array.from({ length: 301 }, () => 'store_code').join(' ');
    const body = await (await post(JSON.stringify({ query: `{ storeConfig { ${fields} } }` }))).json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toBe('Max query complexity should be 300 but got 302.');
  });
});

describe('malformed requests get a clear error, never a 500', () => {
  it('bad JSON', async () => {
    const response = await post('{"query": ');
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toBe('POST body sent invalid JSON.');
  });

  it('an oversized body', async () => {
    const response = await post(JSON.stringify({ query: STORE_QUERY, padding: 'x'.repeat(1024 * 1024) }));
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].message).toBe('The request body is too large.');
  });

  it('syntax errors, unknown fields and wrongly typed variables', async () => {
    const syntax = await (await post(JSON.stringify({ query: '{ storeConfig { ' }))).json();
    expect(syntax.errors[0].message).toMatch(/Syntax Error/);
    const unknown = await (await post(JSON.stringify({ query: '{ storeConfig { nope } }' }))).json();
    expect(unknown.errors[0].message).toMatch(/^Cannot query field "nope" on type "StoreConfig"\./);
    const variables = await post(
      JSON.stringify({
        query: 'query R($url: String!) { route(url: $url) { relative_url } }',
        variables: { url: 5 },
      }),
    );
    expect(variables.status).toBeLessThan(500);
    expect((await variables.json()).errors[0].message).toMatch(/String cannot represent a non string value/);
  });

  it('a missing query and an unsupported method', async () => {
    const missing = await post('{}');
    expect(missing.status).toBeLessThan(500);
    expect((await missing.json()).errors[0].message).toBe('Must provide query string.');
    const put = await shop.app.fetch(new Request(`${ORIGIN}/graphql`, { method: 'PUT', body: '{}' }));
    expect(put.status).toBe(405);
  });
});
