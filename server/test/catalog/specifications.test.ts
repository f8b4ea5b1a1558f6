// A product's specifications (Magento's custom_attributesV2 and attributesList over the catalogue's attributes)
// and its related and up-sell products, on the seeded catalogue. Expected answers come from the rows.
import { createTestShop } from '../test-app';

const shop = createTestShop();
const VISIBLE = '{ is_visible_on_front: true }';
const product = (sku: string, filters = VISIBLE) =>
  shop.gql<{ products: { items: { sku: string; custom_attributesV2: Attributes }[] } }>(
    `{ products(filter: { sku: { eq: "${sku}" } }) { items { uid sku
      custom_attributesV2(filters: ${filters}) {
        items { code ... on AttributeValue { value } } errors { type message } } } } }`,
  );
interface Attributes {
  items: { code: string; value: string }[];
  errors: { type: string; message: string }[];
}

/** The product's values in the attributes' order, from the rows. */
const rowsOf = (sku: string, visibleOnly = true) =>
  shop.db
    .prepare(
      `SELECT v.attribute_code AS code, v.value FROM product_attribute_values v
       JOIN catalog_attributes a ON a.attribute_code = v.attribute_code
       JOIN products p ON p.entity_id = v.product_id
       WHERE p.sku = ? AND (? = 0 OR a.is_visible_on_front = 1) ORDER BY a.position`,
    )
    .all(sku, visibleOnly ? 1 : 0) as { code: string; value: string }[];

const PHONE = 'ZS-SAM-10001';

describe('custom_attributesV2', () => {
  it("answers a product's specifications visible on the front, in the attributes' order", async () => {
    const { data, errors } = await product(PHONE);
    expect(errors).toBeUndefined();
    const attributes = data!.products.items[0]!.custom_attributesV2;
    expect(attributes.errors).toEqual([]);
    expect(attributes.items).toEqual(rowsOf(PHONE));
    // A phone's table: what a shopper compares phones by.
    expect(attributes.items.map((a) => a.code)).toEqual(
      expect.arrayContaining(['display', 'processor', 'ram', 'storage', 'battery', 'warranty']),
    );
  });

  it('leaves out an attribute once the merchant hides it from the front, and shows it unfiltered', async () => {
    shop.db
      .prepare("UPDATE catalog_attributes SET is_visible_on_front = 0 WHERE attribute_code = 'ram'")
      .run();
    try {
      const visible = (await product(PHONE)).data!.products.items[0]!.custom_attributesV2.items;
      expect(visible.map((a) => a.code)).not.toContain('ram');
      expect(visible).toEqual(rowsOf(PHONE));
      const all = (await product(PHONE, '{}')).data!.products.items[0]!.custom_attributesV2.items;
      expect(all).toEqual(rowsOf(PHONE, false));
      expect(all.map((a) => a.code)).toContain('ram');
    } finally {
      shop.db
        .prepare("UPDATE catalog_attributes SET is_visible_on_front = 1 WHERE attribute_code = 'ram'")
        .run();
    }
  });

  it('filters on a property no specification has (none filterable) like any other', async () => {
    const filterable = await product(PHONE, '{ is_filterable: true }');
    expect(filterable.data!.products.items[0]!.custom_attributesV2.items).toEqual([]);
    const notFilterable = await product(PHONE, '{ is_filterable: false }');
    expect(notFilterable.data!.products.items[0]!.custom_attributesV2.items).toEqual(rowsOf(PHONE, false));
  });

  it("reports a customer property as a filter error, Magento's words, and applies the others", async () => {
    const { data } = await product(
      PHONE,
      '{ is_visible_on_front: true, is_used_for_customer_segment: true }',
    );
    const attributes = data!.products.items[0]!.custom_attributesV2;
    expect(attributes.errors).toEqual([
      {
        type: 'FILTER_NOT_FOUND',
        message:
          'Cannot filter by "is_used_for_customer_segment" as that field does not belong to "catalog_product".',
      },
    ]);
    expect(attributes.items).toEqual(rowsOf(PHONE));
  });

  it('gives every product of the catalogue a believable table: several rows, a warranty or a validity', () => {
    const thin = shop.db
      .prepare(
        `SELECT p.sku, COUNT(v.attribute_code) AS n,
           SUM(v.attribute_code IN ('warranty', 'validity', 'care')) AS terms
         FROM products p LEFT JOIN product_attribute_values v ON v.product_id = p.entity_id
         WHERE p.parent_id IS NULL GROUP BY p.entity_id HAVING n < 2 OR terms = 0`,
      )
      .all();
    expect(thin).toEqual([]);
  });
});

