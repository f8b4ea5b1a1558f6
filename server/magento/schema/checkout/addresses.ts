// setGuestEmailOnCart, setShippingAddressesOnCart and setBillingAddressOnCart, with Magento's checks.
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import {
  addressFieldsOf,
  findCartAddress,
  saveCartAddress,
  setSameAsBilling,
} from '../../db/repositories/cart-addresses';
import { updateCart, type CartRow } from '../../db/repositories/carts';
import { inputError } from '../../errors';
import { cartView, freshCartView, stateOf } from '../cart/cart-view';
import { getCartForUser, rejectInvalidToken, requireCartId } from '../cart/load-cart';
import { cartAddressFromBook, cartAddressFromInput, type CartAddressInput } from './cart-address';

interface AddressChoice {
  address?: CartAddressInput | null;
  customer_address_id?: unknown;
  customer_notes?: unknown;
}

const MAX_EMAIL_LENGTH = 254;
// The WHATWG e-mail rule (what <input type=email> accepts), close to Magento's EmailAddress validator.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isValidEmail = (email: string) => email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);

export function setGuestEmail(ctx: RequestContext, input: { cart_id?: unknown; email?: unknown } | null) {
  // Magento checks the arguments and who is asking before it loads the cart.
  const cartId = requireCartId(input?.cart_id);
  if (typeof input?.email !== 'string' || input.email.trim() === '')
    throw inputError('Required parameter "email" is missing');
  const email = input.email.trim();
  if (!isValidEmail(email)) throw inputError('Invalid email format');
  rejectInvalidToken(ctx);
  if (ctx.customerId !== null) throw inputError('The request is not allowed for logged in customers');
  const cart = getCartForUser(ctx, cartId);
  updateCart(ctx.db, cart.cart_id, { email });
  return { cart: freshCartView(ctx, cart) };
}

/** The address a shipping or billing input names: given in full, or one from the customer's address book. */
function chosenAddress(ctx: RequestContext, choice: AddressChoice, kind: 'shipping' | 'billing') {
  const hasAddress = choice.address !== undefined && choice.address !== null;
  const hasSaved = choice.customer_address_id !== undefined && choice.customer_address_id !== null;
  if (hasAddress && hasSaved)
    throw inputError(
      `The ${kind} address cannot contain "customer_address_id" and "address" at the same time.`,
    );
  if (!hasAddress && !hasSaved)
    throw inputError(`The ${kind} address must contain either "customer_address_id" or "address".`);
  const fields = hasSaved
    ? cartAddressFromBook(ctx, choice.customer_address_id)
    : cartAddressFromInput(ctx, choice.address as CartAddressInput, { customerNotes: choice.customer_notes });
  return fields;
}

export const NO_ITEMS_FOR_SHIPMENT =
  'Shipping address is not allowed on cart: cart contains no items for shipment.';

function assertShippable(ctx: RequestContext, cart: CartRow): void {
  if (stateOf(cartView(cart), ctx).totals.isVirtual) throw inputError(NO_ITEMS_FOR_SHIPMENT);
}

export function setShippingAddresses(
  ctx: RequestContext,
  input: { cart_id?: unknown; shipping_addresses?: unknown } | null,
) {
  const cart = getCartForUser(ctx, requireCartId(input?.cart_id));
  const list = Array.isArray(input?.shipping_addresses)
    ? (input.shipping_addresses as (AddressChoice | null)[])
    : [];
  if (list.length === 0) throw inputError('Required parameter "shipping_addresses" is missing');
  if (list.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
  assertShippable(ctx, cart);
  const fields = chosenAddress(ctx, list[0] ?? {}, 'shipping');
  inTransaction(ctx.db, () => {
    saveCartAddress(ctx.db, cart.cart_id, 'shipping', fields);
    updateCart(ctx.db, cart.cart_id, {});
  });
  return { cart: freshCartView(ctx, cart) };
}

interface BillingChoice extends AddressChoice {
  same_as_shipping?: unknown;
  use_for_shipping?: unknown;
}

function billingFields(ctx: RequestContext, cart: CartRow, choice: BillingChoice) {
  // same_as_shipping copies the cart's shipping address (ignoring a saved address id); the deprecated
  // use_for_shipping copies the given billing address to shipping instead.
  const sameAsShipping = choice.same_as_shipping === true;
  const givesAddress = choice.address != null;
  if (sameAsShipping && !givesAddress) {
    const shipping = findCartAddress(ctx.db, cart.cart_id, 'shipping');
    if (!shipping)
      throw inputError(
        'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
      );
    return {
      fields: { ...addressFieldsOf(shipping), same_as_billing: 0, customer_notes: null },
      copyToShipping: false,
    };
  }
  if (!givesAddress && choice.customer_address_id == null)
    throw inputError(
      'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
    );
  return {
    fields: chosenAddress(ctx, choice, 'billing'),
    copyToShipping: sameAsShipping || choice.use_for_shipping === true,
  };
}

export function setBillingAddress(
  ctx: RequestContext,
  input: { cart_id?: unknown; billing_address?: unknown } | null,
) {
  const cart = getCartForUser(ctx, requireCartId(input?.cart_id));
  const choice = input?.billing_address;
  if (typeof choice !== 'object' || choice === null)
    throw inputError('Required parameter "billing_address" is missing');
  const { fields, copyToShipping } = billingFields(ctx, cart, choice as BillingChoice);
  if (copyToShipping) assertShippable(ctx, cart);
  inTransaction(ctx.db, () => {
    saveCartAddress(ctx.db, cart.cart_id, 'billing', fields);
    if (copyToShipping) saveCartAddress(ctx.db, cart.cart_id, 'shipping', { ...fields, same_as_billing: 1 });
    else setSameAsBilling(ctx.db, cart.cart_id, (choice as BillingChoice).same_as_shipping === true);
    updateCart(ctx.db, cart.cart_id, {});
  });
  return { cart: freshCartView(ctx, cart) };
}
