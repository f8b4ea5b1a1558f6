import './sign-in-prompt.css';
import { Link, useLocation } from 'react-router-dom';
import type { SignInRedirectState } from './require-sign-in';
import { SIGN_IN_PATH } from '../constants';
import { ROUTING_MESSAGES as M } from '../messages';

/**
 * A public page's guest view (SPEC 2.1 keeps /referral and /zepp-coins public): why to sign in, and a button
 * to /sign-in that comes back here afterwards, as RequireSignIn's redirect does.
 */
export function SignInPrompt({ message }: { message: string }) {
  const location = useLocation();
  const state: SignInRedirectState = { from: location.pathname + location.search };
  return (
    <div className="sign-in-prompt">
      <p>{message}</p>
      <Link className="button button--primary" to={SIGN_IN_PATH} state={state}>
        {M.signIn}
      </Link>
    </div>
  );
}
