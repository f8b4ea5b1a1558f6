// Ports of Magento's GraphQl/Quote checkout tests (guest and customer): the guest e-mail, shipping and billing
// addresses, shipping and payment methods, and what the cart answers about them. Magento's US addresses are this
// shop's Indian ones; its flatrate/freeshipping carriers are the shop's flatrate ("Standard Delivery") and
// express.
import {
  add,
  ADDRESS,
  caller,
  error,
  fileShop,
  message,
  newCart,
  newCustomer,
  ok,
  simpleProduct,
  virtualProduct,
  type Call,
} from './helpers';

const shop = fileShop();
const guest = caller(shop);

const ADDRESS_FIELDS = `firstname lastname company street city postcode telephone region { code label region_id }
  country { code label } __typename`;
const SET_SHIPPING = `mutation($id: String!, $addresses: [ShippingAddressInput]!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $addresses }) {
    cart { shipping_addresses { ${ADDRESS_FIELDS} customer_notes } } } }`;
const SET_BILLING = `mutation($id: String!, $billing: BillingAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: $billing }) {
    cart { billing_address { ${ADDRESS_FIELDS} } shipping_addresses { ${ADDRESS_FIELDS} } } } }`;
const SET_EMAIL = `mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }`;
const SET_METHOD = `mutation($id: String!, $methods: [ShippingMethodInput]!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: $methods }) {
    cart { shipping_addresses { selected_shipping_method { carrier_code method_code carrier_title method_title
      amount { value currency } base_amount { value currency } } } } } }`;
const SET_PAYMENT = `mutation($id: String!, $code: String!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { selected_payment_method { code title } } } }`;
const METHODS = `query($id: String!) { cart(cart_id: $id) { available_payment_methods { code title }
  selected_payment_method { code } shipping_addresses { ${ADDRESS_FIELDS}
    available_shipping_methods { carrier_code carrier_title method_code method_title error_message available
      amount { value currency } base_amount { value } price_incl_tax { value } price_excl_tax { value } }
    selected_shipping_method { carrier_code method_code amount { value } base_amount { value } } } } }`;

/** A cart of `caller` with one simple product line, and optionally its shipping address. */
async function cartWith(call: Call, opts: { customer?: boolean; address?: boolean; virtual?: boolean } = {}) {
  const id = await newCart(call, opts.customer);
  const product = opts.virtual ? virtualProduct(shop) : simpleProduct(shop);
  await add(call, id, [{ sku: product.sku, quantity: 1 }]);
  if (opts.address) ok(await call(SET_SHIPPING, { id, addresses: [{ address: ADDRESS }] }));
  return id;
}

const refusal = (id: string) => `The current user cannot perform operations on cart "${id}"`;

/** The first address of a customer's address book (created here when there is none). */
async function savedAddressId(call: Call): Promise<number> {
  const res = ok(
    await call(`mutation($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }`, {
      a: {
        firstname: 'Meera',
        lastname: 'Iyer',
        street: ['7 Residency Road'],
        city: 'Bengaluru',
        region: { region_code: 'KA' },
        postcode: '560025',
        telephone: '9876500011',
        country_code: 'IN',
      },
    }),
  );
  return res.createCustomerAddress.id as number;
}

describe('setGuestEmailOnCart', () => {
  // Magento\GraphQl\Quote\Guest\SetGuestEmailOnCartTest::testSetGuestEmailOnCart
  // Magento\GraphQl\Quote\Guest\SetGuestEmailOnCartTest::testSetGuestEmailOnCartWithDifferentEmailAddress
  it('sets the e-mail, and the second one wins', async () => {
    const id = await newCart(guest);
    expect(
      ok(await guest(SET_EMAIL, { id, email: 'attempt1@example.com' })).setGuestEmailOnCart.cart.email,
    ).toBe('attempt1@example.com');
    ok(await guest(SET_EMAIL, { id, email: 'attempt2@example.com' }));
    expect(ok(await guest(`query($id: String!) { cart(cart_id: $id) { email } }`, { id })).cart.email).toBe(
      'attempt2@example.com',
    );
  });

  // Magento\GraphQl\Quote\Guest\SetGuestEmailOnCartTest::testSetGuestEmailOnCartWithIncorrectEmail
  // Magento\GraphQl\Quote\Guest\SetGuestEmailOnCartTest::testSetGuestEmailOnNonExistentCart
  // Magento\GraphQl\Quote\Guest\SetGuestEmailOnCartTest::testSetGuestEmailWithEmptyCartId
  it.each([
    ['a real cart', 'some', 'Invalid email format'],
    ['a real cart', '', 'Required parameter "email" is missing'],
    ['non_existent_masked_id', 'some@user.com', 'Could not find a cart with ID "non_existent_masked_id"'],
    ['', 'some@user.com', 'Required parameter "cart_id" is missing'],
  ])('refuses %s with e-mail %j', async (cart, email, text) => {
    const id = cart === 'a real cart' ? await newCart(guest) : cart;
    expect(message(await guest(SET_EMAIL, { id, email }))).toBe(text);
  });

  // Magento\GraphQl\Quote\Guest\SetGuestEmailOnCartTest::testSetGuestEmailOnCustomerCart
  // Magento\GraphQl\Quote\Customer\SetGuestEmailOnCartTest::testSetGuestEmailOnCartForLoggedInCustomer
  it('is not for customers’ carts, nor for signed-in customers', async () => {
    const customer = newCustomer(shop);
    const id = await newCart(customer.call, true);
    expect(message(await guest(SET_EMAIL, { id, email: 'some@user.com' }))).toBe(refusal(id));
    expect(message(await customer.call(SET_EMAIL, { id, email: 'some@user.com' }))).toBe(
      'The request is not allowed for logged in customers',
    );
  });
});

