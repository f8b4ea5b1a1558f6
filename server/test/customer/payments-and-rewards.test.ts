// Saved payment methods (customerPaymentTokens, deletePaymentToken), and the functions the orders domain
// calls: reward points in and out, and the referral claimed by a referee's first order.
import { findCustomerByEmail } from '../../magento/db/repositories/customers';
import { savePaymentToken } from '../../magento/db/repositories/payment-tokens';
import {
  claimReferral,
  grantReferral,
  referralStats,
  releaseReferral,
} from '../../magento/db/repositories/referral';
import {
  addRewardPoints,
  getRewardBalance,
  InsufficientRewardPointsError,
} from '../../magento/db/repositories/rewards';
import { customerShop, DEMO, errorsOf, PRIYA } from './helpers';

const TOKENS = '{ customerPaymentTokens { items { public_hash payment_method_code type details } } }';
const DELETE = `mutation($h: String!) { deletePaymentToken(public_hash: $h) { result
  customerPaymentTokens { items { public_hash } } } }`;

describe('saved payment methods', () => {
  it('lists the customer’s methods without the gateway token, and deletes one', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const items = (await shop.as(token, TOKENS)).data.customerPaymentTokens.items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ payment_method_code: 'razorpay', type: 'card' });
    expect(JSON.parse(items[0].details)).toEqual({ type: 'VI', maskedCC: '1111', expirationDate: '12/2030' });
    expect(JSON.stringify(items)).not.toContain('tok_');
    const res = await shop.as(token, DELETE, { h: items[0].public_hash });
    expect(res.data.deletePaymentToken).toEqual({
      result: true,
      customerPaymentTokens: { items: [{ public_hash: items[1].public_hash }] },
    });
  });

  it("never deletes another customer's method", async () => {
    const shop = customerShop();
    const demo = await shop.signIn();
    const priya = await shop.signIn(PRIYA);
    const [method] = (await shop.as(demo, TOKENS)).data.customerPaymentTokens.items;
    expect(errorsOf(await shop.as(priya, DELETE, { h: method.public_hash }))).toEqual([
      {
        message: `Could not find a token using public hash: ${method.public_hash}`,
        category: 'graphql-no-such-entity',
      },
    ]);
    expect((await shop.as(demo, TOKENS)).data.customerPaymentTokens.items).toHaveLength(2);
    expect(errorsOf(await shop.guest(TOKENS))[0]?.category).toBe('graphql-authorization');
  });

  it('savePaymentToken (for the payments domain) adds a method once', () => {
    const shop = customerShop();
    const priya = findCustomerByEmail(shop.db, PRIYA.email)!.customer_id;
    const method = {
      paymentMethodCode: 'payu',
      type: 'card' as const,
      details: { maskedCC: '4242' },
      gatewayToken: 'g1',
    };
    const hash = savePaymentToken(shop.db, priya, method);
    expect(savePaymentToken(shop.db, priya, method)).toBe(hash);
    expect(
      shop.db.prepare('SELECT COUNT(*) AS n FROM customer_payment_tokens WHERE customer_id = ?').get(priya),
    ).toEqual({
      n: 1,
    });
  });
});

describe('reward points for orders', () => {
  it('earns and spends, refusing to spend more than the balance', () => {
    const shop = customerShop();
    const demo = findCustomerByEmail(shop.db, DEMO.email)!.customer_id;
    const seeded = getRewardBalance(shop.db, demo); // the seeded history's balance
    expect(seeded).toBeGreaterThan(300);
    addRewardPoints(shop.db, demo, { points: 25, description: 'Order #000000042', orderNumber: '000000042' });
    addRewardPoints(shop.db, demo, {
      points: -(seeded + 25 - 200),
      description: 'Spent on order #000000043',
      orderNumber: '000000043',
    });
    expect(getRewardBalance(shop.db, demo)).toBe(200);
    expect(() => addRewardPoints(shop.db, demo, { points: -201, description: 'Too much' })).toThrow(
      InsufficientRewardPointsError,
    );
    addRewardPoints(shop.db, demo, { points: 50, description: 'Pending order', status: 'PENDING' });
    expect(getRewardBalance(shop.db, demo)).toBe(200);
    expect(() => addRewardPoints(shop.db, demo, { points: 1.5, description: 'x' })).toThrow(RangeError);
  });
});

describe('referral reward on a first order', () => {
  it('is claimed once per referee, counts once paid, and can be claimed again after a cancellation', () => {
    const shop = customerShop();
    const demo = findCustomerByEmail(shop.db, DEMO.email)!.customer_id;
    const priya = findCustomerByEmail(shop.db, PRIYA.email)!.customer_id;
    const seeded = referralStats(shop.db, demo);
    expect(claimReferral(shop.db, priya, '000000050')).toBe(demo);
    expect(claimReferral(shop.db, priya, '000000051')).toBeNull();
    expect(claimReferral(shop.db, demo, '000000052')).toBeNull(); // not referred
    expect(referralStats(shop.db, demo)).toEqual(seeded); // claimed, not paid
    releaseReferral(shop.db, '000000050');
    expect(claimReferral(shop.db, priya, '000000053')).toBe(demo);
    grantReferral(shop.db, '000000053');
    expect(referralStats(shop.db, demo)).toEqual({
      signups: seeded.signups,
      purchases: seeded.purchases + 1,
      points_earned: seeded.points_earned + 100,
    });
  });
});
