import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { GET_AVAILABLE_STORES, GET_STORE_NAME, type StoreView } from '../api/routing.graphql';
import { storeViewSwitched } from '../routing-thunks';
import { RouteFetching } from './catch-all';

/**
 * A programme's own URL (SPEC 2.1: /samsung, /apple-student-purchase-program.html) takes the shopper into the
 * partner's store view by the store-code rule of SPEC 2.3: the store view is switched and the page reloads;
 * back here in that store view, the shopper goes on to its home page. A store the shop does not list goes home.
 */
export default function ProgrammeRedirect({ storeCode }: { storeCode: string }) {
  const dispatch = useAppDispatch();
  const stores = useQuery<{ availableStores: (StoreView | null)[] | null }>(GET_AVAILABLE_STORES);
  const current = useQuery<{ storeConfig: StoreView | null }>(GET_STORE_NAME);
  const store = stores.data?.availableStores?.find((candidate) => candidate?.store_code === storeCode);
  const active = current.data?.storeConfig?.store_code;
  const known = Boolean(stores.data || stores.error) && Boolean(current.data || current.error);
  const switching = known && Boolean(store) && active !== storeCode;

  useEffect(() => {
    if (!switching || !store) return;
    void dispatch(storeViewSwitched({ code: storeCode, currency: store.default_display_currency_code }));
  }, [dispatch, switching, store, storeCode]);

  if (known && !switching) return <Navigate to="/" replace />;
  return <RouteFetching />;
}