describe('setShippingAddressesOnCart', () => {
  // Magento\GraphQl\Quote\Guest\SetShippingAddressOnCartTest::testSetNewShippingAddressOnCartWithSimpleProduct
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetNewShippingAddressOnCartWithSimpleProduct
  it('sets a new address, answering the country code as its label and the customer notes', async () => {
    for (const call of [guest, newCustomer(shop).call]) {
      const id = await cartWith(call, { customer: call !== guest });
      const out = ok(
        await call(SET_SHIPPING, {
          id,
          addresses: [{ address: { ...ADDRESS, company: 'Verma Traders' }, customer_notes: 'Test note' }],
        }),
      );
      expect(out.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([
        {
          firstname: 'Asha',
          lastname: 'Verma',
          company: 'Verma Traders',
          street: ['12 Janpath', 'Connaught Place'],
          city: 'New Delhi',
          postcode: '110001',
          telephone: '9876501234',
          region: { code: 'DL', label: 'Delhi', region_id: expect.any(Number) },
          country: { code: 'IN', label: 'IN' },
          __typename: 'ShippingCartAddress',
          customer_notes: 'Test note',
        },
      ]);
    }
  });

  // Magento\GraphQl\Quote\Guest\SetShippingAddressOnCartTest::testSetShippingAddressWithLowerCaseCountry
  // Magento\GraphQl\Quote\Guest\SetShippingAddressOnCartTest::testSetShippingAddressWithLowerCaseRegion
  it('takes a lower-case country and region code', async () => {
    const id = await cartWith(guest);
    const out = ok(
      await guest(SET_SHIPPING, {
        id,
        addresses: [{ address: { ...ADDRESS, country_code: 'in', region: 'dl' } }],
      }),
    );
    const [address] = out.setShippingAddressesOnCart.cart.shipping_addresses;
    expect([address.country.code, address.region.code]).toEqual(['IN', 'DL']);
  });

  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetShippingAddressOnCartWithCorrectRegionId
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetShippingAddressOnCartWithBothRegionAndRegionId
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetShippingAddressOnCartWithWrongRegionId
  it('takes a region by id, and refuses an id of no region of the country', async () => {
    const id = await cartWith(guest);
    const karnataka = shop.db.prepare("SELECT region_id FROM directory_regions WHERE code = 'KA'").get() as {
      region_id: number;
    };
    const out = ok(
      await guest(SET_SHIPPING, {
        id,
        addresses: [{ address: { ...ADDRESS, region: 'KA', region_id: karnataka.region_id } }],
      }),
    );
    expect(out.setShippingAddressesOnCart.cart.shipping_addresses[0].region).toEqual({
      code: 'KA',
      label: 'Karnataka',
      region_id: karnataka.region_id,
    });
    expect(
      message(await guest(SET_SHIPPING, { id, addresses: [{ address: { ...ADDRESS, region_id: 99999 } }] })),
    ).toBe('The region_id does not match the selected country or region');
  });

  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetNewShippingAddressWithMissedRequiredParameters
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testWithInvalidShippingAddressesInput
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetBillingAddressWithoutRequiredParameters
  it.each([
    [{ region: '' }, 'Region is required.'],
    [{ postcode: '' }, '"postcode" is required. Enter and try again.'],
    [{ region: 'wrong region' }, '"regionId" is required. Enter and try again.'],
    [{ country_code: 'USS' }, 'Country is not available'],
    [{ country_code: 'US' }, 'Country is not available'],
  ])('refuses %j with Magento’s quote-address message', async (patch, text) => {
    const id = await cartWith(guest);
    expect(
      message(await guest(SET_SHIPPING, { id, addresses: [{ address: { ...ADDRESS, ...patch } }] })),
    ).toBe(text);
    expect(message(await guest(SET_BILLING, { id, billing: { address: { ...ADDRESS, ...patch } } }))).toBe(
      text,
    );
  });

  // Magento\GraphQl\Quote\Guest\SetShippingAddressOnCartTest::testSetNewShippingAddressOnCartWithRedundantStreetLine
  // Magento\GraphQl\Quote\Guest\SetBillingAddressOnCartTest::testSetNewBillingAddressRedundantStreetLine
  it('refuses more street lines than the shop’s three', async () => {
    const id = await cartWith(guest);
    const street = ['1', '2', '3', '4'];
    const text = '"Street Address" cannot contain more than 3 lines.';
    expect(message(await guest(SET_SHIPPING, { id, addresses: [{ address: { ...ADDRESS, street } }] }))).toBe(
      text,
    );
    expect(message(await guest(SET_BILLING, { id, billing: { address: { ...ADDRESS, street } } }))).toBe(
      text,
    );
  });

  // Magento\GraphQl\Quote\Guest\SetShippingAddressOnCartTest::testSetMultipleNewShippingAddresses
  // Magento\GraphQl\Quote\Guest\SetShippingAddressOnCartTest::testSetShippingAddressOnNonExistentCart
  // Magento\GraphQl\Quote\Guest\SetShippingAddressOnCartTest::testSetNewShippingAddressWithMissedRequiredParameters
  it('refuses two addresses, an unknown cart and an input naming none', async () => {
    const id = await cartWith(guest);
    expect(
      message(await guest(SET_SHIPPING, { id, addresses: [{ address: ADDRESS }, { address: ADDRESS }] })),
    ).toBe('You cannot specify multiple shipping addresses.');
    expect(
      message(await guest(SET_SHIPPING, { id: 'non_existent_masked_id', addresses: [{ address: ADDRESS }] })),
    ).toBe('Could not find a cart with ID "non_existent_masked_id"');
    expect(message(await guest(SET_SHIPPING, { id, addresses: [{}] }))).toBe(
      'The shipping address must contain either "customer_address_id" or "address".',
    );
  });

  // Magento\GraphQl\Quote\Guest\SetShippingAddressOnCartTest::testSetNewShippingAddressOnCartWithVirtualProduct
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetNewShippingAddressOnCartWithVirtualProduct
  // Their 2.4 versions expect this message; "The Cart includes virtual product(s) only, so a shipping address is
  // not used." is the 2.3 tests' (and still the REST shipping-method API's), not GraphQL's in 2.4.8.
  it('refuses a shipping address for a virtual cart', async () => {
    const id = await cartWith(guest, { virtual: true });
    expect(message(await guest(SET_SHIPPING, { id, addresses: [{ address: ADDRESS }] }))).toBe(
      'Shipping address is not allowed on cart: cart contains no items for shipment.',
    );
  });

  // Magento\GraphQl\Quote\Guest\SetShippingAddressOnCartTest::testSetShippingAddressFromAddressBook
  // Magento\GraphQl\Quote\Guest\SetShippingAddressOnCartTest::testSetShippingAddressToCustomerCart
  it('refuses guests a saved address, and a customer’s cart', async () => {
    const id = await cartWith(guest);
    expect(error(await guest(SET_SHIPPING, { id, addresses: [{ customer_address_id: 1 }] }))).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    const customer = newCustomer(shop);
    const customerCart = await cartWith(customer.call, { customer: true });
    expect(
      message(await guest(SET_SHIPPING, { id: customerCart, addresses: [{ customer_address_id: 1 }] })),
    ).toBe(refusal(customerCart));
  });

  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetShippingAddressFromAddressBook
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testVerifyShippingAddressType
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetNonExistentShippingAddressFromAddressBook
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetNewShippingAddressAndFromAddressBookAtSameTime
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetShippingAddressIfCustomerIsNotOwnerOfAddress
  it('uses the customer’s own saved addresses only', async () => {
    const customer = newCustomer(shop);
    const saved = await savedAddressId(customer.call);
    const id = await cartWith(customer.call, { customer: true });
    const out = ok(await customer.call(SET_SHIPPING, { id, addresses: [{ customer_address_id: saved }] }));
    expect(out.setShippingAddressesOnCart.cart.shipping_addresses[0]).toMatchObject({
      city: 'Bengaluru',
      street: ['7 Residency Road'],
      __typename: 'ShippingCartAddress',
    });
    expect(
      message(await customer.call(SET_SHIPPING, { id, addresses: [{ customer_address_id: 100000 }] })),
    ).toBe('Could not find a address with ID "100000"');
    expect(
      message(
        await customer.call(SET_SHIPPING, {
          id,
          addresses: [{ customer_address_id: saved, address: ADDRESS }],
        }),
      ),
    ).toBe('The shipping address cannot contain "customer_address_id" and "address" at the same time.');
    const other = newCustomer(shop);
    const otherCart = await cartWith(other.call, { customer: true });
    expect(
      error(await other.call(SET_SHIPPING, { id: otherCart, addresses: [{ customer_address_id: saved }] })),
    ).toEqual({
      message: `Current customer does not have permission to address with ID "${saved}"`,
      category: 'graphql-authorization',
    });
  });

  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetShippingAddressToGuestCart
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetShippingAddressToAnotherCustomerCart
  it('refuses a customer a guest cart and another customer’s cart', async () => {
    const customer = newCustomer(shop);
    const guestCart = await cartWith(guest);
    expect(
      message(await customer.call(SET_SHIPPING, { id: guestCart, addresses: [{ address: ADDRESS }] })),
    ).toBe(refusal(guestCart));
    const other = newCustomer(shop);
    const otherCart = await cartWith(other.call, { customer: true });
    expect(
      message(await customer.call(SET_SHIPPING, { id: otherCart, addresses: [{ address: ADDRESS }] })),
    ).toBe(refusal(otherCart));
  });

  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetNewShippingAddressWithSaveInAddressBook
  // Magento\GraphQl\Quote\Customer\SetShippingAddressOnCartTest::testSetNewShippingAddressWithNotSaveInAddressBook
  it('leaves the address book alone until the order is placed, whatever save_in_address_book says', async () => {
    const customer = newCustomer(shop);
    const id = await cartWith(customer.call, { customer: true });
    for (const save of [true, false]) {
      ok(
        await customer.call(SET_SHIPPING, {
          id,
          addresses: [{ address: { ...ADDRESS, save_in_address_book: save } }],
        }),
      );
      const book = ok(await customer.call('{ customer { addresses { id } } }')).customer.addresses;
      expect(book).toEqual([]);
    }
  });
});

describe('setBillingAddressOnCart', () => {
  // Magento\GraphQl\Quote\Guest\SetBillingAddressOnCartTest::testSetNewBillingAddress
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetNewBillingAddress
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetNewBillingAddressOnGuest
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetBillingAddressWithLowerCaseCountry
  it('sets a new billing address', async () => {
    const id = await cartWith(guest);
    const out = ok(
      await guest(SET_BILLING, { id, billing: { address: { ...ADDRESS, country_code: 'in' } } }),
    );
    expect(out.setBillingAddressOnCart.cart.billing_address).toMatchObject({
      firstname: 'Asha',
      city: 'New Delhi',
      country: { code: 'IN', label: 'IN' },
      __typename: 'BillingCartAddress',
    });
    expect(out.setBillingAddressOnCart.cart.shipping_addresses).toEqual([]);
  });

  // Magento\GraphQl\Quote\Guest\SetBillingAddressOnCartTest::testSetNewBillingAddressWithUseForShippingParameter
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetNewBillingAddressWithUseForShippingParameter
  it('copies the billing address to shipping with use_for_shipping', async () => {
    const id = await cartWith(guest);
    const out = ok(await guest(SET_BILLING, { id, billing: { address: ADDRESS, use_for_shipping: true } }));
    const { billing_address, shipping_addresses } = out.setBillingAddressOnCart.cart;
    expect({ ...shipping_addresses[0], __typename: 'BillingCartAddress' }).toEqual(billing_address);
  });

  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetBillingAddressWithSameAsShipping
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetBillingAddressWithSameAsShippingWithoutShippingAddressOnCart
  it('copies the shipping address with same_as_shipping, ignoring a saved address id', async () => {
    const customer = newCustomer(shop);
    const saved = await savedAddressId(customer.call);
    const empty = await cartWith(customer.call, { customer: true });
    expect(
      message(await customer.call(SET_BILLING, { id: empty, billing: { same_as_shipping: true } })),
    ).toBe('Could not use the "same_as_shipping" option, because the shipping address has not been set.');
    const id = await cartWith(customer.call, { customer: true, address: true });
    const out = ok(
      await customer.call(SET_BILLING, {
        id,
        billing: { same_as_shipping: true, use_for_shipping: true, customer_address_id: saved },
      }),
    );
    expect(out.setBillingAddressOnCart.cart.billing_address).toMatchObject({
      city: 'New Delhi',
      firstname: 'Asha',
    });
    expect(out.setBillingAddressOnCart.cart.shipping_addresses[0]).toMatchObject({ city: 'New Delhi' });
  });

  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetNewBillingAddressWithoutCustomerAddressIdAndAddress
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetNewBillingAddressAndFromAddressBookAtSameTime
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetNotExistedBillingAddressFromAddressBook
  it('needs exactly one of an address, a saved address or same_as_shipping', async () => {
    const customer = newCustomer(shop);
    const saved = await savedAddressId(customer.call);
    const id = await cartWith(customer.call, { customer: true });
    expect(message(await customer.call(SET_BILLING, { id, billing: { use_for_shipping: true } }))).toBe(
      'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
    );
    expect(
      message(
        await customer.call(SET_BILLING, { id, billing: { customer_address_id: saved, address: ADDRESS } }),
      ),
    ).toBe('The billing address cannot contain "customer_address_id" and "address" at the same time.');
    expect(message(await customer.call(SET_BILLING, { id, billing: { customer_address_id: 100000 } }))).toBe(
      'Could not find a address with ID "100000"',
    );
  });

  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetBillingAddressFromAddressBook
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testVerifyBillingAddressType
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetBillingAddressIfCustomerIsNotOwnerOfAddress
  it('takes the customer’s own saved address as billing address', async () => {
    const customer = newCustomer(shop);
    const saved = await savedAddressId(customer.call);
    const id = await cartWith(customer.call, { customer: true });
    const out = ok(await customer.call(SET_BILLING, { id, billing: { customer_address_id: saved } }));
    expect(out.setBillingAddressOnCart.cart.billing_address).toMatchObject({
      city: 'Bengaluru',
      __typename: 'BillingCartAddress',
    });
    const other = newCustomer(shop);
    const otherCart = await cartWith(other.call, { customer: true });
    expect(
      message(await other.call(SET_BILLING, { id: otherCart, billing: { customer_address_id: saved } })),
    ).toBe(`Current customer does not have permission to address with ID "${saved}"`);
  });

  // Magento\GraphQl\Quote\Guest\SetBillingAddressOnCartTest::testSetBillingAddressToCustomerCart
  // Magento\GraphQl\Quote\Guest\SetBillingAddressOnCartTest::testSetBillingAddressFromAddressBook
  // Magento\GraphQl\Quote\Guest\SetBillingAddressOnCartTest::testSetBillingAddressOnNonExistentCart
  // Magento\GraphQl\Quote\Guest\SetBillingAddressOnCartTest::testSetBillingAddressWithoutRequiredParameters
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetBillingAddressToGuestCart
  // Magento\GraphQl\Quote\Customer\SetBillingAddressOnCartTest::testSetBillingAddressToAnotherCustomerCart
  it('refuses others’ carts, guests’ saved addresses, unknown and missing carts', async () => {
    const customer = newCustomer(shop);
    const customerCart = await cartWith(customer.call, { customer: true });
    const guestCart = await cartWith(guest);
    expect(message(await guest(SET_BILLING, { id: customerCart, billing: { address: ADDRESS } }))).toBe(
      refusal(customerCart),
    );
    expect(message(await customer.call(SET_BILLING, { id: guestCart, billing: { address: ADDRESS } }))).toBe(
      refusal(guestCart),
    );
    expect(message(await guest(SET_BILLING, { id: guestCart, billing: { customer_address_id: 1 } }))).toBe(
      "The current customer isn't authorized.",
    );
    expect(
      message(await guest(SET_BILLING, { id: 'non_existent_masked_id', billing: { address: ADDRESS } })),
    ).toBe('Could not find a cart with ID "non_existent_masked_id"');
    expect(message(await guest(SET_BILLING, { id: '', billing: { address: ADDRESS } }))).toBe(
      'Required parameter "cart_id" is missing',
    );
  });
});

describe('setShippingMethodsOnCart', () => {
  // Magento\GraphQl\Quote\Guest\SetShippingMethodsOnCartTest::testSetShippingMethodOnCartWithSimpleProduct
  // Magento\GraphQl\Quote\Guest\SetOfflineShippingMethodsOnCartTest::testSetOfflineShippingMethod
  // Magento\GraphQl\Quote\Customer\SetShippingMethodsOnCartTest::testSetShippingMethodOnCartWithSimpleProduct
  it('sets the method, answering its titles and price', async () => {
    for (const [call, customer] of [
      [guest, false],
      [newCustomer(shop).call, true],
    ] as const) {
      const id = await cartWith(call, { customer, address: true });
      const out = ok(
        await call(SET_METHOD, { id, methods: [{ carrier_code: 'express', method_code: 'express' }] }),
      );
      expect(out.setShippingMethodsOnCart.cart.shipping_addresses[0].selected_shipping_method).toEqual({
        carrier_code: 'express',
        method_code: 'express',
        carrier_title: 'Express Delivery',
        method_title: 'Express',
        amount: { value: 149, currency: 'INR' },
        base_amount: { value: 149, currency: 'INR' },
      });
    }
  });

  // Magento\GraphQl\Quote\Guest\SetShippingMethodsOnCartTest::testReSetShippingMethod
  it('replaces a method set before', async () => {
    const id = await cartWith(guest, { address: true });
    ok(await guest(SET_METHOD, { id, methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }] }));
    const out = ok(
      await guest(SET_METHOD, { id, methods: [{ carrier_code: 'express', method_code: 'express' }] }),
    );
    expect(
      out.setShippingMethodsOnCart.cart.shipping_addresses[0].selected_shipping_method.carrier_code,
    ).toBe('express');
  });

  // Magento\GraphQl\Quote\Guest\SetShippingMethodsOnCartTest::testSetShippingMethodWithWrongParameters
  it.each([
    [[], 'Required parameter "shipping_methods" is missing'],
    [[{ carrier_code: '', method_code: 'flatrate' }], 'Required parameter "carrier_code" is missing.'],
    [
      [{ carrier_code: 'wrong-carrier-code', method_code: 'flatrate' }],
      'Carrier with such method not found: wrong-carrier-code, flatrate',
    ],
    [[{ carrier_code: 'flatrate', method_code: '' }], 'Required parameter "method_code" is missing.'],
    [
      [{ carrier_code: 'flatrate', method_code: 'wrong-carrier-code' }],
      'Carrier with such method not found: flatrate, wrong-carrier-code',
    ],
    [
      [{ carrier_code: 'freeshipping', method_code: 'freeshipping' }],
      'Carrier with such method not found: freeshipping, freeshipping',
    ],
  ])('refuses %j', async (methods, text) => {
    const id = await cartWith(guest, { address: true });
    expect(message(await guest(SET_METHOD, { id, methods }))).toBe(text);
  });

  // Magento\GraphQl\Quote\Guest\SetShippingMethodsOnCartTest::testSetMultipleShippingMethods
  // Magento\GraphQl\Quote\Guest\SetShippingMethodsOnCartTest::testSetShippingMethodWithWrongParameters (non_existent_shopping_cart)
  it('refuses two methods and an unknown cart', async () => {
    const id = await cartWith(guest, { address: true });
    const flat = { carrier_code: 'flatrate', method_code: 'flatrate' };
    expect(message(await guest(SET_METHOD, { id, methods: [flat, flat] }))).toBe(
      'You cannot specify multiple shipping methods.',
    );
    expect(message(await guest(SET_METHOD, { id: 'non_existent_masked_id', methods: [flat] }))).toBe(
      'Could not find a cart with ID "non_existent_masked_id"',
    );
  });

  // Magento\GraphQl\Quote\Guest\SetShippingMethodsOnCartTest::testSetShippingMethodOnCartWithSimpleProductAndWithoutAddress
  // Magento\GraphQl\Quote\Guest\SetShippingMethodsOnCartTest::testSetShippingMethodOnAnEmptyCart
  it('needs items first, then a shipping address', async () => {
    const flat = [{ carrier_code: 'flatrate', method_code: 'flatrate' }];
    const empty = await newCart(guest);
    expect(error(await guest(SET_METHOD, { id: empty, methods: flat }))).toEqual({
      message: "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
      category: 'graphql-input',
    });
    const id = await cartWith(guest);
    expect(message(await guest(SET_METHOD, { id, methods: flat }))).toBe(
      'The shipping address is missing. Set the address and try again.',
    );
  });

  // Magento\GraphQl\Quote\Guest\SetShippingMethodsOnCartTest::testSetShippingMethodToCustomerCart
  // Magento\GraphQl\Quote\Customer\SetShippingMethodsOnCartTest::testSetShippingMethodToGuestCart
  // Magento\GraphQl\Quote\Customer\SetShippingMethodsOnCartTest::testSetShippingMethodToAnotherCustomerCart
  it('refuses others’ carts', async () => {
    const flat = [{ carrier_code: 'flatrate', method_code: 'flatrate' }];
    const customer = newCustomer(shop);
    const other = newCustomer(shop);
    const customerCart = await cartWith(customer.call, { customer: true, address: true });
    const guestCart = await cartWith(guest, { address: true });
    expect(message(await guest(SET_METHOD, { id: customerCart, methods: flat }))).toBe(refusal(customerCart));
    expect(message(await customer.call(SET_METHOD, { id: guestCart, methods: flat }))).toBe(
      refusal(guestCart),
    );
    expect(message(await other.call(SET_METHOD, { id: customerCart, methods: flat }))).toBe(
      refusal(customerCart),
    );
  });
});

