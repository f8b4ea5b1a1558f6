// Zepp_SearchTerms: the searches shoppers run, counted per store view (recordSearchTerm), and the popular ones a
// search with no results suggests (popularSearchTerms). Expected answers come from the rows and the products
// query, never from numbers written here.
import { createTestShop } from '../test-app';
import { products } from './helpers';

const shop = createTestShop();
interface Term {
  uid: string;
  query_text: string;
  popularity: number;
  num_results: number;
}
const FIELDS = 'uid query_text popularity num_results';
const RECORD = `mutation($q: String!) { recordSearchTerm(query_text: $q) { ${FIELDS} } }`;
const POPULAR = `query($n: Int) { popularSearchTerms(pageSize: $n) { ${FIELDS} } }`;
const record = (q: string, store?: string) =>
  shop.gql<{ recordSearchTerm: Term }>(RECORD, { q }, store ? { headers: { store } } : undefined);
const popular = async (n?: number, store?: string) =>
  (await shop.gql<{ popularSearchTerms: Term[] }>(POPULAR, { n }, store ? { headers: { store } } : undefined))
    .data!.popularSearchTerms;
const row = (text: string, storeId = 1) =>
  shop.db
    .prepare('SELECT popularity, num_results FROM search_terms WHERE store_id = ? AND query_text = ?')
    .get(storeId, text) as { popularity: number; num_results: number } | undefined;

describe('popularSearchTerms', () => {
  it('answers the seeded searches that find products, most popular first', async () => {
    const expected = shop.db
      .prepare(
        `SELECT query_text FROM search_terms WHERE store_id = 1 AND num_results > 0 AND display_in_terms = 1
         ORDER BY popularity DESC, query_text LIMIT 10`,
      )
      .all() as { query_text: string }[];
    const terms = await popular();
    expect(terms.map((t) => t.query_text)).toEqual(expected.map((r) => r.query_text));
    expect(terms).toHaveLength(10);
    const counts = terms.map((t) => t.popularity);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('leaves out a search that finds nothing, however often it was run, and one the merchant hid', async () => {
    expect(row('dyson')).toMatchObject({ num_results: 0 });
    const all = await popular(50);
    expect(all.map((t) => t.query_text)).not.toContain('dyson');
    shop.db.prepare("UPDATE search_terms SET display_in_terms = 0 WHERE query_text = 'iphone'").run();
    try {
      expect((await popular(50)).map((t) => t.query_text)).not.toContain('iphone');
    } finally {
      shop.db.prepare("UPDATE search_terms SET display_in_terms = 1 WHERE query_text = 'iphone'").run();
    }
  });

  it('refuses a page size below 1 and answers at most 50', async () => {
    const { errors } = await shop.gql(POPULAR, { n: 0 });
    expect(errors?.[0]).toMatchObject({
      message: 'pageSize value must be greater than 0.',
      extensions: { category: 'graphql-input' },
    });
    for (let i = 0; i < 60; i++)
      shop.db
        .prepare(
          'INSERT INTO search_terms (store_id, query_text, num_results, popularity) VALUES (1, ?, 1, 1)',
        )
        .run(`filler term ${i}`);
    expect(await popular(300)).toHaveLength(50); // 300: the ceiling of every pageSize (MAX_PAGE_SIZE)
  });
});

describe('recordSearchTerm', () => {
  it('counts a new search once with what it finds, and again on each run', async () => {
    const found = (await products(shop, { search: 'noise smartwatch', pageSize: 1 })).total_count;
    const first = (await record('noise smartwatch')).data!.recordSearchTerm;
    expect(first).toMatchObject({ query_text: 'noise smartwatch', popularity: 1, num_results: found });
    const second = (await record('noise smartwatch')).data!.recordSearchTerm;
    expect(second).toMatchObject({ uid: first.uid, popularity: 2 });
    expect(row('noise smartwatch')).toEqual({ popularity: 2, num_results: found });
  });

  it('counts the same search however it was typed (case, spaces), as Magento normalises its query text', async () => {
    const before = row('air fryer')!.popularity;
    const term = (await record('  Air   FRYER ')).data!.recordSearchTerm;
    expect(term).toMatchObject({ query_text: 'air fryer', popularity: before + 1 });
  });

  it('makes a search popular once shoppers run it more than the others', async () => {
    const top = (await popular(1))[0]!;
    shop.db
      .prepare("UPDATE search_terms SET popularity = ? WHERE store_id = 1 AND query_text = 'pressure cooker'")
      .run(top.popularity);
    await record('pressure cooker');
    expect((await popular(1))[0]!.query_text).toBe('pressure cooker');
  });

  it('records a search that finds nothing, for the merchant, without suggesting it', async () => {
    const term = (await record('zzqxw qqvbk')).data!.recordSearchTerm;
    expect(term).toMatchObject({ num_results: 0, popularity: 1 });
    expect((await popular(50)).map((t) => t.query_text)).not.toContain('zzqxw qqvbk');
  });

  it("refuses a search shorter than 3 characters with Magento's message, and counts nothing", async () => {
    const { data, errors } = await record(' tv ');
    expect(data?.recordSearchTerm ?? null).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: 'Minimum Search query length is 3',
      extensions: { category: 'graphql-input' },
    });
    expect(row('tv')).toBeUndefined();
  });

  it('cuts a search longer than 128 characters, as Magento does', async () => {
    const long = `${'a'.repeat(120)} ${'b'.repeat(40)}`;
    const term = (await record(long)).data!.recordSearchTerm;
    expect(term.query_text).toBe(long.slice(0, 128));
  });

  it('counts each store view apart', async () => {
    const store = shop.db.prepare("SELECT store_id FROM stores WHERE code = 'student'").get() as {
      store_id: number;
    };
    const before = row('laptop')!.popularity;
    await record('laptop', 'student');
    expect(row('laptop', store.store_id)!.popularity).toBe(before + 1);
    expect(row('laptop')!.popularity).toBe(before);
  });
});
