// createCustomerV2, updateCustomerV2, deprecated updateCustomer and changeCustomerPassword: Magento's rules
// and messages, and nothing written when the input is refused.
import { customerShop, DEMO, errorsOf, PRIYA } from './helpers';

const CREATE = `mutation($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { customer_id email firstname lastname is_subscribed date_of_birth } }
}`;
const UPDATE_V2 = `mutation($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { firstname lastname gender date_of_birth } }
}`;
const UPDATE =
  'mutation($input: CustomerInput!) { updateCustomer(input: $input) { customer { email firstname } } }';
const CHANGE = `mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }`;

const newCustomer = {
  email: 'kavya.rao@example.in',
  firstname: 'Kavya',
  lastname: 'Rao',
  password: 'Kavya@2026',
};
const countCustomers = (shop: ReturnType<typeof customerShop>) =>
  (shop.db.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n;

describe('createCustomerV2', () => {
  it('creates an account the customer can sign in to, with a referral code and a welcome notification', async () => {
    const shop = customerShop();
    const res = await shop.gql(CREATE, {
      input: { ...newCustomer, is_subscribed: true, date_of_birth: '1999-04-01' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createCustomerV2).toMatchObject({
      customer: {
        email: newCustomer.email,
        firstname: 'Kavya',
        is_subscribed: true,
        date_of_birth: '1999-04-01',
      },
    });
    const token = await shop.signIn(newCustomer);
    const me = await shop.as(
      token,
      '{ customer { referral { code } } CustomerNotifications { title is_read } }',
    );
    expect(me.data.customer.referral.code).toMatch(/^KAVYA[A-Z2-9]{4}$/);
    expect(me.data.CustomerNotifications).toEqual([{ title: 'Welcome to the shop', is_read: false }]);
  });

  it.each([
    [
      { email: DEMO.email },
      'A customer with the same email address already exists in an associated website.',
    ],
    [
      { email: 'DEMO@example.in' },
      'A customer with the same email address already exists in an associated website.',
    ],
    [{ email: 'kavya@' }, '"kavya@" is not a valid email address.'],
    [{ email: 'kavya rao@example.in' }, '"kavya rao@example.in" is not a valid email address.'],
    [{ firstname: '  ' }, 'Required parameters are missing: First Name'],
    [{ firstname: '', lastname: '' }, 'Required parameters are missing: First Name, Last Name'],
    [{ firstname: 'Kavya<script>' }, 'First Name is not valid!'],
    [{ password: 'Ka@1' }, 'The password needs at least 8 characters. Create a new password and try again.'],
    [
      { password: 'kavyarao2026' },
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    ],
    [
      { password: ' Kavya@2026' },
      "The password can't begin or end with a space. Verify the password and try again.",
    ],
    [{ gender: 7 }, '"7" is not a valid gender value.'],
    [{ date_of_birth: '1999-02-30' }, 'Invalid date'],
    [{ referral_code: 'NOSUCHCODE' }, 'The referral code "NOSUCHCODE" is not valid.'],
    [
      { custom_attributes: [{ attribute_code: 'mobile_number', value: '9000000000' }] },
      '"mobile_number" can only be changed by verifying it with a one-time password.',
    ],
  ])('refuses %j and writes nothing', async (change, message) => {
    const shop = customerShop();
    const before = countCustomers(shop);
    const res = await shop.gql(CREATE, { input: { ...newCustomer, ...change } });
    expect(errorsOf(res)).toEqual([{ message, category: 'graphql-input' }]);
    expect(countCustomers(shop)).toBe(before);
  });

  it('links a referee to the referrer whose code they used', async () => {
    const shop = customerShop();
    const res = await shop.gql(CREATE, { input: { ...newCustomer, referral_code: 'aarav7k2p' } });
    expect(res.errors).toBeUndefined();
    const token = await shop.signIn();
    const stats = await shop.as(
      token,
      '{ customer { referral { code stats { signups purchases points_earned } } } }',
    );
    expect(stats.data.customer.referral).toEqual({
      code: 'AARAV7K2P',
      stats: { signups: 3, purchases: 1, points_earned: 100 },
    });
  });
});

describe('updating the account', () => {
  it('updateCustomerV2 changes names and details', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const res = await shop.as(token, UPDATE_V2, {
      input: { firstname: 'Aaru', gender: 3, date_of_birth: '1994-03-13' },
    });
    expect(res.data.updateCustomerV2.customer).toEqual({
      firstname: 'Aaru',
      lastname: 'Sharma',
      gender: 3,
      date_of_birth: '1994-03-13',
    });
  });

  it("judges a date of birth by the server's clock, not the machine's", async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    shop.clock.now = Date.UTC(2000, 0, 1);
    const res = await shop.as(token, UPDATE_V2, { input: { date_of_birth: '2005-06-01' } });
    expect(errorsOf(res)[0]?.message).toBe('The Date of Birth should not be greater than today.');
  });

  it('updateCustomerV2 refuses blank names, empty input and guests', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    expect(errorsOf(await shop.as(token, UPDATE_V2, { input: { lastname: ' ' } }))[0]?.message).toBe(
      'Required parameters are missing: Last Name',
    );
    expect(errorsOf(await shop.as(token, UPDATE_V2, { input: {} }))[0]?.message).toBe(
      '"input" value should be specified',
    );
    expect(errorsOf(await shop.gql(UPDATE_V2, { input: { firstname: 'X' } }))[0]?.category).toBe(
      'graphql-authorization',
    );
    expect((await shop.as(token, '{ customer { firstname lastname } }')).data.customer).toEqual({
      firstname: 'Aarav',
      lastname: 'Sharma',
    });
  });

  it('updateCustomer changes the e-mail only with the current password', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const email = 'aarav.new@example.in';
    expect(errorsOf(await shop.as(token, UPDATE, { input: { email } }))[0]?.message).toBe(
      'Provide the current "password" to change "email".',
    );
    expect(errorsOf(await shop.as(token, UPDATE, { input: { email, password: 'Wrong@123' } }))).toEqual([
      { message: 'Invalid login or password.', category: 'graphql-authentication' },
    ]);
    expect(
      errorsOf(await shop.as(token, UPDATE, { input: { email: PRIYA.email, password: DEMO.password } })),
    ).toEqual([
      {
        message: 'A customer with the same email address already exists in an associated website.',
        category: 'graphql-already-exists',
      },
    ]);
    const res = await shop.as(token, UPDATE, {
      input: { email, password: DEMO.password, firstname: 'Aarav' },
    });
    expect(res.data.updateCustomer.customer).toEqual({ email, firstname: 'Aarav' });
    expect(await shop.signIn({ email, password: DEMO.password })).toBeTruthy();
  });
});

