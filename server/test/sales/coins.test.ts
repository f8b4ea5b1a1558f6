// Coins are earned, not promised (issue 26): the coins an order earns and a referee's first order's referral
// bonus stay pending, outside the spendable balance, until the order is paid — on delivery for cash on delivery
// (`npm run orders -- deliver`), on the gateway's signed approval otherwise — and are taken back when the order
// is cancelled or refunded. Nobody refers themselves, and each referee rewards the referrer once.
import fs from 'node:fs';
import path from 'node:path';
import { changeOrder, OrderActionRefused } from '../../magento/orders/admin';
import { ordersCommand, USAGE } from '../../magento/orders/cli';
import { makeTempDir, removeTempDirs } from '../temp-dir';
import { OWN_REFERRAL_CODE } from '../../magento/schema/customer/account';
import {
  add,
  ADDRESS,
  caller,
  DEMO,
  errorsOf,
  newCart,
  placeOrder,
  prepareCheckout,
  salesShop,
  simpleProduct,
  type SalesShop,
} from './helpers';

const CREATE = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;
const COINS = `{ customer { mw_reward_points { balance { points }
  transactions(pageSize: 50) { items { points description status order_number } } } } }`;

afterAll(removeTempDirs);

let throwaways = 0;

/** A new account made with the referral code, signed in. */
async function throwaway(shop: SalesShop, code: string, email = `throwaway${++throwaways}@example.net`) {
  const res = await shop.guest(CREATE, {
    input: { email, firstname: 'Throw', lastname: 'Away', password: 'Throw@away1', referral_code: code },
  });
  if (res.errors) return { errors: errorsOf(res) };
  return { token: await shop.signIn({ email, password: 'Throw@away1' }) };
}

async function demoCode(shop: SalesShop, token: string): Promise<string> {
  return (await shop.as(token, '{ customer { referral { code } } }')).data.customer.referral.code;
}

async function coins(shop: SalesShop, token: string) {
  const points = (await shop.as(token, COINS)).data.customer.mw_reward_points;
  return { balance: points.balance.points as number, lines: points.transactions.items as Line[] };
}
interface Line {
  points: number;
  description: string;
  status: string;
  order_number: string;
}

/** A ₹ few-hundred order paid on delivery (or with `payment`); returns its number. */
async function order(shop: SalesShop, token: string, opts: { payment?: string; telephone?: string } = {}) {
  const call = caller(shop, token);
  const id = await newCart(call, true);
  await add(call, id, [{ sku: simpleProduct(shop).sku, quantity: 1 }]);
  await prepareCheckout(call, id, { payment: opts.payment });
  if (opts.telephone) {
    const address = { ...ADDRESS, telephone: opts.telephone };
    await call(
      `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id,
        shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
      { id, a: address },
    );
    await call(
      `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id,
      shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
      { id },
    );
  }
  const placed = await placeOrder(call, id);
  expect(placed.errors).toEqual([]);
  return placed.order.order_number as string;
}

const referralLines = (lines: Line[], number: string) =>
  lines.filter((l) => l.order_number === number && l.description === 'Referral bonus');

