// Bills and recharge over the BBPS sandbox: catalogue, fetching a bill, paying it or a recharge through a payment
// gateway's hosted page (settled only by the gateway's signed callback), the payment's status, history.
import { signCallback, type CallbackPayload } from '../../magento/payments/signature';
import { ORIGIN } from '../test-app';
import { customerShop, errorsOf, PRIYA } from './helpers';

const FETCH = `mutation($i: FetchBillInput!) { fetchBill(input: $i) { success message
  bill { ref_id biller_id customer_name bill_number bill_date due_date amount { currency value } params { name value } } } }`;
const PAY = `mutation($i: PayBillInput!) { payBill(input: $i) { success message payment_url
  payment { id biller_id biller_name category status transaction_id amount { value } params { name value } } } }`;
const STATUS = `query($id: ID!) { billPayment(id: $id) { id status reference payment_provider biller_name amount { value } } }`;
const HISTORY = `{ customer { bill_payments(pageSize: 10) { total_count items { biller_name category status amount { value } } } } }`;
const BSES = 'BSESRAJPLDEL01';
const ca = (value: string) => [{ name: 'ca_number', value }];

async function setUp() {
  const shop = customerShop();
  const token = await shop.signIn();
  const fetch = async (params: unknown, biller = BSES) =>
    (await shop.guest(FETCH, { i: { biller_id: biller, params } })).data.fetchBill;
  const pay = async (input: Record<string, unknown>, as = token) =>
    (await shop.as(as, PAY, { i: { payment_method: 'razorpay', ...input } })).data.payBill;
  /** The shopper approves or fails the payment on the gateway's hosted page. */
  const onHostedPage = (url: string, outcome: 'approve' | 'fail') =>
    shop.app.fetch(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome, method: 'upi' }),
      }),
    );
  const status = async (id: string, as = token) => (await shop.as(as, STATUS, { id })).data.billPayment;
  return { shop, token, fetch, pay, onHostedPage, status };
}

describe('the biller catalogue', () => {
  it('lists categories, billers with their params, and recharge plans', async () => {
    const { shop } = await setUp();
    const res = await shop.guest(`{ billerCategories { uid name segment icon }
      billers(category: "electricity") { id name category fetch_supported logo params { name label regex } }
      rechargePlans(biller_id: "JIOPREPAID00001") { id amount { value } validity description } }`);
    expect(res.data.billerCategories[0]).toEqual({
      uid: expect.any(String),
      name: 'Electricity',
      segment: 'electricity',
      icon: `${ORIGIN}/media/bills/electricity.svg`,
    });
    expect(res.data.billers.map((b: { id: string }) => b.id)).toContain(BSES);
    expect(res.data.billers.find((b: { id: string }) => b.id === BSES)).toMatchObject({
      category: 'electricity',
      fetch_supported: true,
      params: [{ name: 'ca_number', label: 'CA Number', regex: '^[0-9]{9}$' }],
    });
    expect(res.data.rechargePlans[0]).toMatchObject({
      id: 'JIO-199',
      amount: { value: 199 },
      validity: '18 days',
    });
    expect(errorsOf(await shop.guest('{ rechargePlans(biller_id: "NOPE") { id } }'))).toEqual([
      { message: 'The biller "NOPE" was not found.', category: 'graphql-no-such-entity' },
    ]);
  });

  it('draws the category icons and biller logos', async () => {
    const { shop } = await setUp();
    const icon = await shop.app.fetch(new Request(`${ORIGIN}/media/bills/electricity.svg`));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('aria-label="Electricity"');
    const logo = await shop.app.fetch(new Request(`${ORIGIN}/media/bills/billers/bsesrajpldel01.svg`));
    expect(await logo.text()).toContain('BSES Rajdhani');
  });
});

