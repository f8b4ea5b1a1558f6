import './referral.css';
import { Button } from '../../../ui/button/button';
import { PageBody } from '../../../ui/page-body/page-body';
import { SignInPrompt } from '../../routing';
import { useReferralPage } from '../hooks/use-referral-page';
import { REFERRAL_MESSAGES as M } from '../messages';

type ReferralView = ReturnType<typeof useReferralPage>;

function Stats({ view }: { view: ReferralView }) {
  const rows: [string, number][] = [
    [M.signups, view.signups],
    [M.purchases, view.purchases],
    [M.earned(view.coinName), view.pointsEarned],
  ];
  return (
    <section className="referral-card" aria-labelledby="referral-stats-heading">
      <h2 id="referral-stats-heading">{M.statsHeading}</h2>
      <dl className="referral-stats">
        {rows.map(([label, value]) => (
          <div key={label} className="referral-stats__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Share({ view }: { view: ReferralView }) {
  return (
    <section className="referral-card" aria-labelledby="referral-code-heading">
      <p>{M.intro(view.coinName)}</p>
      <h2 id="referral-code-heading">{M.codeLabel}</h2>
      <p className="referral-code">{view.code}</p>
      <label className="referral-link" htmlFor="referral-link">
        {M.linkLabel}
        <input
          id="referral-link"
          type="text"
          readOnly
          value={view.link}
          onFocus={(event) => event.target.select()}
        />
      </label>
      <Button onClick={view.share}>{view.shareLabel}</Button>
    </section>
  );
}

/** /referral (Refer and Earn): the code and link to share, and what they have earned; guests sign in first. */
export default function ReferralPage() {
  const view = useReferralPage();
  return (
    <section className="referral-page site-width" aria-labelledby="referral-heading">
      <h1 id="referral-heading">{M.title}</h1>
      <PageBody
        view={view}
        guest={<SignInPrompt message={M.guest(view.coinName)} />}
        loadingText={M.loading}
        errorText={M.loadError}
        retryText={M.retry}
      >
        <div className="referral-sections">
          <Share view={view} />
          <Stats view={view} />
        </div>
      </PageBody>
    </section>
  );
}
