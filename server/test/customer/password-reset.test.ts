// requestPasswordResetEmail and resetPassword, through the e-mail the outbox holds.
import { customerShop, DEMO, errorsOf } from './helpers';

const REQUEST = 'mutation($e: String!) { requestPasswordResetEmail(email: $e) }';
const RESET = `mutation($e: String!, $t: String!, $p: String!) {
  resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p)
}`;

/** Requests a reset and follows the e-mailed link to its token, as the storefront's page does. */
async function resetToken(shop: ReturnType<typeof customerShop>) {
  expect((await shop.gql(REQUEST, { e: DEMO.email })).data).toEqual({ requestPasswordResetEmail: true });
  const mail = shop.outbox(DEMO.email).at(-1)!;
  expect(mail).toMatchObject({
    channel: 'email',
    template: 'password_reset',
    subject: 'Reset your password',
  });
  const link = new URL(mail.link!);
  expect(link.pathname).toBe('/customer/account/createPassword');
  expect(mail.text).toContain(mail.link);
  return link.searchParams.get('token')!;
}

describe('password reset', () => {
  it('e-mails a link whose token sets a new password once and signs out old sessions', async () => {
    const shop = customerShop();
    const session = await shop.signIn();
    const token = await resetToken(shop);
    expect((await shop.gql(RESET, { e: DEMO.email, t: token, p: 'Brand#New42' })).data).toEqual({
      resetPassword: true,
    });
    expect(await shop.signIn({ email: DEMO.email, password: 'Brand#New42' })).toBeTruthy();
    expect(errorsOf(await shop.as(session, '{ customer { email } }'))[0]?.category).toBe(
      'graphql-authorization',
    );
    expect(errorsOf(await shop.gql(RESET, { e: DEMO.email, t: token, p: 'Other#Pass42' }))).toEqual([
      // Magento's ResetPassword resolver answers every refusal so (ResetPasswordTest::testResetPasswordTokenMismatched).
      { message: "Cannot set the customer's password", category: 'graphql-input' },
    ]);
  });

  it('refuses an expired link (2 hours) and a weak password, keeping the old password', async () => {
    const shop = customerShop();
    const token = await resetToken(shop);
    expect(errorsOf(await shop.gql(RESET, { e: DEMO.email, t: token, p: 'weak' }))[0]?.message).toBe(
      "Cannot set the customer's password",
    );
    shop.clock.advance(2 * 60 * 60 * 1000);
    expect(errorsOf(await shop.gql(RESET, { e: DEMO.email, t: token, p: 'Brand#New42' }))[0]?.message).toBe(
      "Cannot set the customer's password",
    );
    expect(await shop.signIn()).toBeTruthy();
  });

  it('a newer link replaces the older one', async () => {
    const shop = customerShop();
    const first = await resetToken(shop);
    const second = await resetToken(shop);
    expect(errorsOf(await shop.gql(RESET, { e: DEMO.email, t: first, p: 'Brand#New42' }))[0]?.message).toBe(
      "Cannot set the customer's password",
    );
    expect((await shop.gql(RESET, { e: DEMO.email, t: second, p: 'Brand#New42' })).data?.resetPassword).toBe(
      true,
    );
  });

  it.each([
    ['', 'You must specify an email address.'],
    ['not-an-email', 'The email address has an invalid format.'],
    ['nobody@example.in', "Cannot reset the customer's password"],
  ])('refuses a request for %j', async (email, message) => {
    const shop = customerShop();
    expect(errorsOf(await shop.gql(REQUEST, { e: email }))).toEqual([{ message, category: 'graphql-input' }]);
    expect(shop.outbox()).toEqual([]);
  });

  it('limits requests to 5 an hour', async () => {
    const shop = customerShop();
    for (let i = 0; i < 5; i++) await resetToken(shop);
    expect(errorsOf(await shop.gql(REQUEST, { e: DEMO.email }))[0]?.message).toMatch(
      /^We received too many requests for password resets\. Please wait and try again later or contact /,
    );
    shop.clock.advance(60 * 60 * 1000);
    await resetToken(shop);
  });

  it('refuses a reset with missing parts', async () => {
    const shop = customerShop();
    expect(errorsOf(await shop.gql(RESET, { e: DEMO.email, t: '', p: 'Brand#New42' }))[0]?.message).toBe(
      'resetPasswordToken must be specified',
    );
    expect(errorsOf(await shop.gql(RESET, { e: DEMO.email, t: 'x', p: '' }))[0]?.message).toBe(
      'newPassword must be specified',
    );
    expect(
      errorsOf(await shop.gql(RESET, { e: DEMO.email, t: 'forged', p: 'Brand#New42' }))[0]?.message,
    ).toBe("Cannot set the customer's password");
  });
});
