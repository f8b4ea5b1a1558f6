// Ports of Magento's GraphQl/Wishlist tests: the customer's wishlist, adding, updating and removing items, and
// the user_errors each answers.
import { configurableProduct, fileShop, message, newCustomer, ok, simpleProduct, type Call } from './helpers';

const shop = fileShop();

const WISHLIST = `{ customer { wishlist { id items_count sharing_code updated_at
  items_v2 { items { id quantity description product { sku } } } } } }`;
const OUTPUT = `user_errors { code message } wishlist { id items_count items_v2 { items { id quantity description product { sku } } } }`;
const ADD = `mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { ${OUTPUT} } }`;
const UPDATE = `mutation($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { ${OUTPUT} } }`;
const REMOVE = `mutation($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { ${OUTPUT} } }`;

const wishlistOf = async (call: Call) => ok(await call(WISHLIST)).customer.wishlist;

/** A customer with one simple product in their wishlist. */
async function withItem() {
  const customer = newCustomer(shop);
  const { id } = await wishlistOf(customer.call);
  const out = ok(await customer.call(ADD, { id, items: [{ sku: simpleProduct(shop).sku, quantity: 1 }] }));
  const [item] = out.addProductsToWishlist.wishlist.items_v2.items;
  return { customer, id: id as string, item };
}

describe('customer.wishlist', () => {
  // Magento\GraphQl\Wishlist\CustomerWishlistTest::testCustomerWishlist
  // Magento\GraphQl\Wishlist\CustomerWishlistTest::testCustomerAlwaysHasWishlist
  it('always has a wishlist, with its id, count, sharing code and items', async () => {
    const customer = newCustomer(shop);
    const empty = await wishlistOf(customer.call);
    expect(empty.id).toMatch(/^\d+$/);
    expect(empty.items_count).toBe(0);
    const { customer: other, item } = await withItem();
    const wishlist = await wishlistOf(other.call);
    expect(wishlist.items_count).toBe(1);
    expect(wishlist.sharing_code).toEqual(expect.any(String));
    expect(wishlist.updated_at).toEqual(expect.any(String));
    expect(wishlist.items_v2.items).toEqual([item]);
  });

  // Magento\GraphQl\Wishlist\CustomerWishlistsTest::testCustomerWishlist
  it('is the one wishlist customer.wishlists lists', async () => {
    const { customer, item } = await withItem();
    const { wishlists } = ok(
      await customer.call(`{ customer { wishlists { id items_count sharing_code updated_at
        items_v2 { items { id quantity description product { sku } } } } } }`),
    ).customer;
    expect(wishlists).toEqual([await wishlistOf(customer.call)]);
    expect(wishlists[0].items_v2.items).toEqual([item]);
  });

  // Magento\GraphQl\Wishlist\CustomerWishlistTest::testGuestCannotGetWishlist
  // Magento\GraphQl\Wishlist\CustomerWishlistsTest::testGuestCannotGetWishlist
  it('is for signed-in customers', async () => {
    expect(message(await shop.guest(WISHLIST))).toBe("The current customer isn't authorized.");
    expect(message(await shop.guest('{ customer { wishlists { items_count } } }'))).toBe(
      "The current customer isn't authorized.",
    );
  });
});