describe('changeCustomerPassword', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    const other = await shop.signIn();
    const res = await shop.as(token, CHANGE, { c: DEMO.password, n: 'Fresh#Pass9' });
    expect(res.data.changeCustomerPassword).toEqual({ email: DEMO.email });
    expect((await shop.as(token, '{ customer { email } }')).data.customer.email).toBe(DEMO.email);
    expect(errorsOf(await shop.as(other, '{ customer { email } }'))[0]?.category).toBe(
      'graphql-authorization',
    );
    expect(await shop.signIn({ email: DEMO.email, password: 'Fresh#Pass9' })).toBeTruthy();
    await expect(shop.signIn()).rejects.toThrow('sign-in failed');
  });

  it('refuses a wrong current password or a weak new one, leaving the password as it was', async () => {
    const shop = customerShop();
    const token = await shop.signIn();
    expect(errorsOf(await shop.as(token, CHANGE, { c: 'Wrong@1234', n: 'Fresh#Pass9' }))).toEqual([
      { message: 'Invalid login or password.', category: 'graphql-authentication' },
    ]);
    expect(errorsOf(await shop.as(token, CHANGE, { c: DEMO.password, n: 'short' }))[0]?.message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    );
    expect(errorsOf(await shop.as(token, CHANGE, { c: DEMO.password, n: ' ' }))[0]?.message).toBe(
      'Specify the "newPassword" value.',
    );
    expect(await shop.signIn()).toBeTruthy();
  });
});
