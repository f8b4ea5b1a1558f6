// The wishlist: seeded items with catalogue products, add/update/remove with Magento's user_errors, paging,
// and one customer never touching another's wishlist.
import { customerShop, errorsOf, PRIYA } from './helpers';

const WISHLIST = `query($page: Int, $size: Int) { customer { wishlists { id items_count visibility
  items_v2(currentPage: $page, pageSize: $size) { page_info { current_page page_size total_pages }
    items { id quantity description __typename product { uid sku name } } } } } }`;
const ITEMS = 'wishlist { id items_count items_v2 { items { id quantity description product { sku } } } }';
const ADD = `mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
  user_errors { code message } ${ITEMS} } }`;
const REMOVE = `mutation($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
  user_errors { code message } ${ITEMS} } }`;
const UPDATE = `mutation($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
  user_errors { code message } ${ITEMS} } }`;

type Shop = ReturnType<typeof customerShop>;
const skuNotIn = (shop: Shop, taken: string[]) =>
  (
    shop.db
      .prepare(
        `SELECT sku FROM products WHERE status = 1 AND visibility > 1 AND type_id = 'simple' ORDER BY entity_id`,
      )
      .all() as { sku: string }[]
  )
    .map((r) => r.sku)
    .find((sku) => !taken.includes(sku))!;

async function setUp() {
  const shop = customerShop();
  const token = await shop.signIn();
  const wishlist = async () => (await shop.as(token, WISHLIST)).data.customer.wishlists[0];
  return { shop, token, wishlist };
}

describe('the wishlist', () => {
  it('holds the seeded catalogue products, paged', async () => {
    const { shop, token, wishlist } = await setUp();
    const list = await wishlist();
    expect(list.items_count).toBe(4);
    expect(list.visibility).toBe('PRIVATE');
    expect(list.items_v2.items).toHaveLength(4);
    for (const item of list.items_v2.items) {
      expect(item.product).toEqual({
        uid: expect.any(String),
        sku: expect.any(String),
        name: expect.any(String),
      });
      expect(item.__typename).toMatch(/^(Simple|Virtual|Configurable)WishlistItem$/);
    }
    const page2 = (await shop.as(token, WISHLIST, { page: 2, size: 3 })).data.customer.wishlists[0].items_v2;
    expect(page2.page_info).toEqual({ current_page: 2, page_size: 3, total_pages: 2 });
    expect(page2.items).toHaveLength(1);
  });

  it('adds a product by SKU, adding to the quantity when it is there already', async () => {
    const { shop, token, wishlist } = await setUp();
    const { id, items_v2 } = await wishlist();
    const sku = skuNotIn(
      shop,
      items_v2.items.map((i: { product: { sku: string } }) => i.product.sku),
    );
    const added = (await shop.as(token, ADD, { id, items: [{ sku, quantity: 1 }] })).data
      .addProductsToWishlist;
    expect(added.user_errors).toEqual([]);
    expect(added.wishlist.items_count).toBe(5);
    const again = (await shop.as(token, ADD, { id, items: [{ sku, quantity: 2 }] })).data
      .addProductsToWishlist;
    const item = again.wishlist.items_v2.items.find(
      (i: { product: { sku: string } }) => i.product.sku === sku,
    );
    expect(item.quantity).toBe(3);
  });

  it('reports unknown SKUs and bad quantities as user errors and saves the rest', async () => {
    const { shop, token, wishlist } = await setUp();
    const { id, items_v2 } = await wishlist();
    const sku = skuNotIn(
      shop,
      items_v2.items.map((i: { product: { sku: string } }) => i.product.sku),
    );
    const res = await shop.as(token, ADD, {
      id,
      items: [
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku, quantity: -1 },
        { sku, quantity: 1 },
      ],
    });
    expect(res.data.addProductsToWishlist.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'UNDEFINED', message: `The quantity of "${sku}" must be between 0 and 10000.` },
    ]);
    expect(res.data.addProductsToWishlist.wishlist.items_count).toBe(5);
  });

  it('updates and removes items', async () => {
    const { shop, token, wishlist } = await setUp();
    const { id, items_v2 } = await wishlist();
    const [first, second] = items_v2.items;
    const updated = (
      await shop.as(token, UPDATE, {
        id,
        items: [{ wishlist_item_id: first.id, quantity: 2, description: 'Gift' }],
      })
    ).data.updateProductsInWishlist;
    expect(updated.user_errors).toEqual([]);
    expect(updated.wishlist.items_v2.items[0]).toMatchObject({
      id: first.id,
      quantity: 2,
      description: 'Gift',
    });
    const removed = (await shop.as(token, REMOVE, { id, ids: [second.id, '999999'] })).data
      .removeProductsFromWishlist;
    expect(removed.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a wishlist item with ID "999999"' },
    ]);
    expect(removed.wishlist.items_count).toBe(3);
  });

  it("never reads or changes another customer's wishlist", async () => {
    const { shop, token, wishlist } = await setUp();
    const priya = await shop.signIn(PRIYA);
    const theirs = (await shop.as(priya, WISHLIST)).data.customer.wishlists[0];
    const mine = await wishlist();
    expect(
      errorsOf(await shop.as(token, REMOVE, { id: theirs.id, ids: [theirs.items_v2.items[0].id] })),
    ).toEqual([{ message: 'The wishlist was not found.', category: 'graphql-input' }]);
    // Their item id against my own wishlist is simply not found there.
    const res = (await shop.as(token, REMOVE, { id: mine.id, ids: [theirs.items_v2.items[0].id] })).data
      .removeProductsFromWishlist;
    expect(res.user_errors).toHaveLength(1);
    expect(
      (
        await shop.as(token, `query($id: ID!) { customer { wishlist_v2(id: $id) { id } } }`, {
          id: theirs.id,
        })
      ).data.customer.wishlist_v2,
    ).toBeNull();
    expect((await shop.as(priya, WISHLIST)).data.customer.wishlists[0].items_count).toBe(theirs.items_count);
  });

  it('refuses guests', async () => {
    const shop = customerShop();
    expect(errorsOf(await shop.guest(ADD, { id: '0', items: [{ sku: 'x', quantity: 1 }] }))).toEqual([
      {
        message: 'The current user cannot perform operations on wishlist',
        category: 'graphql-authorization',
      },
    ]);
  });
});