describe('fetching and paying a bill', () => {
  it('fetches a deterministic bill, pays it once through the gateway, and then nothing is due', async () => {
    const { shop, fetch, pay, onHostedPage, status } = await setUp();
    const first = await fetch(ca('123456789'));
    expect(first).toMatchObject({
      success: true,
      message: null,
      bill: { biller_id: BSES, bill_date: '2026-03-01', due_date: '2026-03-21', params: ca('123456789') },
    });
    const again = await fetch(ca('123456789'));
    expect(again.bill.amount).toEqual(first.bill.amount);
    expect(again.bill.customer_name).toBe(first.bill.customer_name);
    const amount = first.bill.amount.value;
    const wrong = await pay({ biller_id: BSES, ref_id: first.bill.ref_id, amount: amount + 1 });
    expect(wrong.success).toBe(false);
    expect(wrong.message).toMatch(/^The amount must be ₹[\d,]+(\.\d\d)?, the amount due\.$/);
    const paid = await pay({ biller_id: BSES, ref_id: first.bill.ref_id, amount });
    expect(paid).toMatchObject({
      success: true,
      message: null,
      payment: { biller_id: BSES, status: 'PENDING', category: 'electricity', amount: { value: amount } },
    });
    expect(paid.payment_url).toMatch(new RegExp(`^${ORIGIN}/sandbox/razorpay/pay/[0-9a-f]{48}$`));
    expect(paid.payment.transaction_id).toMatch(/^SBX[0-9A-F]{12}$/);
    const id = paid.payment.id as string;
    const page = await shop.app.fetch(new Request(paid.payment_url));
    const html = await page.text();
    expect(html).toContain(`BSES Rajdhani Power Limited: bill payment BILL-${id}`);
    expect(html).toContain(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
        amount,
      ),
    );
    // Not paid until the gateway says so: still due, and the status says PENDING.
    expect(await status(id)).toMatchObject({
      status: 'PENDING',
      reference: `BILL-${id}`,
      payment_provider: 'razorpay',
    });
    const back = await onHostedPage(paid.payment_url, 'approve');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/razorpay/checkout/success/BILL-${id}`);
    expect(await status(id)).toMatchObject({ status: 'SUCCESS', amount: { value: amount } });
    expect((await onHostedPage(paid.payment_url, 'fail')).status).toBe(303); // settled once
    expect((await status(id)).status).toBe('SUCCESS');
    expect((await pay({ biller_id: BSES, ref_id: first.bill.ref_id, amount })).message).toBe(
      'This bill has already been paid.',
    );
    expect(await fetch(ca('123456789'))).toEqual({
      success: false,
      message: 'No bill is due for these details.',
      bill: null,
    });
    expect(
      shop.db
        .prepare("SELECT COUNT(*) AS n FROM bill_payments WHERE status = 'SUCCESS' AND biller_id = ?")
        .get(BSES),
    ).toEqual({ n: 2 }); // the seeded one and this one
  });

  it.each([
    [ca('12345'), 'Please enter a valid CA Number.'],
    [[], 'Please enter the CA Number.'],
    [ca('123450000'), 'No bill is due for these details.'],
  ])('fetch %j: %s', async (params, message) => {
    const { fetch } = await setUp();
    expect(await fetch(params)).toEqual({ success: false, message, bill: null });
  });

  it('refuses an expired fetched bill and payment without a fetch', async () => {
    const { shop, fetch, pay } = await setUp();
    const { bill } = await fetch(ca('123456789'));
    shop.clock.advance(24 * 60 * 60 * 1000);
    const fresh = await shop.signIn(); // the first token lasted an hour
    expect(
      (await pay({ biller_id: BSES, ref_id: bill.ref_id, amount: bill.amount.value }, fresh)).message,
    ).toBe('The fetched bill has expired. Fetch it again.');
    expect((await pay({ biller_id: BSES, params: ca('123456789'), amount: 100 }, fresh)).message).toBe(
      'Fetch the bill before paying it.',
    );
  });

  it('marks the payment FAILED when it fails on the gateway, and the bill stays due', async () => {
    const { fetch, pay, onHostedPage, status } = await setUp();
    const { bill } = await fetch(ca('123456789'));
    const started = await pay({
      biller_id: BSES,
      ref_id: bill.ref_id,
      amount: bill.amount.value,
      payment_method: 'payu',
    });
    expect(started.payment_url).toMatch(/\/sandbox\/payu\/pay\//);
    expect((await onHostedPage(started.payment_url, 'fail')).headers.get('location')).toBe(
      `/payu/checkout/success/BILL-${started.payment.id}`,
    );
    expect((await status(started.payment.id)).status).toBe('FAILED');
    expect((await fetch(ca('123456789'))).success).toBe(true);
  });

  it('pays a bill once when two gateway payments for it are both approved: the second is refunded', async () => {
    const { shop, fetch, pay, onHostedPage, status } = await setUp();
    const { bill } = await fetch(ca('123456789'));
    const input = { biller_id: BSES, ref_id: bill.ref_id, amount: bill.amount.value };
    // Two tabs: both open a payment before either is paid.
    const first = await pay(input);
    const second = await pay({ ...input, payment_method: 'payu' });
    expect([first.success, second.success]).toEqual([true, true]);
    await onHostedPage(first.payment_url, 'approve');
    await onHostedPage(second.payment_url, 'approve');
    expect((await status(first.payment.id)).status).toBe('SUCCESS');
    expect((await status(second.payment.id)).status).toBe('REFUNDED');
    expect(
      shop.db
        .prepare("SELECT COUNT(*) AS n FROM bill_payments WHERE ref_id = ? AND status = 'SUCCESS'")
        .get(bill.ref_id),
    ).toEqual({ n: 1 });
    const titles = shop.db
      .prepare('SELECT title FROM customer_notifications ORDER BY notification_id DESC LIMIT 2')
      .all()
      .map((row) => (row as { title: string }).title);
    expect(titles).toEqual(['Payment refunded', 'Payment successful']);
  });

  it('settles only from a valid signed callback: forged, tampered, stale and foreign ones change nothing', async () => {
    const { shop, fetch, pay, status } = await setUp();
    const { bill } = await fetch(ca('123456789'));
    const { payment } = await pay({ biller_id: BSES, ref_id: bill.ref_id, amount: bill.amount.value });
    const payload: CallbackPayload = {
      provider: 'razorpay',
      order_number: `BILL-${payment.id}`,
      status: 'approved',
      amount: bill.amount.value.toFixed(2),
      method: 'upi',
      reference: 'pay_test',
      timestamp: shop.clock.now,
    };
    const post = (body: CallbackPayload, signature: string, provider = 'razorpay') =>
      shop.app.fetch(
        new Request(`${ORIGIN}/sandbox/${provider}/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, signature }),
        }),
      );
    const signed = (body: CallbackPayload) => signCallback(shop.config.secret, body);
    expect((await post(payload, 'f'.repeat(64))).status).toBe(401);
    const cheaper = { ...payload, amount: '1.00' };
    expect((await post(cheaper, signed(cheaper))).status).toBe(400);
    const stale = { ...payload, timestamp: payload.timestamp - 16 * 60 * 1000 };
    expect((await post(stale, signed(stale))).status).toBe(400);
    const payu = { ...payload, provider: 'payu' };
    expect((await post(payu, signed(payu), 'payu')).status).toBe(404);
    expect((await status(payment.id)).status).toBe('PENDING');
    expect((await post(payload, signed(payload))).status).toBe(200);
    expect((await status(payment.id)).status).toBe('SUCCESS');
    const failed = { ...payload, status: 'failed' as const };
    expect((await post(failed, signed(failed))).status).toBe(409);
    expect((await status(payment.id)).status).toBe('SUCCESS');
  });

  it("refuses a payment method that is not a gateway with Magento's input error", async () => {
    const { shop, token, fetch } = await setUp();
    const { bill } = await fetch(ca('123456789'));
    for (const method of ['cashondelivery', 'nope', null]) {
      const res = await shop.as(token, PAY, {
        i: { biller_id: BSES, ref_id: bill.ref_id, amount: bill.amount.value, payment_method: method },
      });
      expect(errorsOf(res)).toEqual([
        { message: 'The requested Payment Method is not available.', category: 'graphql-input' },
      ]);
    }
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM bill_payments').get()).toEqual({ n: 2 });
  });

  it('shows a payment only to its customer, and refuses bad ids and guests', async () => {
    const { shop, fetch, pay, status } = await setUp();
    const { bill } = await fetch(ca('123456789'));
    const { payment } = await pay({ biller_id: BSES, ref_id: bill.ref_id, amount: bill.amount.value });
    const priya = await shop.signIn(PRIYA);
    for (const [id, as] of [
      [payment.id, priya],
      ['999999', undefined],
      ['BILL-1', undefined],
    ] as const) {
      const res = await shop.as(as ?? (await shop.signIn()), STATUS, { id });
      expect(errorsOf(res)).toEqual([
        { message: `Could not find a bill payment with ID "${id}"`, category: 'graphql-no-such-entity' },
      ]);
    }
    expect(errorsOf(await shop.guest(STATUS, { id: payment.id }))[0]?.category).toBe('graphql-authorization');
    expect((await status(payment.id)).status).toBe('PENDING');
  });

  it('records a payment the biller declines as FAILED, before any gateway', async () => {
    const { fetch, pay } = await setUp();
    const { bill } = await fetch(ca('123459999'));
    const res = await pay({ biller_id: BSES, ref_id: bill.ref_id, amount: bill.amount.value });
    expect(res).toMatchObject({
      success: false,
      message: 'The biller could not confirm the payment. No money was taken.',
      payment: { status: 'FAILED' },
      payment_url: null,
    });
  });
});

