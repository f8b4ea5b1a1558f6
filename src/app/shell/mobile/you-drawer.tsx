import { Link } from 'react-router-dom';
import { useAppSelector } from '../../hooks';
import { selectIsSignedIn } from '../../../features/user';
import { ACCOUNT_LINKS, OTHER_LINKS } from '../account-links';
import { SHELL_MESSAGES } from '../messages';
import { useSignOut } from '../hooks/use-sign-out';

/** The You tab: account links and Sign Out when signed in, 'Login/ Register' otherwise; Others for all. */
export function YouDrawer() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const signOut = useSignOut();
  return (
    <div className="you-drawer">
      {signedIn ? (
        <section aria-labelledby="you-account-heading">
          <h3 id="you-account-heading">Account Details</h3>
          <ul className="you-drawer__links">
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => void signOut()}>
            {SHELL_MESSAGES.signOut}
          </button>
        </section>
      ) : (
        <Link className="button button--primary you-drawer__login" to="/sign-in">
          {SHELL_MESSAGES.loginRegister}
        </Link>
      )}
      <section aria-labelledby="you-others-heading">
        <h3 id="you-others-heading">Others</h3>
        <ul className="you-drawer__links">
          {OTHER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
