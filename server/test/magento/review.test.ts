// Ports of Magento's GraphQl/Review tests: the rating dimensions, a product's rating summary and reviews, writing
// a review as a guest and as a customer, and a customer's own reviews. Magento's fixtures are this shop's seeded
// rows and its ratings (Quality, Value, Price with Magento's ids); the votes come back in this shop's rating
// order (Magento's fixture orders them by its own positions).
import { moderateReview } from '../../magento/reviews/moderation';
import { fileShop, message, newCustomer, ok, simpleProduct } from './helpers';

const shop = fileShop();

/** Magento's query: Price 3 (option 13), Quality 2 (option 2), Value 5 (option 10). */
const CREATE = (nickname: string, sku: string) => `mutation { createProductReview(input: {
  sku: "${sku}", nickname: "${nickname}", summary: "Summary Test", text: "Text Test",
  ratings: [{ id: "Mw==", value_id: "MTM=" }, { id: "MQ==", value_id: "Mg==" }, { id: "Mg==", value_id: "MTA=" }]
}) { review { nickname summary text average_rating ratings_breakdown { name value } } } }`;

const expected = (nickname: string) => ({
  nickname,
  summary: 'Summary Test',
  text: 'Text Test',
  average_rating: 3.33,
  ratings_breakdown: [
    { name: 'Quality', value: '2' },
    { name: 'Value', value: '5' },
    { name: 'Price', value: '3' },
  ],
});

function allowGuests(value: '0' | '1') {
  shop.db
    .prepare(
      "INSERT OR REPLACE INTO store_config (store_id, path, value) VALUES (0, 'catalog/review/allow_guest', ?)",
    )
    .run(value);
}

describe('createProductReview', () => {
  // Magento\GraphQl\Review\CreateProductReviewsTest::testCustomerAddProductReviews (Guest Customer)
  it('takes a guest’s review where guests may write', async () => {
    allowGuests('1');
    const res = ok(await shop.guest(CREATE('John Doe', simpleProduct(shop).sku)));
    expect(res.createProductReview.review).toEqual(expected('John Doe'));
  });

  // Magento\GraphQl\Review\CreateProductReviewsTest::testCustomerAddProductReviews (Logged In Customer)
  it('takes a signed-in customer’s review', async () => {
    const customer = newCustomer(shop);
    const res = ok(await customer.call(CREATE('John', simpleProduct(shop).sku)));
    expect(res.createProductReview.review).toEqual(expected('John'));
  });

  // Magento\GraphQl\Review\CreateProductReviewsTest::testAddProductReviewGuestIsNotAllowed
  it('refuses a guest where guests may not write', async () => {
    allowGuests('0');
    expect(message(await shop.guest(CREATE('John Doe', simpleProduct(shop).sku)))).toBe(
      "Guest customers aren't allowed to add product reviews.",
    );
  });
});

describe('reading reviews', () => {
  // Magento\GraphQl\Review\GetProductReviewsTest::testProductReviewRatingsMetadata
  it('lists the active ratings and their values with encoded ids', async () => {
    const res = ok(
      await shop.guest('{ productReviewRatingsMetadata { items { id name values { value_id value } } } }'),
    );
    const values = (first: number) =>
      [1, 2, 3, 4, 5].map((v) => ({
        value_id: Buffer.from(String(first + v - 1)).toString('base64'),
        value: String(v),
      }));
    expect(res.productReviewRatingsMetadata.items).toEqual([
      { id: 'MQ==', name: 'Quality', values: values(1) },
      { id: 'Mg==', name: 'Value', values: values(6) },
      { id: 'Mw==', name: 'Price', values: values(11) },
    ]);
  });

  // Magento\GraphQl\Review\GetProductReviewsTest::testProductReviewRatings
  it('answers the product’s rating summary and review count from its approved reviews', async () => {
    const { entity_id, sku } = shop.db
      .prepare(
        `SELECT p.entity_id, p.sku FROM products p JOIN reviews r ON r.product_id = p.entity_id
         WHERE r.status = 'approved' AND p.parent_id IS NULL ORDER BY p.entity_id LIMIT 1`,
      )
      .get() as { entity_id: number; sku: string };
    // Magento's review_entity_summary: approved reviews, and their votes' mean percent rounded.
    const summary = shop.db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM reviews WHERE product_id = ? AND status = 'approved') AS reviews_count,
           ROUND(AVG(v.percent)) AS rating_summary
         FROM rating_votes v JOIN reviews r ON r.review_id = v.review_id WHERE r.product_id = ? AND r.status = 'approved'`,
      )
      .get(entity_id, entity_id) as { reviews_count: number; rating_summary: number };
    const res = ok(
      await shop.guest(`{ products(filter: { sku: { eq: "${sku}" } }) { items { rating_summary review_count
        reviews { items { nickname summary text average_rating product { sku name } ratings_breakdown { name value } } } } } }`),
    );
    const [item] = res.products.items;
    expect(item.rating_summary).toBe(summary.rating_summary);
    expect(item.review_count).toBe(summary.reviews_count);
    expect(item.reviews.items.length).toBeGreaterThan(0);
    expect(item.reviews.items[0].product.sku).toBe(sku);
  });

  // Magento\GraphQl\Review\GetProductReviewsTest::testCustomerReviewsAddedToProduct
  it('lists the customer’s own approved reviews', async () => {
    const customer = newCustomer(shop);
    await customer.call(`mutation { createProductReview(input: { sku: "${simpleProduct(shop).sku}",
      nickname: "Nickname", summary: "Review Summary", text: "Review text",
      ratings: [{ id: "MQ==", value_id: "Mg==" }, { id: "Mg==", value_id: "Nw==" }] }) { review { nickname } } }`);
    const query = `{ customer { reviews { items { nickname summary text average_rating ratings_breakdown { name value } } } } }`;
    // Pending until approved (the fixture's review is approved).
    expect(ok(await customer.call(query)).customer.reviews.items).toEqual([]);
    const id = (shop.db.prepare('SELECT MAX(review_id) AS id FROM reviews').get() as { id: number }).id;
    moderateReview(shop.db, id, 'approve', '2026-03-01 10:00:00');
    expect(ok(await customer.call(query)).customer.reviews.items[0]).toEqual({
      nickname: 'Nickname',
      summary: 'Review Summary',
      text: 'Review text',
      average_rating: 2,
      ratings_breakdown: [
        { name: 'Quality', value: '2' },
        { name: 'Value', value: '2' },
      ],
    });
    expect(message(await shop.guest(query))).toBe("The current customer isn't authorized.");
  });
});
