import './account.css';
import { Button } from '../../../ui/button/button';
import { PageBody } from '../../../ui/page-body/page-body';
import { useAccountInformation, type AccountInformationView } from '../hooks/use-account-information';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { ChangePassword } from './change-password';
import { OtpChange } from './otp-change';
import { StatusMessage } from './status-message';

function NameForm({ view }: { view: AccountInformationView }) {
  return (
    <section className="account-section" aria-labelledby="name-heading">
      <h2 id="name-heading">{M.nameHeading}</h2>
      <form className="account-form" onSubmit={view.saveName}>
        <label className="account-form__field">
          <span>{M.firstname}</span>
          <input
            name="firstname"
            autoComplete="given-name"
            required
            value={view.firstname}
            onChange={(event) => view.setFirstname(event.target.value)}
          />
        </label>
        <label className="account-form__field">
          <span>{M.lastname}</span>
          <input
            name="lastname"
            autoComplete="family-name"
            required
            value={view.lastname}
            onChange={(event) => view.setLastname(event.target.value)}
          />
        </label>
        <p className="account-form__note">
          {M.email}: <strong>{view.email}</strong>
        </p>
        <StatusMessage status={view.nameStatus} />
        <div className="account-form__actions">
          <Button type="submit" disabled={view.nameStatus.busy}>
            {view.nameStatus.busy ? M.saving : M.saveName}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** /account-information: name, verified mobile number and personal e-mail, and the password. */
export default function AccountInformationPage() {
  const view = useAccountInformation();
  return (
    <section className="account-page site-width" aria-labelledby="account-heading">
      <h1 id="account-heading">{M.title}</h1>
      <PageBody view={view} loadingText={M.loading} errorText={M.loadError} retryText={M.retry}>
        <div className="account-page__sections">
          <NameForm view={view} />
          <section className="account-section" aria-labelledby="contacts-heading">
            <h2 id="contacts-heading">{M.contactsHeading}</h2>
            <OtpChange type="MOBILE" current={view.contacts.MOBILE} />
            <OtpChange type="EMAIL" current={view.contacts.EMAIL} />
          </section>
          <ChangePassword />
        </div>
      </PageBody>
    </section>
  );
}
