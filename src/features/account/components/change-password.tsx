import { Button } from '../../../ui/button/button';
import { useChangePassword } from '../hooks/use-change-password';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { StatusMessage } from './status-message';

export function ChangePassword() {
  const view = useChangePassword();
  const field = (label: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <label className="account-form__field">
      <span>{label}</span>
      <input
        type="password"
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    </label>
  );
  return (
    <section className="account-section" aria-labelledby="password-heading">
      <h2 id="password-heading">{M.passwordHeading}</h2>
      <form className="account-form" onSubmit={view.submit}>
        {field(M.currentPassword, view.current, view.setCurrent, 'current-password')}
        {field(M.newPassword, view.next, view.setNext, 'new-password')}
        {field(M.confirmPassword, view.confirm, view.setConfirm, 'new-password')}
        <StatusMessage status={view.status} />
        <div className="account-form__actions">
          <Button type="submit" disabled={view.status.busy}>
            {view.status.busy ? M.saving : M.changePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
