// Guests finding their order (schema/orders/guest-order-lookup.ts): guestOrder by number, e-mail and last name and
// guestOrderByToken by the confirmation e-mail's link, limited as sign-in is (wrong guesses per order number and
// per client address, refused before the lookup), and telling a wrong guess nothing about anyone's order.
import * as ordersRepo from '../../magento/db/repositories/orders';
import { GUEST_ORDER_LOOKUPS_LIMITED } from '../../magento/auth/rate-limits';
import { ORIGIN } from '../test-app';
import { DEMO, errorsOf, guestOrder, salesShop, simpleProduct, type SalesShop } from './helpers';

const GUEST_ORDER = `query($input: OrderInformationInput!) { guestOrder(input: $input) { number } }`;
const BY_TOKEN = `query($t: String!) { guestOrderByToken(input: { token: $t }) { number } }`;
const ATTACKER = '203.0.113.7';
const NEIGHBOUR = '198.51.100.20';
const SHOPPER = { email: 'guest.shopper@example.in', lastname: 'Verma' };
const NOT_LOCATED = {
  message: "We couldn't locate an order with the information provided.",
  category: 'graphql-no-such-entity',
};
const LIMITED = { message: GUEST_ORDER_LOOKUPS_LIMITED, category: 'graphql-authorization' };

/** The shop's GraphQL from a given client address (as main.ts hands the socket's address over). */
function from(shop: SalesShop, address: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the query selected
  return async (query: string, variables: object): Promise<any> => {
    const request = new Request(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await shop.app.fetch(request, { address })).json();
  };
}

async function placedGuestOrder(shop: SalesShop, offset = 0) {
  const { placed } = await guestOrder(shop, simpleProduct(shop, { offset }).sku);
  const number = placed.order.order_number as string;
  const { protect_code: token } = shop.db
    .prepare('SELECT protect_code FROM orders WHERE increment_id = ?')
    .get(number) as { protect_code: string };
  return { number, token };
}

function shopWithLimits(perOrder: number, perAddress: number): SalesShop {
  const shop = salesShop();
  shop.config.rateLimits.guestOrderPerOrder.max = perOrder;
  shop.config.rateLimits.guestOrderPerAddress.max = perAddress;
  return shop;
}

describe('the guest order e-mail', () => {
  it('links to Track your order with the order’s token, which finds the order', async () => {
    const shop = salesShop();
    const { number, token } = await placedGuestOrder(shop);
    const [mail, ...more] = shop.outbox(SHOPPER.email).filter((m) => m.template === 'order_confirmation');
    expect(more).toHaveLength(0);
    expect(mail!.link).toBe(`${ORIGIN}/track-order?token=${token}`);
    expect(mail!.text).toContain(`See your order: ${ORIGIN}/track-order?token=${token}`);
    const url = new URL(mail!.link!);
    const found = await from(shop, NEIGHBOUR)(BY_TOKEN, { t: url.searchParams.get('token') });
    expect(found.data.guestOrderByToken).toEqual({ number });
  });
});

describe('wrong guesses', () => {
  it('tell nothing: an unknown number, a wrong e-mail or last name, a customer’s order all answer alike', async () => {
    const shop = salesShop();
    const call = from(shop, NEIGHBOUR);
    const { number } = await placedGuestOrder(shop);
    const customerNumber = (
      shop.db.prepare('SELECT increment_id FROM orders WHERE customer_id IS NOT NULL LIMIT 1').get() as {
        increment_id: string;
      }
    ).increment_id;
    for (const input of [
      { number: '999999999', ...SHOPPER },
      { number, email: 'someone@example.in', lastname: SHOPPER.lastname },
      { number, email: SHOPPER.email, lastname: 'Sharma' },
      // the demo customer's seeded order: under a wrong guess it is not "please log in", which would tell
      // the guesser that the number is a customer's order
      { number: customerNumber, email: 'someone@example.in', lastname: 'Sharma' },
    ])
      expect(errorsOf(await call(GUEST_ORDER, { input }))).toEqual([NOT_LOCATED]);
    expect(errorsOf(await call(BY_TOKEN, { t: 'f'.repeat(32) }))).toEqual([NOT_LOCATED]);
  });

  it('asks a customer who gives their own order’s details to sign in, as Magento does', async () => {
    const shop = salesShop();
    const row = shop.db
      .prepare(
        `SELECT o.increment_id, o.email, a.lastname FROM orders o
           JOIN order_addresses a ON a.order_id = o.entity_id AND a.address_type = 'billing'
          WHERE o.email = ? LIMIT 1`,
      )
      .get(DEMO.email) as { increment_id: string; email: string; lastname: string };
    const res = await from(shop, NEIGHBOUR)(GUEST_ORDER, {
      input: { number: row.increment_id, email: row.email, lastname: row.lastname },
    });
    expect(errorsOf(res)).toEqual([
      { message: 'Please login to view the order.', category: 'graphql-authorization' },
    ]);
  });
});

