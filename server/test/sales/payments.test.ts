// The sandbox gateways: a gateway order gets a hosted payment page; approving or failing it sends a signed
// callback that alone sets the payment state (paid: points earned; failed: order cancelled and everything
// given back); forged, tampered, stale or conflicting callbacks change nothing.
import { inlineHashes } from '../../lib/own-inline';
import { signCallback, type CallbackPayload } from '../../magento/payments/signature';
import { ORIGIN } from '../test-app';
import {
  add,
  caller,
  DEMO,
  errorsOf,
  newCart,
  placeOrder,
  prepareCheckout,
  PRIYA,
  rewardBalance,
  salesShop,
  simpleProduct,
  stockOf,
  type SalesShop,
} from './helpers';

const STATUS = `query($n: String!) { orderPaymentStatus(order_number: $n) {
  order_number paid status message payment_state payment_method } }`;

async function gatewayOrder(
  shop: SalesShop,
  opts: { token?: string; payment?: string; coupon?: string; card?: string } = {},
) {
  const call = caller(shop, opts.token);
  const product = simpleProduct(shop);
  const id = await newCart(call, Boolean(opts.token));
  await add(call, id, [{ sku: product.sku, quantity: 2 }]);
  if (opts.coupon)
    await call(
      'mutation($id: String!, $c: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $c }) { cart { id } } }',
      { id, c: opts.coupon },
    );
  if (opts.card)
    await call(
      'mutation($id: String!, $c: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: $c }) { cart { id } } }',
      { id, c: opts.card },
    );
  await prepareCheckout(call, id, {
    guestEmail: opts.token ? undefined : 'asha@example.in',
    payment: opts.payment ?? 'razorpay',
  });
  const placed = await placeOrder(call, id);
  if (placed.errors.length) throw new Error(JSON.stringify(placed.errors));
  return {
    call,
    product,
    number: placed.order.order_number as string,
    url: placed.payment_url as string,
    total: placed.orderV2.total.grand_total.value as number,
  };
}

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

