// generateCustomerToken, revokeCustomerToken and the customer query: Magento's messages, the lockout after
// 6 failures for 30 minutes, and one-hour tokens (the test clock moves time).
import { customerShop, DEMO, errorsOf } from './helpers';

const SIGN_IN =
  'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';
const ME = '{ customer { customer_id email firstname lastname } }';
const FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const NOT_AUTHORIZED = {
  message: "The current customer isn't authorized.",
  category: 'graphql-authorization',
};

describe('signing in', () => {
  it('returns a token that identifies the customer', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    expect(token).toMatch(/^[\w-]{40,}$/);
    const res = await shop.as(token, ME);
    expect(res.data.customer).toEqual({
      customer_id: 1,
      email: DEMO.email,
      firstname: 'Aarav',
      lastname: 'Sharma',
    });
  });

  it('accepts the e-mail in any case and stores only a hash of the token', async () => {
    const shop = customerShop();
    const token = await shop.signIn({ email: 'Demo@Example.IN', password: DEMO.password });
    const stored = shop.db.prepare('SELECT token_hash FROM customer_tokens').all() as {
      token_hash: string;
    }[];
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it.each([
    ['a wrong password', DEMO.email, 'Wrong@1234'],
    ['an unknown e-mail', 'nobody@example.in', DEMO.password],
  ])('gives the same message for %s', async (_, e, p) => {
    const shop = customerShop();
    const res = await shop.gql(SIGN_IN, { e, p });
    expect(errorsOf(res)).toEqual([{ message: FAILED, category: 'graphql-authentication' }]);
    expect(res.data?.generateCustomerToken).toBeNull();
  });

  it('asks for the e-mail and password when they are empty', async () => {
    const shop = customerShop();
    expect(errorsOf(await shop.gql(SIGN_IN, { e: ' ', p: 'x' }))).toEqual([
      { message: 'Specify the "email" value.', category: 'graphql-input' },
    ]);
    expect(errorsOf(await shop.gql(SIGN_IN, { e: DEMO.email, p: '' }))).toEqual([
      { message: 'Specify the "password" value.', category: 'graphql-input' },
    ]);
  });

  it('locks the e-mail for 30 minutes after 6 failures, even for the right password', async () => {
    const shop = customerShop();
    for (let i = 0; i < 6; i++) await shop.gql(SIGN_IN, { e: DEMO.email, p: `Wrong@${i}` });
    expect(errorsOf(await shop.gql(SIGN_IN, { e: DEMO.email, p: DEMO.password }))[0]?.message).toBe(FAILED);
    shop.clock.advance(29 * 60 * 1000);
    expect(errorsOf(await shop.gql(SIGN_IN, { e: DEMO.email, p: DEMO.password }))[0]?.message).toBe(FAILED);
    shop.clock.advance(60 * 1000);
    expect(await shop.signIn()).toBeTruthy();
  });

  it('does not lock after 5 failures, and a success clears the count', async () => {
    const shop = customerShop();
    for (let i = 0; i < 5; i++) await shop.gql(SIGN_IN, { e: DEMO.email, p: `Wrong@${i}` });
    await shop.signIn();
    for (let i = 0; i < 5; i++) await shop.gql(SIGN_IN, { e: DEMO.email, p: `Wrong@${i}` });
    expect(await shop.signIn()).toBeTruthy();
  });
});

describe('tokens', () => {
  it('expire after one hour', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    shop.clock.advance(59 * 60 * 1000);
    expect((await shop.as(token, ME)).data.customer.email).toBe(DEMO.email);
    shop.clock.advance(60 * 1000);
    const res = await shop.as(token, ME);
    expect(errorsOf(res)).toEqual([NOT_AUTHORIZED]);
    expect(res.data.customer).toBeNull();
  });

  it('stop working once revoked; the customer query refuses guests', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const other = await shop.signIn();
    expect((await shop.as(token, 'mutation { revokeCustomerToken { result } }')).data).toEqual({
      revokeCustomerToken: { result: true },
    });
    expect(errorsOf(await shop.as(token, ME))).toEqual([NOT_AUTHORIZED]);
    expect((await shop.as(other, ME)).data.customer.email).toBe(DEMO.email);
    expect(errorsOf(await shop.gql(ME))).toEqual([NOT_AUTHORIZED]);
    expect(errorsOf(await shop.gql('mutation { revokeCustomerToken { result } }'))).toEqual([NOT_AUTHORIZED]);
  });

  it('refuses a made-up token', async () => {
    const shop = customerShop();
    expect(errorsOf(await shop.as('not-a-real-token', ME))).toEqual([NOT_AUTHORIZED]);
  });
});
