// Checkout's REST calls (SPEC 7.2) and address shaping. Guests use guest-cart endpoints with the cart id;
// signed-in customers use the "mine" endpoints, which find the cart from the token.
import type { RestClient } from '../../lib/rest';
import type { ShippingMethod } from './api/checkout.graphql';

export const COUNTRY_ID = 'IN';

export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  telephone: string;
  region_code?: string;
  region_id?: number;
  region?: string;
  country_id?: string;
  email?: string;
  /** A GST invoice's business name (billing address only). */
  company?: string;
  /** A GST invoice's GSTIN: Magento's vat_id (billing address only). */
  vat_id?: string;
}

export interface BillingAddress extends CheckoutAddress {
  /** Client-only: use the shipping address as the billing address. */
  sameAsShippingAddress?: boolean;
}

export interface Region {
  id: number;
  code: string;
  name: string;
}

/** SPEC 5: India only; region id and name come from the available regions, matched by region_code. */
export function formatAddress<T extends CheckoutAddress>(address: T, regions: Region[] = []): T {
  const region = regions.find(({ code }) => code === address.region_code);
  const regionFields = region ? { region_id: region.id, region_code: region.code, region: region.name } : {};
  return { ...address, ...regionFields, country_id: COUNTRY_ID };
}

/** Strips client-only fields before an address goes to Magento. */
export function toMagentoAddress(address: BillingAddress): CheckoutAddress {
  const { sameAsShippingAddress: _clientOnly, ...rest } = address;
  return rest;
}

/**
 * The billing address Magento gets: the shipping address as it is now when the shopper chose "same as shipping"
 * (they may have changed it since), with the billing step's GST invoice fields either way.
 */
export function billingForMagento(
  billing: BillingAddress | null | undefined,
  shipping: CheckoutAddress,
): CheckoutAddress {
  if (billing && !billing.sameAsShippingAddress) return toMagentoAddress(billing);
  return billing?.vat_id ? { ...shipping, company: billing.company, vat_id: billing.vat_id } : shipping;
}

function cartPath(cartId: string, isSignedIn: boolean, endpoint: string): string {
  return isSignedIn
    ? `/rest/V1/carts/mine/${endpoint}`
    : `/rest/V1/guest-carts/${encodeURIComponent(cartId)}/${endpoint}`;
}

export interface CartTarget {
  cartId: string;
  isSignedIn: boolean;
}

export function postShippingInformation(
  rest: RestClient,
  { cartId, isSignedIn }: CartTarget,
  info: { shippingAddress: CheckoutAddress; billingAddress: CheckoutAddress; method: ShippingMethod },
): Promise<unknown> {
  return rest.request(cartPath(cartId, isSignedIn, 'shipping-information'), {
    method: 'POST',
    body: {
      addressInformation: {
        billing_address: info.billingAddress,
        shipping_address: info.shippingAddress,
        shipping_carrier_code: info.method.carrier_code,
        shipping_method_code: info.method.method_code,
      },
    },
  });
}

export interface PaymentMethod {
  code: string;
  /** nonce goes to Magento; option (which of the gateway's options) stays in the browser. */
  data?: { nonce?: string; option?: string } | null;
}

export interface PlacedOrderRef {
  orderId: string;
  /** A gateway order's hosted payment page (the X-Payment-Url header), where the shopper pays. */
  paymentUrl: string | null;
}

/** Places the order; Magento answers with the order id (and a gateway order with its payment page). */
export async function postPaymentInformation(
  rest: RestClient,
  { cartId, isSignedIn }: CartTarget,
  info: { billingAddress: CheckoutAddress; email: string; paymentMethod: PaymentMethod },
): Promise<PlacedOrderRef> {
  let paymentUrl: string | null = null;
  const orderId = await rest.request<string | number>(cartPath(cartId, isSignedIn, 'payment-information'), {
    method: 'POST',
    onHeaders: (headers) => {
      paymentUrl = headers.get('X-Payment-Url');
    },
    body: {
      billingAddress: info.billingAddress,
      cartId,
      email: info.email,
      paymentMethod: {
        method: info.paymentMethod.code,
        additional_data: { payment_method_nonce: info.paymentMethod.data?.nonce ?? null },
      },
    },
  });
  return { orderId: String(orderId), paymentUrl };
}

/**
 * The order number (increment id) of an order id: Magento's default numbering for the default store pads the
 * id to nine digits, which the shop keeps; the confirmation and return pages look orders up by number.
 */
export function orderNumberOf(orderId: string): string {
  return /^\d+$/.test(orderId) ? orderId.padStart(9, '0') : orderId;
}
