import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { usePageTitle } from '../../routing';
import { ACCOUNT_MESSAGES, CANNOT_SET_PASSWORD } from '../messages';
import { passwordProblem } from '../password-rules';
import { setNewPassword } from '../account-thunks';

const M = ACCOUNT_MESSAGES;

export type ResetPasswordField = 'email' | 'password' | 'confirmPassword';

export interface ResetPasswordView {
  /** The link had no token: nothing to submit, ask for a new link. */
  missingToken: boolean;
  values: Record<ResetPasswordField, string>;
  setValue: (field: ResetPasswordField, value: string) => void;
  submitting: boolean;
  error: string | null;
  /** The link can no longer be used: offer a new one. */
  linkExpired: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * /customer/account/createPassword?token=…: sets the new password with the e-mailed token, then signs the
 * customer in and goes home. The password is checked against Magento's rules here first, so Magento's one
 * "Cannot set the customer's password" afterwards means the link itself: expired, used, or for another address.
 */
export function useResetPasswordPage(): ResetPasswordView {
  usePageTitle(M.resetPassword.title);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  const [submitting, setSubmitting] = useState(false);
  const [values, setValues] = useState<Record<ResetPasswordField, string>>({
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [linkExpired, setLinkExpired] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !token) return;
    const problem =
      passwordProblem(values.password, values.email) ??
      (values.password !== values.confirmPassword ? M.password.mismatch : null);
    setError(problem);
    if (problem) return;
    const input = { email: values.email.trim(), token, password: values.password };
    setSubmitting(true);
    void dispatch(setNewPassword(input)).then((result) => {
      setSubmitting(false);
      if (setNewPassword.fulfilled.match(result)) {
        void navigate('/', { replace: true });
        return;
      }
      const failure = result.payload;
      const expired = failure?.kind === 'user' && failure.message === CANNOT_SET_PASSWORD;
      setLinkExpired(expired);
      setError(
        expired ? M.resetPassword.expired : failure?.kind === 'user' ? failure.message : M.unexpectedError,
      );
    });
  };

  return {
    missingToken: !token,
    values,
    setValue: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    submitting,
    error,
    linkExpired,
    onSubmit,
  };
}
