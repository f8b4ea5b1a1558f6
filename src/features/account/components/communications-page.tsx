import './account.css';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { PREFERENCE_CODES } from '../constants';
import { useCommunications } from '../hooks/use-communications';
import { ACCOUNT_MESSAGES, COMMUNICATION_MESSAGES as M } from '../messages';
import { StatusMessage } from './status-message';

/** /communications: the newsletter and which notifications to receive, saved to the shop. */
export default function CommunicationsPage() {
  const view = useCommunications();
  let body;
  if (view.loading) body = <LoadingIndicator>{ACCOUNT_MESSAGES.loading}</LoadingIndicator>;
  else if (view.error)
    body = (
      <p role="alert">
        {ACCOUNT_MESSAGES.loadError} <Button onClick={view.retry}>{ACCOUNT_MESSAGES.retry}</Button>
      </p>
    );
  else
    body = (
      <form className="account-form account-section" onSubmit={view.submit}>
        <fieldset className="account-form">
          <legend>{M.newsletterHeading}</legend>
          <label className="account-toggle">
            <input
              type="checkbox"
              checked={view.choices.newsletter}
              onChange={(event) => view.choose('newsletter', event.target.checked)}
            />
            {M.newsletter}
          </label>
        </fieldset>
        <fieldset className="account-form">
          <legend>{M.notificationsHeading}</legend>
          {PREFERENCE_CODES.map((code) => (
            <label key={code} className="account-toggle">
              <input
                type="checkbox"
                checked={view.choices[code]}
                onChange={(event) => view.choose(code, event.target.checked)}
              />
              {M[code]}
            </label>
          ))}
        </fieldset>
        <StatusMessage status={view.status} />
        <div className="account-form__actions">
          <Button type="submit" disabled={view.status.busy}>
            {view.status.busy ? ACCOUNT_MESSAGES.saving : M.save}
          </Button>
        </div>
      </form>
    );
  return (
    <section className="account-page site-width" aria-labelledby="communications-heading">
      <h1 id="communications-heading">{M.title}</h1>
      {body}
    </section>
  );
}
