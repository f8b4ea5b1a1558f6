import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';

interface CartTriggerProps {
  href: string;
  count: number;
  badge: string;
  showLabel?: boolean;
}

export function CartTrigger({ href, count, badge, showLabel = false }: CartTriggerProps) {
  return (
    <Link className="header-action cart-trigger" to={href} aria-label={`Cart, ${badge} items`}>
      <span className="cart-trigger__icon">
        <Icon name="cart" />
        {count > 0 ? (
          <span className="cart-trigger__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      {showLabel ? <span aria-hidden="true">Cart</span> : null}
    </Link>
  );
}
