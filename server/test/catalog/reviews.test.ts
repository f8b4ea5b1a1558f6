// Product reviews through the real schema (Magento's ReviewGraphQl rules and the shop's moderation): only
// approved reviews are listed and counted, newest first and paged; rating_summary, review_count and the star
// counts are worked out from them; writing one is refused for guests unless the store allows them, validated
// with Magento's messages, pending until the operator approves it — unless a customer reviews a product they
// received, which is approved at once and marked as a verified purchase. Expected answers come from the rows.
import fs from 'node:fs';
import path from 'node:path';
import { changeOrder } from '../../magento/orders/admin';
import { moderateReview, ReviewActionRefused } from '../../magento/reviews/moderation';
import { reviewsCommand } from '../../magento/reviews/cli';
import { customerShop, DEMO, PRIYA, type CustomerTestShop } from '../customer/helpers';
import { makeTempDir, removeTempDirs } from '../temp-dir';

afterAll(removeTempDirs);

const REVIEW_FIELDS = `nickname summary text created_at average_rating verified_purchase
  ratings_breakdown { name value }`;
const PRODUCT = `query($sku: String!, $size: Int, $page: Int) { products(filter: { sku: { eq: $sku } }) { items {
  sku rating_summary review_count reviews(pageSize: $size, currentPage: $page) {
    items { ${REVIEW_FIELDS} product { sku } } page_info { current_page page_size total_pages }
    star_counts { stars count } } } } }`;
const CREATE = `mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) {
  review { ${REVIEW_FIELDS} } moderation_status } }`;
const METADATA = '{ productReviewRatingsMetadata { items { id name values { value value_id } } } }';

/** The demo customer received it (order 000000001, complete). */
const RECEIVED_SKU = 'ZS-BOA-10151';
/** Nobody seeded bought it from the demo customer's account. */
const NOT_RECEIVED_SKU = 'ZS-JBL-10156';

// Magento's encoded ids: Quality 1 (options 1-5), Value 2 (6-10), Price 3 (11-15).
const b64 = (n: number) => Buffer.from(String(n)).toString('base64');
const stars = (quality: number, value: number, price: number) => [
  { id: b64(1), value_id: b64(quality) },
  { id: b64(2), value_id: b64(5 + value) },
  { id: b64(3), value_id: b64(10 + price) },
];
const input = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  nickname: 'Meera',
  summary: 'Solid build',
  text: 'Works as described, battery lasts all day.',
  ratings: stars(4, 5, 3),
  ...extra,
});

const setConfig = (shop: CustomerTestShop, configPath: string, value: string) =>
  shop.db
    .prepare('INSERT OR REPLACE INTO store_config (store_id, path, value) VALUES (0, ?, ?)')
    .run(configPath, value);

const productOf = async (shop: CustomerTestShop, sku: string, size = 20, page = 1) =>
  (await shop.guest(PRODUCT, { sku, size, page })).data.products.items[0];

/** The product with the most approved reviews, and its approved rows newest first (the oracle). */
function busiestProduct(shop: CustomerTestShop) {
  const { product_id, sku } = shop.db
    .prepare(
      `SELECT r.product_id, p.sku FROM reviews r JOIN products p ON p.entity_id = r.product_id
       WHERE r.status = 'approved' GROUP BY r.product_id ORDER BY COUNT(*) DESC, r.product_id LIMIT 1`,
    )
    .get() as { product_id: number; sku: string };
  const approved = shop.db
    .prepare(
      `SELECT review_id, title FROM reviews WHERE product_id = ? AND status = 'approved'
       ORDER BY created_at DESC, review_id DESC`,
    )
    .all(product_id) as { review_id: number; title: string }[];
  return { product_id, sku, approved };
}

const latestReviewId = (shop: CustomerTestShop) =>
  (shop.db.prepare('SELECT MAX(review_id) AS id FROM reviews').get() as { id: number }).id;

