import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { track } from '../../analytics';
import { ADD_TO_WISHLIST, REMOVE_FROM_WISHLIST, type WishlistChange } from '../api/wishlist.graphql';
import { WISHLIST_EVENTS } from '../constants';
import { wishlistPayload, type WishlistEventItem } from '../wishlist-event';

type AddData = { addProductsToWishlist: WishlistChange | null };
type RemoveData = { removeProductsFromWishlist: WishlistChange | null };

/** The page's query asks for its own page of items: it is refetched after every change (when it is shown). */
const REFETCH = ['GetWishlist'];

/** A change refused by the shop: its first user_error, or nothing to say (the caller's generic message). */
export class WishlistChangeError extends Error {}

function check(change: WishlistChange | null | undefined): void {
  if (!change) throw new WishlistChangeError('');
  const [first] = change.user_errors;
  if (first) throw new WishlistChangeError(first.message);
}

/** Adding and removing, each tracked as SPEC 7.3's add or remove and 'updated' once it has succeeded. */
export function useWishlistChange() {
  const [addMutation, adding] = useMutation<AddData>(ADD_TO_WISHLIST, { refetchQueries: REFETCH });
  const [removeMutation, removing] = useMutation<RemoveData>(REMOVE_FROM_WISHLIST, {
    refetchQueries: REFETCH,
  });

  const add = useCallback(
    async (wishlistId: string, item: WishlistEventItem) => {
      const { data } = await addMutation({
        variables: { wishlistId, items: [{ sku: item.sku, quantity: 1 }] },
      });
      check(data?.addProductsToWishlist);
      track(WISHLIST_EVENTS.add, wishlistPayload([item]));
      track(WISHLIST_EVENTS.updated, wishlistPayload([item]));
    },
    [addMutation],
  );

  const remove = useCallback(
    async (wishlistId: string, itemId: string, item: WishlistEventItem) => {
      const { data } = await removeMutation({ variables: { wishlistId, itemIds: [itemId] } });
      check(data?.removeProductsFromWishlist);
      track(WISHLIST_EVENTS.remove, wishlistPayload([item]));
      track(WISHLIST_EVENTS.updated, wishlistPayload([item]));
    },
    [removeMutation],
  );

  return { add, remove, busy: adding.loading || removing.loading };
}
