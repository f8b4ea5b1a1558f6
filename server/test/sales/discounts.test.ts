// Coupons, reward points and gift cards: their maths on the cart, Magento's messages, the UPI-only rule, and
// what placing an order spends.
import { changeOrder } from '../../magento/orders/admin';
import {
  add,
  caller,
  CART_FIELDS,
  DEMO,
  errorsOf,
  finalPrice,
  newCart,
  placeOrder,
  prepareCheckout,
  rewardBalance,
  salesShop,
  simpleProduct,
  type SalesShop,
} from './helpers';

const APPLY_COUPON = `mutation($id: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } } }`;
const REMOVE_COUPON = `mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } } }`;
const APPLY_POINTS = `mutation($id: String!, $points: Int) {
  applyMwRewardPointsToCart(input: { cart_id: $id, points: $points }) { cart { ${CART_FIELDS} } } }`;
const REMOVE_POINTS = `mutation($id: String!) { removeMwRewardPointsFromCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } } }`;
const APPLY_CARD = `mutation($id: String!, $code: String!) {
  applyGiftCardToCart(input: { cart_id: $id, gift_card_code: $code }) { cart { ${CART_FIELDS} } } }`;
const REMOVE_CARD = `mutation($id: String!, $code: String!) {
  removeGiftCardFromCart(input: { cart_id: $id, gift_card_code: $code }) { cart { ${CART_FIELDS} } } }`;

