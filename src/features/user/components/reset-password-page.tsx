import './sign-in-page.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { useResetPasswordPage, type ResetPasswordField } from '../hooks/use-reset-password-page';
import { ACCOUNT_MESSAGES } from '../messages';
import { FormError, FormField } from './form-field';

const M = ACCOUNT_MESSAGES.resetPassword;

const FIELDS: [ResetPasswordField, string, string, string][] = [
  ['email', M.email, 'email', 'email'],
  ['password', M.password, 'password', 'new-password'],
  ['confirmPassword', M.confirmPassword, 'password', 'new-password'],
];

/** /customer/account/createPassword: the page the reset e-mail links to. */
export default function ResetPasswordPage() {
  const view = useResetPasswordPage();
  return (
    <div className="sign-in-page site-width">
      <section className="sign-in-page__panel" aria-labelledby="reset-password-heading">
        <h1 id="reset-password-heading" className="sign-in-page__heading">
          {M.heading}
        </h1>
        {view.missingToken ? (
          <FormError message={M.missingToken} />
        ) : (
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
            <Button
              type="submit"
              className="sign-in-form__submit"
              disabled={view.submitting}
              aria-busy={view.submitting}
            >
              {view.submitting ? M.submitting : M.submit}
            </Button>
          </form>
        )}
        {view.missingToken || view.linkExpired ? (
          <p className="sign-in-page__create">
            <Link className="button button--secondary" to="/forgot-password">
              {M.askAgain}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
