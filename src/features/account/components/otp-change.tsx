import { Button } from '../../../ui/button/button';
import type { OtpType } from '../constants';
import { useOtpChange } from '../hooks/use-otp-change';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { StatusMessage } from './status-message';

/** The current mobile number or personal e-mail, and changing it: the new one, Send OTP, the OTP, Verify. */
export function OtpChange({ type, current }: { type: OtpType; current: string | null }) {
  const view = useOtpChange(type);
  const text = M[type];
  return (
    <section className="account-section" aria-label={text.label}>
      <h3>{text.label}</h3>
      <p>{current ?? text.none}</p>
      <form className="account-form" onSubmit={view.sent ? view.verify : view.send} noValidate>
        <label className="account-form__field">
          <span>{text.field}</span>
          <input
            type={text.inputType}
            name={`${type.toLowerCase()}-value`}
            autoComplete={type === 'MOBILE' ? 'tel-national' : 'email'}
            required
            value={view.value}
            onChange={(event) => view.setValue(event.target.value)}
          />
        </label>
        {view.sent ? (
          <label className="account-form__field">
            <span>{M.otp}</span>
            <input
              name={`${type.toLowerCase()}-otp`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={view.otp}
              onChange={(event) => view.setOtp(event.target.value)}
            />
          </label>
        ) : null}
        <StatusMessage status={view.status} />
        <div className="account-form__actions">
          {view.sent ? (
            <>
              <Button type="submit" disabled={view.status.busy}>
                {M.verify}
              </Button>
              <Button variant="secondary" onClick={view.send} disabled={view.status.busy}>
                {M.sendOtp}
              </Button>
            </>
          ) : (
            <Button type="submit" disabled={view.status.busy}>
              {M.sendOtp}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
