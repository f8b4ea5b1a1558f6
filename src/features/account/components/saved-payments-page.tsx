import './account.css';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { useSavedPayments } from '../hooks/use-saved-payments';
import { ACCOUNT_MESSAGES, SAVED_PAYMENT_MESSAGES as M } from '../messages';
import { StatusMessage } from './status-message';

/** /saved-payments: the customer's stored cards and UPI ids from the gateways, each with Delete. */
export default function SavedPaymentsPage() {
  const view = useSavedPayments();
  let body;
  if (view.loading) body = <LoadingIndicator>{ACCOUNT_MESSAGES.loading}</LoadingIndicator>;
  else if (view.error)
    body = (
      <p role="alert">
        {ACCOUNT_MESSAGES.loadError} <Button onClick={view.retry}>{ACCOUNT_MESSAGES.retry}</Button>
      </p>
    );
  else if (view.lines.length === 0)
    body = (
      <div className="account-section">
        <p>{M.empty}</p>
        <p className="account-form__note">{M.emptyHint}</p>
      </div>
    );
  else
    body = (
      <ul className="saved-payments account-section" aria-label={M.title}>
        {view.lines.map((line) => (
          <li key={line.publicHash} className="saved-payment">
            <span>
              <strong>{line.title}</strong>
              {line.detail ? <span className="account-form__note"> {line.detail}</span> : null}
            </span>
            <Button
              variant="secondary"
              onClick={() => view.remove(line)}
              disabled={view.status.busy}
              aria-label={M.delete(line.title)}
            >
              {M.deleteLabel}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="account-page site-width" aria-labelledby="saved-payments-heading">
      <h1 id="saved-payments-heading">{M.title}</h1>
      <StatusMessage status={view.status} />
      {body}
    </section>
  );
}
