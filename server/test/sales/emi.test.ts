// Zepp_Emi through the real schema and the sandbox gateways: the store's EMI minimum, the plans of an amount
// (the reducing-balance formula, rounded as README "EMI" says, no-cost plans at the price), bad amounts refused,
// and the hosted page offering the same plans for an order's total, the chosen one recorded on the order.
import { signCallback, type CallbackPayload } from '../../magento/payments/signature';
import { ORIGIN } from '../test-app';
import {
  add,
  caller,
  DEMO,
  newCart,
  placeOrder,
  prepareCheckout,
  salesShop,
  simpleProduct,
  type SalesShop,
} from './helpers';

const PLANS = `query($a: Float!) { emiPlans(amount: $a) { months annual_rate no_cost
  monthly_instalment { value currency } total_interest { value } interest_discount { value } total { value } } }`;
const MIN = '{ storeConfig { store_code emi_min_order_amount } }';

interface Plan {
  months: number;
  annual_rate: number;
  no_cost: boolean;
  monthly_instalment: { value: number; currency: string };
  total_interest: { value: number };
  interest_discount: { value: number };
  total: { value: number };
}

async function plansOf(shop: SalesShop, amount: number): Promise<Plan[]> {
  const res = await shop.guest(PLANS, { a: amount });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.emiPlans;
}

const setMinimum = (shop: SalesShop, value: string) =>
  shop.db
    .prepare(
      "INSERT INTO store_config (store_id, path, value) VALUES (0, 'zepp_emi/general/min_order_amount', ?)",
    )
    .run(value);

describe('the EMI minimum (StoreConfig.emi_min_order_amount)', () => {
  it('is ₹3,000 unless the store sets another', async () => {
    const shop = salesShop();
    expect((await shop.guest(MIN)).data.storeConfig.emi_min_order_amount).toBe(3000);
    setMinimum(shop, '5000');
    expect((await shop.guest(MIN)).data.storeConfig.emi_min_order_amount).toBe(5000);
  });

  it('decides which amounts have plans: from the minimum up', async () => {
    const shop = salesShop();
    expect(await plansOf(shop, 2999.99)).toEqual([]);
    expect((await plansOf(shop, 3000)).map((p) => p.months)).toEqual([3, 6, 9, 12, 18, 24]);
    setMinimum(shop, '5000');
    expect(await plansOf(shop, 4999)).toEqual([]);
    expect(await plansOf(shop, 5000)).toHaveLength(6);
  });

  it('falls back to the default when the stored value is not a number', async () => {
    const shop = salesShop();
    setMinimum(shop, 'lots');
    expect((await shop.guest(MIN)).data.storeConfig.emi_min_order_amount).toBe(3000);
  });
});

