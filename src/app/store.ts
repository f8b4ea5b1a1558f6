// The Redux store. Each makeStore call gets its own services (Apollo client, storage, REST client), passed to
// thunks as the extra argument, so tests and the app never share state by accident.
import {
  combineReducers,
  configureStore,
  type Reducer,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { RestClient } from '../lib/rest';
import type { Services } from '../lib/services';
import { onSliceProvided } from '../lib/lazy-slices';
import { BrowserPersistence } from '../lib/storage';
import { createApolloClient } from './apollo/create-apollo-client';
import { cartReducer, selectCartId } from '../features/cart';
import type { CheckoutState } from '../features/checkout/checkout-slice';
import { customerSessionStarted, initialUserState, sessionCartRemoved, userReducer } from '../features/user';
import { routingReducer } from '../features/routing';
import { searchReducer } from '../features/search';
import { initialShellState, shellReducer } from '../features/shell';

/** Slices injected when their feature's code loads (lib/lazy-slices.ts), absent from the state until then. */
interface LazySlices {
  checkout: CheckoutState;
}

const staticReducers = {
  shell: shellReducer,
  routing: routingReducer,
  search: searchReducer,
  user: userReducer,
  cart: cartReducer,
};
let reducers: Record<string, Reducer> = staticReducers;
type RootReducer = Reducer<RootState, UnknownAction, Partial<RootState>>;
let combined = combineReducers(staticReducers) as RootReducer;
// One reducer for every store this module makes: a slice injected once serves them all. Not RTK's
// combineSlices, which costs the first paint ~0.3 KiB gzip more than this for the same job.
onSliceProvided((slice) => {
  reducers = { ...reducers, [slice.reducerPath]: slice.reducer };
  combined = combineReducers(reducers) as RootReducer;
});
const rootReducer: RootReducer = (state, action) => combined(state, action);

export type RootState = ReturnType<ReturnType<typeof combineReducers<typeof staticReducers>>> &
  Partial<LazySlices>;
type AppThunkDispatch = ThunkDispatch<RootState, Services, UnknownAction>;

/** The REST client loads with the first REST call (checkout): nothing on the first screens needs it. */
function restClientOnDemand(storage: BrowserPersistence): RestClient {
  let client: Promise<RestClient> | undefined;
  const load = () =>
    import(/* webpackChunkName: "rest" */ '../lib/rest').then(({ createRestClient }) =>
      createRestClient({ storage }),
    );
  return {
    request(path, options) {
      client ??= load().catch((error: unknown) => {
        client = undefined; // a failed chunk load is tried again on the next call
        throw error;
      });
      return client.then((rest) => rest.request(path, options));
    },
  };
}

export function createServices(overrides: Partial<Services> = {}): Services {
  const storage = overrides.storage ?? new BrowserPersistence();
  return {
    storage,
    apollo: overrides.apollo ?? createApolloClient({ storage }),
    rest: overrides.rest ?? restClientOnDemand(storage),
    reload: overrides.reload ?? (() => globalThis.location.reload()),
    sessionTimer: overrides.sessionTimer ?? {},
  };
}

/**
 * After sign-in the guest's cart id is forgotten: start the customer's cart and merge the guest's into it
 * (mergeGuestCart), so nothing the guest added is lost. The guest's id is noted when the sign-in forgets it
 * (sessionCartRemoved), just before the session starts. A plain middleware: RTK's listener middleware (forks, conditions, cancellation)
 * would add ~1.5 KiB gzip for this one reaction.
 */
const cartFollowsSession: Middleware<object, RootState, AppThunkDispatch> = (api) => {
  let guestCartId: string | null = null;
  return (next) => (action) => {
    // Every sign-in way forgets the guest's cart (sessionCartRemoved) just before the session starts.
    if (sessionCartRemoved.match(action)) guestCartId = selectCartId(api.getState());
    const result = next(action);
    // By path and on demand: signing in is never part of the first paint (see the bundle budget).
    if (customerSessionStarted.match(action)) {
      const guest = guestCartId;
      guestCartId = null;
      void import(/* webpackChunkName: "cart-merge" */ '../features/cart/cart-merge').then(
        ({ mergeGuestCart }) => api.dispatch(mergeGuestCart(guest)),
      );
    }
    return result;
  };
};

export function makeStore(preloadedState?: Partial<RootState>, services?: Partial<Services>) {
  const resolved = createServices(services);
  const store = configureStore({
    reducer: rootReducer,
    // Derived from storage unless the caller says otherwise: the signed-in state survives a reload.
    preloadedState: {
      shell: initialShellState(),
      user: initialUserState(resolved.storage),
      ...preloadedState,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: resolved } }).prepend(cartFollowsSession),
  });
  return Object.assign(store, { services: resolved });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
