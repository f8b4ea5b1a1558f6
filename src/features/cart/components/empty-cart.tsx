import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
import { CART_MESSAGES } from '../messages';

export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="empty-cart">
      <Icon name="cart" size={48} />
      <p className="empty-cart__title">{CART_MESSAGES.empty}</p>
      <p>{CART_MESSAGES.emptyHint}</p>
      <Link className="button button--primary" to="/" onClick={onNavigate}>
        {CART_MESSAGES.continueShopping}
      </Link>
    </div>
  );
}
