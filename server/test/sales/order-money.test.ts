// Follows the money from the cart to the order and its e-mail: every amount the cart's totals show (coupon,
// coins, handling, Express shipping, cash on delivery's charge, gift card) is what payment-information charges,
// what customer.orders answers and what the order e-mail says; the charge of cash on delivery is in the cart's
// totals as soon as it is the cart's payment method, before the order is placed.
import { ORIGIN } from '../test-app';
import {
  add,
  caller,
  DEMO,
  newCart,
  prepareCheckout,
  salesShop,
  SET_PAYMENT,
  simpleProduct,
  type SalesShop,
} from './helpers';

const PRICES = `prices { subtotal_including_tax { value } discounts { label amount { value } }
  handling_charges { value } payment_surcharge { value } grand_total { value } }
  applied_gift_cards { code applied_balance { value } } mw_applied_reward_points { points money { value } }
  shipping_addresses { selected_shipping_method { carrier_title method_title amount { value } } }`;
const CART = `query($id: String!) { cart(cart_id: $id) { ${PRICES} } }`;
const ORDER = `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  number carrier shipping_method applied_gift_cards { code applied_balance { value } }
  total { subtotal_incl_tax { value } discounts { label amount { value } } total_reward_points { value }
    handling_charges { value } total_shipping { value } payment_surcharge { value } total_giftcard { value }
    grand_total { value } } } } } }`;

const mutate = (name: string, input: string) =>
  `mutation($id: String!) { ${name}(input: { cart_id: $id${input} }) { cart { id } } }`;

