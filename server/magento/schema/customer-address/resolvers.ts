import type { RequestContext } from '../../context';
import { authorizationError, inputError, noSuchEntity } from '../../errors';
import { inTransaction } from '../../db/connection';
import type { CustomerRow } from '../../db/repositories/customers';
import {
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  type AddressRow,
} from '../../db/repositories/addresses';
import { listRegions } from '../../db/repositories/regions';
import { requireCustomer } from '../../auth/require-customer';
import type { Resolvers } from '../module';
import { addressFields, ALLOWED_COUNTRY, type AddressInput } from './address-input';

/** The customer's own address, with Magento's messages for a missing or someone else's one. */
function ownAddress(ctx: RequestContext, id: number): AddressRow {
  const customerId = requireCustomer(ctx);
  const address = findAddress(ctx.db, id);
  if (!address) throw noSuchEntity(`Could not find a address with ID "${id}"`);
  if (address.customer_id !== customerId)
    throw authorizationError(`Current customer does not have permission to address with ID "${id}"`);
  return address;
}

function country(ctx: RequestContext) {
  return {
    id: ALLOWED_COUNTRY,
    two_letter_abbreviation: 'IN',
    three_letter_abbreviation: 'IND',
    full_name_locale: 'India',
    full_name_english: 'India',
    available_regions: listRegions(ctx.db, ALLOWED_COUNTRY).map((r) => ({
      id: r.region_id,
      code: r.code,
      name: r.name,
    })),
  };
}

function defaultAddressId(
  ctx: RequestContext,
  customerId: number,
  flag: 'is_default_billing' | 'is_default_shipping',
) {
  const address = listAddresses(ctx.db, customerId).find((a) => a[flag] === 1);
  return address ? String(address.address_id) : null;
}

export const resolvers: Resolvers = {
  Query: {
    countries: (_: unknown, __: unknown, ctx: RequestContext) => [country(ctx)],
    country: (_: unknown, { id }: { id?: string | null }, ctx: RequestContext) => {
      if (!id) throw inputError('Country "id" value should be specified');
      if (id !== ALLOWED_COUNTRY) throw noSuchEntity("The country isn't available.");
      return country(ctx);
    },
  },
  Mutation: {
    createCustomerAddress: (_: unknown, { input }: { input: AddressInput }, ctx: RequestContext) => {
      const customerId = requireCustomer(ctx);
      if (!input || Object.keys(input).length === 0) throw inputError('"input" value should be specified');
      const fields = addressFields(ctx.db, input);
      const id = inTransaction(ctx.db, () => insertAddress(ctx.db, customerId, fields));
      return findAddress(ctx.db, id);
    },
    updateCustomerAddress: (
      _: unknown,
      args: { id: number; input?: AddressInput | null },
      ctx: RequestContext,
    ) => {
      const address = ownAddress(ctx, args.id);
      if (!args.input || Object.keys(args.input).length === 0)
        throw inputError('"input" value must be specified'); // UpdateCustomerAddress's wording
      const fields = addressFields(ctx.db, args.input, address);
      inTransaction(ctx.db, () => updateAddress(ctx.db, address, fields));
      return findAddress(ctx.db, address.address_id);
    },
    deleteCustomerAddress: (_: unknown, { id }: { id: number }, ctx: RequestContext) => {
      const address = ownAddress(ctx, id);
      if (address.is_default_billing)
        throw inputError(`Customer Address ${id} is set as default billing address and can not be deleted`);
      if (address.is_default_shipping)
        throw inputError(`Customer Address ${id} is set as default shipping address and can not be deleted`);
      deleteAddress(ctx.db, id);
      return true;
    },
  },
  Customer: {
    addresses: (c: CustomerRow, _: unknown, ctx: RequestContext) => listAddresses(ctx.db, c.customer_id),
    default_billing: (c: CustomerRow, _: unknown, ctx: RequestContext) =>
      defaultAddressId(ctx, c.customer_id, 'is_default_billing'),
    default_shipping: (c: CustomerRow, _: unknown, ctx: RequestContext) =>
      defaultAddressId(ctx, c.customer_id, 'is_default_shipping'),
  },
  CustomerAddress: {
    id: (a: AddressRow) => a.address_id,
    // Deprecated in Magento 2.4.8 and answered as null there.
    customer_id: () => null,
    country_code: (a: AddressRow) => a.country_id,
    street: (a: AddressRow) => JSON.parse(a.street) as string[],
    region: (a: AddressRow) => ({ region: a.region, region_code: a.region_code, region_id: a.region_id }),
    default_billing: (a: AddressRow) => a.is_default_billing === 1,
    default_shipping: (a: AddressRow) => a.is_default_shipping === 1,
    custom_attributesV2: () => [],
  },
};
