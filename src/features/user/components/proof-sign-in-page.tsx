import './sign-in-page.css';
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { useProofSignInPage, type ProofRoute } from '../hooks/use-proof-sign-in-page';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.proofSignIn;

/** Signs the shopper in from a link the shop sent (or the mail provider's callback), or says why it cannot. */
export default function ProofSignInPage({ route }: { route: ProofRoute }) {
  const view = useProofSignInPage(route);
  return (
    <div className="sign-in-page site-width">
      <section className="sign-in-page__panel" aria-labelledby="proof-sign-in-heading">
        <h1 id="proof-sign-in-heading" className="sign-in-page__heading">
          {M.title}
        </h1>
        {view.failed ? (
          <>
            <p className="sign-in-form__error" role="alert">
              {view.message}
            </p>
            <p className="sign-in-page__create">
              <Link className="button button--primary" to="/sign-in">
                {M.signIn}
              </Link>
            </p>
          </>
        ) : (
          <LoadingIndicator>{view.message}</LoadingIndicator>
        )}
      </section>
    </div>
  );
}
