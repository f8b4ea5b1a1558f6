import './wishlist.css';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle';
import type { WishlistEventItem } from '../wishlist-event';

/** A heart (`corner`: in the top right corner of a product card) that adds the product to the wishlist or takes it out; pressed while the product is in it. */
export default function WishlistToggle({ item, corner }: { item: WishlistEventItem; corner?: boolean }) {
  const view = useWishlistToggle(item);
  return (
    <button
      type="button"
      className={corner ? 'wishlist-toggle wishlist-toggle--corner' : 'wishlist-toggle'}
      aria-pressed={view.inWishlist}
      aria-label={view.label}
      title={view.label}
      disabled={!view.ready || view.busy}
      onClick={view.toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.5 5c2 0 3.5 1.1 5.5 3.2C14 6.1 15.5 5 17.5 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
