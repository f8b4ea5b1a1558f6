// Ports of Magento's GraphQl/Sales tests: a customer's orders (customer.orders) and the guest order lookups
// (guestOrder, guestOrderByToken). Orders are placed through this shop's own checkout.
import { prepareCheckout } from '../sales/helpers';
import {
  add,
  caller,
  error,
  fileShop,
  message,
  newCart,
  newCustomer,
  ok,
  simpleProduct,
  type Call,
} from './helpers';

const shop = fileShop();
const guest = caller(shop);

const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number token } errors { message } } }`;
const ORDERS = `query($filter: CustomerOrdersFilterInput) { customer { orders(filter: $filter) { total_count
  page_info { current_page page_size total_pages }
  items { id number status order_date billing_address { firstname } shipping_address { firstname }
    payment_methods { name type } items { quantity_ordered product_sku product_name product_sale_price { value currency } }
    total { grand_total { value currency } base_grand_total { value } subtotal { value } } } } } }`;

async function placeOrder(call: Call, customer: boolean, qty = 2) {
  const product = simpleProduct(shop);
  const id = await newCart(call, customer);
  await add(call, id, [{ sku: product.sku, quantity: qty }]);
  await prepareCheckout(call, id, {
    guestEmail: customer ? undefined : 'guest.buyer@example.in',
    payment: 'checkmo',
  });
  const placed = ok(await call(PLACE, { id })).placeOrder;
  return { product, number: placed.orderV2.number as string, token: placed.orderV2.token as string };
}

describe('customer.orders', () => {
  // Magento\GraphQl\Sales\RetrieveOrdersByOrderNumberTest::testGetCustomerOrdersSimpleProductQuery
  it('answers an order by its number with its items, addresses, payment and totals', async () => {
    const customer = newCustomer(shop);
    const { product, number } = await placeOrder(customer.call, true);
    const orders = ok(await customer.call(ORDERS, { filter: { number: { eq: number } } })).customer.orders;
    expect(orders.total_count).toBe(1);
    const [order] = orders.items;
    expect(order.id).toBeTruthy();
    expect(order.number).toBe(number);
    expect(order.billing_address.firstname).toBe('Asha');
    expect(order.shipping_address.firstname).toBe('Asha');
    expect(order.payment_methods).toEqual([{ name: 'Cash on delivery', type: 'checkmo' }]);
    expect(order.items).toEqual([
      {
        quantity_ordered: 2,
        product_sku: product.sku,
        product_name: product.name,
        product_sale_price: { value: expect.any(Number), currency: 'INR' },
      },
    ]);
    expect(order.total.grand_total.value).toBe(order.total.base_grand_total.value);
  });

  // Magento\GraphQl\Sales\RetrieveOrdersByOrderNumberTest::testGetMatchingCustomerOrders
  // Magento\GraphQl\Sales\RetrieveOrdersByOrderNumberTest::testGetMatchingOrdersForLowerQueryLength
  it('matches order numbers partly, even on a single character', async () => {
    const customer = newCustomer(shop);
    const first = await placeOrder(customer.call, true, 1);
    const second = await placeOrder(customer.call, true, 1);
    const prefix = first.number.slice(0, 3);
    const matched = ok(await customer.call(ORDERS, { filter: { number: { match: prefix } } })).customer
      .orders;
    expect(matched.items.map((o: { number: string }) => o.number).sort()).toEqual(
      [first.number, second.number].sort(),
    );
    const one = ok(await customer.call(ORDERS, { filter: { number: { match: '0' } } })).customer.orders;
    expect(one.total_count).toBe(one.items.length);
  });

  // Magento\GraphQl\Sales\OrdersTest::testOrdersQueryNotAuthorized (as customer.orders)
  it('is for signed-in customers', async () => {
    expect(error(await shop.guest(ORDERS))).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
  });
});

describe('guestOrder and guestOrderByToken', () => {
  const GUEST_ORDER = `query($n: String!, $e: String!, $l: String!) { guestOrder(input: { number: $n, email: $e, lastname: $l }) {
    number email billing_address { firstname lastname } } }`;

  // Magento\GraphQl\Sales\GuestOrderTest::testGuestOrder
  // Magento\GraphQl\Sales\GuestOrderTest::testGuestOrderIncorrectEmail
  it('finds a guest order by number, e-mail and last name only', async () => {
    const { number } = await placeOrder(guest, false, 1);
    const found = ok(
      await shop.guest(GUEST_ORDER, { n: number, e: 'guest.buyer@example.in', l: 'Verma' }),
    ).guestOrder;
    expect(found).toEqual({
      number,
      email: 'guest.buyer@example.in',
      billing_address: { firstname: 'Asha', lastname: 'Verma' },
    });
    expect(
      error(await shop.guest(GUEST_ORDER, { n: number, e: 'incorrectguest.buyer@example.in', l: 'Verma' })),
    ).toEqual({
      message: "We couldn't locate an order with the information provided.",
      category: 'graphql-no-such-entity',
    });
  });

  // Magento\GraphQl\Sales\GuestOrderTest::testCustomerOrder
  it('refuses a customer’s order', async () => {
    const customer = newCustomer(shop);
    const { number } = await placeOrder(customer.call, true, 1);
    // With the order's own details (Magento's test takes them from its billing address): a wrong guess at a
    // customer's order is "not located" like any other (test/sales/guest-order-lookup.test.ts).
    expect(message(await shop.guest(GUEST_ORDER, { n: number, e: customer.email, l: 'Verma' }))).toBe(
      'Please login to view the order.',
    );
  });

  // Magento\GraphQl\Sales\GuestOrderByTokenTest::testGuestOrderByToken
  it('finds a guest order by its token', async () => {
    const { number, token } = await placeOrder(guest, false, 1);
    const found = ok(
      await shop.guest(`query($t: String!) { guestOrderByToken(input: { token: $t }) { number } }`, {
        t: token,
      }),
    );
    expect(found.guestOrderByToken.number).toBe(number);
  });
});