describe('the EMI plans of an amount (emiPlans)', () => {
  it("are the rate table's, each instalment by the reducing-balance formula", async () => {
    const shop = salesShop();
    const plans = await plansOf(shop, 10000);
    expect(plans.map((p) => [p.months, p.annual_rate, p.no_cost])).toEqual([
      [3, 14, true],
      [6, 14, true],
      [9, 15, false],
      [12, 15, false],
      [18, 16, false],
      [24, 16, false],
    ]);
    // ₹10,000 over 12 months at 15% a year is the textbook ₹902.58 a month.
    const twelve = plans.find((p) => p.months === 12)!;
    expect(twelve.monthly_instalment).toEqual({ value: 902.58, currency: 'INR' });
    expect(twelve.total.value).toBe(10830.96); // 902.58 × 12
    expect(twelve.total_interest.value).toBe(830.96);
    expect(twelve.interest_discount.value).toBe(0);
    // The formula itself, for every plan with interest: P·r·(1+r)^n / ((1+r)^n − 1), to the paisa.
    for (const plan of plans.filter((p) => !p.no_cost)) {
      const r = plan.annual_rate / 1200;
      const g = (1 + r) ** plan.months;
      expect(plan.monthly_instalment.value).toBeCloseTo((10000 * r * g) / (g - 1), 2);
      expect(plan.total.value).toBeCloseTo(plan.monthly_instalment.value * plan.months, 2);
      expect(plan.total_interest.value).toBeCloseTo(plan.total.value - 10000, 2);
    }
  });

  it('no-cost plans cost the price: the interest is taken off as an instant discount', async () => {
    const shop = salesShop();
    const [three, six] = await plansOf(shop, 10000);
    expect(three).toMatchObject({ months: 3, no_cost: true, monthly_instalment: { value: 3333.33 } });
    expect(three!.total.value).toBe(10000);
    expect(six).toMatchObject({ months: 6, monthly_instalment: { value: 1666.67 }, total: { value: 10000 } });
    for (const plan of [three!, six!]) {
      expect(plan.total_interest.value).toBeGreaterThan(0);
      expect(plan.interest_discount.value).toBe(plan.total_interest.value);
      // The issuer lends the price less the discount; its instalments on that loan are the price / months.
      const r = plan.annual_rate / 1200;
      const g = (1 + r) ** plan.months;
      const loan = 10000 - plan.interest_discount.value;
      expect((loan * r * g) / (g - 1)).toBeCloseTo(10000 / plan.months, 1);
    }
  });

  it('the 24-month plan has the smallest instalment ("EMI from")', async () => {
    const shop = salesShop();
    const plans = await plansOf(shop, 22999);
    const smallest = Math.min(...plans.map((p) => p.monthly_instalment.value));
    expect(plans.find((p) => p.months === 24)!.monthly_instalment.value).toBe(smallest);
    expect(smallest).toBe(1126.1);
  });

  it.each([[0], [-500], [100_000_001]])('refuses an amount of %p (graphql-input)', async (amount) => {
    const shop = salesShop();
    const res = await shop.guest(PLANS, { a: amount });
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: `Invalid value of "${amount}" provided for the amount field.`,
        extensions: expect.objectContaining({ category: 'graphql-input' }),
      }),
    ]);
  });

  it('refuses a missing or non-numeric amount as a GraphQL validation error, never a 500', async () => {
    const shop = salesShop();
    for (const query of ['{ emiPlans { months } }', '{ emiPlans(amount: "lots") { months } }']) {
      const res = await shop.guest(query);
      expect(res.data).toBeUndefined();
      expect(res.errors?.[0]?.message).toMatch(/amount|Float cannot represent/);
    }
  });
});

// ---- The sandbox gateways' hosted page --------------------------------------------------------------------

const fetchPage = (shop: SalesShop, url: string, form?: Record<string, string>) =>
  shop.app.fetch(
    new Request(
      url,
      form
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(form),
          }
        : {},
    ),
  );

const PAYMENT = `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  payment_methods { name type additional_data { name value } } } } } }`;

async function gatewayOrder(shop: SalesShop, payment = 'razorpay') {
  const token = await shop.signIn(DEMO);
  const call = caller(shop, token);
  const id = await newCart(call, true);
  const product = simpleProduct(shop);
  await add(call, id, [{ sku: product.sku, quantity: 1 }]);
  await prepareCheckout(call, id, { payment });
  const placed = await placeOrder(call, id);
  return {
    token,
    number: placed.order.order_number as string,
    url: placed.payment_url as string,
    total: placed.orderV2.total.grand_total.value as number,
  };
}

const emiRadios = (html: string) =>
  [...html.matchAll(/<input type="radio" name="emi_months" value="(\d*)"( checked)?> ([^<]*)<\/label>/g)].map(
    (m) => ({ months: m[1], checked: Boolean(m[2]), label: m[3] }),
  );

