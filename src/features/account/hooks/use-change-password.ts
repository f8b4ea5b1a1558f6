import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { CHANGE_PASSWORD } from '../api/account.graphql';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { useMutationStatus } from './use-mutation-status';

/** The change-password form: Magento's own message when it refuses (wrong password, weak password). */
export function useChangePassword() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [changePassword] = useMutation(CHANGE_PASSWORD);
  const { status, run, say } = useMutationStatus();
  return {
    current,
    setCurrent,
    next,
    setNext,
    confirm,
    setConfirm,
    status,
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (next !== confirm) return say(M.passwordsDiffer, true);
      void run(async () => {
        await changePassword({ variables: { currentPassword: current, newPassword: next } });
        setCurrent('');
        setNext('');
        setConfirm('');
        return M.passwordChanged;
      });
    },
  };
}
