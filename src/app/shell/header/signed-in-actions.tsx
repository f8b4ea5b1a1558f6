import { Link } from 'react-router-dom';
import { coinName } from '../../../features/home';
import { Icon } from '../../../ui/icons/icons';
import { AccountMenu } from './account-menu';

/**
 * What only a signed-in customer has in the header (SPEC 2.4, 6): the account menu and the coins balance. Its
 * own chunk: most first visits are guests', whose first paint needs only the Sign In link.
 */
export default function SignedInActions({ label, coins }: { label: string; coins: number | null }) {
  const name = coinName();
  return (
    <>
      <AccountMenu label={label} />
      {coins !== null ? (
        <Link className="header-action" to="/zepp-coins" aria-label={`${coins} ${name}`} title={name}>
          <Icon name="coins" />
          <span aria-hidden="true">{coins}</span>
        </Link>
      ) : null}
    </>
  );
}