async function cartWith(shop: SalesShop, qty = 1, token?: string) {
  const call = caller(shop, token);
  const id = await newCart(call, Boolean(token));
  const product = simpleProduct(shop);
  const { cart } = await add(call, id, [{ sku: product.sku, quantity: qty }]);
  return { call, id, product, cart, subtotal: finalPrice(product) * qty };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

describe('coupons', () => {
  it('takes 10% off (capped at Rs. 500) with WELCOME10 and shows it as Magento discounts', async () => {
    const shop = salesShop();
    const { call, id, product, subtotal } = await cartWith(shop);
    const cart = (await call(APPLY_COUPON, { id, code: 'welcome10' })).data.applyCouponToCart.cart;
    const off = round2(Math.min(subtotal * 0.1, 500));
    expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(cart.prices.discounts).toEqual([
      { label: 'Welcome offer (10% off)', amount: { value: off }, coupon: { code: 'WELCOME10' } },
    ]);
    expect(cart.prices.grand_total.value).toBe(round2(subtotal - off));
    expect(cart.items[0].prices.total_item_discount.value).toBe(off);
    const mrpDiscount = (product.price - finalPrice(product)) * 1;
    expect(cart.total_discount).toBe(round2(mrpDiscount + off));
    expect(cart.is_only_upi).toBe(false);
    const removed = (await call(REMOVE_COUPON, { id })).data.removeCouponFromCart.cart;
    expect(removed.applied_coupons).toBeNull();
    expect(removed.prices.grand_total.value).toBe(subtotal);
  });

  it('refuses codes that do not apply with Magento’s one message, and a second coupon', async () => {
    const shop = salesShop();
    const { call, id } = await cartWith(shop);
    const notValid = [
      {
        message: "The coupon code isn't valid. Verify the code and try again.",
        category: 'graphql-no-such-entity',
      },
    ];
    for (const code of ['NOPE', 'DIWALI2023', 'STUDENT15', 'x'.repeat(300)]) {
      expect(errorsOf(await call(APPLY_COUPON, { id, code }))).toEqual(notValid);
    }
    await call(APPLY_COUPON, { id, code: 'WELCOME10' });
    expect(errorsOf(await call(APPLY_COUPON, { id, code: 'FLAT200' }))[0]?.message).toBe(
      'A coupon is already applied to the cart. Please remove it to apply another',
    );
    const empty = await newCart(call);
    expect(errorsOf(await call(APPLY_COUPON, { id: empty, code: 'WELCOME10' }))[0]?.message).toBe(
      'Cart does not contain products.',
    );
  });

  it('makes the cart UPI-only with a UPI coupon: no cash on delivery', async () => {
    const shop = salesShop();
    const { call, id, subtotal } = await cartWith(shop);
    const cart = (await call(APPLY_COUPON, { id, code: 'UPI10' })).data.applyCouponToCart.cart;
    expect(cart.is_only_upi).toBe(true);
    expect(cart.applied_coupons).toEqual([{ code: 'upi10' }]);
    expect(cart.prices.grand_total.value).toBe(round2(subtotal - Math.min(subtotal * 0.1, 1000)));
    expect(cart.available_payment_methods.map((m: { code: string }) => m.code)).toEqual(['razorpay', 'payu']);
  });

  it('stops discounting when the cart no longer meets the rule (FLAT200 needs Rs. 1,999)', async () => {
    const shop = salesShop();
    const { call, id, cart, subtotal } = await cartWith(shop);
    expect(subtotal).toBeGreaterThanOrEqual(1999);
    await call(APPLY_COUPON, { id, code: 'FLAT200' });
    shop.db
      .prepare('UPDATE products SET price = 999, special_price = NULL WHERE sku = ?')
      .run(cart.items[0].product.sku);
    const after = (await call(`query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { id })).data
      .cart;
    expect(after.applied_coupons).toBeNull();
    expect(after.prices.grand_total.value).toBe(999);
  });

  it('counts a one-use coupon once it is used in an order', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const first = await cartWith(shop, 1, token);
    await first.call(APPLY_COUPON, { id: first.id, code: 'FIRST100' });
    await prepareCheckout(first.call, first.id);
    expect((await placeOrder(first.call, first.id)).errors).toEqual([]);
    const second = await cartWith(shop, 1, token);
    expect(errorsOf(await second.call(APPLY_COUPON, { id: second.id, code: 'FIRST100' }))[0]?.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );
  });
});

describe('reward points', () => {
  it('applies the balance (or part of it), spends it at placement, and earns on the rest once delivered', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const balance = rewardBalance(shop, DEMO.email);
    const { call, id, subtotal } = await cartWith(shop, 1, token);
    const all = (await call(APPLY_POINTS, { id })).data.applyMwRewardPointsToCart.cart;
    expect(all.mw_applied_reward_points).toEqual({ points: balance, money: { value: balance } });
    const some = (await call(APPLY_POINTS, { id, points: 100 })).data.applyMwRewardPointsToCart.cart;
    expect(some.mw_applied_reward_points).toEqual({ points: 100, money: { value: 100 } });
    expect(some.prices.grand_total.value).toBe(round2(subtotal - 100));
    expect(some.prices.discounts).toBeNull();
    await prepareCheckout(call, id);
    const placed = await placeOrder(call, id);
    expect(placed.errors).toEqual([]);
    const earned = Math.floor(placed.orderV2.total.grand_total.value / 100);
    expect(rewardBalance(shop, DEMO.email)).toBe(balance - 100); // spent now, earned once paid
    changeOrder(shop.db, placed.order.order_number, 'deliver');
    expect(rewardBalance(shop, DEMO.email)).toBe(balance - 100 + earned);
  });

  it('refuses more points than the balance, guests, and nothing to spend on', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const balance = rewardBalance(shop, DEMO.email);
    const { call, id } = await cartWith(shop, 1, token);
    expect(errorsOf(await call(APPLY_POINTS, { id, points: balance + 1 }))[0]?.message).toBe(
      `You have only ${balance} reward points.`,
    );
    expect(errorsOf(await call(APPLY_POINTS, { id, points: -5 }))[0]?.message).toBe(
      'The number of reward points must be a positive whole number.',
    );
    const removed = (await call(REMOVE_POINTS, { id })).data.removeMwRewardPointsFromCart.cart;
    expect(removed.mw_applied_reward_points.points).toBe(0);
    const guest = await cartWith(shop);
    expect(errorsOf(await guest.call(APPLY_POINTS, { id: guest.id }))[0]?.category).toBe(
      'graphql-authorization',
    );
  });

  it('re-reads the balance at placement, so points spent elsewhere meanwhile are not spent twice', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const { call, id } = await cartWith(shop, 1, token);
    await call(APPLY_POINTS, { id, points: 100 });
    await prepareCheckout(call, id);
    const customerId = (
      shop.db.prepare('SELECT customer_id FROM customers WHERE email = ?').get(DEMO.email) as {
        customer_id: number;
      }
    ).customer_id;
    const balance = rewardBalance(shop, DEMO.email);
    shop.db
      .prepare(
        "INSERT INTO reward_transactions (customer_id, points, balance_after, description, status) VALUES (?, ?, 0, 'test', 'COMPLETE')",
      )
      .run(customerId, -balance);
    const placed = await placeOrder(call, id);
    // The cart re-reads the balance: no points left to spend, so the order goes through at full price.
    expect(placed.errors).toEqual([]);
    expect(rewardBalance(shop, DEMO.email)).toBe(0);
    changeOrder(shop.db, placed.order.order_number, 'deliver');
    expect(rewardBalance(shop, DEMO.email)).toBe(Math.floor(placed.orderV2.total.grand_total.value / 100));
  });
});

describe('gift cards', () => {
  it('pays part of the total with a card, debits it at placement, and lists it on the cart', async () => {
    const shop = salesShop();
    const { call, id, subtotal } = await cartWith(shop);
    const cart = (await call(APPLY_CARD, { id, code: 'gift-sandbox-1000' })).data.applyGiftCardToCart.cart;
    expect(cart.applied_gift_cards).toEqual([
      { code: 'GIFT-SANDBOX-1000', applied_balance: { value: 1000 }, current_balance: { value: 1000 } },
    ]);
    expect(cart.prices.grand_total.value).toBe(round2(subtotal - 1000));
    expect(errorsOf(await call(APPLY_CARD, { id, code: 'GIFT-SANDBOX-1000' }))[0]?.message).toBe(
      'This gift card account is already in the quote.',
    );
    await prepareCheckout(call, id, { guestEmail: 'asha@example.in' });
    expect((await placeOrder(call, id)).errors).toEqual([]);
    const card = shop.db
      .prepare("SELECT balance FROM gift_card_accounts WHERE code = 'GIFT-SANDBOX-1000'")
      .get();
    expect(card).toEqual({ balance: 0 });
  });

  it('offers only the free method when cards cover everything', async () => {
    const shop = salesShop();
    const { call, id } = await cartWith(shop);
    const cart = (await call(APPLY_CARD, { id, code: 'GIFT-SANDBOX-100000' })).data.applyGiftCardToCart.cart;
    expect(cart.prices.grand_total.value).toBe(0);
    expect(cart.available_payment_methods).toEqual([
      { code: 'free', title: 'No Payment Information Required' },
    ]);
    await prepareCheckout(call, id, { guestEmail: 'asha@example.in', payment: 'free' });
    expect((await placeOrder(call, id)).errors).toEqual([]);
    const removed = await call(REMOVE_CARD, { id, code: 'GIFT-SANDBOX-100000' });
    expect(errorsOf(removed)[0]?.message).toBe("The cart isn't active.");
  });

  it('refuses unknown, used-up and expired cards, and removes an applied one', async () => {
    const shop = salesShop();
    const { call, id, subtotal } = await cartWith(shop);
    for (const code of ['NO-SUCH-CARD', 'GIFT-SANDBOX-USED', 'GIFT-SANDBOX-EXPIRED']) {
      expect(errorsOf(await call(APPLY_CARD, { id, code }))[0]?.message).toBe(
        "The gift card code couldn't be added. Verify your information and try again.",
      );
    }
    await call(APPLY_CARD, { id, code: 'GIFT-SANDBOX-1000' });
    const removed = (await call(REMOVE_CARD, { id, code: 'GIFT-SANDBOX-1000' })).data.removeGiftCardFromCart
      .cart;
    expect(removed.applied_gift_cards).toEqual([]);
    expect(removed.prices.grand_total.value).toBe(subtotal);
  });
});

describe('free products', () => {
  it('offers only “free” for a zero-total cart', async () => {
    const shop = salesShop();
    const call = caller(shop);
    const id = await newCart(call);
    const freebie = shop.db
      .prepare("SELECT sku FROM products WHERE type_id = 'virtual' AND price = 0 LIMIT 1")
      .get() as { sku: string };
    const { cart } = await add(call, id, [{ sku: freebie.sku, quantity: 1 }]);
    expect(cart.available_payment_methods).toEqual([
      { code: 'free', title: 'No Payment Information Required' },
    ]);
  });
});
