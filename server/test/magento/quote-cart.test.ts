// Ports of Magento's GraphQl/Quote tests for carts and their items (guest and customer): creating carts,
// reading them, adding, updating and removing items, customerCart and mergeCarts.
import {
  add,
  caller,
  configurableProduct,
  deactivate,
  error,
  fileShop,
  message,
  newCart,
  newCustomer,
  ok,
  setStock,
  simpleProduct,
  virtualProduct,
} from './helpers';

const shop = fileShop();
const guest = caller(shop);

const CART = `query($id: String!) { cart(cart_id: $id) { id items { id uid quantity product { sku stock_status }
  prices { price { value currency } } errors { code message } } } }`;
const CREATE_EMPTY = 'mutation($input: createEmptyCartInput) { createEmptyCart(input: $input) }';
const CREATE_GUEST =
  'mutation($input: CreateGuestCartInput) { createGuestCart(input: $input) { cart { id } } }';
const ADD = `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
  cart { id total_quantity items { uid quantity product { sku } prices { price { value } } } } user_errors { code message } } }`;
const UPDATE = `mutation($id: String!, $items: [CartItemUpdateInput!]!) { updateCartItems(input: { cart_id: $id, cart_items: $items }) {
  cart { items { id quantity } } errors { code message } } }`;
const REMOVE = `mutation($id: String!, $item: Int) { removeItemFromCart(input: { cart_id: $id, cart_item_id: $item }) { cart { items { quantity } } } }`;
const MERGE = `mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { items { quantity product { sku } } } }`;
const CUSTOMER_CART = '{ customerCart { id items { quantity product { sku } } } }';

const cartStore = (id: string) =>
  (
    shop.db
      .prepare('SELECT s.code FROM carts c JOIN stores s ON s.store_id = c.store_id WHERE masked_id = ?')
      .get(id) as {
      code: string;
    }
  ).code;
const cartOwner = (id: string) =>
  (
    shop.db.prepare('SELECT customer_id FROM carts WHERE masked_id = ?').get(id) as {
      customer_id: number | null;
    }
  ).customer_id;