describe('setPaymentMethodOnCart', () => {
  // Magento\GraphQl\Quote\Guest\SetPaymentMethodOnCartTest::testSetPaymentOnCartWithSimpleProduct
  // Magento\GraphQl\Quote\Guest\SetPaymentMethodOnCartTest::testReSetPayment
  // Magento\GraphQl\Quote\Guest\SetOfflinePaymentMethodsOnCartTest::testSetOfflinePaymentMethod
  it('sets and replaces the payment method', async () => {
    const id = await cartWith(guest, { address: true });
    expect(
      ok(await guest(SET_PAYMENT, { id, code: 'checkmo' })).setPaymentMethodOnCart.cart
        .selected_payment_method.code,
    ).toBe('checkmo');
    expect(
      ok(await guest(SET_PAYMENT, { id, code: 'cashondelivery' })).setPaymentMethodOnCart.cart
        .selected_payment_method,
    ).toEqual({ code: 'cashondelivery', title: 'Cash on delivery' });
  });

  // Magento\GraphQl\Quote\Guest\SetPaymentMethodOnCartTest::testSetPaymentOnCartWithVirtualProduct
  it('needs no shipping address for a virtual cart', async () => {
    const id = await cartWith(guest, { virtual: true });
    expect(
      ok(await guest(SET_PAYMENT, { id, code: 'checkmo' })).setPaymentMethodOnCart.cart
        .selected_payment_method.code,
    ).toBe('checkmo');
  });

  // Magento\GraphQl\Quote\Guest\SetPaymentMethodOnCartTest::testSetPaymentOnCartWithSimpleProductAndWithoutAddress
  // Magento\GraphQl\Quote\Customer\SetPaymentMethodOnCartTest::testSetPaymentWithSimpleProductWithoutAddress
  it('needs the shipping address of a cart that ships before any method', async () => {
    const id = await cartWith(guest);
    expect(error(await guest(SET_PAYMENT, { id, code: 'checkmo' }))).toEqual({
      message: 'The shipping address is missing. Set the address and try again.',
      category: 'graphql-input',
    });
    expect(message(await guest(SET_PAYMENT, { id, code: 'noway' }))).toBe(
      'The shipping address is missing. Set the address and try again.',
    );
  });

  // Magento\GraphQl\Quote\Guest\SetPaymentMethodOnCartTest::testSetNonExistentPaymentMethod
  // Magento\GraphQl\Quote\Guest\SetPaymentMethodOnCartTest::testSetDisabledPaymentOnCart
  it.each(['noway', 'purchaseorder', 'banktransfer'])(
    'refuses the method %s the shop does not offer',
    async (code) => {
      const id = await cartWith(guest, { address: true });
      expect(message(await guest(SET_PAYMENT, { id, code }))).toBe(
        'The requested Payment Method is not available.',
      );
    },
  );

  // Magento\GraphQl\Quote\Guest\SetPaymentMethodOnCartTest::testSetPaymentMethodWithoutRequiredParameters
  // Magento\GraphQl\Quote\Guest\SetPaymentMethodOnCartTest::testSetPaymentOnNonExistentCart
  it('checks its arguments, then the cart', async () => {
    const call = (input: string) =>
      guest(`mutation { setPaymentMethodOnCart(input: { ${input} }) { cart { id } } }`);
    const id = await cartWith(guest, { address: true });
    expect(message(await call('cart_id: "", payment_method: { code: "checkmo" }'))).toBe(
      'Required parameter "cart_id" is missing.',
    );
    expect(message(await call(`cart_id: "${id}", payment_method: { code: "" }`))).toBe(
      'Required parameter "code" for "payment_method" is missing.',
    );
    expect(
      message(await call('cart_id: "non_existent_masked_id", payment_method: { code: "checkmo" }')),
    ).toBe('Could not find a cart with ID "non_existent_masked_id"');
  });

  // Magento\GraphQl\Quote\Guest\SetPaymentMethodOnCartTest::testSetPaymentMethodToCustomerCart
  // Magento\GraphQl\Quote\Customer\SetPaymentMethodOnCartTest::testSetPaymentMethodToGuestCart
  it('refuses others’ carts', async () => {
    const customer = newCustomer(shop);
    const customerCart = await cartWith(customer.call, { customer: true, address: true });
    const guestCart = await cartWith(guest, { address: true });
    expect(message(await guest(SET_PAYMENT, { id: customerCart, code: 'checkmo' }))).toBe(
      refusal(customerCart),
    );
    expect(message(await customer.call(SET_PAYMENT, { id: guestCart, code: 'checkmo' }))).toBe(
      refusal(guestCart),
    );
  });
});

