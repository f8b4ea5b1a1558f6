// The checkout's fields of Cart (email, addresses, payment methods) and of its address types.
import type { RequestContext } from '../../context';
import type { CartAddressRow } from '../../db/repositories/cart-addresses';
import { findCustomerById } from '../../db/repositories/customers';
import { encodeUid } from '../../graphql/uid';
import { stateOf, type CartView } from '../cart/cart-view';
import { availablePaymentMethods, paymentMethodTitle } from './payment-methods';
import { shippingOptions } from './methods';

interface AddressView {
  cart: CartView;
  row: CartAddressRow;
}

type CartField = (view: CartView, args: unknown, ctx: RequestContext) => unknown;
type AddressField = (view: AddressView, args: unknown, ctx: RequestContext) => unknown;

export const checkoutCartFields: Record<string, CartField> = {
  email: (view, _args, ctx) =>
    view.row.customer_id !== null
      ? (findCustomerById(ctx.db, view.row.customer_id)?.email ?? null)
      : view.row.email,
  // A virtual cart ships nothing: Magento answers no shipping address once its last shipped line is removed.
  shipping_addresses: (view, _args, ctx) => {
    const state = stateOf(view, ctx);
    const row = state.totals.isVirtual ? null : state.shippingAddress;
    return row ? [{ cart: view, row }] : [];
  },
  billing_address: (view, _args, ctx) => {
    const row = stateOf(view, ctx).billingAddress;
    return row ? { cart: view, row } : null;
  },
  available_payment_methods: (view, _args, ctx) => availablePaymentMethods(ctx.config, stateOf(view, ctx)),
  // Magento answers an empty method, not null, until one is chosen.
  selected_payment_method: (view, _args, ctx) => {
    const code = view.row.payment_method;
    return {
      code: code ?? '',
      title: code ? paymentMethodTitle(ctx.config, code) : '',
      purchase_order_number: null,
    };
  },
};

const addressFields: Record<string, AddressField> = {
  uid: (a) => encodeUid(a.row.address_id),
  id: (a) => a.row.address_id,
  firstname: (a) => a.row.firstname,
  lastname: (a) => a.row.lastname,
  company: (a) => a.row.company,
  street: (a) => JSON.parse(a.row.street) as string[],
  city: (a) => a.row.city,
  postcode: (a) => a.row.postcode,
  telephone: (a) => a.row.telephone,
  vat_id: (a) => a.row.vat_id,
  region: (a) => ({ code: a.row.region_code, label: a.row.region, region_id: a.row.region_id }),
  // Magento's cart address answers the country code as its label too (QuoteAddress::getCountry()).
  country: (a) => ({ code: a.row.country_id, label: a.row.country_id }),
};

export const shippingAddressFields: Record<string, AddressField> = {
  ...addressFields,
  same_as_billing: (a) => a.row.same_as_billing === 1,
  customer_notes: (a) => a.row.customer_notes,
  available_shipping_methods: (a, _args, ctx) => {
    const state = stateOf(a.cart, ctx);
    return state.totals.isVirtual ? [] : shippingOptions(state);
  },
  selected_shipping_method: (a, _args, ctx) => {
    const state = stateOf(a.cart, ctx);
    const chosen = state.carrier && shippingOptions(state).find((o) => o.carrier === state.carrier);
    return chosen ?? null;
  },
};

export const billingAddressFields: Record<string, AddressField> = {
  ...addressFields,
  companyName: (a) => a.row.company,
};

export const cartAddressType = (a: AddressView) =>
  a.row.address_type === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress';
