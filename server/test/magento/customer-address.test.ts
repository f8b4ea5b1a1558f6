// Ports of Magento's GraphQl/Customer address tests: createCustomerAddress, updateCustomerAddress,
// deleteCustomerAddress and Customer.addresses, with this shop's Indian addresses (three street lines).
import { error, fileShop, message, newCustomer, ok, type Call } from './helpers';

const shop = fileShop();

const FIELDS = `id customer_id region { region region_id region_code } country_code street company telephone fax postcode
  city firstname lastname middlename prefix suffix vat_id default_shipping default_billing`;
const CREATE = `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deleteCustomerAddress(id: $id) }';

const address = {
  region: { region_code: 'KA' },
  country_code: 'IN',
  street: ['Line 1 Street', 'Line 2'],
  company: 'Company name',
  telephone: '9876543210',
  fax: '123123123',
  postcode: '560001',
  city: 'Bengaluru',
  firstname: 'Adam',
  lastname: 'Phillis',
  middlename: 'A',
  prefix: 'Mr.',
  suffix: 'Jr.',
  vat_id: '1',
  default_shipping: true,
  default_billing: false,
};

async function create(call: Call, patch: Record<string, unknown> = {}) {
  return ok(await call(CREATE, { input: { ...address, ...patch } })).createCustomerAddress;
}

describe('createCustomerAddress', () => {
  // Magento\GraphQl\Customer\CreateCustomerAddressTest::testCreateCustomerAddress
  it('saves every field and answers them, with the deprecated customer_id as null', async () => {
    const customer = newCustomer(shop);
    const created = await create(customer.call);
    const { region, default_shipping, default_billing, id, ...rest } = created;
    expect(typeof id).toBe('number');
    expect(created.customer_id).toBeNull();
    expect(region).toEqual({ region: 'Karnataka', region_id: expect.any(Number), region_code: 'KA' });
    expect([default_shipping, default_billing]).toEqual([true, false]);
    const { region: _r, default_shipping: _s, default_billing: _b, ...sent } = address;
    expect(rest).toEqual({ ...sent, customer_id: null });
  });

  // Magento\GraphQl\Customer\CreateCustomerAddressTest::testCreateCustomerAddressIfUserIsNotAuthorized
  // Magento\GraphQl\Customer\CreateCustomerAddressTest::testCreateCustomerAddressWithMissingAttribute
  // Magento\GraphQl\Customer\CreateCustomerAddressTest::testCreateCustomerAddressWithRedundantStreetLine
  it('refuses guests, a blank first name and too many street lines', async () => {
    expect(error(await shop.guest(CREATE, { input: address }))).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    const customer = newCustomer(shop);
    expect(message(await customer.call(CREATE, { input: { ...address, firstname: '' } }))).toBe(
      'Required parameters are missing: firstname',
    );
    expect(
      message(await customer.call(CREATE, { input: { ...address, street: ['1', '2', '3', '4'] } })),
    ).toBe('"Street Address" cannot contain more than 3 lines.');
  });

  // Magento\CustomerGraphQl\Model\Resolver\CreateCustomerAddress: an empty input is refused before any field check
  it('refuses an empty input with Magento’s message, after the sign-in check', async () => {
    expect(error(await shop.guest(CREATE, { input: {} }))).toMatchObject({
      category: 'graphql-authorization',
    });
    const customer = newCustomer(shop);
    expect(error(await customer.call(CREATE, { input: {} }))).toEqual({
      message: '"input" value should be specified',
      category: 'graphql-input',
    });
  });
});

describe('updateCustomerAddress', () => {
  // Magento\GraphQl\Customer\UpdateCustomerAddressTest::testUpdateCustomerAddress
  it('updates the given fields', async () => {
    const customer = newCustomer(shop);
    const { id } = await create(customer.call);
    const updated = ok(
      await customer.call(UPDATE, {
        id,
        input: { city: 'Mysuru', postcode: '570001', default_billing: true },
      }),
    ).updateCustomerAddress;
    expect(updated).toMatchObject({
      id,
      city: 'Mysuru',
      postcode: '570001',
      default_billing: true,
      customer_id: null,
    });
  });

  // Magento\GraphQl\Customer\UpdateCustomerAddressTest::testUpdateCustomerAddressIfUserIsNotAuthorized
  // Magento\GraphQl\Customer\UpdateCustomerAddressTest::testUpdateCustomerAddressWithMissingAttribute
  // Magento\GraphQl\Customer\UpdateCustomerAddressTest::testUpdateCustomerAddressWithInvalidInput
  // Magento\GraphQl\Customer\UpdateCustomerAddressTest::testUpdateNotExistingCustomerAddress
  // Magento\GraphQl\Customer\UpdateCustomerAddressTest::testUpdateAnotherCustomerAddress
  it('refuses guests, a blank name, no input, unknown and other customers’ addresses', async () => {
    const customer = newCustomer(shop);
    const { id } = await create(customer.call);
    expect(message(await shop.guest(UPDATE, { id, input: { city: 'Mysuru' } }))).toBe(
      "The current customer isn't authorized.",
    );
    expect(message(await customer.call(UPDATE, { id, input: { firstname: '', lastname: 'Phillis' } }))).toBe(
      'Required parameters are missing: firstname',
    );
    expect(message(await customer.call(UPDATE, { id }))).toBe('"input" value must be specified');
    expect(message(await customer.call(UPDATE, { id: 999999, input: { city: 'Mysuru' } }))).toBe(
      'Could not find a address with ID "999999"',
    );
    const other = newCustomer(shop);
    expect(error(await other.call(UPDATE, { id, input: { city: 'Mysuru' } }))).toEqual({
      message: `Current customer does not have permission to address with ID "${id}"`,
      category: 'graphql-authorization',
    });
  });
});

describe('deleteCustomerAddress', () => {
  // Magento\GraphQl\Customer\DeleteCustomerAddressTest::testDeleteCustomerAddress
  it('deletes an address that is not a default', async () => {
    const customer = newCustomer(shop);
    const { id } = await create(customer.call, { default_shipping: false });
    expect(ok(await customer.call(DELETE, { id })).deleteCustomerAddress).toBe(true);
    expect(ok(await customer.call('{ customer { addresses { id } } }')).customer.addresses).toEqual([]);
  });

  // Magento\GraphQl\Customer\DeleteCustomerAddressTest::testDeleteCustomerAddressIfUserIsNotAuthorized
  // Magento\GraphQl\Customer\DeleteCustomerAddressTest::testDeleteDefaultShippingCustomerAddress
  // Magento\GraphQl\Customer\DeleteCustomerAddressTest::testDeleteDefaultBillingCustomerAddress
  // Magento\GraphQl\Customer\DeleteCustomerAddressTest::testDeleteNonExistCustomerAddress
  it('refuses guests, default addresses and unknown ones', async () => {
    expect(message(await shop.guest(DELETE, { id: 1 }))).toBe("The current customer isn't authorized.");
    const customer = newCustomer(shop);
    const shipping = await create(customer.call, { default_shipping: true, default_billing: false });
    const billing = await create(customer.call, { default_shipping: false, default_billing: true });
    expect(message(await customer.call(DELETE, { id: shipping.id }))).toBe(
      `Customer Address ${shipping.id} is set as default shipping address and can not be deleted`,
    );
    expect(message(await customer.call(DELETE, { id: billing.id }))).toBe(
      `Customer Address ${billing.id} is set as default billing address and can not be deleted`,
    );
    expect(message(await customer.call(DELETE, { id: 999999 }))).toBe(
      'Could not find a address with ID "999999"',
    );
  });
});

describe('Customer.addresses', () => {
  // Magento\GraphQl\Customer\GetAddressesTest::testGetCustomerWithAddresses
  it('lists the customer’s addresses and their defaults', async () => {
    const customer = newCustomer(shop);
    const first = await create(customer.call, { default_shipping: true, default_billing: true });
    const second = await create(customer.call, {
      default_shipping: false,
      default_billing: false,
      city: 'Mysuru',
    });
    const res = ok(
      await customer.call(
        '{ customer { default_billing default_shipping addresses { id city default_shipping } } }',
      ),
    );
    expect(res.customer).toEqual({
      default_billing: String(first.id),
      default_shipping: String(first.id),
      addresses: [
        { id: first.id, city: 'Bengaluru', default_shipping: true },
        { id: second.id, city: 'Mysuru', default_shipping: false },
      ],
    });
  });
});
