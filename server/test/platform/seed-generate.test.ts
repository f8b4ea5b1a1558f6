// `npm run seed -- --generate N [--categories M]`: a believable catalogue at scale, the same on every run.
// Measured here on a small size (the shape does not depend on N); the 50,000-product run is `bench:api`'s.
import crypto from 'node:crypto';
import { createApp } from '../../app';
import { readConfig } from '../../config';
import { openDatabase, type Db } from '../../magento/db/connection';
import { migrate } from '../../magento/db/migrate';
import { DEFAULT_CATALOGUE_DIR, seedDatabase } from '../../magento/seed';
import { parseSeedArgs, SeedCliError } from '../../magento/seed/cli';
import { generatedCatalogue } from '../../magento/seed/scale/generate';
import { ORIGIN, testSecret } from '../test-app';

const PRODUCTS = 2500;
const CATEGORIES = 700;

function generatedShop(): Db {
  const db = openDatabase(':memory:');
  migrate(db);
  seedDatabase(db, generatedCatalogue(DEFAULT_CATALOGUE_DIR, { products: PRODUCTS, categories: CATEGORIES }));
  return db;
}

const one = <T>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
const count = (db: Db, sql: string) => one<{ n: number }>(db, sql).n;

describe('npm run seed -- --generate', () => {
  it('parses --generate and --categories (2,000 categories unless told)', () => {
    expect(parseSeedArgs(['--generate', '50000'], { DATA_DIR: '/d' })).toEqual({
      from: DEFAULT_CATALOGUE_DIR,
      dataDir: '/d',
      generate: { products: 50000, categories: 2000 },
    });
    expect(parseSeedArgs(['--generate=50_000', '--categories', '3000'], { DATA_DIR: '/d' }).generate).toEqual(
      {
        products: 50000,
        categories: 3000,
      },
    );
    expect(() => parseSeedArgs(['--generate', 'many'], {})).toThrow(SeedCliError);
    expect(() => parseSeedArgs(['--generate', '-5'], {})).toThrow('--generate needs a whole number');
    expect(() => parseSeedArgs(['--categories', '10'], {})).toThrow('--categories goes with --generate');
  });

  const db = generatedShop();
  afterAll(() => db.close());

  it('has exactly the requested products and categories, the demo shop among them', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM products WHERE parent_id IS NULL')).toBe(PRODUCTS);
    expect(count(db, 'SELECT COUNT(*) AS n FROM categories')).toBe(CATEGORIES);
    expect(
      one(db, "SELECT name FROM products WHERE url_key = 'samsung-galaxy-s24-ultra-5g-12gb-ram-256gb'"),
    ).toEqual({
      name: 'Samsung Galaxy S24 Ultra 5G (12GB RAM, 256GB)',
    });
    // Simple and configurable products, variants with colours and sizes; generated prices are INR charm prices.
    const types = db
      .prepare('SELECT type_id, COUNT(*) AS n FROM products WHERE parent_id IS NULL GROUP BY 1')
      .all();
    expect(types).toEqual(
      expect.arrayContaining([
        { type_id: 'simple', n: expect.any(Number) },
        { type_id: 'configurable', n: expect.any(Number) },
      ]),
    );
    expect(
      count(db, 'SELECT COUNT(*) AS n FROM products WHERE parent_id IS NOT NULL AND size_id IS NOT NULL'),
    ).toBeGreaterThan(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM products WHERE CAST(substr(sku, 8, 6) AS INT) >= 100001
           AND (CAST(price AS INT) % 10 != 9 OR CAST(COALESCE(special_price, 9) AS INT) % 10 != 9)`,
      ),
    ).toBe(0);
  });

  it('gives every visible product a URL rewrite, a category, a brand and a search entry', () => {
    const orphans = (sql: string) =>
      count(db, `SELECT COUNT(*) AS n FROM products p WHERE p.parent_id IS NULL AND ${sql}`);
    expect(
      orphans(
        "NOT EXISTS (SELECT 1 FROM url_rewrites u WHERE u.entity_type = 'product' AND u.entity_id = p.entity_id)",
      ),
    ).toBe(0);
    expect(orphans('NOT EXISTS (SELECT 1 FROM category_products c WHERE c.product_id = p.entity_id)')).toBe(
      0,
    );
    expect(orphans('p.brand_code IS NULL')).toBe(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products_fts')).toBe(PRODUCTS);
    expect(count(db, "SELECT COUNT(*) AS n FROM url_rewrites WHERE entity_type = 'category'")).toBe(
      CATEGORIES - 1,
    );
  });

  it('is the same catalogue on every run', () => {
    const digest = (d: Db) =>
      crypto
        .createHash('sha256')
        .update(
          JSON.stringify(
            d
              .prepare(
                'SELECT sku, name, url_key, price, special_price, qty FROM products ORDER BY entity_id',
              )
              .all(),
          ),
        )
        .update(
          JSON.stringify(d.prepare('SELECT entity_id, name, path FROM categories ORDER BY entity_id').all()),
        )
        .digest('hex');
    const again = generatedShop();
    expect(digest(again)).toBe(digest(db));
    again.close();
  });

  it('files products under brand and price-band categories that layered navigation can filter', async () => {
    const app = createApp({ db, config: { ...readConfig({}), secret: testSecret() } });
    const band = one<{ entity_id: number; name: string; url_path: string }>(
      db,
      "SELECT entity_id, name, url_path FROM categories WHERE url_path LIKE 'mobiles-tablets/smartphones/android-phones/samsung/under-%'",
    );
    expect(band.name).toMatch(/^Under ₹[\d,]+$/);
    const limit = Number(band.url_path.split('under-')[1]);
    const query = `{ products(filter: { category_id: { eq: "${band.entity_id}" } }, pageSize: 50) {
      total_count items { brand_code price_range { minimum_price { final_price { value currency } } } } } }`;
    const response = await app.fetch(new Request(`${ORIGIN}/graphql?${new URLSearchParams({ query })}`));
    const { data } = (await response.json()) as {
      data: {
        products: {
          total_count: number;
          items: {
            brand_code: string;
            price_range: { minimum_price: { final_price: { value: number; currency: string } } };
          }[];
        };
      };
    };
    expect(data.products.total_count).toBeGreaterThan(0);
    for (const item of data.products.items) {
      expect(item.brand_code).toBe('samsung');
      expect(item.price_range.minimum_price.final_price).toEqual({
        value: expect.any(Number),
        currency: 'INR',
      });
      expect(item.price_range.minimum_price.final_price.value).toBeLessThan(limit);
    }
  });

  it('refuses sizes smaller than the demo shop it grows from', () => {
    expect(() => generatedCatalogue(DEFAULT_CATALOGUE_DIR, { products: 10, categories: CATEGORIES })).toThrow(
      /at least the base catalogue's 351 products/,
    );
    expect(() => generatedCatalogue(DEFAULT_CATALOGUE_DIR, { products: PRODUCTS, categories: 100 })).toThrow(
      /--categories must be at least/,
    );
  });
});
