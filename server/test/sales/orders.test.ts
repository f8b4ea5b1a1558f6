// Customer.orders (paged, filtered, sorted; the order detail page filters by number), guest order lookups,
// and who may see which order.
import {
  add,
  caller,
  configurableProduct,
  DEMO,
  errorsOf,
  guestOrder,
  newCart,
  placeOrder,
  prepareCheckout,
  PRIYA,
  salesShop,
  simpleProduct,
  type SalesShop,
} from './helpers';

const ORDERS = `query($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort) {
    total_count page_info { current_page page_size total_pages } date_of_first_order
    items { id number order_date status email carrier shipping_method
      shipping_address { firstname lastname street city region region_id postcode country_code telephone }
      billing_address { city }
      payment_methods { name type }
      items { product_name product_sku quantity_ordered product_sale_price { value } selected_options { label value }
        ... on ConfigurableOrderItem { parent_sku } product { sku } }
      total { grand_total { value } subtotal_incl_tax { value } total_shipping { value } total_tax { value }
        shipping_handling { total_amount { value } } discounts { label amount { value } } total_reward_points { value } }
    } } } }`;

async function customerOrders(shop: SalesShop, token: string, n: number) {
  const call = caller(shop, token);
  const numbers: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = await newCart(call, true);
    await add(call, id, [{ sku: simpleProduct(shop, { offset: i }).sku, quantity: 1 }]);
    await prepareCheckout(call, id);
    numbers.push((await placeOrder(call, id)).order.order_number);
  }
  return { call, numbers };
}

describe('Customer.orders', () => {
  it('lists the customer’s orders newest first, paged, with totals, items and the shipping address', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA); // no past orders in the seed, unlike the demo customer
    const { call, numbers } = await customerOrders(shop, token, 3);
    const page1 = (await call(ORDERS, { size: 2 })).data.customer.orders;
    expect(page1.total_count).toBe(3);
    expect(page1.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 });
    expect(page1.items.map((o: { number: string }) => o.number)).toEqual([numbers[2], numbers[1]]);
    const [latest] = page1.items;
    expect(latest).toMatchObject({
      status: 'Pending',
      email: PRIYA.email,
      carrier: 'Standard Delivery',
      shipping_address: {
        firstname: 'Asha',
        street: ['12 Janpath', 'Connaught Place'],
        region: 'Delhi',
        region_id: '542',
        country_code: 'IN',
      },
      payment_methods: [{ name: 'Cash on delivery', type: 'cashondelivery' }],
    });
    const product = simpleProduct(shop, { offset: 2 });
    expect(latest.items).toEqual([
      expect.objectContaining({
        product_sku: product.sku,
        product_name: product.name,
        quantity_ordered: 1,
        product: { sku: product.sku },
      }),
    ]);
    expect(latest.total.grand_total.value).toBe(
      latest.total.subtotal_incl_tax.value + latest.total.shipping_handling.total_amount.value,
    );
    const page2 = (await call(ORDERS, { size: 2, page: 2 })).data.customer.orders;
    expect(page2.items.map((o: { number: string }) => o.number)).toEqual([numbers[0]]);
    const asc = (await call(ORDERS, { sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } })).data.customer
      .orders;
    expect(asc.items.map((o: { number: string }) => o.number)).toEqual(numbers);
  });

  it('finds one order by number for the detail page, and none of another customer’s', async () => {
    const shop = salesShop();
    const demoToken = await shop.signIn(DEMO);
    const { call, numbers } = await customerOrders(shop, demoToken, 2);
    const detail = (await call(ORDERS, { filter: { number: { eq: numbers[0] } } })).data.customer.orders;
    expect(detail.items.map((o: { number: string }) => o.number)).toEqual([numbers[0]]);
    const priya = caller(shop, await shop.signIn(PRIYA));
    expect(
      (await priya(ORDERS, { filter: { number: { eq: numbers[0] } } })).data.customer.orders,
    ).toMatchObject({ total_count: 0, items: [] });
    expect(errorsOf(await shop.guest(ORDERS))[0]?.category).toBe('graphql-authorization');
  });

  it('filters by status and number match, and refuses bad paging and filters', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const { call, numbers } = await customerOrders(shop, token, 2);
    const pending = (await call(ORDERS, { filter: { status: { eq: 'pending' } } })).data.customer.orders;
    expect(pending.total_count).toBe(2);
    const match = (await call(ORDERS, { filter: { number: { match: numbers[1]!.slice(-2) } } })).data.customer
      .orders;
    expect(match.items.map((o: { number: string }) => o.number)).toContain(numbers[1]);
    const injection = (await call(ORDERS, { filter: { number: { match: "%' OR 1=1 --" } } })).data.customer
      .orders;
    expect(injection.total_count).toBe(0);
    expect(errorsOf(await call(ORDERS, { page: 0 }))[0]?.message).toBe(
      'currentPage value must be greater than 0.',
    );
    expect(errorsOf(await call(ORDERS, { size: 0 }))[0]?.message).toBe(
      'pageSize value must be greater than 0.',
    );
    expect(errorsOf(await call(ORDERS, { filter: { order_date: { from: 'yesterday' } } }))[0]?.message).toBe(
      'Invalid value of "yesterday" provided for the order_date field.',
    );
  });

  it('records a configurable item with its options and parent SKU', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const call = caller(shop, token);
    const { parent, variant, selectedOptions } = configurableProduct(shop);
    const id = await newCart(call, true);
    await add(call, id, [{ sku: parent.sku, quantity: 1, selected_options: selectedOptions }]);
    await prepareCheckout(call, id);
    await placeOrder(call, id);
    const [order] = (await call(ORDERS)).data.customer.orders.items;
    expect(order.items).toEqual([
      expect.objectContaining({
        product_sku: variant.sku,
        parent_sku: parent.sku,
        product_name: parent.name,
        selected_options: [
          expect.objectContaining({ label: 'Color' }),
          expect.objectContaining({ label: 'Size' }),
        ],
      }),
    ]);
  });
});