describe('coins for a cash-on-delivery order', () => {
  it('two throwaway accounts with a referral code do not raise the referrer’s spendable balance until delivered', async () => {
    const shop = salesShop();
    const demo = await shop.signIn(DEMO);
    const code = await demoCode(shop, demo);
    const before = await coins(shop, demo);
    const first = await throwaway(shop, code);
    const second = await throwaway(shop, code);
    const numbers = [await order(shop, first.token!), await order(shop, second.token!)];

    const promised = await coins(shop, demo);
    expect(promised.balance).toBe(before.balance);
    for (const number of numbers)
      expect(referralLines(promised.lines, number)).toEqual([
        { points: 100, description: 'Referral bonus', status: 'PENDING', order_number: number },
      ]);
    const referee = await coins(shop, first.token!);
    expect(referee.balance).toBe(0);
    expect(referee.lines.map((l) => l.status)).toEqual(['PENDING', 'PENDING']); // the welcome bonus, the order's

    const delivered = changeOrder(shop.db, numbers[0]!, 'deliver');
    expect(delivered).toMatchObject({ state: 'complete', payment_status: 'paid' });
    const paid = await coins(shop, demo);
    expect(paid.balance).toBe(before.balance + 100);
    expect(referralLines(paid.lines, numbers[0]!)[0]!.status).toBe('COMPLETE');
    expect(referralLines(paid.lines, numbers[1]!)[0]!.status).toBe('PENDING');
    expect((await coins(shop, first.token!)).balance).toBe(
      referee.lines.reduce((sum, l) => sum + l.points, 0),
    );
    expect(() => changeOrder(shop.db, numbers[0]!, 'deliver')).toThrow(OrderActionRefused);
  });

  it('cancelling takes the pending coins back; a refund takes back coins already granted', async () => {
    const shop = salesShop();
    const demo = await shop.signIn(DEMO);
    const code = await demoCode(shop, demo);
    const before = (await coins(shop, demo)).balance;
    const referee = await throwaway(shop, code);
    const cancelled = await order(shop, referee.token!);
    changeOrder(shop.db, cancelled, 'cancel');
    const afterCancel = await coins(shop, demo);
    expect(afterCancel.balance).toBe(before);
    expect(referralLines(afterCancel.lines, cancelled)[0]!.status).toBe('CANCELLED');
    expect((await coins(shop, referee.token!)).balance).toBe(0);

    // The referral was not used up by an order nobody paid: the next order claims it, once.
    const kept = await order(shop, referee.token!);
    const again = await order(shop, referee.token!);
    changeOrder(shop.db, kept, 'deliver');
    changeOrder(shop.db, again, 'deliver');
    const paid = await coins(shop, demo);
    expect(paid.balance).toBe(before + 100);
    expect(referralLines(paid.lines, again)).toEqual([]);

    changeOrder(shop.db, kept, 'refund');
    expect((await coins(shop, demo)).balance).toBe(before);
    const own = await coins(shop, referee.token!);
    expect(own.lines.filter((l) => l.description.startsWith('Taken back')).map((l) => l.points)).toEqual(
      expect.arrayContaining([-50]),
    );
    expect(own.balance).toBe(
      own.lines
        .filter((l) => l.status === 'COMPLETE' && l.order_number === again)
        .reduce((s, l) => s + l.points, 0),
    );
  });
});

describe('self-referral', () => {
  it('is refused at sign-up under the referrer’s own mailbox, and earns nothing with the referrer’s phone', async () => {
    const shop = salesShop();
    const demo = await shop.signIn(DEMO);
    const code = await demoCode(shop, demo);
    const before = await coins(shop, demo);
    expect(await throwaway(shop, code, 'Demo+second@example.in')).toEqual({
      errors: [{ message: OWN_REFERRAL_CODE, category: 'graphql-input' }],
    });
    const demoPhone = (await shop.as(demo, '{ customer { addresses { telephone } } }')).data.customer
      .addresses[0].telephone as string;
    const disguised = await throwaway(shop, code);
    const number = await order(shop, disguised.token!, { telephone: demoPhone });
    expect(referralLines((await coins(shop, demo)).lines, number)).toEqual([]);
    changeOrder(shop.db, number, 'deliver');
    expect((await coins(shop, demo)).balance).toBe(before.balance);
  });
});

describe('npm run orders', () => {
  it('says how to use it, and never creates a database where there is none', async () => {
    await expect(ordersCommand(['dispatch', '000000001'])).rejects.toThrow(USAGE);
    await expect(ordersCommand(['deliver'])).rejects.toThrow(USAGE);
    const dataDir = makeTempDir();
    await expect(ordersCommand(['deliver', '000000001'], { DATA_DIR: dataDir })).rejects.toThrow(
      `No shop database at ${path.join(dataDir, 'shop.sqlite')}.`,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
