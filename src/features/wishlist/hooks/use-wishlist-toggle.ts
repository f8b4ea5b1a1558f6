import { useQuery } from '@apollo/client/react';
import { useToasts } from '../../../ui/toast/use-toasts';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import { GET_WISHLIST_SKUS, type WishlistSkusData } from '../api/wishlist.graphql';
import { WISHLIST_MESSAGES as M } from '../messages';
import type { WishlistEventItem } from '../wishlist-event';
import { useWishlistChange, WishlistChangeError } from './use-wishlist-change';

export interface WishlistToggleView {
  /** The wishlist is known (the button waits for it rather than guess). */
  ready: boolean;
  inWishlist: boolean;
  busy: boolean;
  label: string;
  toggle: () => void;
}

/** Whether the product is in the signed-in customer's wishlist, and adding or removing it with a toast. */
export function useWishlistToggle(item: WishlistEventItem): WishlistToggleView {
  const { addToast } = useToasts();
  const { data } = useQuery<WishlistSkusData>(GET_WISHLIST_SKUS);
  const { add, remove, busy } = useWishlistChange();
  const wishlist = data?.customer?.wishlists.find(Boolean) ?? null;
  const entry = wishlist?.items_v2?.items.find((i) => i?.product?.sku === item.sku) ?? null;

  const toggle = () => {
    if (!wishlist?.id || busy) return;
    const change = entry ? remove(wishlist.id, entry.id, item) : add(wishlist.id, item);
    change.then(
      () => addToast({ type: 'success', message: entry ? M.removed(item.name) : M.added(item.name) }),
      (error: unknown) =>
        addToast({
          type: 'error',
          message: error instanceof WishlistChangeError && error.message ? error.message : M.failed,
          timeout: ERROR_TOAST_MS,
        }),
    );
  };

  return {
    ready: Boolean(wishlist?.id),
    inWishlist: Boolean(entry),
    busy,
    label: entry ? M.remove(item.name) : M.add(item.name),
    toggle,
  };
}