describe('addProductsToWishlist', () => {
  // Magento\GraphQl\Wishlist\CustomerWishlistTest::testAddProductToWishlistWithZeroQty
  // Magento\GraphQl\Wishlist\CustomerWishlistTest::testAddProductToWishlistWithDisabledProduct
  it('reports a zero quantity and a disabled product in user_errors, adding neither', async () => {
    const customer = newCustomer(shop);
    const { id } = await wishlistOf(customer.call);
    const disabled = simpleProduct(shop, { offset: 30 });
    shop.db.prepare('UPDATE products SET status = 2 WHERE sku = ?').run(disabled.sku);
    try {
      const zero = ok(
        await customer.call(ADD, { id, items: [{ sku: simpleProduct(shop).sku, quantity: 0 }] }),
      );
      expect(zero.addProductsToWishlist.user_errors).toEqual([
        { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
      ]);
      const off = ok(await customer.call(ADD, { id, items: [{ sku: disabled.sku, quantity: 2 }] }));
      expect(off.addProductsToWishlist.user_errors).toEqual([
        { code: 'UNDEFINED', message: 'The product is disabled' },
      ]);
      expect(off.addProductsToWishlist.wishlist.items_count).toBe(0);
    } finally {
      shop.db.prepare('UPDATE products SET status = 1 WHERE sku = ?').run(disabled.sku);
    }
  });

  // Magento\GraphQl\Wishlist\AddConfigurableProductToWishlistTest::testAddConfigurableProductWithOptions
  it('keeps a configurable product’s variant as the configurable product', async () => {
    const customer = newCustomer(shop);
    const { id } = await wishlistOf(customer.call);
    const { parent, variant } = configurableProduct(shop);
    const out = ok(
      await customer.call(ADD, { id, items: [{ sku: variant.sku, parent_sku: parent.sku, quantity: 1 }] }),
    ).addProductsToWishlist;
    expect(out.user_errors).toEqual([]);
    expect(out.wishlist.items_v2.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([
      parent.sku,
    ]);
  });
});

describe('updateProductsInWishlist', () => {
  // Magento\GraphQl\Wishlist\UpdateProductsFromWishlistTest::testUpdateSimpleProductFromWishlist
  // Magento\GraphQl\Wishlist\UpdateProductsFromWishlistTest::testUpdateProductWithValidQtyAndNoDescription
  it('updates the quantity and description, or the quantity alone', async () => {
    const { customer, id, item } = await withItem();
    const both = ok(
      await customer.call(UPDATE, {
        id,
        items: [{ wishlist_item_id: item.id, quantity: 5, description: 'New Description' }],
      }),
    ).updateProductsInWishlist;
    expect(both.user_errors).toEqual([]);
    expect(both.wishlist.items_v2.items[0]).toMatchObject({ quantity: 5, description: 'New Description' });
    const qty = ok(await customer.call(UPDATE, { id, items: [{ wishlist_item_id: item.id, quantity: 2 }] }));
    expect(qty.updateProductsInWishlist.wishlist.items_v2.items[0]).toMatchObject({
      quantity: 2,
      product: item.product,
    });
  });

  // Magento\GraphQl\Wishlist\UpdateProductsFromWishlistTest::testUpdateProductInWishlistWithZeroQty
  it('refuses a zero quantity, keeping the item', async () => {
    const { customer, id, item } = await withItem();
    const out = ok(
      await customer.call(UPDATE, { id, items: [{ wishlist_item_id: item.id, quantity: 0 }] }),
    ).updateProductsInWishlist;
    expect(out.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The quantity of a wishlist item cannot be 0' },
    ]);
    expect(out.wishlist.items_count).toBe(1);
  });

  // Magento\GraphQl\Wishlist\UpdateProductsFromWishlistTest::testUnauthorizedWishlistItemUpdate
  it('refuses another customer’s item in its own wishlist', async () => {
    const { item } = await withItem();
    const { customer: other, id: otherId } = await withItem();
    const out = ok(
      await other.call(UPDATE, { id: otherId, items: [{ wishlist_item_id: item.id, quantity: 2 }] }),
    ).updateProductsInWishlist;
    expect(out.user_errors[0].message).toBe(
      `The wishlist item with ID "${item.id}" does not belong to the wishlist`,
    );
    expect(out.wishlist.items_count).toBe(1);
  });
});

describe('removeProductsFromWishlist', () => {
  // Magento\GraphQl\Wishlist\DeleteProductsFromWishlistTest::testDeleteWishlistItemFromWishlist
  it('removes the item', async () => {
    const { customer, id, item } = await withItem();
    const out = ok(await customer.call(REMOVE, { id, ids: [item.id] })).removeProductsFromWishlist;
    expect(out.wishlist.items_count).toBe(0);
    expect(out.wishlist.items_v2.items).toEqual([]);
  });

  // Magento\GraphQl\Wishlist\DeleteProductsFromWishlistTest::testUnauthorizedWishlistItemDelete
  it('refuses another customer’s item, removing nothing', async () => {
    const { item } = await withItem();
    const { customer: other, id: otherId } = await withItem();
    const out = ok(await other.call(REMOVE, { id: otherId, ids: [item.id] })).removeProductsFromWishlist;
    expect(out.wishlist.items_count).toBe(1);
    expect(out.user_errors[0].message).toBe(
      `The wishlist item with ID "${item.id}" does not belong to the wishlist`,
    );
  });
});
