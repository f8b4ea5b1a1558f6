// Client-only UI state of the shell (SPEC 3 "App" actions, SPEC 4 "App and UI states").
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { createServiceThunk } from '../lib/services';
import { checkoutReset } from '../features/checkout';

export type Network = 'online' | 'offline';

export interface LoggedError {
  id: string;
  message: string;
  stack?: string;
}

export interface AppState {
  /** The open drawer's name, or null when none is open. */
  drawer: string | null;
  network: Network;
  /** Set once the app has gone offline, so coming back can be announced. */
  hasBeenOffline: boolean;
  searchOpen: boolean;
  searchQuery: string;
  isPageLoading: boolean;
  nextRootComponent: string | null;
  unhandledErrors: LoggedError[];
}

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function initialAppState(): AppState {
  const online = browserIsOnline();
  return {
    drawer: null,
    network: online ? 'online' : 'offline',
    hasBeenOffline: !online,
    searchOpen: false,
    searchQuery: '',
    isPageLoading: false,
    nextRootComponent: null,
    unhandledErrors: [],
  };
}

const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    /** Opens the named drawer, or closes it when it is already the open one. */
    drawerToggled(state, { payload }: PayloadAction<string | null>) {
      state.drawer = payload !== null && state.drawer === payload ? null : payload;
    },
    drawerClosed(state) {
      state.drawer = null;
    },
    wentOnline(state) {
      state.network = 'online';
    },
    wentOffline(state) {
      state.network = 'offline';
      state.hasBeenOffline = true;
    },
    searchToggled(state) {
      state.searchOpen = !state.searchOpen;
    },
    searchExecuted(state, { payload }: PayloadAction<string>) {
      state.searchQuery = payload;
      state.searchOpen = false;
    },
    pageLoadingSet(state, { payload }: PayloadAction<boolean>) {
      state.isPageLoading = payload;
    },
    nextRootComponentSet(state, { payload }: PayloadAction<string | null>) {
      state.nextRootComponent = payload;
    },
    unhandledErrorLogged: {
      reducer(state, { payload }: PayloadAction<LoggedError>) {
        state.unhandledErrors.push(payload);
      },
      // Errors are not serialisable: keep what the error view shows, under an id it can mark handled.
      prepare(error: unknown) {
        const { message, stack } =
          error instanceof Error ? error : { message: String(error), stack: undefined };
        return { payload: { id: nanoid(), message, ...(stack ? { stack } : {}) } };
      },
    },
    errorHandled(state, { payload }: PayloadAction<string>) {
      state.unhandledErrors = state.unhandledErrors.filter((error) => error.id !== payload);
    },
  },
  extraReducers: (builder) => {
    // SPEC 4: resetting checkout also closes the drawer.
    builder.addCase(checkoutReset, (state) => {
      state.drawer = null;
    });
  },
});

export const {
  drawerToggled,
  drawerClosed,
  wentOnline,
  wentOffline,
  searchToggled,
  searchExecuted,
  pageLoadingSet,
  nextRootComponentSet,
  unhandledErrorLogged,
  errorHandled,
} = appSlice.actions;
export const appReducer = appSlice.reducer;

export const SEARCH_PATH = '/search.html';

/** Records the query, closes the search box and opens the search page. */
export const executeSearch = createServiceThunk(
  'app/executeSearch',
  ({ query, navigate }: { query: string; navigate: (to: string) => void }, { dispatch }) => {
    const trimmed = query.trim();
    dispatch(searchExecuted(trimmed));
    navigate(`${SEARCH_PATH}?${new URLSearchParams({ query: trimmed })}`);
  },
);

type WithApp = { app: AppState };
export const selectDrawer = (state: WithApp) => state.app.drawer;
export const selectIsOnline = (state: WithApp) => state.app.network === 'online';
export const selectHasBeenOffline = (state: WithApp) => state.app.hasBeenOffline;
export const selectSearchOpen = (state: WithApp) => state.app.searchOpen;
export const selectSearchQuery = (state: WithApp) => state.app.searchQuery;
export const selectIsPageLoading = (state: WithApp) => state.app.isPageLoading;
export const selectNextRootComponent = (state: WithApp) => state.app.nextRootComponent;
export const selectUnhandledErrors = (state: WithApp) => state.app.unhandledErrors;
