// Client-only state of the app shell (SPEC 3 "App" actions, SPEC 4 "App and UI states"): which drawer is
// open, online or offline, and unhandled errors waiting for the error toast. A feature of its own, below
// app/, so features reach it legally: the notifications bell opens its drawer here, a route change closes it.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { checkoutReset } from '../checkout';

export type Network = 'online' | 'offline';

export interface LoggedError {
  id: string;
  message: string;
  stack?: string;
}

export interface ShellState {
  /** The open drawer's name, or null when none is open. */
  drawer: string | null;
  network: Network;
  /** Set once the app has gone offline, so coming back can be announced. */
  hasBeenOffline: boolean;
  unhandledErrors: LoggedError[];
}

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function initialShellState(): ShellState {
  const online = browserIsOnline();
  return {
    drawer: null,
    network: online ? 'online' : 'offline',
    hasBeenOffline: !online,
    unhandledErrors: [],
  };
}

const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
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

export const { drawerToggled, drawerClosed, wentOnline, wentOffline, unhandledErrorLogged, errorHandled } =
  shellSlice.actions;
export const shellReducer = shellSlice.reducer;

type WithShell = { shell: ShellState };
export const selectDrawer = (state: WithShell) => state.shell.drawer;
export const selectIsOnline = (state: WithShell) => state.shell.network === 'online';
export const selectHasBeenOffline = (state: WithShell) => state.shell.hasBeenOffline;
export const selectUnhandledErrors = (state: WithShell) => state.shell.unhandledErrors;
