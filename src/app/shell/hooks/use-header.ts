import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../hooks';
import { selectIsSignedIn } from '../../../features/user';
import { selectCartId } from '../../../features/cart';
import {
  GET_CART_TRIGGER,
  GET_STORE_CONFIG_DATA,
  type CartTriggerData,
  type StoreConfigData,
} from '../api/shell.graphql';
import { cartBadge, guestCartAllowed } from '../config';
import { useQueryOnceSettled } from './use-query-once-settled';

export interface HeaderView {
  signedIn: boolean;
  logoSrc: string | null;
  logoAlt: string;
  accountLabel: string;
  cartCount: number;
  cartBadge: string;
  cartHref: string;
  wishlistHref: string;
  /** Whole coins (rounded down); null when signed out or not known yet. */
  coins: number | null;
}

/** Header logo files live under the media logo folder unless the config gives a full URL. */
function logoUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  return /^(https?:)?\/\//.test(src) || src.startsWith('/') ? src : `/media/logo/${src}`;
}

/** The cart's count and link, what the phone's tab bar shows of the header (one cache watcher, not four). */
export function useCartBadge(): Pick<HeaderView, 'cartCount' | 'cartBadge' | 'cartHref'> {
  const signedIn = useAppSelector(selectIsSignedIn);
  const cartId = useAppSelector(selectCartId);
  // SPEC 4.2 for a page that shows no cart: its details are this count, asked of the shop once per visit (the
  // saved one shows meanwhile); after that the item mutations' answers keep it current (cart-slice.ts).
  const cart = useQueryOnceSettled<CartTriggerData>(GET_CART_TRIGGER, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    ask: 'network',
  });
  const cartData = cart.data?.cart;
  const cartCount = cartData
    ? (cartData.total_summary_quantity_including_config ?? cartData.total_quantity)
    : 0;
  // SPEC 2.4: guests are sent to sign in from the cart and wishlist, except in the guest-cart variant.
  const guestBlocked = !signedIn && !guestCartAllowed();
  return { cartCount, cartBadge: cartBadge(cartCount), cartHref: guestBlocked ? '/sign-in' : '/cart' };
}

/** The store's logo, all the phone header shows of the header's data (its chip and coins are desktop's). */
export function useHeaderLogo(): Pick<HeaderView, 'logoSrc' | 'logoAlt'> {
  const config = useQuery<StoreConfigData>(GET_STORE_CONFIG_DATA).data?.storeConfig;
  return {
    logoSrc: logoUrl(config?.header_logo_src),
    logoAlt: config?.logo_alt || config?.store_name || 'Home',
  };
}
