// The session (SPEC 3 "User state", SPEC 4 "User and session"). The token lives in storage so the Apollo auth
// link and the REST client see it; Redux mirrors it for the UI, with the status of the account calls. The
// customer's details (SPEC's currentUser) are server data: they live in the Apollo cache only, read through
// current-user.ts, so the header's chip and every other reader see one copy.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clearCartDataFromCache, clearCustomerDataFromCache } from '../../lib/apollo-cache';
import { idleRequests, settle, trackRequests, type Requests } from '../../lib/request';
import { createServiceThunk } from '../../lib/services';
import {
  BrowserPersistence,
  clearBrowsingStorage,
  clearCheckoutStorage,
  STORAGE_KEYS,
} from '../../lib/storage';
import type { ANALYTICS_EVENTS } from '../analytics';
import { readStoredSession, startSessionTimer, stopSessionTimer, tokenTtlSeconds } from './session';

/** The account mutations, loaded when the shopper first signs in, signs up, resets or signs out. */
export const accountActions = () =>
  import(/* webpackChunkName: "account-actions" */ './api/account-actions.graphql');

/**
 * SPEC 7.3's login, logout and signup. The tracker loads on first use: the session code is in every first
 * paint, and the data layer is read later anyway (tags load on interaction or after 3 s).
 */
export function trackEvent(name: keyof typeof ANALYTICS_EVENTS, payload?: Record<string, unknown>): void {
  void import(/* webpackChunkName: "analytics" */ '../analytics')
    .then((analytics) => analytics.track(analytics.ANALYTICS_EVENTS[name], payload))
    .catch(() => {}); // analytics never gets in the shopper's way
}

type Operation = 'signIn' | 'getDetails' | 'createAccount' | 'resetPassword';
const OPERATIONS: Operation[] = ['signIn', 'getDetails', 'createAccount', 'resetPassword'];

export interface UserState extends Requests<Operation> {
  token: string | null;
  isSignedIn: boolean;
}

/** Signed in when an unexpired token is stored; an expired one is left for checkSession to sign out. */
export function initialUserState(storage?: BrowserPersistence): UserState {
  const session = storage ? readStoredSession(storage) : { token: null, expired: false };
  const token = session.token && !session.expired ? session.token : null;
  return { token, isSignedIn: token !== null, ...idleRequests(OPERATIONS) };
}

/** The cart of a session that just ended was removed; the cart slice returns to its initial state. */
export const sessionCartRemoved = createAction('user/sessionCartRemoved');

/** A customer's session began, whichever way they signed in: the app starts the customer's cart. */
export const customerSessionStarted = createAction('user/customerSessionStarted');

export const clearToken = createServiceThunk('user/clearToken', (_: void, { dispatch, extra }) => {
  extra.storage.removeItem(STORAGE_KEYS.signinToken);
  stopSessionTimer(extra);
  dispatch(tokenCleared());
});

/** SPEC 4 sign-out: revoke (failure ignored), clear token, reset user, clear checkout, cache and cart. */
export const signOut = createServiceThunk(
  'user/signOut',
  async (options: { revokeToken?: boolean } | void, { dispatch, extra, getState }) => {
    // SPEC 7.3: logout, for a session that was live here (an expired token found on load was not).
    if ((getState() as WithUser).user.isSignedIn) trackEvent('logout');
    // Only the tab that ends the session clears its cart id: a tab that finds the token already gone (another
    // tab signed out, reloaded and may have stored a new guest cart) would otherwise remove that guest cart and
    // send the other tab into a second reload.
    const endsSessionHere = readStoredSession(extra.storage).token !== null;
    // The compare list and recently viewed are the next shopper's own; gone before the session's end renders.
    clearBrowsingStorage(extra.storage);
    if (options?.revokeToken ?? true) {
      try {
        const { REVOKE_CUSTOMER_TOKEN } = await accountActions();
        await extra.apollo.mutate({ mutation: REVOKE_CUSTOMER_TOKEN });
      } catch {
        // The token may already be invalid on the server; signing out locally is what matters.
      }
    }
    await dispatch(clearToken());
    dispatch(userReset());
    clearCheckoutStorage(extra.storage);
    clearCartDataFromCache(extra.apollo);
    clearCustomerDataFromCache(extra.apollo);
    if (endsSessionHere) extra.storage.removeItem(STORAGE_KEYS.cartId);
    dispatch(sessionCartRemoved());
  },
);