const postCallback = (shop: SalesShop, provider: string, body: unknown) =>
  shop.app.fetch(
    new Request(`${ORIGIN}/sandbox/${provider}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

const orderRow = (shop: SalesShop, number: string) =>
  shop.db.prepare('SELECT status, payment_status FROM orders WHERE increment_id = ?').get(number);

describe('paying through a gateway', () => {
  it('leaves the order pending payment with a hosted page to pay on', async () => {
    const shop = salesShop();
    const { number, url, total } = await gatewayOrder(shop);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/sandbox/razorpay/pay/[0-9a-f]{48}$`));
    expect((await shop.guest(STATUS, { n: number })).data.orderPaymentStatus).toEqual({
      order_number: number,
      paid: false,
      status: 'Pending Payment',
      message: 'We are waiting for the payment provider to confirm your payment.',
      payment_state: 'PENDING',
      payment_method: 'razorpay',
    });
    const page = await fetchPage(shop, url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    // Its style is allowed by hash, nothing inline by a blanket 'unsafe-inline' (security-headers.test.ts).
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(page.headers.get('content-security-policy')).toContain(inlineHashes(html).styles[0]);
    expect(html).toContain(`Order #${number}`);
    // The amount as the storefront wrote it at checkout (whole rupees: no '.00').
    expect(Number.isInteger(total)).toBe(true);
    expect(html).toContain(`₹${total.toLocaleString('en-IN')}<`);
    expect(html).not.toContain(`₹${total.toLocaleString('en-IN')}.00`);
    for (const label of ['Credit card', 'Debit card', 'UPI', 'Pay later']) expect(html).toContain(label);
    expect(html).not.toContain('Netbanking');
  });

  it('marks the order paid from the signed callback when the shopper approves, then returns them', async () => {
    const shop = salesShop();
    const token = await shop.signIn(PRIYA);
    const before = { priya: rewardBalance(shop, PRIYA.email), demo: rewardBalance(shop, DEMO.email) };
    const { number, url, total } = await gatewayOrder(shop, { token });
    expect(rewardBalance(shop, PRIYA.email)).toBe(before.priya);
    const res = await fetchPage(shop, url, { outcome: 'approve', method: 'upi' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/razorpay/checkout/success/${number}`);
    const status = (await shop.as(token, STATUS, { n: number })).data.orderPaymentStatus;
    expect(status).toMatchObject({ paid: true, status: 'Processing', payment_state: 'PAID' });
    expect(rewardBalance(shop, PRIYA.email)).toBe(before.priya + Math.floor(total / 100) + 50);
    expect(rewardBalance(shop, DEMO.email)).toBe(before.demo + 100);
    expect((await fetchPage(shop, url)).status).toBe(409);
    expect((await fetchPage(shop, url, { outcome: 'fail', method: 'upi' })).status).toBe(303);
    expect(orderRow(shop, number)).toEqual({ status: 'processing', payment_status: 'paid' });
  });

  it('cancels the order when the payment fails, giving back stock, coupon use and gift card balance', async () => {
    const shop = salesShop();
    const product = simpleProduct(shop);
    const stock = stockOf(shop, product.sku);
    const { number, url } = await gatewayOrder(shop, {
      payment: 'payu',
      coupon: 'WELCOME10',
      card: 'GIFT-SANDBOX-1000',
    });
    expect(stockOf(shop, product.sku)).toBe(stock - 2);
    const page = await (await fetchPage(shop, url)).text();
    for (const label of ['Netbanking', 'Wallet', 'EMI']) expect(page).toContain(label);
    const res = await fetchPage(shop, url, { outcome: 'fail', method: 'netbanking' });
    expect(res.headers.get('location')).toBe(`/payu/checkout/success/${number}`);
    expect((await shop.guest(STATUS, { n: number })).data.orderPaymentStatus).toMatchObject({
      paid: false,
      status: 'Canceled',
      payment_state: 'FAILED',
    });
    expect(stockOf(shop, product.sku)).toBe(stock);
    expect(
      shop.db.prepare("SELECT balance FROM gift_card_accounts WHERE code = 'GIFT-SANDBOX-1000'").get(),
    ).toEqual({ balance: 1000 });
    expect(shop.db.prepare("SELECT times_used FROM coupons WHERE code = 'WELCOME10'").get()).toEqual({
      times_used: 0,
    });
  });

  it('gives a customer back the reward points a failed payment had spent', async () => {
    const shop = salesShop();
    const token = await shop.signIn(DEMO);
    const before = rewardBalance(shop, DEMO.email);
    const call = caller(shop, token);
    const id = await newCart(call, true);
    await add(call, id, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
    await call(
      'mutation($id: String!) { applyMwRewardPointsToCart(input: { cart_id: $id, points: 120 }) { cart { id } } }',
      { id },
    );
    await prepareCheckout(call, id, { payment: 'razorpay' });
    const placed = await placeOrder(call, id);
    expect(rewardBalance(shop, DEMO.email)).toBe(before - 120);
    await fetchPage(shop, placed.payment_url, { outcome: 'fail', method: 'upi' });
    expect(rewardBalance(shop, DEMO.email)).toBe(before);
    expect(orderRow(shop, placed.order.order_number)).toEqual({
      status: 'canceled',
      payment_status: 'failed',
    });
  });

  it('offers only UPI on the hosted page of a UPI-only order, and refuses another method', async () => {
    const shop = salesShop();
    const { number, url } = await gatewayOrder(shop, { coupon: 'UPI10' });
    const html = await (await fetchPage(shop, url)).text();
    expect(html).toContain('value="upi"');
    expect(html).not.toContain('value="credit_card"');
    expect((await fetchPage(shop, url, { outcome: 'approve', method: 'credit_card' })).status).toBe(400);
    expect(orderRow(shop, number)).toEqual({ status: 'pending_payment', payment_status: 'pending' });
  });

  it('opens on the method the shopper chose at checkout (the link names it), else on the first', async () => {
    const shop = salesShop();
    const { url } = await gatewayOrder(shop);
    const checkedMethod = async (page: string) =>
      /<input type="radio" name="method" value="([a-z_]+)" checked>/.exec(
        await (await fetchPage(shop, page)).text(),
      )?.[1];
    expect(await checkedMethod(`${url}?method=upi`)).toBe('upi');
    expect(await checkedMethod(`${url}?method=bnpl`)).toBe('bnpl');
    expect(await checkedMethod(url)).toBe('credit_card');
    // Not a method of this gateway (gateway two's netbanking), or nonsense: the first, never an error.
    expect(await checkedMethod(`${url}?method=netbanking`)).toBe('credit_card');
    expect(await checkedMethod(`${url}?method=%3Cscript%3E`)).toBe('credit_card');
  });

  it('answers 404 for unknown pages and providers', async () => {
    const shop = salesShop();
    const { url } = await gatewayOrder(shop);
    expect((await fetchPage(shop, `${ORIGIN}/sandbox/razorpay/pay/${'0'.repeat(48)}`)).status).toBe(404);
    expect((await fetchPage(shop, url.replace('/razorpay/', '/payu/'))).status).toBe(404);
    expect((await fetchPage(shop, `${ORIGIN}/sandbox/stripe/pay/abc`)).status).toBe(404);
  });
});

describe('gateway callbacks', () => {
  async function pending(shop: SalesShop) {
    const order = await gatewayOrder(shop);
    const payload: CallbackPayload = {
      provider: 'razorpay',
      order_number: order.number,
      status: 'approved',
      amount: order.total.toFixed(2),
      method: 'upi',
      reference: 'pay_test123',
      timestamp: shop.clock.now,
    };
    return { ...order, payload };
  }

  it('refuses forged, tampered and stale callbacks without touching the order', async () => {
    const shop = salesShop();
    const { number, payload } = await pending(shop);
    const forged: [unknown, number][] = [
      [{ ...payload, signature: 'f'.repeat(64) }, 401],
      [{ ...payload, signature: signCallback('someone-else', payload) }, 401],
      [{ ...payload, amount: '1.00', signature: signCallback(shop.config.secret, payload) }, 401],
      [
        {
          ...payload,
          amount: '1.00',
          signature: signCallback(shop.config.secret, { ...payload, amount: '1.00' }),
        },
        400,
      ],
      [
        {
          ...payload,
          timestamp: payload.timestamp - 3_600_000,
          signature: signCallback(shop.config.secret, {
            ...payload,
            timestamp: payload.timestamp - 3_600_000,
          }),
        },
        400,
      ],
      [{ ...payload, order_number: "1' OR '1'='1" }, 401],
      [{ ...payload }, 401],
      ['not json at all', 400],
    ];
    for (const [body, status] of forged) {
      expect((await postCallback(shop, 'razorpay', body)).status).toBe(status);
    }
    const payuSigned = { ...payload, provider: 'payu' };
    expect(
      (
        await postCallback(shop, 'razorpay', {
          ...payuSigned,
          signature: signCallback(shop.config.secret, payuSigned),
        })
      ).status,
    ).toBe(400);
    expect(orderRow(shop, number)).toEqual({ status: 'pending_payment', payment_status: 'pending' });
  });

  it('refuses a callback signed with the old published placeholder secret', async () => {
    const shop = salesShop();
    const { number, payload } = await pending(shop);
    const forged = { ...payload, signature: signCallback('sandbox-secret-change-me', payload) };
    expect((await postCallback(shop, 'razorpay', forged)).status).toBe(401);
    expect(orderRow(shop, number)).toEqual({ status: 'pending_payment', payment_status: 'pending' });
  });

  it('settles on a genuine callback once; a retry is fine, a contradicting one is refused', async () => {
    const shop = salesShop();
    const { number, payload } = await pending(shop);
    const signed = { ...payload, signature: signCallback(shop.config.secret, payload) };
    expect((await postCallback(shop, 'razorpay', signed)).status).toBe(200);
    expect((await postCallback(shop, 'razorpay', signed)).status).toBe(200);
    const failed = { ...payload, status: 'failed' as const };
    expect(
      (
        await postCallback(shop, 'razorpay', {
          ...failed,
          signature: signCallback(shop.config.secret, failed),
        })
      ).status,
    ).toBe(409);
    expect(orderRow(shop, number)).toEqual({ status: 'processing', payment_status: 'paid' });
  });

  it('never takes the payment state from the return URL', async () => {
    const shop = salesShop();
    const { number } = await pending(shop);
    await shop.app.fetch(new Request(`${ORIGIN}/razorpay/checkout/success/${number}?status=paid&paid=1`));
    expect((await shop.guest(STATUS, { n: number })).data.orderPaymentStatus.payment_state).toBe('PENDING');
  });
});

describe('orderPaymentStatus', () => {
  it('shows a customer’s order to that customer only, and says so for unknown numbers', async () => {
    const shop = salesShop();
    const demoToken = await shop.signIn(DEMO);
    const { number } = await gatewayOrder(shop, { token: demoToken, payment: 'cashondelivery' });
    expect((await shop.as(demoToken, STATUS, { n: number })).data.orderPaymentStatus).toMatchObject({
      payment_state: 'ON_DELIVERY',
      status: 'Pending',
    });
    const priyaToken = await shop.signIn(PRIYA);
    expect(errorsOf(await shop.as(priyaToken, STATUS, { n: number }))[0]?.category).toBe(
      'graphql-authorization',
    );
    expect(errorsOf(await shop.guest(STATUS, { n: number }))[0]?.category).toBe('graphql-authorization');
    expect(errorsOf(await shop.guest(STATUS, { n: '999999999' }))).toEqual([
      { message: 'Could not find an order with number "999999999"', category: 'graphql-no-such-entity' },
    ]);
  });
});
