// What thunks reach the outside world through (the thunk extra argument): one set per store, so each test
// gets a fresh Apollo client, storage and REST client and can observe page reloads.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApolloClient } from '@apollo/client';
import type { BrowserPersistence } from './storage';
import type { RestClient } from './rest';
import type { RequestError } from './request';

export interface Services {
  apollo: ApolloClient;
  storage: BrowserPersistence;
  rest: RestClient;
  /** A full page load (the session expiry and another tab's cart change need one). */
  reload: () => void;
  /** The running session-expiry check, owned by this store. */
  sessionTimer: { current?: ReturnType<typeof setInterval> };
}

/**
 * createAsyncThunk with the services typed, rejecting with a RequestError (lib/request settle); thunks type
 * the slices of state they read themselves.
 */
export const createServiceThunk = createAsyncThunk.withTypes<{
  extra: Services;
  rejectValue: RequestError;
}>();