/** When the token's time is up: sign out, then reload so no customer data stays on screen. */
export const startSessionCheck = createServiceThunk(
  'user/startSessionCheck',
  (_: void, { dispatch, extra }) => {
    startSessionTimer(extra, () => {
      void dispatch(signOut({ revokeToken: false })).then(() => extra.reload());
    });
  },
);

/** Run once on load: signs out an expired session, or starts the expiry check for a live one. */
export const checkSession = createServiceThunk('user/checkSession', async (_: void, { dispatch, extra }) => {
  const session = readStoredSession(extra.storage);
  if (session.expired) {
    await dispatch(signOut({ revokeToken: false }));
    return 'expired' as const;
  }
  if (session.token) dispatch(startSessionCheck());
  return session.token ? ('active' as const) : ('none' as const);
});

export const setToken = createServiceThunk('user/setToken', (token: string, { dispatch, extra }) => {
  extra.storage.setItem(STORAGE_KEYS.signinToken, token, tokenTtlSeconds());
  dispatch(tokenSet(token));
  dispatch(startSessionCheck());
});

type WithUser = { user: UserState };

/**
 * Fetches the customer into the Apollo cache (network-only, SPEC 7.1); readers take it from there. The query
 * loads with its first use: nothing on the first paint waits for the customer's details.
 */
export const getUserDetails = createServiceThunk(
  'user/getDetails',
  (_: void, api) =>
    settle(api, async () => {
      const { GET_CUSTOMER } = await import(/* webpackChunkName: "account" */ './api/user.graphql');
      await api.extra.apollo.query({ query: GET_CUSTOMER, fetchPolicy: 'network-only' });
    }),
  // SPEC 4: details are requested only when signed in.
  { condition: (_, { getState }) => (getState() as WithUser).user.isSignedIn },
);

/**
 * The account forms' thunks (sign-in-thunks.ts), by type: the slice tracks them without their code, which
 * loads with the sign-in, create-account and forgot-password pages, not with the first paint.
 */
export const ACCOUNT_THUNKS = {
  signIn: 'user/signIn',
  createAccount: 'user/createAccount',
  resetPassword: 'user/resetPassword',
} as const;

const tracked = [
  ['signIn', ACCOUNT_THUNKS.signIn],
  ['getDetails', getUserDetails],
  ['createAccount', ACCOUNT_THUNKS.createAccount],
  ['resetPassword', ACCOUNT_THUNKS.resetPassword],
] as const;

const userSlice = createSlice({
  name: 'user',
  initialState: () => initialUserState(),
  reducers: {
    tokenSet(state, { payload }: PayloadAction<string>) {
      state.token = payload;
      state.isSignedIn = true;
    },
    tokenCleared(state) {
      state.token = null;
      state.isSignedIn = false;
    },
    /** Forget the session's calls (the token is handled by clearToken, the customer by the cache). */
    userReset: (state) => ({ ...state, ...idleRequests(OPERATIONS) }),
  },
  extraReducers: (builder) => trackRequests(builder, tracked),
});

export const { tokenSet, tokenCleared, userReset } = userSlice.actions;
export const userReducer = userSlice.reducer;

export const selectUser = (state: WithUser) => state.user;
export const selectIsSignedIn = (state: WithUser) => state.user.isSignedIn;
export const selectToken = (state: WithUser) => state.user.token;
export const selectUserStatus = (operation: Operation) => (state: WithUser) => state.user.status[operation];
export const selectUserError = (operation: Operation) => (state: WithUser) => state.user.errors[operation];