describe('the methods and addresses a cart answers', () => {
  // Magento\GraphQl\Quote\Guest\GetAvailableShippingMethodsTest::testGetAvailableShippingMethods
  // Magento\GraphQl\Quote\Customer\GetAvailableShippingMethodsTest::testGetAvailableShippingMethods
  it('lists each shipping method with its price and an empty error message', async () => {
    const id = await cartWith(guest, { address: true });
    const [address] = ok(await guest(METHODS, { id })).cart.shipping_addresses;
    const express = address.available_shipping_methods.find(
      (m: { carrier_code: string }) => m.carrier_code === 'express',
    );
    expect(express).toEqual({
      carrier_code: 'express',
      carrier_title: 'Express Delivery',
      method_code: 'express',
      method_title: 'Express',
      error_message: '',
      available: true,
      amount: { value: 149, currency: 'INR' },
      base_amount: { value: 149 },
      price_incl_tax: { value: 149 },
      price_excl_tax: { value: expect.any(Number) },
    });
  });

  // Magento\GraphQl\Quote\Guest\GetAvailableShippingMethodsTest::testGetAvailableShippingMethodsIfShippingMethodsAreNotPresent
  it('lists no shipping method when none is active', async () => {
    const id = await cartWith(guest, { address: true });
    shop.db.prepare('UPDATE shipping_carriers SET is_active = 0').run();
    try {
      expect(ok(await guest(METHODS, { id })).cart.shipping_addresses[0].available_shipping_methods).toEqual(
        [],
      );
    } finally {
      shop.db.prepare('UPDATE shipping_carriers SET is_active = 1').run();
    }
  });

  // Magento\GraphQl\Quote\Guest\GetAvailablePaymentMethodsTest::testGetAvailablePaymentMethods
  // Magento\GraphQl\Quote\Customer\GetAvailablePaymentMethodsTest::testGetCartWithPaymentMethods
  it('lists the payment methods the shop offers', async () => {
    const id = await cartWith(guest, { address: true });
    const methods = ok(await guest(METHODS, { id })).cart.available_payment_methods;
    expect(methods.map((m: { code: string }) => m.code)).toEqual([
      'razorpay',
      'payu',
      'cashondelivery',
      'checkmo',
    ]);
  });

  // Magento\GraphQl\Quote\Guest\GetSelectedShippingMethodTest::testGetSelectedShippingMethod
  // Magento\GraphQl\Quote\Guest\GetSelectedShippingMethodTest::testGetGetSelectedShippingMethodIfShippingMethodIsNotSet
  // Magento\GraphQl\Quote\Guest\GetSelectedPaymentMethodTest::testGetSelectedPaymentMethod
  it('answers the selected methods once set', async () => {
    const id = await cartWith(guest, { address: true });
    const before = ok(await guest(METHODS, { id })).cart;
    expect(before.shipping_addresses[0].selected_shipping_method).toBeNull();
    expect(before.selected_payment_method.code).toBe('');
    ok(await guest(SET_METHOD, { id, methods: [{ carrier_code: 'express', method_code: 'express' }] }));
    ok(await guest(SET_PAYMENT, { id, code: 'checkmo' }));
    const after = ok(await guest(METHODS, { id })).cart;
    expect(after.shipping_addresses[0].selected_shipping_method).toEqual({
      carrier_code: 'express',
      method_code: 'express',
      amount: { value: 149 },
      base_amount: { value: 149 },
    });
    expect(after.selected_payment_method.code).toBe('checkmo');
  });

  // Magento\GraphQl\Quote\Guest\GetSpecifiedShippingAddressTest::testGetSpecifiedShippingAddress
  // Magento\GraphQl\Quote\Guest\GetSpecifiedShippingAddressTest::testGetSpecifiedShippingAddressIfShippingAddressIsNotSet
  // Magento\GraphQl\Quote\Guest\GetSpecifiedBillingAddressTest::testGetSpecifiedBillingAddressIfBillingAddressIsNotSet
  it('answers the addresses set, and none before', async () => {
    const id = await cartWith(guest);
    const before = ok(
      await guest(
        `query($id: String!) { cart(cart_id: $id) { shipping_addresses { city } billing_address { city } } }`,
        { id },
      ),
    );
    expect(before.cart).toEqual({ shipping_addresses: [], billing_address: null });
    ok(await guest(SET_SHIPPING, { id, addresses: [{ address: ADDRESS }] }));
    const [address] = ok(await guest(METHODS, { id })).cart.shipping_addresses;
    expect(address).toMatchObject({
      region: { code: 'DL', label: 'Delhi' },
      country: { code: 'IN', label: 'IN' },
      __typename: 'ShippingCartAddress',
    });
  });

  // Magento\GraphQl\Quote\Guest\GetAvailableShippingMethodsTest::testGetAvailableShippingMethodsFromCustomerCart
  // Magento\GraphQl\Quote\Guest\GetAvailablePaymentMethodsTest::testGetAvailablePaymentMethodsFromCustomerCart
  // Magento\GraphQl\Quote\Guest\GetSelectedShippingMethodTest::testGetSelectedShippingMethodFromCustomerCart
  // Magento\GraphQl\Quote\Guest\GetSpecifiedShippingAddressTest::testGetShippingAddressFromCustomerCart
  // Magento\GraphQl\Quote\Guest\GetAvailablePaymentMethodsTest::testGetAvailablePaymentMethodsOfNonExistentCart
  it('answers nothing about others’ carts or unknown ones', async () => {
    const customer = newCustomer(shop);
    const id = await cartWith(customer.call, { customer: true, address: true });
    expect(message(await guest(METHODS, { id }))).toBe(refusal(id));
    expect(message(await guest(METHODS, { id: 'non_existent_masked_id' }))).toBe(
      'Could not find a cart with ID "non_existent_masked_id"',
    );
  });
});

