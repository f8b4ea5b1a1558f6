// The price filter's bands (Magento's "equalize product counts" price navigation): the algorithm on price lists
// whose answer can be worked out by hand, and the products query's price aggregation on the seeded catalogue.
import { INTERVAL_DIVISION_LIMIT, priceBands } from '../../magento/schema/catalog/price-bands';
import { createTestShop } from '../test-app';
import { products } from './helpers';

const shop = createTestShop();
const PRICE = 'aggregations { attribute_code options { label value count } }';
const bands = (prices: number[]) =>
  priceBands(prices).map((b) => `${b.from ?? '*'}_${b.to ?? '*'}:${b.count}`);
/** At most two significant digits (₹15,000, ₹40,000, ₹1,500): a price a shopper reads at a glance. */
const isRound = (price: number) => Number(price.toPrecision(2)) === price;

describe('priceBands', () => {
  it('offers no bands below the division limit, as Magento does', () => {
    expect(INTERVAL_DIVISION_LIMIT).toBe(9);
    expect(bands([100, 200, 300, 400, 500, 600, 700, 800])).toEqual([]);
  });

  it('keeps one band when every price is the same (nothing to divide)', () => {
    expect(bands(Array.from({ length: 9 }, () => 499))).toEqual(['*_*:9']);
  });

  it('splits evenly spread prices into equal shares at round prices', () => {
    // 20 prices ₹1,000 … ₹20,000: Scott's rule gives 3 bands of about 6.7; the roundest borders near the
    // thirds (after the 7th and the 14th price) are ₹8,000 and ₹15,000.
    const prices = Array.from({ length: 20 }, (_, i) => (i + 1) * 1000);
    expect(bands(prices)).toEqual(['*_8000:7', '8000_15000:7', '15000_*:6']);
  });

  it("gives a band of one price its own start (Magento's equal-value band)", () => {
    expect(bands([...Array.from({ length: 8 }, () => 499), 999])).toEqual(['*_999:8', '999_*:1']);
  });

  it('follows the prices, not powers of ten, when a few products are far dearer', () => {
    // Magento's "equalize price ranges" would give ₹0-₹1,00,000 (13 products) and ₹1,00,000+ (1).
    const prices = [199, 249, 299, 349, 399, 449, 499, 549, 599, 999, 1499, 24999, 79999, 159900];
    expect(bands(prices)).toEqual(['*_400:5', '400_1000:5', '1000_*:4']);
  });
});

describe('the products query price aggregation', () => {
  const categories = shop.db
    .prepare('SELECT entity_id, name FROM categories WHERE level = 2 AND is_active = 1')
    .all() as { entity_id: number; name: string }[];

  it.each(categories)('fits the prices of $name: several round bands, none holding most of it', async (c) => {
    const data = await products(shop, { filter: { category_id: { eq: String(c.entity_id) } } }, PRICE);
    const price = data.aggregations?.find((a) => a.attribute_code === 'price');
    if (data.total_count < INTERVAL_DIVISION_LIMIT) return expect(price).toBeUndefined();
    const options = price!.options;
    expect(options.reduce((n, o) => n + o.count, 0)).toBe(data.total_count);
    if (options.length === 1) return expect(options[0]!.value).toBe('*_*');
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(options.length).toBeLessThanOrEqual(10);
    const borders = options.slice(1).map((o) => Number(o.value.split('_')[0]));
    expect(borders).toEqual([...borders].sort((a, b) => a - b));
    for (const border of borders) expect({ border, round: isRound(border) }).toEqual({ border, round: true });
    // Equal shares within reason: no band holds more than half of a category of many products.
    if (data.total_count >= 20)
      for (const o of options) expect(o.count).toBeLessThanOrEqual(Math.ceil(data.total_count / 2));
  });

  it("answers Magento's default power-of-ten buckets when the store is configured 'auto'", async () => {
    const path = 'catalog/layered_navigation/price_range_calculation';
    shop.db.prepare("UPDATE store_config SET value = 'auto' WHERE path = ?").run(path);
    try {
      const data = await products(shop, { filter: { category_id: { eq: '3' } } }, PRICE);
      const price = data.aggregations!.find((a) => a.attribute_code === 'price')!;
      expect(price.options.map((o) => o.value)).toEqual(['*_100000', '100000_*']);
    } finally {
      shop.db.prepare("UPDATE store_config SET value = 'improved' WHERE path = ?").run(path);
    }
  });

  it('offers a category of phones more than two bands (below and above ₹1,00,000 was all it had)', async () => {
    const data = await products(shop, { filter: { category_id: { eq: '3' } } }, PRICE);
    const price = data.aggregations!.find((a) => a.attribute_code === 'price')!;
    expect(price.options.length).toBeGreaterThan(3);
    expect(price.options[0]!.value).toMatch(/^\*_\d+$/);
    expect(price.options[price.options.length - 1]!.value).toMatch(/^\d+_\*$/);
  });
});
