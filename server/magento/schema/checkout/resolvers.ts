// QuoteGraphQl's checkout mutations and the Cart / address fields they set: thin wrappers over this folder.
import type { RequestContext } from '../../context';
import { hostedPageUrl } from '../../payments/urls';
import { requireCartId } from '../cart/load-cart';
import { orderViews } from '../orders/order-fields';
import type { Resolvers } from '../module';
import { setBillingAddress, setGuestEmail, setShippingAddresses } from './addresses';
import {
  billingAddressFields,
  cartAddressType,
  checkoutCartFields,
  shippingAddressFields,
} from './checkout-fields';
import { setPaymentMethod, setShippingMethods } from './methods';
import { OrderNotPlaced } from './order-effects';
import { placeOrder, placeOrderErrorCode } from './place-order';

type Input = { input?: Record<string, unknown> | null };
const input = (args: Input) => args.input ?? null;

function placeOrderResolver(_: unknown, args: Input, ctx: RequestContext) {
  const cartId = requireCartId(input(args)?.cart_id);
  try {
    const { order, paymentToken } = placeOrder(ctx, cartId);
    return {
      errors: [],
      order: { order_number: order.increment_id, order_id: order.increment_id },
      orderV2: orderViews(ctx.db, [order])[0],
      payment_url: paymentToken ? hostedPageUrl(ctx.config, order.payment_method, paymentToken) : null,
    };
  } catch (e) {
    if (!(e instanceof OrderNotPlaced)) throw e;
    return {
      errors: [{ code: placeOrderErrorCode(e.message), message: e.message }],
      order: null,
      orderV2: null,
    };
  }
}

export const resolvers: Resolvers = {
  Mutation: {
    setGuestEmailOnCart: (_: unknown, args: Input, ctx: RequestContext) => setGuestEmail(ctx, input(args)),
    setShippingAddressesOnCart: (_: unknown, args: Input, ctx: RequestContext) =>
      setShippingAddresses(ctx, input(args)),
    setBillingAddressOnCart: (_: unknown, args: Input, ctx: RequestContext) =>
      setBillingAddress(ctx, input(args)),
    setShippingMethodsOnCart: (_: unknown, args: Input, ctx: RequestContext) =>
      setShippingMethods(ctx, input(args)),
    setPaymentMethodOnCart: (_: unknown, args: Input, ctx: RequestContext) =>
      setPaymentMethod(ctx, input(args)),
    placeOrder: placeOrderResolver,
  },
  Cart: checkoutCartFields,
  CartAddressInterface: { __resolveType: cartAddressType },
  ShippingCartAddress: shippingAddressFields,
  BillingCartAddress: billingAddressFields,
};
