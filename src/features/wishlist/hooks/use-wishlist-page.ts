import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams, type To } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import { useToasts } from '../../../ui/toast/use-toasts';
import { eventItemPrice, track } from '../../analytics';
import { addItemToCart } from '../../cart';
import { usePageTitle } from '../../routing';
import { GET_WISHLIST, type WishlistData, type WishlistProduct } from '../api/wishlist.graphql';
import { ADD_TO_CART_EVENT, FIRST_PAGE, PAGE_PARAM, WISHLIST_EVENTS, WISHLIST_PAGE_SIZE } from '../constants';
import { WISHLIST_MESSAGES as M } from '../messages';
import { wishlistPayload, type WishlistEventItem } from '../wishlist-event';
import { useWishlistChange, WishlistChangeError } from './use-wishlist-change';

export interface WishlistLine extends WishlistEventItem {
  itemId: string;
  href: string;
  imageUrl: string | null;
  regularPrice: number;
  inStock: boolean;
  /** A configurable product needs its options chosen on the product page before it can go in the cart. */
  needsOptions: boolean;
}

export interface WishlistPageView {
  loading: boolean;
  error: boolean;
  retry: () => void;
  count: number;
  lines: WishlistLine[];
  busyItem: string | null;
  remove: (line: WishlistLine) => void;
  moveToCart: (line: WishlistLine) => void;
  currentPage: number;
  totalPages: number;
  pageHref: (page: number) => To;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

function toLine(itemId: string, product: WishlistProduct): WishlistLine {
  const prices = product.price_range.maximum_price;
  const final = prices?.final_price.value ?? 0;
  return {
    itemId,
    sku: product.sku,
    name: product.name ?? product.sku,
    // SPEC 9's item price, analytics' one rule: the maximum final price plus the surcharge.
    price: eventItemPrice(product),
    regularPrice: prices?.regular_price.value ?? final,
    currency: prices?.final_price.currency ?? null,
    href: `/${product.url_key ?? ''}${product.url_suffix ?? '.html'}`,
    imageUrl: product.small_image?.url ?? null,
    inStock: product.stock_status !== 'OUT_OF_STOCK',
    needsOptions: product.__typename === 'ConfigurableProduct',
  };
}

/** /wishlist: a page (of six) of the wishlist with prices; remove, or move a line to the cart. */
export function useWishlistPage(): WishlistPageView {
  usePageTitle(M.title);
  const dispatch = useAppDispatch();
  const { addToast } = useToasts();
  const [params] = useSearchParams();
  const currentPage = pageFrom(params.get(PAGE_PARAM));
  const { data, loading, error, refetch } = useQuery<WishlistData>(GET_WISHLIST, {
    variables: { currentPage, pageSize: WISHLIST_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { remove, busy } = useWishlistChange();
  const [busyItem, setBusyItem] = useState<string | null>(null);
  const wishlist = data?.customer?.wishlists.find(Boolean) ?? null;
  const lines = (wishlist?.items_v2?.items ?? []).flatMap((item) =>
    item?.product ? [toLine(item.id, item.product)] : [],
  );

  const viewed = useRef(false);
  useEffect(() => {
    if (!wishlist || viewed.current) return;
    viewed.current = true;
    track(WISHLIST_EVENTS.viewed, wishlistPayload(lines));
  }, [wishlist, lines]);

  const fail = (message: string) => addToast({ type: 'error', message, timeout: ERROR_TOAST_MS });
  const run = async (line: WishlistLine, work: () => Promise<void>) => {
    if (busy || busyItem) return;
    setBusyItem(line.itemId);
    try {
      await work();
    } finally {
      setBusyItem(null);
    }
  };
  const removeLine = (line: WishlistLine, message: string): Promise<void> =>
    remove(wishlist?.id ?? '', line.itemId, line).then(
      () => void addToast({ type: 'success', message }),
      (e: unknown) => void fail(e instanceof WishlistChangeError && e.message ? e.message : M.failed),
    );

  return {
    loading: loading && !data,
    error: Boolean(error) && !data,
    retry: () => void refetch().catch(() => {}),
    count: wishlist?.items_count ?? 0,
    lines,
    busyItem,
    remove: (line) => void run(line, () => removeLine(line, M.removed(line.name))),
    // Into the cart first: should that fail, the line stays in the wishlist.
    moveToCart: (line) =>
      void run(line, async () => {
        const result = await dispatch(addItemToCart({ sku: line.sku, quantity: 1 }));
        if (addItemToCart.rejected.match(result)) {
          const reason = result.payload;
          fail(reason?.kind === 'user' && reason.message ? reason.message : M.moveFailed);
          return;
        }
        track(ADD_TO_CART_EVENT, wishlistPayload([line]));
        await removeLine(line, M.moved(line.name));
      }),
    currentPage,
    totalPages: wishlist?.items_v2?.page_info?.total_pages ?? 0,
    pageHref: (page) => ({ search: page === FIRST_PAGE ? '' : `?${PAGE_PARAM}=${page}` }),
  };
}
