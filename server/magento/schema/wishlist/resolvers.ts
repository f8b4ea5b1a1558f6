import type { RequestContext } from '../../context';
import type { CustomerRow } from '../../db/repositories/customers';
import {
  countWishlistItems,
  ensureWishlist,
  findWishlist,
  listWishlistItems,
  type WishlistItemRow,
  type WishlistRow,
} from '../../db/repositories/wishlists';
import type { Resolvers } from '../module';
import { loadProduct } from '../catalog/loader';
import { pageInfo, paging } from '../customer/paging';
import {
  addItems,
  ownWishlist,
  removeItems,
  updateItems,
  type AddItem,
  type UpdateItem,
} from './wishlist-service';

const TYPENAMES: Record<string, string> = {
  simple: 'SimpleWishlistItem',
  virtual: 'VirtualWishlistItem',
  configurable: 'ConfigurableWishlistItem',
};

type Args<T> = { wishlistId: string } & T;
const output = (ctx: RequestContext, wishlist: WishlistRow, errors: unknown[]) => ({
  wishlist: findWishlist(ctx.db, wishlist.wishlist_id),
  user_errors: errors,
});

export const resolvers: Resolvers = {
  Customer: {
    wishlist: (c: CustomerRow, _: unknown, ctx: RequestContext) => ensureWishlist(ctx.db, c.customer_id),
    wishlists: (c: CustomerRow, args: { currentPage?: number; pageSize?: number }, ctx: RequestContext) =>
      paging(args).offset === 0 ? [ensureWishlist(ctx.db, c.customer_id)] : [],
    wishlist_v2: (c: CustomerRow, { id }: { id: string }, ctx: RequestContext) => {
      const wishlist = /^\d{1,10}$/.test(id) ? findWishlist(ctx.db, Number(id)) : undefined;
      return wishlist?.customer_id === c.customer_id ? wishlist : null;
    },
  },
  Wishlist: {
    id: (w: WishlistRow) => String(w.wishlist_id),
    items_count: (w: WishlistRow, _: unknown, ctx: RequestContext) =>
      countWishlistItems(ctx.db, w.wishlist_id),
    items_v2: (w: WishlistRow, args: { currentPage?: number; pageSize?: number }, ctx: RequestContext) => {
      const page = paging(args);
      const total = countWishlistItems(ctx.db, w.wishlist_id);
      return {
        items: listWishlistItems(ctx.db, w.wishlist_id, page.limit, page.offset),
        page_info: pageInfo(page, total),
      };
    },
    // Magento Open Source has one unnamed, private wishlist per customer.
    name: () => null,
    visibility: () => 'PRIVATE',
  },
  WishlistItemInterface: {
    __resolveType: (item: WishlistItemRow, ctx: RequestContext) =>
      TYPENAMES[loadProduct(ctx, item.product_id)?.type_id ?? 'simple'] ?? 'SimpleWishlistItem',
  },
  ...Object.fromEntries(
    Object.values(TYPENAMES).map((typename) => [
      typename,
      {
        id: (i: WishlistItemRow) => String(i.wishlist_item_id),
        quantity: (i: WishlistItemRow) => i.qty,
        product: (i: WishlistItemRow, _: unknown, ctx: RequestContext) => loadProduct(ctx, i.product_id),
      },
    ]),
  ),
  Mutation: {
    addProductsToWishlist: (_: unknown, args: Args<{ wishlistItems: AddItem[] }>, ctx: RequestContext) => {
      const wishlist = ownWishlist(ctx, args.wishlistId);
      return output(ctx, wishlist, addItems(ctx, wishlist, args.wishlistItems));
    },
    removeProductsFromWishlist: (
      _: unknown,
      args: Args<{ wishlistItemsIds: string[] }>,
      ctx: RequestContext,
    ) => {
      const wishlist = ownWishlist(ctx, args.wishlistId);
      return output(ctx, wishlist, removeItems(ctx, wishlist, args.wishlistItemsIds));
    },
    updateProductsInWishlist: (
      _: unknown,
      args: Args<{ wishlistItems: UpdateItem[] }>,
      ctx: RequestContext,
    ) => {
      const wishlist = ownWishlist(ctx, args.wishlistId);
      return output(ctx, wishlist, updateItems(ctx, wishlist, args.wishlistItems));
    },
  },
};
