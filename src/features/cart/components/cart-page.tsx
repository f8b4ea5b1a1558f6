import './cart.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { Price } from '../../../ui/price/price';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { usePageTitle } from '../../routing';
import type { CartItemData } from '../cart-types';
import { useCartPage } from '../hooks/use-cart-page';
import { CART_MESSAGES } from '../messages';
import { CartDiscounts } from './cart-discounts';
import { CartLine } from './cart-line';
import { EditItemDialog } from './edit-item-dialog';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';

/** The line whose picture is the page's largest paint (preloaded at boot): loaded at once; the rest lazily. */
const PRIORITY_LINES = 1;

/** The page's data, for app/pages.ts to ask for while the app boots. */
export { preloadCartDetails as preloadData } from '../hooks/use-cart-details';

/** /cart (SPEC 2.1): the lines, the price details and the way on to checkout; its own route chunk. */
export default function CartPage() {
  usePageTitle(CART_MESSAGES.title);
  const view = useCartPage();
  const [editing, setEditing] = useState<CartItemData | null>(null);

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
              <Price value={view.totals.subtotal} float />
            </p>
            <ul className="cart-page__list">
              {view.lines.map((line, index) => (
                <CartLine
                  key={line.uid}
                  priority={index < PRIORITY_LINES}
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
            <CartSummary totals={view.totals} itemCount={view.itemCount} />
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
