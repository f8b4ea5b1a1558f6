import type { MutationStatus } from '../hooks/use-mutation-status';

/** A form's outcome: an alert for a refusal, a polite status for a success. */
export function StatusMessage({ status }: { status: MutationStatus }) {
  const message = status.message;
  if (!message) return null;
  return message.error ? (
    <p className="account-form__error" role="alert">
      {message.text}
    </p>
  ) : (
    <p className="account-form__success" role="status">
      {message.text}
    </p>
  );
}
