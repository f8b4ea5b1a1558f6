import { Link, useLocation } from 'react-router-dom';
import { SIGN_IN_PATH, type SignInRedirectState } from '../../routing';
import { BILL_MESSAGES as M } from '../messages';

/** A guest's "sign in to …" line with a button to /sign-in that comes back here afterwards. */
export function SignInLine({ className, message }: { className: string; message: string }) {
  const location = useLocation();
  const state: SignInRedirectState = { from: location.pathname + location.search };
  return (
    <p className={className}>
      {message}{' '}
      <Link className="button button--primary" to={SIGN_IN_PATH} state={state}>
        {M.signIn}
      </Link>
    </p>
  );
}
