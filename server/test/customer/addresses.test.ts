// Address book: CRUD with India's regions, Magento's messages, defaults, and one customer never touching
// another's addresses.
import { customerShop, errorsOf, PRIYA } from './helpers';

const FIELDS = `id firstname lastname street city postcode telephone country_code default_billing default_shipping
  region { region region_code region_id } region_id`;
const CREATE = `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deleteCustomerAddress(id: $id) }';
const BOOK = `{ customer { default_billing default_shipping addresses { ${FIELDS} } } }`;

const pune = {
  firstname: 'Aarav',
  lastname: 'Sharma',
  street: ['B-402, Blue Ridge', 'Hinjawadi Phase 1'],
  city: 'Pune',
  region: { region_code: 'MH' },
  postcode: '411057',
  telephone: '9876543210',
  country_code: 'IN',
};

async function demoBook() {
  const shop = customerShop();
  const token = await shop.signIn();
  return { shop, token, book: async () => (await shop.as(token, BOOK)).data.customer };
}

describe('the address book', () => {
  it('lists the seeded addresses with their regions and defaults', async () => {
    const { book } = await demoBook();
    const customer = await book();
    expect(customer.addresses).toHaveLength(2);
    expect(customer.addresses[0]).toMatchObject({
      city: 'New Delhi',
      postcode: '110001',
      country_code: 'IN',
      region: { region: 'Delhi', region_code: 'DL', region_id: 542 },
      default_billing: true,
      default_shipping: true,
    });
    expect(customer.default_billing).toBe(String(customer.addresses[0].id));
  });

  it('creates an address from a region code, id or name, and can make it the default', async () => {
    const { shop, token, book } = await demoBook();
    const created = await shop.as(token, CREATE, { input: { ...pune, default_shipping: true } });
    expect(created.errors).toBeUndefined();
    expect(created.data.createCustomerAddress).toMatchObject({
      street: pune.street,
      region: { region: 'Maharashtra', region_code: 'MH', region_id: 553 },
      default_shipping: true,
      default_billing: false,
    });
    const customer = await book();
    expect(customer.default_shipping).toBe(String(created.data.createCustomerAddress.id));
    expect(customer.addresses.filter((a: { default_shipping: boolean }) => a.default_shipping)).toHaveLength(
      1,
    );
    const byId = await shop.as(token, CREATE, { input: { ...pune, region: { region_id: 549 } } });
    expect(byId.data.createCustomerAddress.region.region_code).toBe('KA');
    const byName = await shop.as(token, CREATE, { input: { ...pune, region: { region: 'tamil nadu' } } });
    expect(byName.data.createCustomerAddress.region.region_code).toBe('TN');
  });

  it.each([
    [{ firstname: '' }, 'Required parameters are missing: firstname'],
    [{ street: [] }, 'Required parameters are missing: street'],
    [{ city: ' ', telephone: null }, 'Required parameters are missing: city, telephone'],
    [{ country_code: 'US' }, 'Invalid value of "US" provided for the countryId field.'],
    [{ region: { region_id: 12 } }, 'Invalid value of "12" provided for the regionId field.'],
    [{ region: { region_code: 'ZZ' } }, 'Invalid value of "ZZ" provided for the region_code field.'],
    [{ postcode: '41105' }, 'Invalid value of "41105" provided for the postcode field.'],
    [{ telephone: 'call me' }, 'Invalid value of "call me" provided for the telephone field.'],
    [{ street: ['a', 'b', 'c', 'd'] }, '"Street Address" cannot contain more than 3 lines.'],
  ])('refuses %j and writes nothing', async (change, message) => {
    const { shop, token, book } = await demoBook();
    const res = await shop.as(token, CREATE, { input: { ...pune, ...change } });
    expect(errorsOf(res)).toEqual([{ message, category: 'graphql-input' }]);
    expect((await book()).addresses).toHaveLength(2);
  });

  it('updates only the fields given', async () => {
    const { shop, token, book } = await demoBook();
    const [, office] = (await book()).addresses;
    const res = await shop.as(token, UPDATE, {
      id: office.id,
      input: { city: 'Bangalore', postcode: '560103' },
    });
    expect(res.data.updateCustomerAddress).toMatchObject({
      city: 'Bangalore',
      postcode: '560103',
      street: office.street,
      region: { region_code: 'KA' },
    });
    expect(
      errorsOf(await shop.as(token, UPDATE, { id: office.id, input: { postcode: 'x' } }))[0]?.message,
    ).toBe('Invalid value of "x" provided for the postcode field.');
    // UpdateCustomerAddress's own wording (UpdateCustomerAddressTest::testUpdateCustomerAddressWithInvalidInput).
    expect(errorsOf(await shop.as(token, UPDATE, { id: office.id, input: {} }))[0]?.message).toBe(
      '"input" value must be specified',
    );
  });

  it('deletes an address, but not a default one', async () => {
    const { shop, token, book } = await demoBook();
    const [home, office] = (await book()).addresses;
    expect(errorsOf(await shop.as(token, DELETE, { id: home.id }))).toEqual([
      {
        message: `Customer Address ${home.id} is set as default billing address and can not be deleted`,
        category: 'graphql-input',
      },
    ]);
    expect((await shop.as(token, DELETE, { id: office.id })).data.deleteCustomerAddress).toBe(true);
    expect((await book()).addresses.map((a: { id: number }) => a.id)).toEqual([home.id]);
    expect(errorsOf(await shop.as(token, DELETE, { id: office.id }))).toEqual([
      { message: `Could not find a address with ID "${office.id}"`, category: 'graphql-no-such-entity' },
    ]);
  });

  it("never reads or changes another customer's address", async () => {
    const { shop, token } = await demoBook();
    const priya = await shop.signIn(PRIYA);
    const priyaAddress = (await shop.as(priya, BOOK)).data.customer.addresses[0];
    const denied = {
      message: `Current customer does not have permission to address with ID "${priyaAddress.id}"`,
      category: 'graphql-authorization',
    };
    expect(
      errorsOf(await shop.as(token, UPDATE, { id: priyaAddress.id, input: { city: 'Hacked' } })),
    ).toEqual([denied]);
    expect(errorsOf(await shop.as(token, DELETE, { id: priyaAddress.id }))).toEqual([denied]);
    expect((await shop.as(priya, BOOK)).data.customer.addresses[0]).toEqual(priyaAddress);
  });

  it('refuses guests', async () => {
    const shop = customerShop();
    expect(errorsOf(await shop.gql(CREATE, { input: pune }))).toEqual([
      { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
    ]);
  });
});

describe('countries', () => {
  it('lists India with its 36 states and union territories', async () => {
    const shop = customerShop();
    const res = await shop.gql('{ countries { id full_name_english available_regions { id code name } } }');
    expect(res.data?.countries).toHaveLength(1);
    const india = (res.data?.countries as { id: string; available_regions: { code: string }[] }[])[0]!;
    expect(india.id).toBe('IN');
    expect(india.available_regions).toHaveLength(36);
    expect(india.available_regions).toContainEqual({ id: 553, code: 'MH', name: 'Maharashtra' });
    expect(errorsOf(await shop.gql('{ country(id: "US") { id } }'))).toEqual([
      { message: "The country isn't available.", category: 'graphql-no-such-entity' },
    ]);
  });
});