describe('reading reviews', () => {
  const shop = customerShop();

  it('lists the rating dimensions with Magento’s encoded ids, and none while reviews are off', async () => {
    const { items } = (await shop.guest(METADATA)).data.productReviewRatingsMetadata;
    expect(items.map((i: { name: string }) => i.name)).toEqual(['Quality', 'Value', 'Price']);
    expect(items[2]).toEqual({
      id: 'Mw==',
      name: 'Price',
      values: [1, 2, 3, 4, 5].map((v) => ({ value: String(v), value_id: b64(10 + v) })),
    });
    const off = customerShop();
    setConfig(off, 'catalog/review/active', '0');
    expect((await off.guest(METADATA)).data.productReviewRatingsMetadata.items).toEqual([]);
    const product = await productOf(off, busiestProduct(off).sku);
    expect(product).toMatchObject({ rating_summary: 0, review_count: 0, reviews: { items: [] } });
  });

  it('lists only approved reviews, newest first, a page at a time', async () => {
    const { sku, approved } = busiestProduct(shop);
    expect(approved.length).toBeGreaterThan(4);
    const first = await productOf(shop, sku, 4, 1);
    expect(first.review_count).toBe(approved.length);
    expect(first.reviews.page_info).toEqual({
      current_page: 1,
      page_size: 4,
      total_pages: Math.ceil(approved.length / 4),
    });
    const pages = [first];
    for (let page = 2; page <= first.reviews.page_info.total_pages; page++)
      pages.push(await productOf(shop, sku, 4, page));
    const listed = pages.flatMap((p) => p.reviews.items);
    expect(listed.map((r: { summary: string }) => r.summary)).toEqual(approved.map((r) => r.title));
    const dates = listed.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const review of listed) expect(review.product).toEqual({ sku });
  });

  it('never lists or counts a pending or rejected review', async () => {
    const { product_id, sku } = shop.db
      .prepare(
        `SELECT r.product_id, p.sku FROM reviews r JOIN products p ON p.entity_id = r.product_id
         WHERE r.status <> 'approved' AND p.parent_id IS NULL ORDER BY r.review_id LIMIT 1`,
      )
      .get() as { product_id: number; sku: string };
    const rows = shop.db
      .prepare('SELECT nickname, created_at, status FROM reviews WHERE product_id = ?')
      .all(product_id) as { nickname: string; created_at: string; status: string }[];
    const key = (r: { nickname: string; created_at: string }) => `${r.nickname}|${r.created_at}`;
    const approved = rows.filter((r) => r.status === 'approved').map(key);
    const product = await productOf(shop, sku);
    expect(product.review_count).toBe(approved.length);
    expect(product.reviews.items.map(key).sort()).toEqual(approved.sort());
    expect(rows.length).toBeGreaterThan(approved.length);
  });

  it('works out rating_summary, each review’s average and the star counts from the approved votes', async () => {
    const { product_id, sku } = busiestProduct(shop);
    const votes = shop.db
      .prepare(
        `SELECT v.review_id, v.value FROM rating_votes v JOIN reviews r ON r.review_id = v.review_id
         WHERE r.product_id = ? AND r.status = 'approved'`,
      )
      .all(product_id) as { review_id: number; value: number }[];
    const percents = votes.map((v) => v.value * 20);
    const product = await productOf(shop, sku);
    // Magento's rating_summary: the approved votes' mean percent, rounded (0-100).
    expect(product.rating_summary).toBe(Math.round(percents.reduce((a, b) => a + b, 0) / percents.length));
    const byReview = new Map<number, number[]>();
    for (const v of votes) byReview.set(v.review_id, [...(byReview.get(v.review_id) ?? []), v.value]);
    const rounded = [...byReview.values()].map((vs) => Math.round(vs.reduce((a, b) => a + b, 0) / vs.length));
    expect(product.reviews.star_counts).toEqual(
      [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: rounded.filter((r) => r === n).length })),
    );
    for (const review of product.reviews.items) {
      const values = review.ratings_breakdown.map((r: { value: string }) => Number(r.value));
      expect(review.ratings_breakdown.map((r: { name: string }) => r.name)).toEqual([
        'Quality',
        'Value',
        'Price',
      ]);
      expect(review.average_rating).toBe(
        Number((values.reduce((a: number, b: number) => a + b, 0) / values.length).toFixed(2)),
      );
    }
  });

  it('answers Magento’s messages for bad paging', async () => {
    const { sku, approved } = busiestProduct(shop);
    const pages = Math.ceil(approved.length / 5);
    const past = await shop.guest(PRODUCT, { sku, size: 5, page: pages + 1 });
    expect(past.errors?.[0]).toMatchObject({
      message: `currentPage value ${pages} specified is greater than the number of pages available.`,
      extensions: { category: 'graphql-input' },
    });
    const zero = await shop.guest(PRODUCT, { sku, size: 5, page: 0 });
    expect(zero.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
    const none = await shop.guest(PRODUCT, { sku, size: 0, page: 1 });
    expect(none.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
  });

  it('marks a review as a verified purchase while its writer’s order holding the product is complete', async () => {
    const own = customerShop();
    const soundbar = 'ZS-SON-10165';
    const [mine] = (await productOf(own, soundbar)).reviews.items;
    expect(mine).toMatchObject({ nickname: 'Aarav S.', verified_purchase: true });
    changeOrder(own.db, '000000003', 'refund');
    const [after] = (await productOf(own, soundbar)).reviews.items;
    expect(after).toMatchObject({ nickname: 'Aarav S.', verified_purchase: false });
  });
});

