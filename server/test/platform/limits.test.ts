// Limits before work (docs/SECURITY.md): what a GraphQL document may ask is bounded before it is validated or
// run, and every list has a ceiling. Before, ~1 MB documents of tens of thousands of tiny operations were
// parsed whole (0.85 s of blocked event loop each), and products(pageSize: 100000) returned the whole catalogue.
import { readConfig } from '../../config';
import { createTestShop, ORIGIN } from '../test-app';

const LIMITS = readConfig({}).limits;
const shop = createTestShop();

async function post(
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await shop.app.fetch(
    new Request(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  return { status: response.status, body, messages: (body.errors ?? []).map((e) => e.message) };
}

/** A refused document: a clear GraphQL error, never a 500, and nothing run. */
async function refused(query: string) {
  const answer = await post(query);
  expect([200, 400]).toContain(answer.status);
  expect(answer.body.data ?? null).toBeNull();
  return answer.messages;
}

describe('document limits (defaults)', () => {
  it('the defaults are the documented ones', () => {
    expect(LIMITS).toEqual({
      maxBodyBytes: 1024 * 1024,
      maxTokens: 2000,
      maxOperations: 3,
      maxAliases: 15,
      maxDirectives: 20,
      maxPageSize: 300,
    });
  });

  it('stops parsing at the token limit', async () => {
    const fields = Array.from({ length: 1000 }, () => '__typename').join(' ');
    expect(await refused(`{ ${fields} ${fields} }`)).toEqual(['Syntax Error: Token limit of 2000 exceeded.']);
    // Just under it is a document like any other.
    expect((await post(`{ ${Array.from({ length: 1990 }, () => '__typename').join(' ')} }`)).status).toBe(
      200,
    );
  });

  it('refuses more operations per document than allowed, even ones that would not run', async () => {
    const ops = (n: number) => Array.from({ length: n }, (_, i) => `query Q${i} { __typename }`).join(' ');
    expect(await refused(ops(4))).toEqual(['Syntax Error: Operations limit of 3 exceeded, found 4.']);
    const three = await shop.app.fetch(
      new Request(`${ORIGIN}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: ops(3), operationName: 'Q2' }),
      }),
    );
    expect(await three.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses too many aliases and too many directives', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: storeConfig { store_name }`).join(' ');
    expect(await refused(`{ ${aliases} }`)).toEqual([
      'Syntax Error: Aliases limit of 15 exceeded, found 16.',
    ]);
    const directives = Array.from({ length: 21 }, () => '@include(if: true)').join(' ');
    expect(await refused(`{ __typename ${directives} }`)).toEqual([
      'Syntax Error: Directives limit of 20 exceeded, found 21.',
    ]);
  });

  it("keeps Magento's depth 20 and complexity 300, with Magento's messages", async () => {
    const deep = `{ categoryList { ${'children { '.repeat(20)}uid${' }'.repeat(20)} } }`;
    expect(await refused(deep)).toEqual(['Max query depth should be 20 but got 22.']);
    const wide = `{ storeConfig { ${Array.from({ length: 300 }, () => 'store_name').join(' ')} } }`;
    expect(await refused(wide)).toEqual(['Max query complexity should be 300 but got 301.']);
  });

  it('refuses a body over the limit before reading it whole', async () => {
    const answer = await post(`{ __typename } # ${'x'.repeat(LIMITS.maxBodyBytes)}`);
    expect(answer.status).toBe(413);
    expect(answer.messages).toEqual(['The request body is too large.']);
  });
});

describe('list ceilings', () => {
  const PRODUCTS = 'query($n: Int) { products(search: "phone", pageSize: $n) { total_count items { sku } } }';

  it('refuses a pageSize above MAX_PAGE_SIZE with a Magento-style message; at it, answers', async () => {
    expect((await post(PRODUCTS, { n: 100000 })).messages).toEqual(['Maximum pageSize is 300']);
    const atCeiling = await post(PRODUCTS, { n: 300 });
    expect(atCeiling.messages).toEqual([]);
    expect(atCeiling.body.data).toBeTruthy();
  });

  it('puts the same ceiling on every pageSize: customer lists, categories, brands, wishlists', async () => {
    const signIn = await post(
      'mutation { generateCustomerToken(email: "demo@example.in", password: "Demo@1234") { token } }',
    );
    const { token } = (signIn.body.data as { generateCustomerToken: { token: string } })
      .generateCustomerToken;
    for (const query of [
      '{ categoryList(pageSize: 301) { uid } }',
      '{ brands(pageSize: 301) { name } }',
      '{ popularSearchTerms(pageSize: 301) { query_text } }',
      '{ customer { orders(pageSize: 301) { total_count } } }',
      '{ customer { wishlists(pageSize: 301) { id } } }',
      '{ customer { mw_reward_points { transactions(pageSize: 301) { total_count } } } }',
    ])
      expect((await post(query, {}, { authorization: `Bearer ${token}` })).messages).toContain(
        'Maximum pageSize is 300',
      );
  });

  it('refuses any list argument longer than the ceiling, at any depth of its input', async () => {
    const skus = Array.from({ length: 301 }, (_, i) => `SKU-${i}`);
    const bySku = 'query($s: [String]) { products(filter: { sku: { in: $s } }) { total_count } }';
    expect((await post(bySku, { s: skus })).messages).toEqual([
      'Maximum number of values in filter.sku.in is 300',
    ]);
    expect((await post(bySku, { s: skus.slice(0, 300) })).messages).toEqual([]);
  });

  it('is configurable', async () => {
    const small = createTestShop({ limits: { ...LIMITS, maxPageSize: 5 } });
    const answer = await small.gql('{ products(search: "phone", pageSize: 6) { total_count } }');
    expect(answer.errors?.map((e) => e.message)).toEqual(['Maximum pageSize is 5']);
  });
});
