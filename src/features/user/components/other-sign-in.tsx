import { Button } from '../../../ui/button/button';
import { useOtherSignIn } from '../hooks/use-other-sign-in';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.otherSignIn;

/** The sign-in page's alternatives to a password: a magic link to the e-mail typed above, or a mail provider. */
export function OtherSignIn({ email }: { email: string }) {
  const view = useOtherSignIn();
  return (
    <section className="sign-in-page__other" aria-labelledby="other-sign-in-heading">
      <h2 id="other-sign-in-heading" className="sign-in-page__other-heading">
        {M.heading}
      </h2>
      {view.notice ? (
        <p className="sign-in-page__status" role="status">
          {view.notice}
        </p>
      ) : null}
      <Button variant="secondary" disabled={view.busy} onClick={() => view.sendLink(email)}>
        {M.emailLink}
      </Button>
      {M.providers.map(([provider, label]) => (
        <Button
          key={provider}
          variant="secondary"
          disabled={view.busy}
          onClick={() => view.withProvider(provider)}
        >
          {label}
        </Button>
      ))}
    </section>
  );
}
