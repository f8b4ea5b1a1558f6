import './cart.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { Price } from '../../../ui/price/price';
import { whenPageSettled } from '../../../lib/page-settled';
import { lazyComponent } from '../../../ui/lazy/lazy-component';
import { usePageSettled } from '../../../ui/hooks/use-page-settled';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { usePageTitle } from '../../routing';
import type { CartItemData } from '../cart-types';
import { useCartPage } from '../hooks/use-cart-page';
import { CART_MESSAGES } from '../messages';
import { CartDiscounts } from './cart-discounts';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';

/**
 * The line whose picture is the page's largest paint (preloaded at boot): loaded at once. On a visit's first
 * page the others are asked for once the page has settled (that picture is in), so that on a phone's
 * connection it does not share the line with them; later, lazily as usual.
 */
const PRIORITY_LINES = 1;

// Editing a line's options opens a dialog whose code (the dialog, its queries) comes in a chunk of its own,
// asked for once the first page has settled: a visit opening on the cart waits for less code first.
const EditItemDialog = lazyComponent(() =>
  import(/* webpackChunkName: "cart-edit-item" */ './edit-item-dialog').then((m) => ({
    default: m.EditItemDialog,
  })),
);

/** Once the first page has settled (its largest paint, the picture, is in): it must not compete with it. */
function preloadEditDialogLater(): void {
  void whenPageSettled().then(() => EditItemDialog.preload().catch(() => {})); // opening it reports a failure
}

/** The page's data, for app/pages.ts to ask for while the app boots. */
export { preloadCartDetails as preloadData } from '../hooks/use-cart-details';

/** /cart (SPEC 2.1): the lines, the price details and the way on to checkout; its own route chunk. */
export default function CartPage() {
  usePageTitle(CART_MESSAGES.title);
  const view = useCartPage();
  const [editing, setEditing] = useState<CartItemData | null>(null);
  const settled = usePageSettled();
  const hasLines = view.lines.length > 0;
  useEffect(() => {
    if (hasLines) preloadEditDialogLater();
  }, [hasLines]);

  return (
    <article className="cart-page site-width">
      <h1 className="cart-page__title">{CART_MESSAGES.title}</h1>
      {view.outOfStockNotice ? (
        <p className="cart-page__notice" role="alert">
          {view.outOfStockNotice}
        </p>
      ) : null}
      {view.loading ? (
        <div role="status" aria-label={CART_MESSAGES.loading}>
          <Shimmer height="6rem" />
          <Shimmer height="6rem" />
        </div>
      ) : view.failed ? (
        <div role="alert">
          <p>{CART_MESSAGES.loadFailed}</p>
          <Button onClick={view.retry}>{CART_MESSAGES.retry}</Button>
        </div>
      ) : view.isEmpty || !view.totals ? (
        <EmptyCart />
      ) : (
        <div className="cart-page__layout">
          <section className="cart-page__lines" aria-label={CART_MESSAGES.itemCount(view.itemCount)}>
            <p className="cart-page__subtotal">
              {CART_MESSAGES.subtotal} ({CART_MESSAGES.itemCount(view.itemCount)}):{' '}
              <Price value={view.totals.subtotal} />
            </p>
            <ul className="cart-page__list">
              {view.lines.map((line, index) => (
                <CartLine
                  key={line.uid}
                  priority={index < PRIORITY_LINES}
                  pictureLater={index >= PRIORITY_LINES && !settled}
                  line={line}
                  busy={view.updating}
                  onQuantity={view.setQuantity}
                  onRemove={view.remove}
                  onEdit={setEditing}
                />
              ))}
            </ul>
          </section>
          <aside className="cart-page__aside">
            {view.cart ? <CartDiscounts cart={view.cart} /> : null}
            <CartSummary amounts={view.totals.amounts} discountOnMrp={view.totals.discountOnMrp} />
            {view.estimatedDeliveryDate ? (
              <p className="cart-page__delivery">{CART_MESSAGES.deliveryBy(view.estimatedDeliveryDate)}</p>
            ) : null}
            <Link className="button button--primary cart-page__checkout" to="/checkout">
              {CART_MESSAGES.proceedToCheckout}
            </Link>
          </aside>
        </div>
      )}
      {editing ? <EditItemDialog line={editing} onClose={() => setEditing(null)} /> : null}
    </article>
  );
}