describe('what else a cart answers', () => {
  const STATE = `query($id: String!) { cart(cart_id: $id) { is_virtual email items { id product { sku } }
    shipping_addresses { city } } }`;
  const PRICES = `query($id: String!) { cart(cart_id: $id) { prices {
    grand_total { value currency } subtotal_including_tax { value } subtotal_excluding_tax { value }
    subtotal_with_discount_excluding_tax { value } applied_taxes { label amount { value currency } } } } }`;

  // Magento\GraphQl\Quote\Guest\GetCartIsVirtualTest::testGetMixedCartIsNotVirtual
  // Magento\GraphQl\Quote\Guest\GetCartIsVirtualTest::testGetCartIsVirtual
  // Magento\GraphQl\Quote\Guest\RemoveItemSavesCartTest::testRemoveItemSavesCartState
  // Magento\GraphQl\Quote\Guest\GetShippingAddressWhenCartIsVirtualTest::testGetShippingAddressForVirtualCart
  it('is virtual once no line ships, and then has no shipping address', async () => {
    const id = await newCart(guest);
    const simple = simpleProduct(shop);
    const virtual = virtualProduct(shop);
    await add(guest, id, [
      { sku: simple.sku, quantity: 1 },
      { sku: virtual.sku, quantity: 1 },
    ]);
    ok(await guest(SET_SHIPPING, { id, addresses: [{ address: ADDRESS }] }));
    const mixed = ok(await guest(STATE, { id })).cart;
    expect(mixed.is_virtual).toBe(false);
    expect(mixed.shipping_addresses).toEqual([{ city: ADDRESS.city }]);
    const line = mixed.items.find((i: { product: { sku: string } }) => i.product.sku === simple.sku);
    ok(
      await guest(
        'mutation($id: String!, $item: Int) { removeItemFromCart(input: { cart_id: $id, cart_item_id: $item }) { cart { is_virtual } } }',
        { id, item: Number(line.id) },
      ),
    );
    const after = ok(await guest(STATE, { id })).cart;
    expect(after.is_virtual).toBe(true);
    expect(after.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([virtual.sku]);
    expect(after.shipping_addresses).toEqual([]);
  });

  // Magento\GraphQl\Quote\Guest\GetCartEmailTest::testGetCartEmail
  // Magento\GraphQl\Quote\Guest\GetCartEmailTest::testGetCartEmailFromNonExistentCart
  // Magento\GraphQl\Quote\Guest\GetCartEmailTest::testGetCartEmailFromCustomerCart
  // Magento\GraphQl\Quote\Customer\GetCartEmailTest::testGetCartEmail
  // Magento\GraphQl\Quote\Customer\GetCartEmailTest::testGetEmailFromGuestCart
  // Magento\GraphQl\Quote\Customer\GetCartEmailTest::testGetEmailFromAnotherCustomerCart
  it('answers the guest’s e-mail, or the customer’s own, to its owner only', async () => {
    const id = await newCart(guest);
    ok(await guest(SET_EMAIL, { id, email: 'guest@example.com' }));
    expect(ok(await guest(STATE, { id })).cart.email).toBe('guest@example.com');
    expect(message(await guest(STATE, { id: 'non_existent_masked_id' }))).toBe(
      'Could not find a cart with ID "non_existent_masked_id"',
    );
    const customer = newCustomer(shop);
    const own = await newCart(customer.call, true);
    expect(ok(await customer.call(STATE, { id: own })).cart.email).toBe(customer.email);
    expect(message(await guest(STATE, { id: own }))).toBe(refusal(own));
    expect(message(await customer.call(STATE, { id }))).toBe(refusal(id));
    expect(message(await newCustomer(shop).call(STATE, { id: own }))).toBe(refusal(own));
  });

  // Magento\GraphQl\Quote\Guest\CartTotalsTest::testGetCartTotalsWithTaxApplied (GST is included in prices)
  // Magento\GraphQl\Quote\Guest\CartTotalsTest::testGetCartTotalsWithNoAddressSet
  // Magento\GraphQl\Quote\Customer\CartTotalsTest::testGetCartTotalsWithTaxApplied
  it('answers the totals, with the GST they include, before any address is set', async () => {
    const id = await newCart(guest);
    const product = simpleProduct(shop);
    await add(guest, id, [{ sku: product.sku, quantity: 2 }]);
    const prices = ok(await guest(PRICES, { id })).cart.prices;
    const incl = prices.subtotal_including_tax.value;
    expect(incl).toBeGreaterThan(0);
    expect(prices.grand_total).toEqual({ value: incl, currency: 'INR' });
    const excl = prices.subtotal_excluding_tax.value;
    expect(excl).toBeLessThan(incl);
    expect(prices.subtotal_with_discount_excluding_tax.value).toBe(excl);
    expect(prices.applied_taxes).toEqual([
      { label: 'GST', amount: { value: Math.round((incl - excl) * 100) / 100, currency: 'INR' } },
    ]);
    const customer = newCustomer(shop);
    const own = await cartWith(customer.call, { customer: true, address: true });
    expect(ok(await customer.call(PRICES, { id: own })).cart.prices.applied_taxes[0].label).toBe('GST');
  });

  // The GST inside the prices is the tax invoice's, line by line (docs/GST.md): steel cookware at 5%, headphones
  // at 18%, each rounded to the paisa; one 'GST' line before the address decides CGST + SGST or IGST.
  it('answers the GST of the invoice table, per line at its own rate', async () => {
    const inCategory = (urlPath: string) =>
      (
        shop.db
          .prepare(
            `SELECT p.sku FROM products p JOIN category_products cp ON cp.product_id = p.entity_id
               JOIN categories c ON c.entity_id = cp.category_id
             WHERE c.url_path = ? AND p.type_id = 'simple' AND p.status = 1 AND p.is_in_stock = 1
               AND p.qty >= 5 AND p.productsurcharge_fee IS NULL ORDER BY p.entity_id LIMIT 1`,
          )
          .get(urlPath) as { sku: string }
      ).sku;
    const id = await newCart(guest);
    await add(guest, id, [
      { sku: inCategory('home-kitchen/cookware'), quantity: 1 },
      { sku: inCategory('audio/headphones'), quantity: 1 },
    ]);
    const rows = ok(
      await guest('query($id: String!) { cart(cart_id: $id) { items { prices { row_total { value } } } } }', {
        id,
      }),
    ).cart.items.map((i: { prices: { row_total: { value: number } } }) =>
      Math.round(i.prices.row_total.value * 100),
    );
    const gstIn = (p: number, rate: number) => p - Math.round((p * 100) / (100 + rate));
    const gst = gstIn(rows[0], 5) + gstIn(rows[1], 18);
    const prices = ok(await guest(PRICES, { id })).cart.prices;
    expect(prices.applied_taxes).toEqual([{ label: 'GST', amount: { value: gst / 100, currency: 'INR' } }]);
    expect(Math.round(prices.subtotal_excluding_tax.value * 100)).toBe(rows[0] + rows[1] - gst);
  });

  // Magento\GraphQl\Quote\Guest\CartTotalsTest::testGetCartTotalsWithEmptyCart
  // Magento\GraphQl\Quote\Guest\CartTotalsTest::testGetSelectedShippingMethodFromCustomerCart
  it('answers zero totals for an empty cart, and nothing about a customer’s cart', async () => {
    const id = await newCart(guest);
    const prices = ok(await guest(PRICES, { id })).cart.prices;
    expect(prices).toEqual({
      grand_total: { value: 0, currency: 'INR' },
      subtotal_including_tax: { value: 0 },
      subtotal_excluding_tax: { value: 0 },
      subtotal_with_discount_excluding_tax: { value: 0 },
      applied_taxes: [],
    });
    const own = await newCart(newCustomer(shop).call, true);
    expect(message(await guest(PRICES, { id: own }))).toBe(refusal(own));
  });
});

describe('what a customer’s cart answers', () => {
  const READ = `query($id: String!) { cart(cart_id: $id) { is_virtual billing_address { firstname city country { code label } }
    shipping_addresses { city country { code label } selected_shipping_method { carrier_code method_code carrier_title
      method_title amount { value currency } price_excl_tax { value } price_incl_tax { value } } } } }`;

  // Magento\GraphQl\Quote\Customer\GetSelectedShippingMethodTest::testGetSelectedShippingMethodWithoutTax
  // Magento\GraphQl\Quote\Customer\GetSelectedShippingMethodTest::testGetSelectedShippingMethodBeforeSet
  // Magento\GraphQl\Quote\Customer\GetSpecifiedShippingAddressTest::testGetSpecifiedShippingAddress
  // Magento\GraphQl\Quote\Customer\GetSpecifiedBillingAddressTest::testGeSpecifiedBillingAddress
  // Magento\GraphQl\Quote\Customer\GetSpecifiedBillingAddressTest::testGeSpecifiedBillingAddressIfBillingAddressIsNotSet
  // Magento\GraphQl\Quote\Customer\GetCartIsVirtualTest::testGetCartIsNotVirtual
  it('answers its addresses and its selected method', async () => {
    const customer = newCustomer(shop);
    const id = await cartWith(customer.call, { customer: true, address: true });
    const before = ok(await customer.call(READ, { id })).cart;
    expect(before.is_virtual).toBe(false);
    expect(before.billing_address).toBeNull();
    expect(before.shipping_addresses).toEqual([
      { city: ADDRESS.city, country: { code: 'IN', label: 'IN' }, selected_shipping_method: null },
    ]);
    ok(await customer.call(SET_BILLING, { id, billing: { address: ADDRESS } }));
    ok(
      await customer.call(SET_METHOD, {
        id,
        methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
      }),
    );
    const after = ok(await customer.call(READ, { id })).cart;
    expect(after.billing_address).toEqual({
      firstname: ADDRESS.firstname,
      city: ADDRESS.city,
      country: { code: 'IN', label: 'IN' },
    });
    const method = after.shipping_addresses[0].selected_shipping_method;
    expect(method).toMatchObject({
      carrier_code: 'flatrate',
      method_code: 'flatrate',
      carrier_title: 'Standard Delivery',
    });
    expect(method.amount.currency).toBe('INR');
    expect(method.price_incl_tax.value).toBe(method.amount.value);
  });

  // Magento\GraphQl\Quote\Customer\GetSelectedShippingMethodTest::testGetSelectedShippingMethodFromGuestCart
  // Magento\GraphQl\Quote\Customer\GetSelectedShippingMethodTest::testGetSelectedShippingMethodFromAnotherCustomerCart
  // Magento\GraphQl\Quote\Customer\GetSelectedShippingMethodTest::testGetGetSelectedShippingMethodOfNonExistentCart
  // Magento\GraphQl\Quote\Customer\GetSpecifiedBillingAddressTest::testGeSpecifiedBillingAddressFromAnotherGuestCart
  // Magento\GraphQl\Quote\Customer\GetSpecifiedBillingAddressTest::testGeSpecifiedBillingAddressFromAnotherCustomerCart
  // Magento\GraphQl\Quote\Customer\GetSpecifiedBillingAddressTest::testGeSpecifiedBillingAddressOfNonExistentCart
  it('refuses a guest’s cart, another customer’s and an unknown one', async () => {
    const customer = newCustomer(shop);
    const guestCart = await cartWith(guest, { address: true });
    const other = await cartWith(newCustomer(shop).call, { customer: true, address: true });
    expect(message(await customer.call(READ, { id: guestCart }))).toBe(refusal(guestCart));
    expect(message(await customer.call(READ, { id: other }))).toBe(refusal(other));
    expect(message(await customer.call(READ, { id: 'non_existent_masked_id' }))).toBe(
      'Could not find a cart with ID "non_existent_masked_id"',
    );
  });
});
