import { Button } from '../../../ui/button/button';
import type { AddressCard as Card } from '../address-book-entry';
import { ADDRESS_BOOK_MESSAGES as M } from '../messages';

interface AddressCardProps {
  card: Card;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: (kind: 'shipping' | 'billing') => void;
}

/** One saved address: what it says, which defaults it is, and what can be done with it. */
export function AddressCard({ card, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const named = (what: string) => M.actionsFor(what, card.summary);
  return (
    <li className="address-card" aria-label={card.summary}>
      <address className="address-card__text">
        <strong>{card.name}</strong>
        {card.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{card.telephone}</span>
      </address>
      {card.defaultShipping || card.defaultBilling ? (
        <p className="address-card__badges">
          {card.defaultShipping ? <span className="address-card__badge">{M.defaultShipping}</span> : null}
          {card.defaultBilling ? <span className="address-card__badge">{M.defaultBilling}</span> : null}
        </p>
      ) : null}
      <div className="address-card__actions">
        <Button variant="secondary" onClick={onEdit} aria-label={named(M.edit)} disabled={busy}>
          {M.edit}
        </Button>
        <Button variant="secondary" onClick={onDelete} aria-label={named(M.delete)} disabled={busy}>
          {M.delete}
        </Button>
      </div>
      {card.defaultShipping && card.defaultBilling ? null : (
        <div className="address-card__defaults">
          {card.defaultShipping ? null : (
            <Button
              variant="ghost"
              onClick={() => onMakeDefault('shipping')}
              aria-label={named(M.setShipping)}
              disabled={busy}
            >
              {M.setShipping}
            </Button>
          )}
          {card.defaultBilling ? null : (
            <Button
              variant="ghost"
              onClick={() => onMakeDefault('billing')}
              aria-label={named(M.setBilling)}
              disabled={busy}
            >
              {M.setBilling}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
