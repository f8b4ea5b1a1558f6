import './sign-in-page.css';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { BrandsSlider } from '../../brands';
import { useSignInPage } from '../hooks/use-sign-in-page';
import { OtherSignIn } from './other-sign-in';
import { SIGN_IN_MESSAGES as M, SIGN_IN_PATHS } from './sign-in-messages';

/**
 * /sign-in: e-mail and password, the shop's message when it refuses them, then back to where the shopper was
 * going (or home). Links to create an account and to reset the password, and the brands slider. The shell
 * shows no mobile header and no footer here.
 */
export default function SignInPage() {
  const view = useSignInPage();
  if (view.alreadySignedIn) return <Navigate to={view.destination} replace />;
  return (
    <div className="sign-in-page site-width">
      <section className="sign-in-page__panel" aria-labelledby="sign-in-heading">
        <h1 id="sign-in-heading" className="sign-in-page__heading">
          {M.heading}
        </h1>
        <form className="sign-in-form" onSubmit={view.onSubmit}>
          {view.error ? (
            <p className="sign-in-form__error" role="alert">
              {view.error}
            </p>
          ) : null}
          <label className="sign-in-form__field">
            <span>{M.email}</span>
            <input
              type="email"
              name="email"
              autoComplete="email"
              required
              value={view.email}
              onChange={(event) => view.setEmail(event.target.value)}
            />
          </label>
          <label className="sign-in-form__field">
            <span>{M.password}</span>
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={view.password}
              onChange={(event) => view.setPassword(event.target.value)}
            />
          </label>
          <Link className="sign-in-form__forgot" to={SIGN_IN_PATHS.forgotPassword}>
            {M.forgotPassword}
          </Link>
          <Button
            type="submit"
            className="sign-in-form__submit"
            disabled={view.submitting}
            aria-busy={view.submitting}
          >
            {view.submitting ? M.submitting : M.submit}
          </Button>
        </form>
        <OtherSignIn email={view.email} />
        <p className="sign-in-page__create">
          {M.noAccount}{' '}
          <Link className="button button--secondary" to={SIGN_IN_PATHS.createAccount}>
            {M.createAccount}
          </Link>
        </p>
      </section>
      {/* The slider is the region, named like the heading above it. */}
      <div className="sign-in-page__brands">
        <h2 className="sign-in-page__brands-heading">{M.brands}</h2>
        <BrandsSlider label={M.brands} />
      </div>
    </div>
  );
}
