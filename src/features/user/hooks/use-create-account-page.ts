import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RequestError } from '../../../lib/request';
import { usePageTitle } from '../../routing';
import { ACCOUNT_MESSAGES } from '../messages';
import { passwordProblem } from '../password-rules';
import { selectIsSignedIn, selectUserError, selectUserStatus } from '../user-slice';
import { createAccount } from '../sign-in-thunks';
import { destinationFrom } from './use-sign-in-page';

const M = ACCOUNT_MESSAGES;

export type CreateAccountField = 'firstname' | 'lastname' | 'email' | 'password' | 'confirmPassword';

export interface CreateAccountView {
  alreadySignedIn: boolean;
  destination: string;
  values: Record<CreateAccountField, string>;
  setValue: (field: CreateAccountField, value: string) => void;
  newsletter: boolean;
  setNewsletter: (value: boolean) => void;
  submitting: boolean;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The shop's wording when it refused (e.g. an e-mail already in use, a weak password); else a plain sentence. */
export function shopMessage(error: RequestError | null): string | null {
  if (!error) return null;
  return error.kind === 'user' && error.message ? error.message : M.unexpectedError;
}

/** SPEC 2.1: after an order the page is opened with email, firstName and lastName to prefill. */
export function useCreateAccountPage(): CreateAccountView {
  usePageTitle(M.createAccount.title);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const destination = destinationFrom(useLocation().state);
  const [query] = useSearchParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [alreadySignedIn] = useState(signedIn);
  const status = useAppSelector(selectUserStatus('createAccount'));
  const failure = useAppSelector(selectUserError('createAccount'));
  const [values, setValues] = useState<Record<CreateAccountField, string>>(() => ({
    firstname: query.get('firstName') ?? '',
    lastname: query.get('lastName') ?? '',
    email: query.get('email') ?? '',
    password: '',
    confirmPassword: '',
  }));
  const [newsletter, setNewsletter] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'pending') return;
    const problem =
      passwordProblem(values.password, values.email) ??
      (values.password !== values.confirmPassword ? M.password.mismatch : null);
    setLocalError(problem);
    if (problem) return;
    setAttempted(true);
    const input = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      password: values.password,
      is_subscribed: newsletter,
    };
    void dispatch(createAccount(input)).then((result) => {
      if (createAccount.fulfilled.match(result)) void navigate(destination, { replace: true });
    });
  };

  return {
    alreadySignedIn,
    destination,
    values,
    setValue: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    newsletter,
    setNewsletter,
    submitting: status === 'pending',
    error: localError ?? (attempted && status === 'failed' ? shopMessage(failure) : null),
    onSubmit,
  };
}