describe('recharges', () => {
  const jio = (extra: Record<string, unknown>) => ({
    biller_id: 'JIOPREPAID00001',
    params: [{ name: 'mobile_number', value: '9876543210' }],
    ...extra,
  });

  it('recharges with a plan at its price, and lists it in the history', async () => {
    const { shop, token, pay, onHostedPage } = await setUp();
    const started = await pay(jio({ plan_id: 'JIO-349', amount: 349 }));
    expect(started.success).toBe(true);
    await onHostedPage(started.payment_url, 'approve');
    const history = (await shop.as(token, HISTORY)).data.customer.bill_payments;
    expect(history.total_count).toBe(3);
    expect(history.items[0]).toEqual({
      biller_name: 'Jio Prepaid',
      category: 'mobile-recharge',
      status: 'SUCCESS',
      amount: { value: 349 },
    });
  });

  it.each([
    [{ plan_id: 'JIO-349', amount: 300 }, "The amount must be ₹349, the plan's price."],
    [{ plan_id: 'AIRTEL-349', amount: 349 }, 'This plan is not available for the selected operator.'],
    [{ amount: 0 }, 'Enter an amount between ₹1 and ₹2,00,000.'],
    [{ amount: 10.005 }, 'Enter an amount between ₹1 and ₹2,00,000.'],
    [
      { params: [{ name: 'mobile_number', value: '12345' }], amount: 100 },
      'Please enter a valid Mobile Number.',
    ],
  ])('refuses %j and writes nothing', async (extra, message) => {
    const { shop, pay } = await setUp();
    expect(await pay(jio(extra))).toEqual({ success: false, message, payment: null, payment_url: null });
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM bill_payments').get()).toEqual({ n: 2 });
  });

  it('needs a signed-in customer to pay, and shows each customer only their history', async () => {
    const { shop, pay } = await setUp();
    expect(
      errorsOf(await shop.guest(PAY, { i: jio({ plan_id: 'JIO-349', amount: 349 }) }))[0]?.category,
    ).toBe('graphql-authorization');
    const priya = await shop.signIn(PRIYA);
    expect((await shop.as(priya, HISTORY)).data.customer.bill_payments.total_count).toBe(0);
    await pay(jio({ plan_id: 'JIO-199', amount: 199 }), priya);
    expect((await shop.as(priya, HISTORY)).data.customer.bill_payments.total_count).toBe(1);
  });
});
