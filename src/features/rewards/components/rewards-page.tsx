import './rewards.css';
import { Link } from 'react-router-dom';
import { PageBody } from '../../../ui/page-body/page-body';
import { Price } from '../../../ui/price/price';
import { SignInPrompt } from '../../routing';
import { useRewardsPage, type RewardsPageView } from '../hooks/use-rewards-page';
import { REWARDS_MESSAGES as M } from '../messages';
import { LinkPager } from '../../../ui/pager/link-pager';

function Pager({ view }: { view: RewardsPageView }) {
  return (
    <LinkPager
      className="rewards-pager"
      currentPage={view.currentPage}
      totalPages={view.totalPages}
      pageHref={view.pageHref}
    />
  );
}

function Transactions({ view }: { view: RewardsPageView }) {
  if (view.lines.length === 0)
    return (
      <div className="rewards-empty">
        <p>{M.empty(view.coinName)}</p>
        <Link className="button button--primary" to="/">
          {M.startShopping}
        </Link>
        <Link className="button button--secondary" to="/referral">
          {M.referFriend}
        </Link>
      </div>
    );
  return (
    <>
      <ul className="rewards-list" aria-label={M.transactions}>
        {view.lines.map((line) => (
          <li key={line.id} className={`rewards-line rewards-line--${line.kind}`}>
            <span className="rewards-line__what">
              <span className="rewards-line__kind">{line.label}</span>
              <strong>{line.description}</strong>
              <span className="rewards-line__date">{line.date}</span>
              {line.expiry ? <span className="rewards-line__expiry">{line.expiry}</span> : null}
            </span>
            <span className="rewards-line__points">{line.points}</span>
          </li>
        ))}
      </ul>
      <Pager view={view} />
    </>
  );
}

/** /zepp-coins: the reward-coin balance and the transactions that made it; a guest is asked to sign in. */
export default function RewardsPage() {
  const view = useRewardsPage();
  return (
    <section className="rewards-page site-width" aria-labelledby="rewards-heading">
      <h1 id="rewards-heading">{M.title}</h1>
      <PageBody
        view={view}
        guest={<SignInPrompt message={M.guest(view.coinName)} />}
        loadingText={M.loading}
        errorText={M.loadError}
        retryText={M.retry}
      >
        <section className="rewards-balance" aria-labelledby="rewards-balance-heading">
          <h2 id="rewards-balance-heading">{M.balanceLabel(view.coinName)}</h2>
          <p className="rewards-balance__coins">{view.balance}</p>
          {view.worth !== null ? (
            <p className="rewards-balance__worth">
              {M.worth} <Price value={view.worth} />
            </p>
          ) : null}
          {view.pending ? <p className="rewards-balance__pending">{view.pending}</p> : null}
        </section>
        <section aria-labelledby="rewards-transactions-heading">
          <h2 id="rewards-transactions-heading">{M.transactions}</h2>
          <Transactions view={view} />
        </section>
      </PageBody>
    </section>
  );
}
