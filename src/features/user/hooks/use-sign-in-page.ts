import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RequestError } from '../../../lib/request';
import { usePageTitle, type SignInRedirectState } from '../../routing';
import { SIGN_IN_MESSAGES, SIGN_IN_PATHS } from '../components/sign-in-messages';
import { selectIsSignedIn, selectUserError, selectUserStatus } from '../user-slice';
import { signIn } from '../sign-in-thunks';

export interface SignInPageView {
  /** Already signed in when the page opened: go straight to `destination`. */
  alreadySignedIn: boolean;
  destination: string;
  email: string;
  password: string;
  setEmail: (value: string) => void;
  setPassword: (value: string) => void;
  submitting: boolean;
  /** The shop's message for a failed attempt made on this page. */
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Where the protected-route redirect was going (SPEC 2.2), else home; never back to /sign-in or off-site. */
export function destinationFrom(state: unknown): string {
  const from = (state as Partial<SignInRedirectState> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return SIGN_IN_PATHS.home;
  return from.split(/[?#]/)[0] === SIGN_IN_PATHS.signIn ? SIGN_IN_PATHS.home : from;
}

/** The shop's own wording when it refused; anything else (network, an odd answer) gets a plain sentence. */
function messageOf(error: RequestError | null): string | null {
  if (!error) return null;
  return error.kind === 'user' && error.message ? error.message : SIGN_IN_MESSAGES.unexpectedError;
}

export function useSignInPage(): SignInPageView {
  usePageTitle(SIGN_IN_MESSAGES.title);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const destination = destinationFrom(useLocation().state);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [alreadySignedIn] = useState(signedIn);
  const status = useAppSelector(selectUserStatus('signIn'));
  const failure = useAppSelector(selectUserError('signIn'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'pending') return;
    setAttempted(true);
    void dispatch(signIn({ email: email.trim(), password })).then((result) => {
      if (signIn.fulfilled.match(result)) void navigate(destination, { replace: true });
    });
  };

  return {
    alreadySignedIn,
    destination,
    email,
    password,
    setEmail,
    setPassword,
    submitting: status === 'pending',
    error: attempted && status === 'failed' ? messageOf(failure) : null,
    onSubmit,
  };
}
