import './orders.css';
import './track-order.css';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { ORDER_HISTORY_PATH } from '../constants';
import { orderView } from '../hooks/use-order-details';
import { useTrackOrder, type GuestOrderKey, type TrackFailure } from '../hooks/use-track-order';
import { ORDER_MESSAGES, TRACK_MESSAGES as M } from '../messages';
import { OrderSummary } from './order-summary';
import { OrderTrackingSections } from './order-tracking';

const FIELDS: { name: keyof GuestOrderKey; label: string; type: string; autoComplete: string }[] = [
  { name: 'number', label: M.number, type: 'text', autoComplete: 'off' },
  { name: 'email', label: M.email, type: 'email', autoComplete: 'email' },
  { name: 'lastname', label: M.lastname, type: 'text', autoComplete: 'family-name' },
];

function Failure({ failure }: { failure: TrackFailure }) {
  return (
    <p className="track-order__error" role="alert">
      {failure.text}{' '}
      {failure.kind === 'login' ? (
        // My Orders sends a guest to sign in and back to the order.
        <Link to={`${ORDER_HISTORY_PATH}/${encodeURIComponent(failure.number)}`}>{M.signIn}</Link>
      ) : null}
    </p>
  );
}

function TrackForm({ onFind, busy }: { onFind: (key: GuestOrderKey) => void; busy: boolean }) {
  const [values, setValues] = useState<GuestOrderKey>({ number: '', email: '', lastname: '' });
  const [missing, setMissing] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = {
      number: values.number.trim().replace(/^#/, ''),
      email: values.email.trim(),
      lastname: values.lastname.trim(),
    };
    const empty = FIELDS.find((field) => !key[field.name]);
    setMissing(empty ? M.required(empty.label) : null);
    if (!empty) onFind(key);
  };
  return (
    <form className="track-order__form" onSubmit={submit} noValidate aria-labelledby="track-order-heading">
      <p>{M.intro}</p>
      {missing ? (
        <p className="track-order__error" role="alert">
          {missing}
        </p>
      ) : null}
      {FIELDS.map((field) => (
        <label key={field.name} className="track-order__field">
          <span>{field.label}</span>
          <input
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
          />
        </label>
      ))}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? M.finding : M.submit}
      </Button>
    </form>
  );
}

/**
 * /track-order: a guest finds their order by its number, e-mail and last name, or opens it from the
 * confirmation e-mail's link; then sees it as a customer does on My Orders (timeline, shipments, items, totals).
 * A wrong guess is told only that no order was found.
 */
export default function TrackOrderPage() {
  const view = useTrackOrder();
  const order = view.order;
  if (order) {
    return (
      <article className="order-details track-order site-width" aria-labelledby="order-heading">
        <p className="track-order__title">{M.title}</p>
        <h1 id="order-heading">{ORDER_MESSAGES.orderHeading(order.number)}</h1>
        <OrderSummary view={orderView(order.number, order)}>
          <OrderTrackingSections tracking={view.tracking} />
        </OrderSummary>
        <Button variant="secondary" className="track-order__another" onClick={view.reset}>
          {M.another}
        </Button>
      </article>
    );
  }
  return (
    <section className="track-order site-width" aria-labelledby="track-order-heading">
      <h1 id="track-order-heading">{M.title}</h1>
      {view.failure ? <Failure failure={view.failure} /> : null}
      {view.loading ? <LoadingIndicator>{M.finding}</LoadingIndicator> : null}
      <TrackForm onFind={view.find} busy={view.loading} />
    </section>
  );
}
