import './sign-in-page.css';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { useCreateAccountPage, type CreateAccountField } from '../hooks/use-create-account-page';
import { ACCOUNT_MESSAGES } from '../messages';
import { FormError, FormField } from './form-field';

const M = ACCOUNT_MESSAGES.createAccount;

const FIELDS: [CreateAccountField, string, string, string][] = [
  ['firstname', M.firstname, 'text', 'given-name'],
  ['lastname', M.lastname, 'text', 'family-name'],
  ['email', M.email, 'email', 'email'],
  ['password', M.password, 'password', 'new-password'],
  ['confirmPassword', M.confirmPassword, 'password', 'new-password'],
];

/** /create-account: a new customer's details; once the shop accepts them the customer is signed in. */
export default function CreateAccountPage() {
  const view = useCreateAccountPage();
  if (view.alreadySignedIn) return <Navigate to={view.destination} replace />;
  return (
    <div className="sign-in-page site-width">
      <section className="sign-in-page__panel" aria-labelledby="create-account-heading">
        <h1 id="create-account-heading" className="sign-in-page__heading">
          {M.heading}
        </h1>
        <form className="sign-in-form" onSubmit={view.onSubmit}>
          <FormError message={view.error} />
          {FIELDS.map(([field, label, type, autoComplete]) => (
            <FormField
              key={field}
              name={field}
              label={label}
              type={type}
              autoComplete={autoComplete}
              required
              value={view.values[field]}
              onChange={(value) => view.setValue(field, value)}
            />
          ))}
          <label className="sign-in-form__check">
            <input
              type="checkbox"
              checked={view.newsletter}
              onChange={(event) => view.setNewsletter(event.target.checked)}
            />
            <span>{M.newsletter}</span>
          </label>
          <Button
            type="submit"
            className="sign-in-form__submit"
            disabled={view.submitting}
            aria-busy={view.submitting}
          >
            {view.submitting ? M.submitting : M.submit}
          </Button>
        </form>
        <p className="sign-in-page__create">
          {M.haveAccount}{' '}
          <Link className="button button--secondary" to="/sign-in">
            {M.signIn}
          </Link>
        </p>
      </section>
    </div>
  );
}
