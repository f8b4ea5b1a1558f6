import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  GET_AVAILABLE_STORES,
  GET_STORE_NAME,
  RESOLVE_URL,
  type ResolveUrlData,
  type RouteType,
  type StoreView,
} from '../api/routing.graphql';
import { REFERRAL_PATH } from '../constants';
import { decideRoute, isOldReferralPath, storeCodeInPath, type RouteDecision } from '../route-rules';
import { nextRootComponentSet, pageLoadingSet, selectNextRootComponent } from '../routing-slice';
import { storeViewSwitched } from '../routing-thunks';
import { fullPageLoad } from '../../../lib/navigation';
import { wasInlined } from '../../../lib/inlined-data';

export type MagentoRouteView =
  | { state: 'loading'; shimmer: 'category' | null }
  | { state: 'redirect' }
  | { state: 'not-found' }
  | { state: 'error'; offline: boolean }
  | { state: 'resolved'; type: RouteType; id: string; name: string };

type Action =
  { kind: 'navigate'; to: string } | { kind: 'external'; url: string } | { kind: 'switch'; store: StoreView };

/** The catch-all's talon (SPEC 2.3): resolves the path and turns the result into one route state. */
export function useMagentoRoute(): MagentoRouteView {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const nextRoot = useAppSelector(selectNextRootComponent);
  const referral = isOldReferralPath(pathname);

  const stores = useQuery<{ availableStores: (StoreView | null)[] | null }>(GET_AVAILABLE_STORES);
  const current = useQuery<{ storeConfig: StoreView | null }>(GET_STORE_NAME);
  const codes = (stores.data?.availableStores ?? []).flatMap((store) =>
    store?.store_code ? [store.store_code] : [],
  );
  const storePrefix = storeCodeInPath(pathname, codes);
  const storesKnown = Boolean(stores.data) || Boolean(stores.error);

  const route = useQuery<ResolveUrlData>(RESOLVE_URL, {
    variables: { url: pathname },
    fetchPolicy: wasInlined('ResolveUrl', { url: pathname }) ? 'cache-first' : 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    skip: referral || storePrefix !== null,
  });

  let action: Action | null = null;
  let view: MagentoRouteView;
  if (referral) {
    action = { kind: 'navigate', to: REFERRAL_PATH };
    view = { state: 'redirect' };
  } else if (storePrefix) {
    const store = stores.data?.availableStores?.find((s) => s?.store_code === storePrefix.code) ?? null;
    const active = current.data?.storeConfig?.store_code;
    if (store && active && active !== storePrefix.code) action = { kind: 'switch', store };
    else if (active) action = { kind: 'navigate', to: storePrefix.rest };
    view = { state: 'redirect' };
  } else if (route.data) {
    const decision: RouteDecision = decideRoute(route.data.route);
    if (decision.kind === 'external') action = { kind: 'external', url: decision.url };
    if (decision.kind === 'redirect') action = { kind: 'navigate', to: decision.to };
    view = decision.kind === 'resolved' ? { state: 'resolved', ...decision } : stateOf(decision);
  } else if (route.error) {
    // A page never visited has no saved answer: offline, that is the connection, not the shop, failing.
    view = { state: 'error', offline: !navigator.onLine };
  } else {
    view = { state: 'loading', shimmer: nextRoot === 'CATEGORY' ? 'category' : null };
  }
  // A path's first segment may be a store code, which only the store list tells; a URL that resolved to a
  // page is one the backend knows as it stands, so its page need not wait for that list.
  if (!storesKnown && view.state !== 'redirect' && view.state !== 'resolved')
    view = { state: 'loading', shimmer: nextRoot === 'CATEGORY' ? 'category' : null };

  const actionKey = action ? JSON.stringify(action) : null;
  useEffect(() => {
    if (!action) return;
    if (action.kind === 'navigate') navigate(action.to, { replace: true });
    if (action.kind === 'external') fullPageLoad(action.url);
    if (action.kind === 'switch') {
      void dispatch(
        storeViewSwitched({
          code: action.store.store_code ?? '',
          currency: action.store.default_display_currency_code,
        }),
      );
    }
    // The action object is rebuilt each render; its serialised form says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionKey]);

  const loading = view.state === 'loading';
  useEffect(() => {
    dispatch(pageLoadingSet(loading));
    if (!loading && nextRoot) dispatch(nextRootComponentSet(null));
  }, [dispatch, loading, nextRoot]);
  useEffect(() => () => void dispatch(pageLoadingSet(false)), [dispatch]);

  return view;
}

function stateOf(decision: Exclude<RouteDecision, { kind: 'resolved' }>): MagentoRouteView {
  return decision.kind === 'not-found' ? { state: 'not-found' } : { state: 'redirect' };
}
