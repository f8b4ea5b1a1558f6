import './cart.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { Price } from '../../../ui/price/price';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { SlidePanel } from '../../../ui/slide-panel/slide-panel';
import { useMiniCart } from '../hooks/use-mini-cart';
import { CART_MESSAGES } from '../messages';
import { CartLine } from './cart-line';
import { EmptyCart } from './empty-cart';

/** The body is mounted only while open: each opening fetches the cart afresh (SPEC 4.2). */
function MiniCartBody({ onClose }: { onClose: () => void }) {
  const view = useMiniCart();
  if (view.loading)
    return (
      <div role="status" aria-label={CART_MESSAGES.loading} className="mini-cart__content">
        <Shimmer height="5rem" />
      </div>
    );
  if (view.failed)
    return (
      <div role="alert" className="mini-cart__content">
        <p>{CART_MESSAGES.loadFailed}</p>
        <Button onClick={view.retry}>{CART_MESSAGES.retry}</Button>
      </div>
    );
  if (view.isEmpty) return <EmptyCart onNavigate={onClose} />;
  return (
    <div className="mini-cart__content">
      <ul className="cart-page__list">
        {view.lines.map((line) => (
          <CartLine
            key={line.uid}
            line={line}
            busy={view.updating}
            onQuantity={view.setQuantity}
            onRemove={view.remove}
          />
        ))}
      </ul>
      <div className="mini-cart__footer">
        <p className="cart-page__subtotal">
          {CART_MESSAGES.subtotal} ({CART_MESSAGES.itemCount(view.itemCount)}):{' '}
          <Price value={view.subtotal} />
        </p>
        <Link className="button button--secondary" to="/cart" onClick={onClose}>
          {CART_MESSAGES.viewCart}
        </Link>
        <Link className="button button--primary" to="/checkout" onClick={onClose}>
          {CART_MESSAGES.proceedToCheckout}
        </Link>
      </div>
    </div>
  );
}

/** The mini-cart drawer from the header's cart trigger (issue 9): its own chunk, loaded on first open. */
export default function MiniCart({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SlidePanel
      open={open}
      title={CART_MESSAGES.title}
      onClose={onClose}
      closeIcon="close"
      className="mini-cart"
    >
      {open ? <MiniCartBody onClose={onClose} /> : null}
    </SlidePanel>
  );
}