const GUEST_ORDER = `query($input: OrderInformationInput!) { guestOrder(input: $input) { number email total { grand_total { value } } } }`;
const BY_TOKEN = `query($t: String!) { guestOrderByToken(input: { token: $t }) { number } }`;

describe('guest order lookups', () => {
  it('finds a guest order by number, e-mail and last name, or by its token', async () => {
    const shop = salesShop();
    const { placed } = await guestOrder(shop, simpleProduct(shop).sku);
    const number = placed.order.order_number;
    const found = await shop.guest(GUEST_ORDER, {
      input: { number, email: 'GUEST.SHOPPER@example.in', lastname: 'verma' },
    });
    expect(found.data.guestOrder).toMatchObject({ number, email: 'guest.shopper@example.in' });
    const wrong = await shop.guest(GUEST_ORDER, {
      input: { number, email: 'guest.shopper@example.in', lastname: 'Someone' },
    });
    expect(errorsOf(wrong)).toEqual([
      {
        message: "We couldn't locate an order with the information provided.",
        category: 'graphql-no-such-entity',
      },
    ]);
    const token = (
      shop.db.prepare('SELECT protect_code FROM orders WHERE increment_id = ?').get(number) as {
        protect_code: string;
      }
    ).protect_code;
    expect((await shop.guest(BY_TOKEN, { t: token })).data.guestOrderByToken).toEqual({ number });
    expect(errorsOf(await shop.guest(BY_TOKEN, { t: 'x'.repeat(32) }))[0]?.category).toBe(
      'graphql-no-such-entity',
    );
  });

  it('does not show a customer’s order to a guest lookup', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const { numbers } = await customerOrders(shop, token, 1);
    const res = await shop.guest(GUEST_ORDER, {
      input: { number: numbers[0], email: DEMO.email, lastname: 'Verma' },
    });
    expect(errorsOf(res)).toEqual([
      { message: 'Please login to view the order.', category: 'graphql-authorization' },
    ]);
  });
});
