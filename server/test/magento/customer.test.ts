// Ports of Magento's GraphQl/Customer tests for accounts: createCustomerV2, updateCustomerV2, customer,
// generateCustomerToken, revokeCustomerToken, changeCustomerPassword, requestPasswordResetEmail, resetPassword.
import { CANNOT_SET_PASSWORD } from '../../magento/auth/password-reset';
import { DEMO, error, fileShop, lockCustomer, message, newCustomer, ok } from './helpers';

const shop = fileShop();

const CREATE = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) {
  customer { id firstname lastname email is_subscribed } } }`;
const UPDATE = `mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) {
  customer { prefix firstname middlename lastname suffix date_of_birth taxvat email gender } } }`;
const TOKEN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;
const CHANGE = `mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) {
  id email firstname lastname } }`;
const ME = '{ customer { id firstname lastname email } }';
const REQUEST_RESET = 'mutation($e: String!) { requestPasswordResetEmail(email: $e) }';
const RESET = `mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }`;

let emails = 0;
const newEmail = () => `port.new${(emails += 1)}@example.in`;

describe('createCustomerV2', () => {
  // Magento\GraphQl\Customer\CreateCustomerV2Test::testCreateCustomerAccountWithPassword
  it.each(['new_customer@example.com', 'jØrgenV2@somedomain.com', '“emailV2”@example.com'])(
    'creates an account for %s, answering a null id',
    async (email) => {
      const res = ok(
        await shop.guest(CREATE, {
          input: { firstname: 'Richard', lastname: 'Rowe', email, password: 'test123#', is_subscribed: true },
        }),
      );
      expect(res.createCustomerV2.customer).toEqual({
        id: null,
        firstname: 'Richard',
        lastname: 'Rowe',
        email,
        is_subscribed: true,
      });
    },
  );

  // Magento\GraphQl\Customer\CreateCustomerV2Test::testCreateCustomerAccountWithoutPassword
  it('creates an account without a password', async () => {
    const email = newEmail();
    const res = ok(await shop.guest(CREATE, { input: { firstname: 'Richard', lastname: 'Rowe', email } }));
    expect(res.createCustomerV2.customer.email).toBe(email);
  });

  // Magento\GraphQl\Customer\CreateCustomerV2Test::testCreateCustomerIfEmailIsNotValid
  it.each([
    'plainaddress',
    '#@%^%#$@#$@#.com',
    '@example.com',
    'Joe Smith <email@example.com>',
    'email.example.com',
    'email@example@example.com',
    'email@example.com (Joe Smith)',
    'email@example',
  ])('refuses the e-mail %j', async (email) => {
    const res = await shop.guest(CREATE, {
      input: { firstname: 'Richard', lastname: 'Rowe', email, password: 'test123#' },
    });
    expect(message(res)).toBe(`"${email}" is not a valid email address.`);
  });

  // Magento\GraphQl\Customer\CreateCustomerV2Test::testCreateCustomerIfNameEmpty
  // Magento\GraphQl\Customer\CreateCustomerV2Test::testCreateCustomerIfCustomerWithProvidedEmailAlreadyExists
  it('refuses an empty first name and an e-mail already in use', async () => {
    const input = { firstname: '', lastname: 'Rowe', email: newEmail(), password: 'test123#' };
    expect(message(await shop.guest(CREATE, { input }))).toBe('Required parameters are missing: First Name');
    expect(
      message(await shop.guest(CREATE, { input: { ...input, firstname: 'John', email: DEMO.email } })),
    ).toBe('A customer with the same email address already exists in an associated website.');
  });
});

describe('customer and updateCustomerV2', () => {
  // Magento\GraphQl\Customer\GetCustomerTest::testGetCustomer
  // Magento\GraphQl\Customer\GetCustomerTest::testGetCustomerIfUserIsNotAuthorized
  it('answers the signed-in customer with a null id, and refuses guests', async () => {
    const customer = newCustomer(shop);
    expect(ok(await customer.call(ME)).customer).toEqual({
      id: null,
      firstname: 'Meera',
      lastname: 'Iyer',
      email: customer.email,
    });
    expect(error(await shop.guest(ME))).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
  });

  // Magento\GraphQl\Customer\GetCustomerTest::testGetCustomerIfAccountIsLocked
  // Magento\GraphQl\Customer\UpdateCustomerV2Test::testUpdateCustomerIfAccountIsLocked
  // Magento\GraphQl\Customer\ChangeCustomerPasswordTest::testChangePasswordIfCustomerIsLocked
  it('refuses a locked account, even with a valid token', async () => {
    const customer = newCustomer(shop);
    lockCustomer(shop, customer.email);
    expect(error(await customer.call(ME))).toEqual({
      message: 'The account is locked.',
      category: 'graphql-authentication',
    });
    expect(message(await customer.call(UPDATE, { input: { firstname: 'Richard' } }))).toBe(
      'The account is locked.',
    );
    expect(message(await customer.call(CHANGE, { c: customer.password, n: 'anotherPassword1' }))).toBe(
      'The account is locked.',
    );
  });

  // Magento\GraphQl\Customer\UpdateCustomerV2Test::testUpdateCustomer
  it('updates the account’s fields', async () => {
    const customer = newCustomer(shop);
    const input = {
      prefix: 'Dr',
      firstname: 'Richard',
      middlename: 'Riley',
      lastname: 'Rowe',
      suffix: 'III',
      date_of_birth: '1972-03-11',
      taxvat: 'GQL1234567',
      gender: 2,
    };
    expect(ok(await customer.call(UPDATE, { input })).updateCustomerV2.customer).toEqual({
      ...input,
      email: customer.email,
    });
  });

  // Magento\GraphQl\Customer\UpdateCustomerV2Test::testUpdateCustomerIfInputDataIsEmpty
  // Magento\GraphQl\Customer\UpdateCustomerV2Test::testUpdateCustomerIfUserIsNotAuthorized
  // Magento\GraphQl\Customer\UpdateCustomerV2Test::testEmptyCustomerName
  // Magento\GraphQl\Customer\UpdateCustomerV2Test::testEmptyCustomerLastName
  // Magento\GraphQl\Customer\UpdateCustomerV2Test::testUpdateCustomerIfDobIsInvalid
  it('refuses empty input, guests, blank names and an invalid date of birth', async () => {
    const customer = newCustomer(shop);
    expect(message(await customer.call(UPDATE, { input: {} }))).toBe('"input" value should be specified');
    expect(message(await shop.guest(UPDATE, { input: { firstname: 'Richard' } }))).toBe(
      "The current customer isn't authorized.",
    );
    expect(message(await customer.call(UPDATE, { input: { firstname: '' } }))).toBe(
      'Required parameters are missing: First Name',
    );
    expect(message(await customer.call(UPDATE, { input: { lastname: '' } }))).toBe(
      'Required parameters are missing: Last Name',
    );
    expect(message(await customer.call(UPDATE, { input: { date_of_birth: 'bla-bla-bla' } }))).toBe(
      'Invalid date',
    );
  });
});

describe('createCustomer and updateCustomer (deprecated)', () => {
  const CREATE_V1 = `mutation($input: CustomerInput!) { createCustomer(input: $input) {
    customer { id firstname lastname email is_subscribed } } }`;
  const UPDATE_V1 = `mutation($input: CustomerInput!) { updateCustomer(input: $input) {
    customer { firstname lastname email date_of_birth } } }`;

  // Magento\GraphQl\Customer\CreateCustomerTest::testCreateCustomerAccountWithPassword
  // Magento\GraphQl\Customer\CreateCustomerTest::testCreateCustomerAccountWithoutPassword
  it('creates an account, with or without a password, answering a null id', async () => {
    for (const password of ['test123#', undefined]) {
      const email = newEmail();
      const input = { firstname: 'Richard', lastname: 'Rowe', email, password, is_subscribed: true };
      expect(ok(await shop.guest(CREATE_V1, { input })).createCustomer.customer).toEqual({
        id: null,
        firstname: 'Richard',
        lastname: 'Rowe',
        email,
        is_subscribed: true,
      });
    }
  });

  // Magento\GraphQl\Customer\CreateCustomerTest::testCreateCustomerIfInputDataIsEmpty
  // Magento\GraphQl\Customer\CreateCustomerTest::testCreateCustomerIfEmailMissed
  // Magento\GraphQl\Customer\CreateCustomerTest::testCreateCustomerIfEmailIsNotValid
  // Magento\GraphQl\Customer\CreateCustomerTest::testCreateCustomerIfNameEmpty
  // Magento\GraphQl\Customer\CreateCustomerTest::testCreateCustomerIfCustomerWithProvidedEmailAlreadyExists
  it('refuses empty input, a missing or invalid e-mail, an empty name and an e-mail in use', async () => {
    const names = { firstname: 'Richard', lastname: 'Rowe', password: 'test123#' };
    expect(message(await shop.guest(CREATE_V1, { input: {} }))).toBe('"input" value should be specified');
    expect(message(await shop.guest(CREATE_V1, { input: names }))).toBe(
      'Required parameters are missing: Email',
    );
    expect(message(await shop.guest(CREATE_V1, { input: { ...names, email: 'email@example' } }))).toBe(
      '"email@example" is not a valid email address.',
    );
    expect(
      message(await shop.guest(CREATE_V1, { input: { ...names, firstname: '', email: newEmail() } })),
    ).toBe('Required parameters are missing: First Name');
    expect(message(await shop.guest(CREATE_V1, { input: { ...names, email: DEMO.email } }))).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
  });

  // Magento\GraphQl\Customer\UpdateCustomerTest::testUpdateCustomer
  it('updates the names, date of birth and, with the current password, the e-mail', async () => {
    const customer = newCustomer(shop);
    const email = newEmail();
    const input = { firstname: 'Richard', lastname: 'Rowe', date_of_birth: '1972-03-11' };
    const out = ok(
      await customer.call(UPDATE_V1, { input: { ...input, email, password: customer.password } }),
    );
    expect(out.updateCustomer.customer).toEqual({ ...input, email });
  });

  // Magento\GraphQl\Customer\UpdateCustomerTest::testUpdateEmailIfPasswordIsMissed
  // Magento\GraphQl\Customer\UpdateCustomerTest::testUpdateEmailIfPasswordIsInvalid
  // Magento\GraphQl\Customer\UpdateCustomerTest::testUpdateEmailIfEmailAlreadyExists
  // Magento\GraphQl\Customer\UpdateCustomerTest::testEmptyCustomerName
  // Magento\GraphQl\Customer\UpdateCustomerTest::testUpdateCustomerIfInputDataIsEmpty
  // Magento\GraphQl\Customer\UpdateCustomerTest::testUpdateCustomerIfUserIsNotAuthorized
  // Magento\GraphQl\Customer\UpdateCustomerTest::testUpdateCustomerIfAccountIsLocked
  it('refuses an e-mail change without the right password or to an e-mail in use, and the usual', async () => {
    const customer = newCustomer(shop);
    const email = newEmail();
    expect(message(await customer.call(UPDATE_V1, { input: { email } }))).toBe(
      'Provide the current "password" to change "email".',
    );
    expect(message(await customer.call(UPDATE_V1, { input: { email, password: 'invalid_password' } }))).toBe(
      'Invalid login or password.',
    );
    expect(
      message(await customer.call(UPDATE_V1, { input: { email: DEMO.email, password: customer.password } })),
    ).toBe('A customer with the same email address already exists in an associated website.');
    expect(
      message(
        await customer.call(UPDATE_V1, {
          input: { email: customer.email, password: customer.password, firstname: '' },
        }),
      ),
    ).toBe('Required parameters are missing: First Name');
    expect(message(await customer.call(UPDATE_V1, { input: {} }))).toBe('"input" value should be specified');
    expect(message(await shop.guest(UPDATE_V1, { input: { firstname: 'Richard' } }))).toBe(
      "The current customer isn't authorized.",
    );
    lockCustomer(shop, customer.email);
    expect(message(await customer.call(UPDATE_V1, { input: { firstname: 'Richard' } }))).toBe(
      'The account is locked.',
    );
  });
});

describe('generateCustomerToken and revokeCustomerToken', () => {
  // Magento\GraphQl\Customer\GenerateCustomerTokenTest::testGenerateCustomerValidToken
  // Magento\GraphQl\Customer\GenerateCustomerTokenTest::testGenerateCustomerTokenWithInvalidCredentials
  // Magento\GraphQl\Customer\GenerateCustomerTokenTest::testGenerateCustomerTokenWithEmptyEmail
  // Magento\GraphQl\Customer\GenerateCustomerTokenTest::testGenerateCustomerTokenWithEmptyPassword
  it('issues a token for the right password only, and asks for both values', async () => {
    const customer = newCustomer(shop);
    expect(
      ok(await shop.guest(TOKEN, { e: customer.email, p: customer.password })).generateCustomerToken.token,
    ).toMatch(/\S{32,}/);
    expect(error(await shop.guest(TOKEN, { e: customer.email, p: 'bad-password' }))).toEqual({
      message:
        'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      category: 'graphql-authentication',
    });
    expect(message(await shop.guest(TOKEN, { e: '', p: 'bad-password' }))).toBe('Specify the "email" value.');
    expect(message(await shop.guest(TOKEN, { e: customer.email, p: '' }))).toBe(
      'Specify the "password" value.',
    );
  });

  // Magento\GraphQl\Customer\RevokeCustomerTokenTest::testRevokeCustomerTokenValidCredentials
  // Magento\GraphQl\Customer\RevokeCustomerTokenTest::testRevokeCustomerTokenForGuestCustomer
  it('revokes the token it is called with, and is for customers only', async () => {
    const customer = newCustomer(shop);
    expect(
      ok(await customer.call('mutation { revokeCustomerToken { result } }')).revokeCustomerToken.result,
    ).toBe(true);
    expect(message(await customer.call(ME))).toBe("The current customer isn't authorized.");
    expect(message(await shop.guest('mutation { revokeCustomerToken { result } }'))).toBe(
      "The current customer isn't authorized.",
    );
  });
});

describe('changeCustomerPassword', () => {
  // Magento\GraphQl\Customer\ChangeCustomerPasswordTest::testChangePassword
  it('changes the password and answers the customer', async () => {
    const customer = newCustomer(shop);
    const res = ok(await customer.call(CHANGE, { c: customer.password, n: 'anotherPassword1' }));
    expect(res.changeCustomerPassword.email).toBe(customer.email);
    expect(
      ok(await shop.guest(TOKEN, { e: customer.email, p: 'anotherPassword1' })).generateCustomerToken.token,
    ).toBeTruthy();
  });

  // Magento\GraphQl\Customer\ChangeCustomerPasswordTest::testChangePasswordIfUserIsNotAuthorizedTest
  // Magento\GraphQl\Customer\ChangeCustomerPasswordTest::testChangeWeakPassword
  // Magento\GraphQl\Customer\ChangeCustomerPasswordTest::testChangePasswordIfPasswordIsInvalid
  // Magento\GraphQl\Customer\ChangeCustomerPasswordTest::testChangePasswordIfCurrentPasswordIsEmpty
  // Magento\GraphQl\Customer\ChangeCustomerPasswordTest::testChangePasswordIfNewPasswordIsEmpty
  it('refuses guests, weak and wrong passwords and empty values', async () => {
    const customer = newCustomer(shop);
    expect(message(await shop.guest(CHANGE, { c: 'currentpassword', n: 'newpassword' }))).toBe(
      "The current customer isn't authorized.",
    );
    expect(message(await customer.call(CHANGE, { c: customer.password, n: 'weakpass' }))).toMatch(
      /^Minimum of different classes of characters in password is/,
    );
    expect(error(await customer.call(CHANGE, { c: 'password-incorrect', n: 'anotherPassword1' }))).toEqual({
      message: 'Invalid login or password.',
      category: 'graphql-authentication',
    });
    expect(message(await customer.call(CHANGE, { c: '', n: 'anotherPassword1' }))).toBe(
      'Specify the "currentPassword" value.',
    );
    expect(message(await customer.call(CHANGE, { c: customer.password, n: '' }))).toBe(
      'Specify the "newPassword" value.',
    );
  });
});

describe('requestPasswordResetEmail and resetPassword', () => {
  // Magento\GraphQl\Customer\RequestPasswordResetEmailTest::testCustomerAccountWithEmailAvailable
  // Magento\GraphQl\Customer\RequestPasswordResetEmailTest::testCustomerAccountWithEmailNotAvailable
  // Magento\GraphQl\Customer\RequestPasswordResetEmailTest::testEmailAvailableEmptyValue
  // Magento\GraphQl\Customer\RequestPasswordResetEmailTest::testEmailAvailableInvalidValue
  // Magento\GraphQl\Customer\RequestPasswordResetEmailTest::testRequestPasswordResetEmailForLockCustomer
  it('sends the e-mail to a customer, and refuses unknown, empty, malformed and locked addresses', async () => {
    const customer = newCustomer(shop);
    expect(ok(await shop.guest(REQUEST_RESET, { e: customer.email })).requestPasswordResetEmail).toBe(true);
    expect(message(await shop.guest(REQUEST_RESET, { e: 'customerNotAvalible@example.com' }))).toBe(
      "Cannot reset the customer's password",
    );
    expect(message(await shop.guest(REQUEST_RESET, { e: '' }))).toBe('You must specify an email address.');
    expect(message(await shop.guest(REQUEST_RESET, { e: 'invalid-email' }))).toBe(
      'The email address has an invalid format.',
    );
    const locked = newCustomer(shop);
    lockCustomer(shop, locked.email);
    expect(message(await shop.guest(REQUEST_RESET, { e: locked.email }))).toBe('The account is locked');
  });

  /** The token of the reset e-mail just sent to `email`. */
  async function resetToken(email: string): Promise<string> {
    ok(await shop.guest(REQUEST_RESET, { e: email }));
    const mail = shop.outbox(email).at(-1) as { link: string };
    return new URL(mail.link).searchParams.get('token')!;
  }

  // Magento\GraphQl\Customer\ResetPasswordTest::testResetCustomerAccountPasswordSuccessfully
  // Magento\GraphQl\Customer\ResetPasswordTest::testResetPasswordTokenMismatched
  it('sets the new password with the e-mailed token, and refuses a mismatched one', async () => {
    const customer = newCustomer(shop);
    const token = await resetToken(customer.email);
    expect(
      message(await shop.guest(RESET, { e: customer.email, t: '1234567890XYZ', p: 'new_password123' })),
    ).toBe(CANNOT_SET_PASSWORD);
    expect(
      ok(await shop.guest(RESET, { e: customer.email, t: token, p: 'new_password123' })).resetPassword,
    ).toBe(true);
  });

  // Magento\GraphQl\Customer\ResetPasswordTest::testEmailAvailableEmptyValue
  // Magento\GraphQl\Customer\ResetPasswordTest::testEmailInvalidValue
  // Magento\GraphQl\Customer\ResetPasswordTest::testResetPasswordTokenEmptyValue
  // Magento\GraphQl\Customer\ResetPasswordTest::testNewPasswordEmptyValue
  // Magento\GraphQl\Customer\ResetPasswordTest::testPasswordResetForLockCustomer
  it('refuses empty and malformed values, and a locked account', async () => {
    const customer = newCustomer(shop);
    const token = await resetToken(customer.email);
    const reset = (e: string, t: string, p: string) => shop.guest(RESET, { e, t, p });
    expect(message(await reset('', token, 'new_password123'))).toBe('You must specify an email address.');
    expect(message(await reset('invalid-email', token, 'new_password123'))).toBe(
      'The email address has an invalid format.',
    );
    expect(message(await reset(customer.email, '', 'new_password123'))).toBe(
      'resetPasswordToken must be specified',
    );
    expect(message(await reset(customer.email, token, ''))).toBe('newPassword must be specified');
    lockCustomer(shop, customer.email);
    expect(message(await reset(customer.email, token, 'new_password123'))).toBe('The account is locked');
  });
});