describe('rate limits', () => {
  it('refuses an order number after its wrong guesses, from any address, until the window has passed', async () => {
    const shop = shopWithLimits(3, 100);
    const { number } = await placedGuestOrder(shop);
    const other = await placedGuestOrder(shop, 1);
    for (const address of [ATTACKER, '192.0.2.1', '192.0.2.2'])
      expect(
        errorsOf(await from(shop, address)(GUEST_ORDER, { input: { number, ...SHOPPER, lastname: 'X' } })),
      ).toEqual([NOT_LOCATED]);
    // Even the shopper with the right details waits: the guesser cannot tell the number is real.
    const right = { input: { number, ...SHOPPER } };
    expect(errorsOf(await from(shop, NEIGHBOUR)(GUEST_ORDER, right))).toEqual([LIMITED]);
    // An unknown number is refused just the same after as many guesses.
    for (let i = 0; i < 3; i++)
      await from(shop, ATTACKER)(GUEST_ORDER, { input: { number: '77777777', ...SHOPPER } });
    expect(
      errorsOf(await from(shop, ATTACKER)(GUEST_ORDER, { input: { number: '77777777', ...SHOPPER } })),
    ).toEqual([LIMITED]);
    // Other orders, and the same order by its token, are not held up.
    expect(
      (await from(shop, NEIGHBOUR)(GUEST_ORDER, { input: { number: other.number, ...SHOPPER } })).data
        .guestOrder,
    ).toEqual({ number: other.number });
    shop.clock.advance(30 * 60 * 1000);
    expect((await from(shop, NEIGHBOUR)(GUEST_ORDER, right)).data.guestOrder).toEqual({ number });
  });

  it('refuses an address after its wrong guesses at numbers and tokens, before looking anything up', async () => {
    const shop = shopWithLimits(100, 4);
    const { number, token } = await placedGuestOrder(shop);
    const attacker = from(shop, ATTACKER);
    for (const guess of ['1001', '1002'])
      expect(errorsOf(await attacker(GUEST_ORDER, { input: { number: guess, ...SHOPPER } }))).toEqual([
        NOT_LOCATED,
      ]);
    for (const guess of ['a'.repeat(32), 'b'.repeat(32)])
      expect(errorsOf(await attacker(BY_TOKEN, { t: guess }))).toEqual([NOT_LOCATED]);

    const byNumber = jest.spyOn(ordersRepo, 'findOrderByNumber');
    const byToken = jest.spyOn(ordersRepo, 'findOrderByProtectCode');
    expect(errorsOf(await attacker(GUEST_ORDER, { input: { number, ...SHOPPER } }))).toEqual([LIMITED]);
    expect(errorsOf(await attacker(BY_TOKEN, { t: token }))).toEqual([LIMITED]);
    expect(byNumber).not.toHaveBeenCalled();
    expect(byToken).not.toHaveBeenCalled();
    // Another address is not held up (and the spy sees a lookup that happens).
    expect((await from(shop, NEIGHBOUR)(BY_TOKEN, { t: token })).data.guestOrderByToken).toEqual({ number });
    expect(byToken).toHaveBeenCalledTimes(1);
    byNumber.mockRestore();
    byToken.mockRestore();

    shop.clock.advance(15 * 60 * 1000);
    expect((await attacker(GUEST_ORDER, { input: { number, ...SHOPPER } })).data.guestOrder).toEqual({
      number,
    });
  });

  it('counts only wrong guesses: a shopper looking their order up again and again is never refused', async () => {
    const shop = shopWithLimits(2, 2);
    const { number, token } = await placedGuestOrder(shop);
    const shopper = from(shop, NEIGHBOUR);
    for (let i = 0; i < 5; i++) {
      expect((await shopper(GUEST_ORDER, { input: { number, ...SHOPPER } })).data.guestOrder).toEqual({
        number,
      });
      expect((await shopper(BY_TOKEN, { t: token })).data.guestOrderByToken).toEqual({ number });
    }
  });

  it('reads its limits from the environment, 0 turning one off', async () => {
    const { readRateLimits } = await import('../../magento/auth/rate-limits');
    const limits = readRateLimits({
      RATE_LIMIT_GUEST_ORDER_PER_ORDER: '0',
      RATE_LIMIT_GUEST_ORDER_PER_ADDRESS: '12',
    });
    expect(limits.guestOrderPerOrder.max).toBe(0);
    expect(limits.guestOrderPerAddress).toEqual({ max: 12, windowMs: 15 * 60 * 1000 });
    expect(readRateLimits({}).guestOrderPerOrder).toEqual({ max: 6, windowMs: 30 * 60 * 1000 });
  });
});