describe('EMI on the hosted payment page', () => {
  it("offers the order total's plans beside the cards, paying in full chosen", async () => {
    const shop = salesShop();
    const { url, total } = await gatewayOrder(shop);
    expect(total).toBeGreaterThanOrEqual(3000);
    const html = await (await fetchPage(shop, url)).text();
    expect(html).toContain('<legend>EMI on a card</legend>');
    const radios = emiRadios(html);
    const plans = await plansOf(shop, total);
    expect(radios.map((r) => r.months)).toEqual(['', ...plans.map((p) => String(p.months))]);
    expect(radios[0]).toMatchObject({ checked: true, label: 'Pay in full' });
    expect(radios.filter((r) => r.checked)).toHaveLength(1);
    // Each plan as the product page's sheet states it: instalment, cost and total, no-cost marked.
    const money = (v: number) =>
      `₹${v.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(v) ? 0 : 2 })}`;
    const [three, , nine] = plans;
    expect(radios[1]!.label).toBe(
      `3 months · ${money(three!.monthly_instalment.value)}/month · No-cost EMI (interest ${money(three!.interest_discount.value)} waived) · total ${money(total)}`,
    );
    expect(radios[3]!.label).toBe(
      `9 months · ${money(nine!.monthly_instalment.value)}/month · 15% a year, interest ${money(nine!.total_interest.value)} · total ${money(nine!.total.value)}`,
    );
  });

  it('records the chosen plan on the order when the card payment is approved', async () => {
    const shop = salesShop();
    const { token, number, url } = await gatewayOrder(shop);
    const res = await fetchPage(shop, url, { outcome: 'approve', method: 'credit_card', emi_months: '6' });
    expect(res.status).toBe(303);
    const [method] = (await shop.as(token, PAYMENT, { n: number })).data.customer.orders.items[0]
      .payment_methods;
    expect(method.additional_data).toEqual([
      { name: 'payment_status', value: 'paid' },
      { name: 'emi_months', value: '6' },
    ]);
    const mail = shop.outbox(DEMO.email).find((m) => m.template === 'order_confirmation');
    expect(mail?.text).toContain('Payment method: Razorpay, card EMI over 6 months');
  });

  it('records nothing for a payment in full', async () => {
    const shop = salesShop();
    const { token, number, url } = await gatewayOrder(shop);
    await fetchPage(shop, url, { outcome: 'approve', method: 'credit_card', emi_months: '' });
    const [method] = (await shop.as(token, PAYMENT, { n: number })).data.customer.orders.items[0]
      .payment_methods;
    expect(method.additional_data).toEqual([{ name: 'payment_status', value: 'paid' }]);
  });

  it("refuses EMI with UPI, a plan the table has not, and the gateway's EMI method without a plan", async () => {
    const shop = salesShop();
    const razorpay = await gatewayOrder(shop);
    const upi = await fetchPage(shop, razorpay.url, { outcome: 'approve', method: 'upi', emi_months: '6' });
    expect(upi.status).toBe(400);
    expect(await upi.text()).toContain('EMI is for card payments: choose a card, or pay in full.');
    const odd = await fetchPage(shop, razorpay.url, {
      outcome: 'approve',
      method: 'credit_card',
      emi_months: '7',
    });
    expect(odd.status).toBe(400);
    expect(await odd.text()).toContain('Choose an EMI plan, or another way to pay.');
    const payu = await gatewayOrder(shop, 'payu');
    const noPlan = await fetchPage(shop, payu.url, { outcome: 'approve', method: 'emi', emi_months: '' });
    expect(await noPlan.text()).toContain('Choose an EMI plan, or another way to pay.');
    const paid = (n: string) =>
      shop.db.prepare('SELECT payment_status FROM orders WHERE increment_id = ?').get(n);
    expect(paid(razorpay.number)).toEqual({ payment_status: 'pending' });
    expect(paid(payu.number)).toEqual({ payment_status: 'pending' });
    // The gateway's EMI method with a plan is what it is for.
    await fetchPage(shop, payu.url, { outcome: 'approve', method: 'emi', emi_months: '9' });
    expect(paid(payu.number)).toEqual({ payment_status: 'paid' });
  });

  it('signs the plan into the callback: a callback whose plan was changed is refused', async () => {
    const shop = salesShop();
    const { number, total } = await gatewayOrder(shop);
    const payload: CallbackPayload = {
      provider: 'razorpay',
      order_number: number,
      status: 'approved',
      amount: total.toFixed(2),
      method: 'credit_card',
      reference: 'pay_emi_test',
      timestamp: shop.clock.now,
      emi_months: 12,
    };
    const post = (body: unknown) =>
      shop.app.fetch(
        new Request(`${ORIGIN}/sandbox/razorpay/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    const signature = signCallback(shop.config.secret, payload);
    expect((await post({ ...payload, emi_months: 24, signature })).status).toBe(401);
    expect((await post({ ...payload, emi_months: 'twelve', signature })).status).toBe(400);
    expect((await post({ ...payload, signature })).status).toBe(200);
    const row = shop.db
      .prepare(
        'SELECT t.emi_months FROM payment_transactions t JOIN orders o ON o.entity_id = t.order_id WHERE o.increment_id = ?',
      )
      .get(number);
    expect(row).toEqual({ emi_months: 12 });
  });
});