describe('attributesList', () => {
  it('labels the product attributes visible on the front, in their order', async () => {
    const { data, errors } = await shop.gql<{
      attributesList: { items: { code: string; label: string; entity_type: string }[]; errors: unknown[] };
    }>(`{ attributesList(entityType: CATALOG_PRODUCT, filters: ${VISIBLE}) {
      items { code label entity_type frontend_input is_required ... on CatalogAttributeMetadata { is_visible_on_front } }
      errors { type message } } }`);
    expect(errors).toBeUndefined();
    const rows = shop.db
      .prepare(
        'SELECT attribute_code AS code, label FROM catalog_attributes WHERE is_visible_on_front = 1 ORDER BY position',
      )
      .all();
    expect(data!.attributesList.items.map(({ code, label }) => ({ code, label }))).toEqual(rows);
    expect(data!.attributesList.items[0]).toMatchObject({
      entity_type: 'CATALOG_PRODUCT',
      is_visible_on_front: true,
    });
    expect(data!.attributesList.errors).toEqual([]);
  });

  it('refuses an entity type it does not have as a GraphQL error, not a failure of the server', async () => {
    const { data, errors } = await shop.gql('{ attributesList(entityType: CUSTOMER) { items { code } } }');
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/CUSTOMER/);
  });
});

describe('related and up-sell products', () => {
  const LINKS = `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { uid sku
    related_products { uid sku } upsell_products { uid sku } } } }`;
  const linked = (sku: string, type: string) =>
    (
      shop.db
        .prepare(
          `SELECT t.sku FROM product_links l JOIN products p ON p.entity_id = l.product_id
           JOIN products t ON t.entity_id = l.linked_product_id
           WHERE p.sku = ? AND l.link_type = ? AND t.status = 1 ORDER BY l.position`,
        )
        .all(sku, type) as { sku: string }[]
    ).map((r) => r.sku);

  it("answers a product's related and up-sell products in the merchant's order", async () => {
    const { data } = await shop.gql<{
      products: { items: { related_products: { sku: string }[]; upsell_products: { sku: string }[] }[] };
    }>(LINKS, { sku: PHONE.replace('10001', '10003') });
    const item = data!.products.items[0]!;
    expect(item.related_products.map((p) => p.sku)).toEqual(linked('ZS-SAM-10003', 'related'));
    expect(item.upsell_products.map((p) => p.sku)).toEqual(linked('ZS-SAM-10003', 'upsell'));
    expect(item.related_products.length).toBeGreaterThanOrEqual(4);
    expect(item.upsell_products.length).toBeGreaterThan(0);
  });

  it('gives every visible product at least four related products, small categories too', () => {
    const thin = shop.db
      .prepare(
        `SELECT p.sku, COUNT(l.linked_product_id) AS n FROM products p
         LEFT JOIN product_links l ON l.product_id = p.entity_id AND l.link_type = 'related'
         WHERE p.parent_id IS NULL GROUP BY p.entity_id HAVING n < 4`,
      )
      .all() as { sku: string }[];
    // Only lines too small with no categories beside them to borrow from (top-level ones).
    const topLevel = shop.db
      .prepare(
        `SELECT p.sku FROM products p JOIN category_products cp ON cp.product_id = p.entity_id
         JOIN categories c ON c.entity_id = cp.category_id WHERE c.level = 2`,
      )
      .all() as { sku: string }[];
    const allowed = new Set(topLevel.map((r) => r.sku));
    expect(thin.filter((r) => !allowed.has(r.sku))).toEqual([]);
  });
});
