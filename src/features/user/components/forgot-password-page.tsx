import './sign-in-page.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { useForgotPasswordPage } from '../hooks/use-forgot-password-page';
import { ACCOUNT_MESSAGES } from '../messages';
import { FormError, FormField } from './form-field';

const M = ACCOUNT_MESSAGES.forgotPassword;

/** /forgot-password: asks the shop to e-mail a reset link. */
export default function ForgotPasswordPage() {
  const view = useForgotPasswordPage();
  return (
    <div className="sign-in-page site-width">
      <section className="sign-in-page__panel" aria-labelledby="forgot-password-heading">
        <h1 id="forgot-password-heading" className="sign-in-page__heading">
          {M.heading}
        </h1>
        {view.sent ? (
          <p className="sign-in-page__status" role="status">
            {view.sent}
          </p>
        ) : (
          <form className="sign-in-form" onSubmit={view.onSubmit}>
            <p className="sign-in-page__note">{M.intro}</p>
            <FormError message={view.error} />
            <FormField
              name="email"
              label={M.email}
              type="email"
              autoComplete="email"
              required
              value={view.email}
              onChange={view.setEmail}
            />
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
        <p className="sign-in-page__create">
          <Link to="/sign-in">{M.backToSignIn}</Link>
        </p>
      </section>
    </div>
  );
}
