import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../user';
import { SIGN_IN_PATH } from '../constants';

/** Where a guest was going, for the sign-in page to return to afterwards. */
export interface SignInRedirectState {
  from: string;
}

/** SPEC 2.2: guests are sent to /sign-in, remembering the page they asked for (path and query). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    const state: SignInRedirectState = { from: location.pathname + location.search };
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  return children;
}