describe('writing a review', () => {
  it('refuses guests while the store does not allow them, with Magento’s message', async () => {
    const shop = customerShop();
    const before = latestReviewId(shop);
    const res = await shop.guest(CREATE, { input: input(NOT_RECEIVED_SKU) });
    expect(res.errors?.[0]).toMatchObject({
      message: "Guest customers aren't allowed to add product reviews.",
      extensions: { category: 'graphql-authorization' },
    });
    expect(latestReviewId(shop)).toBe(before);
    const config = '{ storeConfig { product_reviews_enabled allow_guests_to_write_product_reviews } }';
    expect((await shop.guest(config)).data.storeConfig).toEqual({
      product_reviews_enabled: '1',
      allow_guests_to_write_product_reviews: '0',
    });
  });

  it('takes a guest’s review, pending, where the store allows guests', async () => {
    const shop = customerShop();
    setConfig(shop, 'catalog/review/allow_guest', '1');
    const before = await productOf(shop, NOT_RECEIVED_SKU);
    const res = await shop.guest(CREATE, { input: input(NOT_RECEIVED_SKU, { nickname: '  Meera  ' }) });
    // Magento's CreateProductReviewsTest: the review as written, its votes in the ratings' order.
    expect(res.data.createProductReview).toEqual({
      review: {
        nickname: 'Meera',
        summary: 'Solid build',
        text: 'Works as described, battery lasts all day.',
        created_at: '2026-03-01 10:00:00',
        average_rating: 4,
        verified_purchase: false,
        ratings_breakdown: [
          { name: 'Quality', value: '4' },
          { name: 'Value', value: '5' },
          { name: 'Price', value: '3' },
        ],
      },
      moderation_status: 'PENDING',
    });
    const row = shop.db.prepare('SELECT * FROM reviews WHERE review_id = ?').get(latestReviewId(shop));
    expect(row).toMatchObject({ status: 'pending', customer_id: null, store_id: 1 });
    expect(await productOf(shop, NOT_RECEIVED_SKU)).toEqual(before);
  });

  it('refuses every review while reviews are switched off', async () => {
    const shop = customerShop();
    setConfig(shop, 'catalog/review/active', '0');
    const token = await shop.signIn();
    const res = await shop.as(token, CREATE, { input: input(NOT_RECEIVED_SKU) });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Creating product reviews are not currently available.',
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('checks what was written with Magento’s messages, and writes nothing when refused', async () => {
    const shop = customerShop();
    const token = await shop.signIn(PRIYA);
    const before = latestReviewId(shop);
    const refused = async (extra: Record<string, unknown>, sku = NOT_RECEIVED_SKU) =>
      (await shop.as(token, CREATE, { input: input(sku, extra) })).errors?.[0];
    expect(await refused({ summary: '   ' })).toMatchObject({
      message: 'Please enter a review summary.',
      extensions: { category: 'graphql-input' },
    });
    expect((await refused({ nickname: '' }))?.message).toBe('Please enter a nickname.');
    expect((await refused({ text: '\n' }))?.message).toBe('Please enter a review.');
    expect((await refused({ summary: 'x'.repeat(256) }))?.message).toBe(
      'The summary can be at most 255 characters long.',
    );
    expect(await refused({}, 'NO-SUCH-SKU')).toMatchObject({
      message: 'Could not find a product with SKU "NO-SUCH-SKU"',
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect((await refused({ ratings: [{ id: 'NA==', value_id: 'MTY=' }] }))?.message).toBe(
      'Rating ID "NA==" is not valid.',
    );
    expect((await refused({ ratings: [{ id: 'bogus', value_id: 'MQ==' }] }))?.message).toBe(
      'Rating ID "bogus" is not valid.',
    );
    expect((await refused({ ratings: [{ id: 'MQ==', value_id: 'MTE=' }] }))?.message).toBe(
      'Rating value ID "MTE=" is not a value of the "Quality" rating.',
    );
    expect((await refused({ ratings: [...stars(4, 4, 4), { id: 'MQ==', value_id: 'Mg==' }] }))?.message).toBe(
      'The "Quality" rating is given more than once.',
    );
    expect(latestReviewId(shop)).toBe(before);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM rating_votes WHERE review_id > ?').get(before)).toEqual(
      {
        n: 0,
      },
    );
  });

  it('holds a customer’s review of a product they did not receive for moderation', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const before = await productOf(shop, NOT_RECEIVED_SKU);
    const res = await shop.as(token, CREATE, { input: input(NOT_RECEIVED_SKU) });
    expect(res.data.createProductReview.moderation_status).toBe('PENDING');
    expect(res.data.createProductReview.review.verified_purchase).toBe(false);
    expect(await productOf(shop, NOT_RECEIVED_SKU)).toEqual(before);
    const row = shop.db.prepare('SELECT status, customer_id FROM reviews WHERE review_id = ?');
    expect(row.get(latestReviewId(shop))).toEqual({ status: 'pending', customer_id: expect.any(Number) });
  });

  it('publishes a customer’s review of a product they received at once, as a verified purchase', async () => {
    const shop = customerShop();
    const token = await shop.signIn(DEMO);
    const before = await productOf(shop, RECEIVED_SKU);
    const res = await shop.as(token, CREATE, {
      input: input(RECEIVED_SKU, {
        nickname: 'Aarav',
        summary: 'Comfortable for hours',
        ratings: stars(5, 5, 5),
      }),
    });
    expect(res.data.createProductReview).toMatchObject({
      moderation_status: 'APPROVED',
      review: { nickname: 'Aarav', average_rating: 5, verified_purchase: true },
    });
    const after = await productOf(shop, RECEIVED_SKU);
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.reviews.items[0]).toMatchObject({
      summary: 'Comfortable for hours',
      verified_purchase: true,
    });
    expect(after.rating_summary).not.toBe(before.rating_summary);
    const mine = await shop.as(token, '{ customer { reviews { items { summary verified_purchase } } } }');
    expect(mine.data.customer.reviews.items[0]).toEqual({
      summary: 'Comfortable for hours',
      verified_purchase: true,
    });
  });

  it('takes a variant’s SKU as a review of the product whose page the shopper reads', async () => {
    const shop = customerShop();
    const token = await shop.signIn(DEMO);
    // Order 000000005 holds the blue variant of the OnePlus Nord CE4 Lite.
    const res = await shop.as(token, CREATE, { input: input('ZS-ONE-10010-BLUE') });
    expect(res.data.createProductReview.moderation_status).toBe('APPROVED');
    const parent = await productOf(shop, 'ZS-ONE-10010');
    expect(parent.reviews.items[0].summary).toBe('Solid build');
  });

  it('stops a shopper writing more than ten reviews in an hour', async () => {
    const shop = customerShop();
    const token = await shop.signIn(PRIYA);
    for (let i = 0; i < 10; i++)
      expect((await shop.as(token, CREATE, { input: input(NOT_RECEIVED_SKU) })).errors).toBeUndefined();
    const eleventh = await shop.as(token, CREATE, { input: input(NOT_RECEIVED_SKU) });
    expect(eleventh.errors?.[0]?.message).toBe(
      'You have written too many reviews in a short time. Please try again later.',
    );
    shop.clock.advance(61 * 60 * 1000);
    // (A sign-in token lasts an hour too.)
    const later = await shop.signIn(PRIYA);
    expect((await shop.as(later, CREATE, { input: input(NOT_RECEIVED_SKU) })).errors).toBeUndefined();
  });
});

describe('moderation', () => {
  it('lists a pending review once the operator approves it, and takes it off when rejected', async () => {
    const shop = customerShop();
    const token = await shop.signIn(PRIYA);
    await shop.as(token, CREATE, { input: input(NOT_RECEIVED_SKU, { summary: 'Loud for its size' }) });
    const id = latestReviewId(shop);
    const before = await productOf(shop, NOT_RECEIVED_SKU);
    moderateReview(shop.db, id, 'approve', '2026-03-02 09:00:00');
    const approved = await productOf(shop, NOT_RECEIVED_SKU);
    expect(approved.review_count).toBe(before.review_count + 1);
    expect(approved.reviews.items[0].summary).toBe('Loud for its size');
    expect(() => moderateReview(shop.db, id, 'approve', '2026-03-02 09:00:00')).toThrow(
      new ReviewActionRefused(`Review ${id} is approved already.`),
    );
    moderateReview(shop.db, id, 'reject', '2026-03-02 10:00:00');
    expect(await productOf(shop, NOT_RECEIVED_SKU)).toEqual(before);
    expect(() => moderateReview(shop.db, 999999, 'reject', '2026-03-02 10:00:00')).toThrow(
      'No review 999999.',
    );
  });

  it('npm run reviews lists the queue and approves by id, beside the running shop', async () => {
    const shop = customerShop();
    const token = await shop.signIn(PRIYA);
    await shop.as(token, CREATE, { input: input(NOT_RECEIVED_SKU, { summary: 'Loud for its size' }) });
    const id = latestReviewId(shop);
    const dataDir = makeTempDir();
    fs.writeFileSync(path.join(dataDir, 'shop.sqlite'), shop.db.serialize());
    const env = { DATA_DIR: dataDir };
    const queue = reviewsCommand(['list'], env);
    expect(queue).toContain(`#${id}  2026-03-01 10:00:00  ${NOT_RECEIVED_SKU}  JBL Go 3`);
    expect(queue).toContain('Meera: Quality 4, Value 5, Price 3');
    expect(queue).toContain('"Loud for its size"');
    expect(reviewsCommand(['approve', String(id)], env)).toBe(`Review ${id} approved.`);
    expect(reviewsCommand(['list', 'pending'], env)).not.toContain(`#${id} `);
    expect(reviewsCommand(['list', 'approved'], env)).toContain(`#${id} `);
    expect(() => reviewsCommand(['approve', String(id), '999999'], env)).toThrow(
      `Review ${id} is approved already.\nNo review 999999.`,
    );
    expect(() => reviewsCommand(['publish', '1'], env)).toThrow('Usage: npm run reviews -- list');
    const empty = makeTempDir();
    expect(() => reviewsCommand(['list'], { DATA_DIR: empty })).toThrow(
      `No shop database at ${path.join(empty, 'shop.sqlite')}.`,
    );
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});