const predefined = () =>
  `port${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(32, 'x').slice(0, 32);

describe('createEmptyCart and createGuestCart', () => {
  // Magento\GraphQl\Quote\Guest\CreateEmptyCartTest::testCreateEmptyCart
  it('creates a guest cart in the default store', async () => {
    const id = ok(await guest(CREATE_EMPTY)).createEmptyCart as string;
    expect(cartOwner(id)).toBeNull();
    expect(cartStore(id)).toBe('default');
  });

  // Magento\GraphQl\Quote\Guest\CreateEmptyCartTest::testCreateEmptyCartWithNotDefaultStore
  // Magento\GraphQl\Quote\Guest\CreateGuestCartTest::testSuccessfulWithNotDefaultStore
  it('creates the cart in the store view of the Store header', async () => {
    const empty = await shop.gql<{ createEmptyCart: string }>(
      CREATE_EMPTY,
      {},
      { headers: { store: 'student' } },
    );
    expect(cartStore(empty.data!.createEmptyCart)).toBe('student');
    const created = await shop.gql<{ createGuestCart: { cart: { id: string } } }>(
      CREATE_GUEST,
      {},
      {
        headers: { store: 'student' },
      },
    );
    expect(cartStore(created.data!.createGuestCart.cart.id)).toBe('student');
  });

  // Magento\GraphQl\Quote\Guest\CreateEmptyCartTest::testCreateEmptyCartWithPredefinedCartId
  // Magento\GraphQl\Quote\Guest\CreateEmptyCartTest::testCreateEmptyCartIfPredefinedCartIdAlreadyExists
  // Magento\GraphQl\Quote\Guest\CreateGuestCartTest::testSuccessfulWithPredefinedCartId
  // Magento\GraphQl\Quote\Guest\CreateGuestCartTest::testFailIfPredefinedCartIdAlreadyExists
  it('takes a predefined 32-character id once', async () => {
    const id = predefined();
    expect(ok(await guest(CREATE_EMPTY, { input: { cart_id: id } })).createEmptyCart).toBe(id);
    expect(message(await guest(CREATE_EMPTY, { input: { cart_id: id } }))).toBe(
      `Cart with ID "${id}" already exists.`,
    );
    const other = predefined();
    expect(ok(await guest(CREATE_GUEST, { input: { cart_uid: other } })).createGuestCart.cart.id).toBe(other);
    expect(message(await guest(CREATE_GUEST, { input: { cart_uid: other } }))).toBe(
      `Cart with ID "${other}" already exists.`,
    );
  });

  // Magento\GraphQl\Quote\Guest\CreateEmptyCartTest::testCreateEmptyCartWithWrongPredefinedCartId
  // Magento\GraphQl\Quote\Guest\CreateGuestCartTest::testFailWithWrongPredefinedCartId
  it('refuses a predefined id that is not 32 characters', async () => {
    expect(message(await guest(CREATE_EMPTY, { input: { cart_id: '572' } }))).toBe(
      'Cart ID length should to be 32 symbols.',
    );
    expect(message(await guest(CREATE_GUEST, { input: { cart_uid: '1234567890' } }))).toBe(
      'Cart ID length should to be 32 symbols.',
    );
  });

  // Magento\GraphQl\Quote\Guest\CreateGuestCartTest::testSuccessfulCreateGuestCart
  // Magento\GraphQl\Quote\Customer\CreateGuestCartTest::testFailForLoggedInUser
  it('creates guest carts for guests only', async () => {
    const id = ok(await guest(CREATE_GUEST)).createGuestCart.cart.id as string;
    expect(cartOwner(id)).toBeNull();
    const customer = newCustomer(shop);
    expect(error(await customer.call(CREATE_GUEST))).toEqual({
      message: 'Use `Query.customerCart` for logged in customer.',
      category: 'graphql-already-exists',
    });
  });

  // Magento\GraphQl\Quote\Customer\CreateEmptyCartTest::testCreateEmptyCart
  it('gives a customer their cart, the same one each time', async () => {
    const customer = newCustomer(shop);
    const first = ok(await customer.call(CREATE_EMPTY)).createEmptyCart as string;
    expect(cartOwner(first)).not.toBeNull();
    expect(ok(await customer.call(CREATE_EMPTY)).createEmptyCart).toBe(first);
    expect(ok(await customer.call(CUSTOMER_CART)).customerCart.id).toBe(first);
  });
});

describe('cart', () => {
  // Magento\GraphQl\Quote\Guest\GetCartTest::testGetCart
  // Magento\GraphQl\Quote\GetCartTotalQuantityTest::testGetTotalQuantity
  it('answers the cart with its items', async () => {
    const id = await newCart(guest);
    const simple = simpleProduct(shop);
    const virtual = virtualProduct(shop);
    await add(guest, id, [
      { sku: simple.sku, quantity: 2 },
      { sku: virtual.sku, quantity: 2 },
    ]);
    const cart = ok(await guest(CART, { id })).cart;
    expect(cart.id).toBe(id);
    expect(
      cart.items.map((i: { quantity: number; product: { sku: string } }) => [i.product.sku, i.quantity]),
    ).toEqual([
      [simple.sku, 2],
      [virtual.sku, 2],
    ]);
    expect(cart.items[0].id).toBeTruthy();
    expect(cart.items[0].prices.price.currency).toBe('INR');
    const total = ok(await guest('query($id: String!) { cart(cart_id: $id) { total_quantity } }', { id }));
    expect(total.cart.total_quantity).toBe(4);
  });

  // Magento\GraphQl\Quote\Guest\GetCartTest::testCartErrorWithOutOfStockItem
  it('keeps an item that went out of stock and says why on the item', async () => {
    const id = await newCart(guest);
    const product = simpleProduct(shop, { offset: 7 });
    await add(guest, id, [{ sku: product.sku, quantity: 2 }]);
    setStock(shop, product.sku, 0);
    const res = await guest(CART, { id });
    expect(res.errors).toBeUndefined();
    const [item] = res.data.cart.items;
    expect(item.quantity).toBe(2);
    expect(item.product.stock_status).toBe('OUT_OF_STOCK');
    expect(item.errors[0].message).toBe('There are no source items with the in stock status');
  });

  // Magento\GraphQl\Quote\Guest\GetCartTest::testGetCartIfCartIdIsEmpty
  // Magento\GraphQl\Quote\Guest\GetCartTest::testGetNonExistentCart
  // Magento\GraphQl\Quote\Guest\GetCartTest::testGetInactiveCart
  it("refuses an empty id, an unknown cart and an inactive cart with Magento's messages", async () => {
    expect(message(await guest(CART, { id: '' }))).toBe('Required parameter "cart_id" is missing');
    expect(error(await guest(CART, { id: 'non_existent_masked_id' }))).toEqual({
      message: 'Could not find a cart with ID "non_existent_masked_id"',
      category: 'graphql-no-such-entity',
    });
    const id = await newCart(guest);
    deactivate(shop, id);
    expect(message(await guest(CART, { id }))).toBe("The cart isn't active.");
  });

  // Magento\GraphQl\Quote\Guest\GetCartTest::testGetCustomerCart
  // Magento\GraphQl\Quote\Customer\GetCartTest::testGetGuestCart
  // Magento\GraphQl\Quote\Customer\GetCartTest::testGetAnotherCustomerCart
  it('keeps guests out of customer carts and customers out of others’ carts', async () => {
    const owner = newCustomer(shop);
    const other = newCustomer(shop);
    const customerCartId = await newCart(owner.call, true);
    const guestCartId = await newCart(guest);
    const refusal = (id: string) => ({
      message: `The current user cannot perform operations on cart "${id}"`,
      category: 'graphql-authorization',
    });
    expect(error(await guest(CART, { id: customerCartId }))).toEqual(refusal(customerCartId));
    expect(error(await other.call(CART, { id: customerCartId }))).toEqual(refusal(customerCartId));
    expect(error(await owner.call(CART, { id: guestCartId }))).toEqual(refusal(guestCartId));
    expect(ok(await owner.call(CART, { id: customerCartId })).cart.id).toBe(customerCartId);
  });

  // Magento\GraphQl\Quote\Guest\GetCartTest::testGetCartWithNotDefaultStore
  // Magento\GraphQl\Quote\Guest\GetCartTest::testGetCartWithWrongStore
  // Magento\GraphQl\Quote\Guest\GetCartTest::testGetCartWithNotExistingStore
  it('reads a cart from another store view of the website, but not from an unknown store', async () => {
    const id = await newCart(guest);
    const other = await shop.gql(CART, { id }, { headers: { store: 'student' } });
    expect(other.errors).toBeUndefined();
    const unknown = await shop.gql(CART, { id }, { headers: { store: 'not_existing_store' } });
    expect(unknown.errors?.[0]?.message).toBe('Requested store is not found');
  });
});

describe('addProductsToCart', () => {
  // Magento\GraphQl\Quote\AddSimpleProductToCartSingleMutationTest::testAddProductWithWrongSku
  it.each([
    ['non-existent', 'Could not find a product with SKU "non-existent"'],
    ['', 'Could not find a product with SKU ""'],
  ])('reports an unknown SKU %j in user_errors', async (sku, text) => {
    const id = await newCart(guest);
    const out = ok(await guest(ADD, { id, items: [{ sku, quantity: 1 }] })).addProductsToCart;
    expect(out.user_errors).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: text }]);
  });

  // Magento\GraphQl\Quote\AddSimpleProductToCartSingleMutationTest::testAddToCartWithQtyPlusOne
  it('adds all that is in stock, then refuses one more and keeps the cart as it was', async () => {
    const product = simpleProduct(shop, { offset: 3 });
    setStock(shop, product.sku, 5);
    const id = await newCart(guest);
    expect(
      ok(await guest(ADD, { id, items: [{ sku: product.sku, quantity: 5 }] })).addProductsToCart.cart
        .total_quantity,
    ).toBe(5);
    const out = ok(await guest(ADD, { id, items: [{ sku: product.sku, quantity: 1 }] })).addProductsToCart;
    expect(out.user_errors[0].message).toBe('The requested qty is not available');
    expect(out.cart.total_quantity).toBe(5);
  });

  // Magento\GraphQl\Quote\AddSimpleProductToCartSingleMutationTest::testAddProductWithWrongQuantity
  it.each([
    [6, 'The requested qty is not available'],
    [0, 'The product quantity should be greater than 0'],
  ])('reports a quantity of %d (of 5 in stock) in user_errors', async (quantity, text) => {
    const id = await newCart(guest);
    const product = simpleProduct(shop, { offset: 4 });
    setStock(shop, product.sku, 5);
    const out = ok(await guest(ADD, { id, items: [{ sku: product.sku, quantity }] })).addProductsToCart;
    expect(out.user_errors.map((e: { message: string }) => e.message)).toEqual([text]);
  });

  // Magento\GraphQl\Quote\AddProductsToCartTest::testAddProductsToCartWithSKUCaseInsensitive
  it.each(['upper', 'lower'])('finds the product by its SKU in %s case', async (kase) => {
    const product = simpleProduct(shop, { offset: 5 });
    const id = await newCart(guest);
    const sku = kase === 'upper' ? product.sku.toUpperCase() : product.sku.toLowerCase();
    const out = ok(await guest(ADD, { id, items: [{ sku, quantity: 1 }] })).addProductsToCart;
    expect(out.user_errors).toEqual([]);
    expect(out.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([product.sku]);
  });

  // Magento\GraphQl\Quote\AddProductsToCartWithVariablesTest::testAddProductsToEmptyCartWithVariables
  it('adds a simple product named as its own parent_sku, at its final price', async () => {
    const product = simpleProduct(shop, { offset: 6 });
    const id = await newCart(guest);
    const out = ok(
      await guest(ADD, { id, items: [{ sku: product.sku, parent_sku: product.sku, quantity: 1 }] }),
    ).addProductsToCart;
    expect(out.user_errors).toEqual([]);
    const final =
      product.special_price !== null && product.special_price < product.price
        ? product.special_price
        : product.price;
    expect(out.cart.items[0].prices.price.value).toBe(final);
  });

  // Magento\GraphQl\Quote\Guest\AddSimpleProductToCartTest::testAddProductToNonExistentCart
  // Magento\GraphQl\Quote\Guest\AddSimpleProductToCartTest::testAddSimpleProductToCustomerCart (as addProductsToCart)
  it('refuses an unknown cart and a customer’s cart', async () => {
    const product = simpleProduct(shop);
    expect(
      message(await guest(ADD, { id: 'non_existent_masked_id', items: [{ sku: product.sku, quantity: 1 }] })),
    ).toBe('Could not find a cart with ID "non_existent_masked_id"');
    const customer = newCustomer(shop);
    const id = await newCart(customer.call, true);
    expect(message(await guest(ADD, { id, items: [{ sku: product.sku, quantity: 1 }] }))).toBe(
      `The current user cannot perform operations on cart "${id}"`,
    );
  });

  // Magento\GraphQl\ConfigurableProduct\AddConfigurableProductToCartSingleMutationTest::testAddConfigurableProductToCart
  it('adds the variant of a configurable product its selected options choose', async () => {
    const { parent, variant, selectedOptions } = configurableProduct(shop);
    const id = await newCart(guest);
    const out = ok(
      await guest(
        `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
          cart { items { quantity ... on ConfigurableCartItem { configured_variant { sku } } product { sku } } } user_errors { message } } }`,
        { id, items: [{ sku: parent.sku, quantity: 2, selected_options: selectedOptions }] },
      ),
    ).addProductsToCart;
    expect(out.user_errors).toEqual([]);
    expect(out.cart.items).toEqual([
      { quantity: 2, configured_variant: { sku: variant.sku }, product: { sku: parent.sku } },
    ]);
  });
});

async function cartWithItem(qty = 1) {
  const id = await newCart(guest);
  const product = simpleProduct(shop, { offset: 8 });
  const out = await add(guest, id, [{ sku: product.sku, quantity: qty }]);
  const itemId = Number((out.cart.items[0] as { id: string }).id);
  return { id, itemId, product };
}

describe('updateCartItems', () => {
  // Magento\GraphQl\Quote\Guest\UpdateCartItemsTest::testUpdateCartItemQuantity
  it('changes a line’s quantity', async () => {
    const { id, itemId } = await cartWithItem();
    const out = ok(
      await guest(UPDATE, { id, items: [{ cart_item_id: itemId, quantity: 2 }] }),
    ).updateCartItems;
    expect(out.cart.items).toEqual([{ id: String(itemId), quantity: 2 }]);
    expect(ok(await guest(CART, { id })).cart.items[0].quantity).toBe(2);
  });

  // Magento\GraphQl\Quote\Guest\UpdateCartItemsTest::testRemoveCartItemIfQuantityIsZero
  // Magento\GraphQl\Quote\Guest\UpdateCartItemsTest::testRemoveCartItemIfOtherProductStockIsReduced
  it('removes a line at quantity 0, even while another line is short of stock', async () => {
    const { id, itemId } = await cartWithItem();
    const other = simpleProduct(shop, { offset: 9 });
    await add(guest, id, [{ sku: other.sku, quantity: 3 }]);
    setStock(shop, other.sku, 1);
    const out = ok(
      await guest(UPDATE, { id, items: [{ cart_item_id: itemId, quantity: 0 }] }),
    ).updateCartItems;
    expect(out.cart.items).toHaveLength(1);
    expect(ok(await guest(CART, { id })).cart.items).toHaveLength(1);
  });

  // Magento\GraphQl\Quote\Guest\UpdateCartItemsTest::testUpdateNonExistentItem
  // Magento\GraphQl\Quote\Guest\UpdateCartItemsTest::testUpdateItemIfItemIsNotBelongToCart
  it('reports an item that is not in the cart in the output’s errors', async () => {
    const { id } = await cartWithItem();
    const { itemId: foreign } = await cartWithItem();
    for (const missing of [999999, foreign]) {
      const out = ok(
        await guest(UPDATE, { id, items: [{ cart_item_id: missing, quantity: 2 }] }),
      ).updateCartItems;
      expect(out.errors).toEqual([
        { code: 'COULD_NOT_FIND_CART_ITEM', message: `Could not find cart item with id: ${missing}.` },
      ]);
    }
  });

  // Magento\GraphQl\Quote\Guest\UpdateCartItemsTest::testUpdateWithMissedItemRequiredParameters
  it('reports a missing quantity in the output’s errors', async () => {
    const { id, itemId } = await cartWithItem();
    const out = ok(await guest(UPDATE, { id, items: [{ cart_item_id: itemId }] })).updateCartItems;
    expect(out.errors).toEqual([
      {
        code: 'REQUIRED_PARAMETER_MISSING',
        message: 'Required parameter "quantity" for "cart_items" is missing.',
      },
    ]);
  });

  // Magento\GraphQl\Quote\Guest\UpdateCartItemsTest::testUpdateItemInNonExistentCart
  // Magento\GraphQl\Quote\Guest\UpdateCartItemsTest::testUpdateItemFromCustomerCart
  // Magento\GraphQl\Quote\Customer\UpdateCartItemsTest::testUpdateItemInGuestCart
  it('refuses an unknown cart and someone else’s cart', async () => {
    expect(
      message(
        await guest(UPDATE, { id: 'non_existent_masked_id', items: [{ cart_item_id: 1, quantity: 2 }] }),
      ),
    ).toBe('Could not find a cart with ID "non_existent_masked_id"');
    const { id, itemId } = await cartWithItem();
    const customer = newCustomer(shop);
    expect(message(await customer.call(UPDATE, { id, items: [{ cart_item_id: itemId, quantity: 2 }] }))).toBe(
      `The current user cannot perform operations on cart "${id}"`,
    );
  });
});

describe('removeItemFromCart', () => {
  // Magento\GraphQl\Quote\Guest\RemoveItemFromCartTest::testRemoveItemFromCart
  it('removes the line', async () => {
    const { id, itemId } = await cartWithItem();
    expect(ok(await guest(REMOVE, { id, item: itemId })).removeItemFromCart.cart.items).toEqual([]);
  });

  // Magento\GraphQl\Quote\Guest\RemoveItemFromCartTest::testRemoveItemFromNonExistentCart
  // Magento\GraphQl\Quote\Guest\RemoveItemFromCartTest::testRemoveNonExistentItem
  // Magento\GraphQl\Quote\Guest\RemoveItemFromCartTest::testRemoveItemIfItemIsNotBelongToCart
  // Magento\GraphQl\Quote\Guest\RemoveItemFromCartTest::testRemoveItemFromCustomerCart
  it("refuses unknown carts and items, and others' carts", async () => {
    expect(message(await guest(REMOVE, { id: 'non_existent_masked_id', item: 1 }))).toBe(
      'Could not find a cart with ID "non_existent_masked_id"',
    );
    const { id } = await cartWithItem();
    const { itemId: foreign } = await cartWithItem();
    expect(error(await guest(REMOVE, { id, item: 999999 }))).toEqual({
      message: "The cart doesn't contain the item",
      category: 'graphql-no-such-entity',
    });
    expect(message(await guest(REMOVE, { id, item: foreign }))).toBe("The cart doesn't contain the item");
    const customer = newCustomer(shop);
    expect(message(await customer.call(REMOVE, { id, item: foreign }))).toBe(
      `The current user cannot perform operations on cart "${id}"`,
    );
  });
  // Magento\GraphQl\Quote\Customer\RemoveItemFromCartTest::testRemoveItemFromCart
  // Magento\GraphQl\Quote\Customer\RemoveItemFromCartTest::testWithoutRequiredCartIdParameter
  // Magento\GraphQl\Quote\Customer\RemoveItemFromCartTest::testWithoutRequiredCartItemIdParameter
  // Magento\GraphQl\Quote\Customer\RemoveItemFromCartTest::testRemoveItemFromGuestCart
  // Magento\GraphQl\Quote\Customer\RemoveItemFromCartTest::testRemoveItemFromAnotherCustomerCart
  it('removes a customer’s own line, checking its arguments and the cart’s owner', async () => {
    const customer = newCustomer(shop);
    const id = await newCart(customer.call, true);
    const product = simpleProduct(shop, { offset: 8 });
    const out = await add(customer.call, id, [{ sku: product.sku, quantity: 1 }]);
    const itemId = Number((out.cart.items[0] as { id: string }).id);
    expect(message(await customer.call(REMOVE, { id: '', item: itemId }))).toBe(
      'Required parameter "cart_id" is missing.',
    );
    expect(message(await customer.call(REMOVE, { id, item: 0 }))).toBe(
      'Required parameter "cart_item_id" is missing.',
    );
    const { id: guestCart, itemId: guestItem } = await cartWithItem();
    expect(message(await customer.call(REMOVE, { id: guestCart, item: guestItem }))).toBe(
      `The current user cannot perform operations on cart "${guestCart}"`,
    );
    expect(message(await newCustomer(shop).call(REMOVE, { id, item: itemId }))).toBe(
      `The current user cannot perform operations on cart "${id}"`,
    );
    expect(ok(await customer.call(REMOVE, { id, item: itemId })).removeItemFromCart.cart.items).toEqual([]);
  });
});

describe('customerCart', () => {
  // Magento\GraphQl\Quote\Customer\GetCustomerCartTest::testGetNewCustomerCart
  // Magento\GraphQl\Quote\Customer\GetCustomerCartTest::testRequestCustomerCartTwice
  // Magento\GraphQl\Quote\Customer\GetCustomerCartTest::testGetActiveCustomerCart
  it('creates the cart on first ask and answers the same active cart afterwards', async () => {
    const customer = newCustomer(shop);
    const first = ok(await customer.call(CUSTOMER_CART)).customerCart;
    expect(first.items).toEqual([]);
    const product = simpleProduct(shop);
    await add(customer.call, first.id, [{ sku: product.sku, quantity: 2 }]);
    const again = ok(await customer.call(CUSTOMER_CART)).customerCart;
    expect(again).toEqual({ id: first.id, items: [{ quantity: 2, product: { sku: product.sku } }] });
  });

  // Magento\GraphQl\Quote\Customer\GetCustomerCartTest::testGetCustomerCartWithNoCustomerToken
  // Magento\GraphQl\Quote\Customer\GetCustomerCartTest::testGetCustomerCartAfterTokenRevoked
  it('is for signed-in customers, with a token that is still valid', async () => {
    expect(error(await guest(CUSTOMER_CART))).toEqual({
      message: 'The request is allowed for logged in customer',
      category: 'graphql-authorization',
    });
    const customer = newCustomer(shop);
    ok(await customer.call('mutation { revokeCustomerToken { result } }'));
    expect(message(await customer.call(CUSTOMER_CART))).toBe('User token has been revoked');
  });

  // Magento\GraphQl\Quote\Customer\GetCustomerCartTest::testGetInactiveCustomerCart
  it('starts a new cart once the active one has ended', async () => {
    const customer = newCustomer(shop);
    const first = ok(await customer.call(CUSTOMER_CART)).customerCart.id;
    deactivate(shop, first);
    const next = ok(await customer.call(CUSTOMER_CART)).customerCart.id;
    expect(next).not.toBe(first);
  });
});

describe('mergeCarts', () => {
  // Magento\GraphQl\Quote\Customer\MergeCartsTest::testMergeGuestWithCustomerCart
  // Magento\GraphQl\Quote\Customer\MergeCartsTest::testGuestCartExpiryAfterMerge
  it('adds the guest cart’s lines to the customer’s cart and ends the guest cart', async () => {
    const customer = newCustomer(shop);
    const a = simpleProduct(shop, { offset: 10 });
    const b = virtualProduct(shop);
    const customerCartId = await newCart(customer.call, true);
    await add(customer.call, customerCartId, [{ sku: a.sku, quantity: 1 }]);
    const guestCartId = await newCart(guest);
    await add(guest, guestCartId, [
      { sku: a.sku, quantity: 1 },
      { sku: b.sku, quantity: 1 },
    ]);
    const merged = ok(await customer.call(MERGE, { s: guestCartId, d: customerCartId })).mergeCarts;
    expect(merged.items).toEqual([
      { quantity: 2, product: { sku: a.sku } },
      { quantity: 1, product: { sku: b.sku } },
    ]);
    expect(message(await customer.call(CART, { id: guestCartId }))).toBe("The cart isn't active.");
  });

  // Magento\GraphQl\Quote\Customer\MergeCartsTest::testMergeGuestWithCustomerCartWithOutOfStockQuantity
  it('keeps the customer’s quantity when the merged one would exceed the stock', async () => {
    const customer = newCustomer(shop);
    const product = simpleProduct(shop, { offset: 11 });
    setStock(shop, product.sku, 4);
    const customerCartId = await newCart(customer.call, true);
    await add(customer.call, customerCartId, [{ sku: product.sku, quantity: 4 }]);
    const guestCartId = await newCart(guest);
    await add(guest, guestCartId, [{ sku: product.sku, quantity: 1 }]);
    const merged = ok(await customer.call(MERGE, { s: guestCartId, d: customerCartId })).mergeCarts;
    expect(merged.items).toEqual([{ quantity: 4, product: { sku: product.sku } }]);
  });

  // Magento\GraphQl\Quote\Customer\MergeCartsTest::testMergeCartsWithoutDestinationCartId
  it('merges into the customer’s active cart when no destination is named', async () => {
    const customer = newCustomer(shop);
    const product = simpleProduct(shop, { offset: 12 });
    const guestCartId = await newCart(guest);
    await add(guest, guestCartId, [{ sku: product.sku, quantity: 2 }]);
    ok(await customer.call(MERGE, { s: guestCartId }));
    expect(ok(await customer.call(CUSTOMER_CART)).customerCart.items).toEqual([
      { quantity: 2, product: { sku: product.sku } },
    ]);
  });

  // Magento\GraphQl\Quote\Customer\MergeCartsTest::testMergeCartsWithEmptySourceCartId
  // Magento\GraphQl\Quote\Customer\MergeCartsTest::testMergeCartsWithEmptyDestinationCartId
  // Magento\GraphQl\Quote\Guest\MergeCartsTest::testMergeGuestCarts
  it('checks its arguments first, then that a customer asks', async () => {
    const customer = newCustomer(shop);
    const guestCartId = await newCart(guest);
    expect(message(await customer.call(MERGE, { s: '', d: guestCartId }))).toBe(
      'Required parameter "source_cart_id" is missing',
    );
    expect(message(await customer.call(MERGE, { s: guestCartId, d: '' }))).toBe(
      'The parameter "destination_cart_id" cannot be empty',
    );
    expect(message(await guest(MERGE, { s: '', d: '' }))).toBe(
      'Required parameter "source_cart_id" is missing',
    );
    const other = await newCart(guest);
    expect(error(await guest(MERGE, { s: guestCartId, d: other }))).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
  });

  // Magento\GraphQl\Quote\Customer\MergeCartsTest::testMergeTwoCustomerCarts
  it('refuses another customer’s cart as the source', async () => {
    const one = newCustomer(shop);
    const two = newCustomer(shop);
    const source = await newCart(two.call, true);
    expect(message(await one.call(MERGE, { s: source }))).toBe(
      `The current user cannot perform operations on cart "${source}"`,
    );
  });
});
