// Ports of Magento's GraphQl/Quote tests for coupons (applyCouponToCart, removeCouponFromCart) and placeOrder,
// guest and customer. Magento's coupon fixture ("2?ds5!2d", 10% for general users) is this shop's WELCOME10.
import { prepareCheckout, SET_BILLING_SAME, SET_EMAIL, SET_METHOD, SET_SHIPPING } from '../sales/helpers';
import {
  add,
  ADDRESS,
  caller,
  error,
  fileShop,
  message,
  newCart,
  newCustomer,
  ok,
  setStock,
  simpleProduct,
  type Call,
} from './helpers';

const shop = fileShop();
const guest = caller(shop);

const APPLY = `mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) {
  cart { id applied_coupon { code } applied_coupons { code } } } }`;
const REMOVE = `mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { applied_coupon { code } } } }`;
const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } orderV2 { number }
  errors { code message } } }`;
const COUPON = 'WELCOME10';

async function cartWithItem(call: Call, customer = false) {
  const id = await newCart(call, customer);
  await add(call, id, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
  return id;
}

const refusal = (id: string) => `The current user cannot perform operations on cart "${id}"`;

describe('applyCouponToCart and removeCouponFromCart', () => {
  // Magento\GraphQl\Quote\Guest\ApplyCouponToCartTest::testApplyCouponToCart
  // Magento\GraphQl\Quote\Customer\ApplyCouponToCartTest::testApplyCouponToCart
  it('applies a coupon', async () => {
    for (const [call, customer] of [
      [guest, false],
      [newCustomer(shop).call, true],
    ] as const) {
      const id = await cartWithItem(call, customer);
      const cart = ok(await call(APPLY, { id, code: COUPON })).applyCouponToCart.cart;
      expect(cart).toEqual({ id, applied_coupon: { code: COUPON }, applied_coupons: [{ code: COUPON }] });
    }
  });

  // Magento\GraphQl\Quote\Guest\ApplyCouponToCartTest::testApplyCouponTwice
  // Magento\GraphQl\Quote\Customer\ApplyCouponToCartTest::testApplyCouponTwice
  it('refuses a second coupon', async () => {
    const id = await cartWithItem(guest);
    ok(await guest(APPLY, { id, code: COUPON }));
    expect(message(await guest(APPLY, { id, code: COUPON }))).toBe(
      'A coupon is already applied to the cart. Please remove it to apply another',
    );
  });

  // Magento\GraphQl\Quote\Guest\ApplyCouponToCartTest::testApplyCouponToCartWithoutItems
  // Magento\GraphQl\Quote\Guest\ApplyCouponToCartTest::testApplyNonExistentCouponToCart
  // Magento\GraphQl\Quote\Guest\ApplyCouponToCartTest::testApplyCouponWhichIsNotApplicable
  // Magento\GraphQl\Quote\Guest\ApplyCouponToCartTest::testApplyCouponToNonExistentCart
  // Magento\GraphQl\Quote\Customer\ApplyCouponToCartTest::testApplyEmptyCouponCodeToCustomerCart
  it('refuses empty carts, unknown and inapplicable codes, unknown carts and an empty code', async () => {
    const empty = await newCart(guest);
    expect(error(await guest(APPLY, { id: empty, code: COUPON }))).toEqual({
      message: 'Cart does not contain products.',
      category: 'graphql-no-such-entity',
    });
    const id = await cartWithItem(guest);
    const invalid = "The coupon code isn't valid. Verify the code and try again.";
    expect(message(await guest(APPLY, { id, code: 'non_existent_coupon_code' }))).toBe(invalid);
    // STUDENT15 is for signed-in customers only, as Magento's rule for general users is in the fixture.
    expect(message(await guest(APPLY, { id, code: 'STUDENT15' }))).toBe(invalid);
    expect(message(await guest(APPLY, { id: 'non_existent_masked_id', code: COUPON }))).toBe(
      'Could not find a cart with ID "non_existent_masked_id"',
    );
    expect(message(await guest(APPLY, { id, code: '' }))).toBe('Required parameter "coupon_code" is missing');
  });

  // Magento\GraphQl\Quote\Guest\ApplyCouponToCartTest::testApplyCouponToCustomerCart
  // Magento\GraphQl\Quote\Customer\ApplyCouponToCartTest::testApplyCouponToGuestCart
  // Magento\GraphQl\Quote\Customer\ApplyCouponToCartTest::testApplyCouponToAnotherCustomerCart
  // Magento\GraphQl\Quote\Guest\RemoveCouponFromCartTest::testRemoveCouponFromCustomerCart
  it('refuses others’ carts', async () => {
    const owner = newCustomer(shop);
    const other = newCustomer(shop);
    const customerCart = await cartWithItem(owner.call, true);
    const guestCart = await cartWithItem(guest);
    expect(message(await guest(APPLY, { id: customerCart, code: COUPON }))).toBe(refusal(customerCart));
    expect(message(await owner.call(APPLY, { id: guestCart, code: COUPON }))).toBe(refusal(guestCart));
    expect(message(await other.call(APPLY, { id: customerCart, code: COUPON }))).toBe(refusal(customerCart));
    expect(message(await guest(REMOVE, { id: customerCart }))).toBe(refusal(customerCart));
  });

  // Magento\GraphQl\Quote\Guest\RemoveCouponFromCartTest::testRemoveCouponFromCart
  // Magento\GraphQl\Quote\Guest\RemoveCouponFromCartTest::testRemoveCouponFromCartIfCouponWasNotSet
  // Magento\GraphQl\Quote\Customer\RemoveCouponFromCartTest::testRemoveCouponFromCart
  it('removes the coupon, or does nothing when there is none', async () => {
    const id = await cartWithItem(guest);
    ok(await guest(APPLY, { id, code: COUPON }));
    expect(ok(await guest(REMOVE, { id })).removeCouponFromCart.cart.applied_coupon).toBeNull();
    expect(ok(await guest(REMOVE, { id })).removeCouponFromCart.cart.applied_coupon).toBeNull();
  });

  // Magento\GraphQl\Quote\Guest\RemoveCouponFromCartTest::testRemoveCouponFromCartIfCartIdIsEmpty
  // Magento\GraphQl\Quote\Guest\RemoveCouponFromCartTest::testRemoveCouponFromNonExistentCart
  // Magento\GraphQl\Quote\Guest\RemoveCouponFromCartTest::testRemoveCouponFromEmptyCart
  it('refuses an empty id, an unknown cart and an empty cart', async () => {
    expect(message(await guest(REMOVE, { id: '' }))).toBe('Required parameter "cart_id" is missing');
    expect(message(await guest(REMOVE, { id: 'non_existent_masked_id' }))).toBe(
      'Could not find a cart with ID "non_existent_masked_id"',
    );
    expect(message(await guest(REMOVE, { id: await newCart(guest) }))).toBe(
      'Cart does not contain products.',
    );
  });
});

describe('placeOrder', () => {
  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrder
  // Magento\GraphQl\Quote\Customer\PlaceOrderTest::testPlaceOrder
  it('places the order and answers its number, with no errors', async () => {
    const guestCart = await cartWithItem(guest);
    await prepareCheckout(guest, guestCart, { guestEmail: 'guest@example.in', payment: 'checkmo' });
    const placed = ok(await guest(PLACE, { id: guestCart })).placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.order.order_number).toBe(placed.orderV2.number);
    const customer = newCustomer(shop);
    const customerCart = await cartWithItem(customer.call, true);
    await prepareCheckout(customer.call, customerCart, { payment: 'checkmo' });
    const mine = ok(await customer.call(PLACE, { id: customerCart })).placeOrder;
    expect(mine.errors).toEqual([]);
    expect(mine.orderV2.number).toMatch(/^\d+$/);
  });

  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrderIfCartIdIsEmpty
  it('refuses an empty cart id outright', async () => {
    expect(message(await guest(PLACE, { id: '' }))).toBe('Required parameter "cart_id" is missing');
  });

  /** A guest cart taken through the given checkout steps. */
  async function guestCartWith(steps: ('email' | 'item' | 'shipping' | 'method' | 'billing' | 'payment')[]) {
    const id = await newCart(guest);
    const product = simpleProduct(shop, { offset: 20 });
    if (steps.includes('email')) ok(await guest(SET_EMAIL, { id, email: 'guest@example.in' }));
    if (steps.includes('item')) await add(guest, id, [{ sku: product.sku, quantity: 1 }]);
    if (steps.includes('shipping')) ok(await guest(SET_SHIPPING, { id, address: ADDRESS }));
    if (steps.includes('billing')) ok(await guest(SET_BILLING_SAME, { id }));
    if (steps.includes('method')) ok(await guest(SET_METHOD, { id, c: 'flatrate', m: 'flatrate' }));
    if (steps.includes('payment'))
      ok(
        await guest(
          `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
          {
            id,
          },
        ),
      );
    return { id, product };
  }

  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrderWithNoEmail
  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrderWithNoItemsInCart
  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrderWithNoShippingAddress
  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrderWithNoShippingMethod
  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrderWithNoBillingAddress
  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrderWithNoPaymentMethod
  it.each([
    [
      ['item', 'shipping', 'billing', 'method', 'payment'],
      'GUEST_EMAIL_MISSING',
      'Guest email for cart is missing.',
    ],
    [
      ['email'],
      'UNABLE_TO_PLACE_ORDER',
      'A server error stopped your order from being placed. Please try to place your order again.',
    ],
    [
      ['email', 'item'],
      'UNABLE_TO_PLACE_ORDER',
      "Some addresses can't be used due to the configurations for specific countries.",
    ],
    [
      ['email', 'item', 'shipping'],
      'UNABLE_TO_PLACE_ORDER',
      'The shipping method is missing. Select the shipping method and try again.',
    ],
    [
      ['email', 'item', 'shipping', 'method'],
      'UNABLE_TO_PLACE_ORDER',
      'Please check the billing address information. Set the billing address and try again.',
    ],
    [
      ['email', 'item', 'shipping', 'billing', 'method'],
      'UNABLE_TO_PLACE_ORDER',
      'Enter a valid payment method and try again.',
    ],
  ] as const)('after %j answers %s in the output’s errors', async (steps, code, text) => {
    const { id } = await guestCartWith([...steps]);
    const placed = ok(await guest(PLACE, { id })).placeOrder;
    expect(placed).toEqual({ order: null, orderV2: null, errors: [{ code, message: text }] });
  });

  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrderWithOutOfStockProduct
  it('answers an item that ran out of stock in the output’s errors', async () => {
    const { id, product } = await guestCartWith([
      'email',
      'item',
      'shipping',
      'billing',
      'method',
      'payment',
    ]);
    setStock(shop, product.sku, 0);
    try {
      expect(ok(await guest(PLACE, { id })).placeOrder.errors).toEqual([
        { code: 'UNABLE_TO_PLACE_ORDER', message: 'Some of the products are out of stock.' },
      ]);
    } finally {
      setStock(shop, product.sku, 50);
    }
  });

  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrderOfCustomerCart
  // Magento\GraphQl\Quote\Customer\PlaceOrderTest::testPlaceOrderOfGuestCart
  // Magento\GraphQl\Quote\Customer\PlaceOrderTest::testPlaceOrderOfAnotherCustomerCart
  it('refuses others’ carts as a request error', async () => {
    const owner = newCustomer(shop);
    const other = newCustomer(shop);
    const customerCart = await cartWithItem(owner.call, true);
    const guestCart = await cartWithItem(guest);
    expect(error(await guest(PLACE, { id: customerCart }))).toEqual({
      message: refusal(customerCart),
      category: 'graphql-authorization',
    });
    expect(message(await owner.call(PLACE, { id: guestCart }))).toBe(refusal(guestCart));
    expect(message(await other.call(PLACE, { id: customerCart }))).toBe(refusal(customerCart));
  });

  // Magento\GraphQl\Quote\Guest\PlaceOrderTest::testPlaceOrder (the cart is then inactive: CART_NOT_ACTIVE)
  it('answers a cart already ordered as CART_NOT_ACTIVE, and an unknown one as CART_NOT_FOUND', async () => {
    const id = await cartWithItem(guest);
    await prepareCheckout(guest, id, { guestEmail: 'guest@example.in', payment: 'checkmo' });
    ok(await guest(PLACE, { id }));
    expect(ok(await guest(PLACE, { id })).placeOrder.errors).toEqual([
      { code: 'CART_NOT_ACTIVE', message: "The cart isn't active." },
    ]);
    expect(ok(await guest(PLACE, { id: 'non_existent_masked_id' })).placeOrder.errors).toEqual([
      { code: 'CART_NOT_FOUND', message: 'Could not find a cart with ID "non_existent_masked_id"' },
    ]);
  });
});
