// The account forms' thunks: sign in, create an account, ask for a password reset, and the start of a
// customer's session they share with the other ways in (account-thunks.ts). Apart from the slice, which tracks
// them by type (ACCOUNT_THUNKS), so they load with the account pages, not with the first paint.
import type { GetThunkAPI } from '@reduxjs/toolkit';
import { clearCartDataFromCache, clearCustomerDataFromCache } from '../../lib/apollo-cache';
import { settle, type RequestError } from '../../lib/request';
import { createServiceThunk, type Services } from '../../lib/services';
import { STORAGE_KEYS } from '../../lib/storage';
import {
  ACCOUNT_THUNKS,
  accountActions,
  customerSessionStarted,
  getUserDetails,
  sessionCartRemoved,
  setToken,
  trackEvent,
} from './user-slice';

/** How the shopper proved who they are (the login event's method, SPEC 7.3). */
export type SignInMethod = 'password' | 'autosignin' | 'magic_link' | 'oauth';

type ThunkApi = GetThunkAPI<{ extra: Services; rejectValue: RequestError }>;

/** After the shop issued a token: the guest's session data goes, the customer's session starts. */
export async function startCustomerSession(
  { dispatch, extra }: ThunkApi,
  token: string,
  method: SignInMethod,
) {
  // The guest's cart and any cached guest data belong to the previous session.
  clearCartDataFromCache(extra.apollo);
  clearCustomerDataFromCache(extra.apollo);
  extra.storage.removeItem(STORAGE_KEYS.cartId);
  dispatch(sessionCartRemoved());
  await dispatch(setToken(token));
  trackEvent('login', { method });
  dispatch(customerSessionStarted());
  await dispatch(getUserDetails());
}

export const signIn = createServiceThunk(
  ACCOUNT_THUNKS.signIn,
  ({ email, password }: { email: string; password: string }, api) =>
    settle(api, async () => {
      const { SIGN_IN } = await accountActions();
      const { data } = await api.extra.apollo.mutate<{ generateCustomerToken: { token: string } | null }>({
        mutation: SIGN_IN,
        variables: { email, password },
      });
      const token = data?.generateCustomerToken?.token;
      if (!token) throw new Error('Sign-in returned no token');
      await startCustomerSession(api, token, 'password');
    }),
);

export interface CreateAccountInput {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  is_subscribed?: boolean;
  custom_attributes?: { attribute_code: string; value: string }[];
}

export const createAccount = createServiceThunk(
  ACCOUNT_THUNKS.createAccount,
  (input: CreateAccountInput, api) =>
    settle(api, async () => {
      const { CREATE_ACCOUNT } = await accountActions();
      await api.extra.apollo.mutate({ mutation: CREATE_ACCOUNT, variables: { input } });
      trackEvent('signup', { method: 'password' });
      await api.dispatch(signIn({ email: input.email, password: input.password })).unwrap();
    }),
);

export const resetPassword = createServiceThunk(
  ACCOUNT_THUNKS.resetPassword,
  ({ email }: { email: string }, api) =>
    settle(api, async () => {
      const { REQUEST_PASSWORD_RESET_EMAIL } = await accountActions();
      await api.extra.apollo.mutate({ mutation: REQUEST_PASSWORD_RESET_EMAIL, variables: { email } });
    }),
);
