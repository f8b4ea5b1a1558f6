import { createTestShop, ORIGIN } from '../test-app';
import { skusWhere } from './helpers';

const shop = createTestShop();

/* eslint-disable @typescript-eslint/no-explicit-any -- tests read whatever the query selected */
async function bySku(sku: string, fields: string): Promise<any> {
  const { data, errors } = await shop.gql<any>(
    `query P($sku: String) { products(filter: { sku: { eq: $sku } }) { items { __typename sku ${fields} } } }`,
    { sku },
  );
  expect(errors).toBeUndefined();
  return data.products.items[0];
}

const row = (sku: string) =>
  shop.db.prepare('SELECT * FROM products WHERE sku = ?').get(sku) as Record<string, any>;

const PRICES = `price_range {
  minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
  maximum_price { regular_price { value } final_price { value } } }`;

describe('simple products', () => {
  const [discounted] = skusWhere(shop, "p.type_id = 'simple' AND p.special_price IS NOT NULL AND p.qty > 5");

  it('carry Magento product fields with INR prices and the special price as final price', async () => {
    const p = await bySku(
      discounted!,
      `uid id name url_key url_suffix canonical_url type_id stock_status only_x_left_in_stock description { html }
       short_description { html } meta_title special_price ${PRICES}`,
    );
    const r = row(discounted!);
    expect(p).toMatchObject({
      __typename: 'SimpleProduct',
      uid: Buffer.from(String(r.entity_id)).toString('base64'),
      id: r.entity_id,
      name: r.name,
      url_key: r.url_key,
      url_suffix: '.html',
      canonical_url: `${r.url_key}.html`,
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
      description: { html: r.description },
      special_price: r.special_price,
    });
    const amountOff = r.price - r.special_price;
    expect(p.price_range.minimum_price).toEqual({
      regular_price: { value: r.price, currency: 'INR' },
      final_price: { value: r.special_price, currency: 'INR' },
      discount: { amount_off: amountOff, percent_off: Math.round((amountOff / r.price) * 10000) / 100 },
    });
  });

  it('show low stock and out of stock', async () => {
    const [low] = skusWhere(shop, "p.type_id = 'simple' AND p.is_in_stock = 1 AND p.qty BETWEEN 1 AND 4");
    expect(await bySku(low!, 'stock_status only_x_left_in_stock')).toMatchObject({
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: row(low!).qty,
    });
    const [out] = skusWhere(shop, "p.type_id = 'simple' AND p.is_in_stock = 0");
    expect(await bySku(out!, 'stock_status')).toMatchObject({ stock_status: 'OUT_OF_STOCK' });
  });

  it('have a media gallery with positions from 1 and image URLs under /media/catalog/product', async () => {
    const p = await bySku(
      discounted!,
      `image { url label } small_image { url } thumbnail { url label } media_gallery { url label position disabled }
       media_gallery_entries { uid file position types media_type }`,
    );
    expect(p.media_gallery.length).toBeGreaterThanOrEqual(3);
    expect(p.media_gallery.map((m: any) => m.position)).toEqual(
      p.media_gallery.map((_: unknown, i: number) => i + 1),
    );
    expect(p.thumbnail.url).toBe(p.media_gallery[0].url);
    expect(p.thumbnail.url).toMatch(
      new RegExp(`^${ORIGIN}/media/catalog/product/[a-z0-9]/[a-z0-9_]/.+\\.jpg$`),
    );
    expect(p.media_gallery_entries[0]).toMatchObject({
      position: 1,
      media_type: 'image',
      types: expect.arrayContaining(['thumbnail']),
    });
    expect(p.thumbnail.url).toBe(`${ORIGIN}/media/catalog/product${p.media_gallery_entries[0].file}`);
  });

  it('carry the custom fields: surcharge, brand, top deal, competitor prices', async () => {
    const [sku] = skusWhere(
      shop,
      'p.productsurcharge_fee IS NOT NULL AND EXISTS (SELECT 1 FROM product_competitor_prices c WHERE c.product_id = p.entity_id)',
    );
    const p = await bySku(
      sku!,
      'productsurcharge_fee brand_code is_top_deal competitor_prices { platform price { value currency } url }',
    );
    const r = row(sku!);
    expect(p).toMatchObject({
      productsurcharge_fee: r.productsurcharge_fee,
      brand_code: r.brand_code,
      is_top_deal: r.is_top_deal === 1,
    });
    expect(p.competitor_prices.map((c: any) => c.platform)).toEqual(['Amazon', 'Flipkart']);
    for (const c of p.competitor_prices) {
      expect(c.price.currency).toBe('INR');
      expect(c.url).toMatch(/^https:\/\//);
    }
  });

  it('have tier prices, categories and related, up-sell and cross-sell products', async () => {
    const [sku] = skusWhere(
      shop,
      'EXISTS (SELECT 1 FROM product_tier_prices t WHERE t.product_id = p.entity_id)',
    );
    const p = await bySku(
      sku!,
      `price_tiers { quantity final_price { value } discount { percent_off } } categories { uid name url_path }
       related_products { sku } upsell_products { sku } product_links { link_type linked_product_sku position }`,
    );
    expect(p.price_tiers.map((t: any) => t.quantity)).toEqual([2, 3]);
    expect(p.price_tiers[1].final_price.value).toBeLessThan(p.price_tiers[0].final_price.value);
    expect(p.categories.length).toBeGreaterThan(0);
    expect(p.related_products.length).toBeGreaterThan(0);
    const links = p.product_links
      .filter((l: any) => l.link_type === 'related')
      .map((l: any) => l.linked_product_sku);
    expect(links).toEqual(p.related_products.map((r: any) => r.sku));
    const [phone] = skusWhere(shop, 'p.url_key LIKE ?', 'samsung-galaxy-m35%');
    expect((await bySku(phone!, 'crosssell_products { sku }')).crosssell_products.length).toBeGreaterThan(0);
  });
});

describe('configurable products', () => {
  const [sku] = skusWhere(
    shop,
    "p.type_id = 'configurable' AND (SELECT COUNT(*) FROM product_super_attributes a WHERE a.product_id = p.entity_id) = 2",
  );
  const FIELDS = `${PRICES} stock_status ... on ConfigurableProduct {
    configurable_options { uid attribute_uid attribute_code label values { uid label value_index swatch_data { __typename value } } }
    variants { attributes { code label uid value_index } product { __typename sku stock_status only_x_left_in_stock
      price_range { minimum_price { final_price { value } } } } } }`;

  it('list their colour and size options and each variant with its own SKU and stock', async () => {
    const p = await bySku(sku!, FIELDS);
    expect(p.__typename).toBe('ConfigurableProduct');
    expect(p.configurable_options.map((o: any) => o.attribute_code)).toEqual(['color', 'size']);
    const children = shop.db
      .prepare('SELECT sku, qty, is_in_stock FROM products WHERE parent_id = ? ORDER BY sku')
      .all(row(sku!).entity_id) as { sku: string; qty: number; is_in_stock: number }[];
    expect(p.variants.map((v: any) => v.product.sku).sort()).toEqual(children.map((c) => c.sku));
    for (const v of p.variants) {
      const child = children.find((c) => c.sku === v.product.sku)!;
      expect(v.product.__typename).toBe('SimpleProduct');
      expect(v.product.stock_status).toBe(child.is_in_stock && child.qty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK');
      expect(v.attributes.map((a: any) => a.code)).toEqual(['color', 'size']);
      for (const a of v.attributes) {
        const option = p.configurable_options.find((o: any) => o.attribute_code === a.code);
        expect(option.values).toContainEqual(
          expect.objectContaining({ uid: a.uid, label: a.label, value_index: a.value_index }),
        );
      }
    }
    const colors = p.configurable_options[0].values;
    expect(colors[0].swatch_data).toMatchObject({
      __typename: 'ColorSwatchData',
      value: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
  });

  it('price over the variants', async () => {
    const p = await bySku(sku!, FIELDS);
    const finals = p.variants.map((v: any) => v.product.price_range.minimum_price.final_price.value);
    expect(p.price_range.minimum_price.final_price.value).toBe(Math.min(...finals));
    expect(p.price_range.maximum_price.final_price.value).toBe(Math.max(...finals));
  });

  it('select options: availability narrows with each choice, a full choice names the variant', async () => {
    const p = await bySku(sku!, FIELDS);
    const [first] = p.variants.filter((v: any) => v.product.stock_status === 'IN_STOCK');
    const selection = (uids: string[]) =>
      bySku(
        sku!,
        `... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: ${JSON.stringify(uids)}) {
          options_available_for_selection { attribute_code option_value_uids } variant { sku }
          configurable_options { attribute_code values { uid is_available } } media_gallery { url } } }`,
      );
    const one = (await selection([first.attributes[0].uid])).configurable_product_options_selection;
    expect(one.variant).toBeNull();
    const sizes = one.options_available_for_selection.find(
      (o: any) => o.attribute_code === 'size',
    ).option_value_uids;
    expect(sizes).toContain(first.attributes[1].uid);
    const both = (await selection(first.attributes.map((a: any) => a.uid)))
      .configurable_product_options_selection;
    expect(both.variant).toEqual({ sku: first.product.sku });
    expect(both.media_gallery.length).toBeGreaterThan(0);
    const { errors } = await shop.gql(
      `{ products(filter: { sku: { eq: "${sku}" } }) { items { ... on ConfigurableProduct {
        configurable_product_options_selection(configurableOptionValueUids: ["bm9wZQ=="]) { variant { sku } } } } } }`,
    );
    expect(errors?.[0]?.message).toBe('Value of uid "bm9wZQ==" is incorrect.');
  });
});

describe('virtual products', () => {
  it('are gift cards, plans and bills and recharge items, without weight', async () => {
    const virtual = skusWhere(shop, "p.type_id = 'virtual'");
    expect(virtual.length).toBeGreaterThanOrEqual(10);
    const p = await bySku(
      virtual[0]!,
      'stock_status categories { url_path } ... on SimpleProduct { weight }',
    );
    expect(p).toMatchObject({ __typename: 'VirtualProduct', stock_status: 'IN_STOCK' });
    expect(p.weight).toBeUndefined();
    const recharge = await shop.gql<any>(
      '{ products(filter: { category_url_path: { eq: "bill-and-recharge" } }, pageSize: 50) { items { __typename } } }',
    );
    expect(new Set(recharge.data.products.items.map((i: any) => i.__typename))).toEqual(
      new Set(['VirtualProduct']),
    );
  });
});
