import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../routing';
import { ACCOUNT_MESSAGES } from '../messages';
import { selectUserStatus } from '../user-slice';
import { resetPassword } from '../sign-in-thunks';

const M = ACCOUNT_MESSAGES;

export interface ForgotPasswordView {
  email: string;
  setEmail: (value: string) => void;
  submitting: boolean;
  /** The confirmation, for the address it was sent for. */
  sent: string | null;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * /forgot-password. The browser checks the address's format first; after that any answer from the shop (sent,
 * or Magento's refusal for an unknown address) gets the same confirmation, so the form tells nobody which
 * addresses have accounts. Only a failure to reach the shop is an error.
 */
export function useForgotPasswordPage(): ForgotPasswordView {
  usePageTitle(M.forgotPassword.title);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectUserStatus('resetPassword'));
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'pending') return;
    const address = email.trim();
    setError(null);
    void dispatch(resetPassword({ email: address })).then((result) => {
      const answered = resetPassword.fulfilled.match(result) || result.payload?.kind === 'user';
      if (answered) setSent(M.forgotPassword.sent(address));
      else setError(M.unexpectedError);
    });
  };

  return { email, setEmail, submitting: status === 'pending', sent, error, onSubmit };
}