/** The demo customer's cart with a fee-carrying product (handling), WELCOME10, 100 coins and a gift card. */
async function fullCart(shop: SalesShop, payment: string) {
  const token = await shop.signIn(DEMO);
  const call = caller(shop, token);
  const id = await newCart(call, true);
  await add(call, id, [{ sku: simpleProduct(shop, { fee: true }).sku, quantity: 2 }]);
  for (const query of [
    mutate('applyCouponToCart', ', coupon_code: "WELCOME10"'),
    mutate('applyMwRewardPointsToCart', ', points: 100'),
    mutate('applyGiftCardToCart', ', gift_card_code: "GIFT-SANDBOX-1000"'),
  ]) {
    const res = await call(query, { id });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
  await prepareCheckout(call, id, { carrier: 'express', payment });
  const cart = (await call(CART, { id })).data.cart;
  return { token, call, id, cart };
}

describe('the money from cart to order', () => {
  it("puts cash on delivery's Rs. 50 in the cart's totals once it is the cart's payment method", async () => {
    const shop = salesShop();
    const { call, id, cart } = await fullCart(shop, 'cashondelivery');
    const p = cart.prices;
    expect(p.payment_surcharge.value).toBe(50);
    expect(p.handling_charges.value).toBeGreaterThan(0);
    const shipping = cart.shipping_addresses[0].selected_shipping_method;
    expect(shipping).toMatchObject({ carrier_title: 'Express Delivery', amount: { value: 149 } });
    // Every charge and discount is a field of its own, and together they make the grand total.
    const coupon = p.discounts[0].amount.value;
    const coins = cart.mw_applied_reward_points.money.value;
    const card = cart.applied_gift_cards[0].applied_balance.value;
    expect([coupon, coins, card]).toEqual([500, 100, 1000]);
    const sum = p.subtotal_including_tax.value - coupon - coins + p.handling_charges.value + 149 + 50 - card;
    expect(p.grand_total.value).toBeCloseTo(sum, 2);

    // Another method: no surcharge; back to cash on delivery: the charge again.
    const online = (await call(SET_PAYMENT, { id, code: 'razorpay' })).data;
    expect(online.setPaymentMethodOnCart.cart.prices.grand_total.value).toBeCloseTo(sum - 50, 2);
    expect((await call(CART, { id })).data.cart.prices.payment_surcharge.value).toBe(0);
    await call(SET_PAYMENT, { id, code: 'cashondelivery' });
    expect((await call(CART, { id })).data.cart.prices.grand_total.value).toBeCloseTo(sum, 2);
  });

  it('charges through payment-information exactly what the cart showed, and the order and its e-mail say so', async () => {
    const shop = salesShop();
    const { token, cart } = await fullCart(shop, 'cashondelivery');
    const res = await shop.app.fetch(
      new Request(`${ORIGIN}/rest/V1/carts/mine/payment-information`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ paymentMethod: { method: 'cashondelivery' } }),
      }),
    );
    expect(res.status).toBe(200);
    const row = shop.db
      .prepare('SELECT increment_id, grand_total, cod_fee, handling_amount FROM orders WHERE entity_id = ?')
      .get(await res.json()) as { increment_id: string; grand_total: number; cod_fee: number };
    expect(row).toMatchObject({ grand_total: cart.prices.grand_total.value, cod_fee: 50 });

    const order = (await shop.as(token, ORDER, { n: row.increment_id })).data.customer.orders.items[0];
    const t = order.total;
    expect({
      subtotal: t.subtotal_incl_tax.value,
      discounts: t.discounts.map((d: { label: string; amount: { value: number } }) => [
        d.label,
        d.amount.value,
      ]),
      coins: t.total_reward_points.value,
      handling: t.handling_charges.value,
      shipping: t.total_shipping.value,
      surcharge: t.payment_surcharge.value,
      cards: order.applied_gift_cards.map((g: { code: string; applied_balance: { value: number } }) => [
        g.code,
        g.applied_balance.value,
      ]),
      grand: t.grand_total.value,
    }).toEqual({
      subtotal: cart.prices.subtotal_including_tax.value,
      discounts: [[cart.prices.discounts[0].label, 500]],
      coins: 100,
      handling: cart.prices.handling_charges.value,
      shipping: 149,
      surcharge: 50,
      cards: [['GIFT-SANDBOX-1000', 1000]],
      grand: cart.prices.grand_total.value,
    });
    expect(t.total_giftcard.value).toBe(1000);
    expect(order.carrier).toBe('Express Delivery');

    const [mail, ...more] = shop.outbox(DEMO.email).filter((m) => m.template === 'order_confirmation');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      subject: `Your order #${row.increment_id} is confirmed`,
      link: `${ORIGIN}/order-history/${row.increment_id}`,
    });
    const digits = (v: number) => (Number.isInteger(v) ? 0 : 2);
    const money = (v: number) =>
      `₹${v.toLocaleString('en-IN', { minimumFractionDigits: digits(v), maximumFractionDigits: digits(v) })}`;
    const priceDetails = mail!.text.split('Price details\n')[1]!.split('\n\n')[0]!.split('\n');
    expect(priceDetails).toEqual([
      `Price (2 items): ${money(t.subtotal_incl_tax.value)}`,
      `${cart.prices.discounts[0].label}: \u2212₹500`,
      'Zepp Coins: \u2212₹100',
      `Handling charges: ${money(t.handling_charges.value)}`,
      'Shipping: ₹149',
      'Cash on delivery charge: ₹50',
      'Gift card GIFT-SANDBOX-1000: \u2212₹1,000',
      `Grand total: ${money(t.grand_total.value)}`,
    ]);
    expect(mail!.text).toContain('Shipping method: Express Delivery\nPayment method: Cash on delivery');
  });

  it("sends a gateway order's e-mail once it is paid, not when it is placed, and once", async () => {
    const shop = salesShop();
    const { call, id } = await fullCart(shop, 'razorpay');
    const placed = (
      await call(
        `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { payment_url orderV2 { number } } }`,
        {
          id,
        },
      )
    ).data.placeOrder;
    const mails = () => shop.outbox(DEMO.email).filter((m) => m.template === 'order_confirmation');
    expect(mails()).toHaveLength(0);
    const pay = () =>
      shop.app.fetch(
        new Request(placed.payment_url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ outcome: 'approve', method: 'upi' }),
        }),
      );
    expect((await pay()).status).toBe(303);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.text).not.toContain('Cash on delivery charge');
    expect(mails()[0]!.link).toBe(`${ORIGIN}/order-history/${placed.orderV2.number}`);
    await pay(); // already paid: nothing settles, nothing is sent again
    expect(mails()).toHaveLength(1);
  });
});
