// QuoteGraphQl's root fields for carts: thin wrappers over the cart services of this folder.
import type { RequestContext } from '../../context';
import type { Resolvers } from '../module';
import { addProductsToCart } from './add-products';
import { cartFields } from './cart-fields';
import { cartView } from './cart-view';
import { createEmptyCart, createGuestCart, customerCart, mergeCarts } from './cart-lifecycle';
import {
  applyCoupon,
  applyGiftCard,
  applyRewardPoints,
  removeCoupon,
  removeGiftCard,
  removeRewardPoints,
} from './discounts';
import { cartItemFields, cartItemType, configurableItemFields } from './item-fields';
import { getCartForUser, requireCartId } from './load-cart';
import { removeItemFromCart, updateCartItems } from './update-items';

type Input = { input?: Record<string, unknown> | null };
const input = (args: Input) => args.input ?? null;

export const resolvers: Resolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id?: unknown }, ctx: RequestContext) =>
      cartView(getCartForUser(ctx, requireCartId(args.cart_id))),
    customerCart: (_: unknown, __: unknown, ctx: RequestContext) => customerCart(ctx),
  },
  Mutation: {
    createEmptyCart: (_: unknown, args: Input, ctx: RequestContext) => createEmptyCart(ctx, input(args)),
    createGuestCart: (_: unknown, args: Input, ctx: RequestContext) => createGuestCart(ctx, input(args)),
    addProductsToCart: (_: unknown, args: { cartId?: unknown; cartItems?: unknown }, ctx: RequestContext) =>
      addProductsToCart(ctx, args),
    updateCartItems: (_: unknown, args: Input, ctx: RequestContext) => updateCartItems(ctx, input(args)),
    removeItemFromCart: (_: unknown, args: Input, ctx: RequestContext) =>
      removeItemFromCart(ctx, input(args)),
    mergeCarts: (
      _: unknown,
      args: { source_cart_id?: unknown; destination_cart_id?: unknown },
      ctx: RequestContext,
    ) => mergeCarts(ctx, args),
    applyCouponToCart: (_: unknown, args: Input, ctx: RequestContext) => applyCoupon(ctx, input(args)),
    removeCouponFromCart: (_: unknown, args: Input, ctx: RequestContext) => removeCoupon(ctx, input(args)),
    applyGiftCardToCart: (_: unknown, args: Input, ctx: RequestContext) => applyGiftCard(ctx, input(args)),
    removeGiftCardFromCart: (_: unknown, args: Input, ctx: RequestContext) =>
      removeGiftCard(ctx, input(args)),
    applyMwRewardPointsToCart: (_: unknown, args: Input, ctx: RequestContext) =>
      applyRewardPoints(ctx, input(args)),
    removeMwRewardPointsFromCart: (_: unknown, args: Input, ctx: RequestContext) =>
      removeRewardPoints(ctx, input(args)),
  },
  Cart: cartFields,
  CartItemInterface: { __resolveType: cartItemType },
  SimpleCartItem: cartItemFields,
  VirtualCartItem: cartItemFields,
  ConfigurableCartItem: configurableItemFields,
  Error: { __resolveType: () => 'CartUserInputError' },
};
