import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { drawerClosed } from '../../shell';
import { selectIsSignedIn } from '../../user';
// Marking read is the notifications feature's, reused through its public surface (docs/ARCHITECTURE.md:
// features import each other's index, never their internals); routing only recognises the ?nid link.
import { markNotificationRead } from '../../notifications';
import { GET_CUSTOMER_ID } from '../api/routing.graphql';
import { forceLogoutCustomerId } from '../constants';
import { notificationIdFrom } from '../route-rules';
import { pathVisited } from '../routing-thunks';
import { fullPageLoad } from '../../../lib/navigation';
import { stopWritingStorage } from '../../../lib/apollo-cache';

/** What happens on every route change, whatever the page (SPEC 2.3). Used once, by the app shell. */
export function useRouteChangeEffects(): void {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const client = useApolloClient();
  const firstPath = useRef<string | null>(pathname);

  useEffect(() => {
    dispatch(drawerClosed());
    // The page the app opened on is where the browser put it (the top, or where a reload was); scrolling it
    // would also force a layout of the whole first page in the middle of its start.
    if (pathname === firstPath.current) return;
    firstPath.current = null;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [dispatch, pathname]);

  useEffect(() => {
    void dispatch(pathVisited(pathname + search));
    const nid = notificationIdFrom(search);
    if (nid !== null) void markNotificationRead(client, nid);
  }, [dispatch, client, pathname, search]);

  useForcedLogout();
}

/**
 * One configured customer id is always signed out: storage wiped, back to the home page (SPEC 2.3). Asked
 * with a one-off query rather than useQuery: on a guest's or an unconfigured shop's page there is nothing to
 * set up at all (a skipped useQuery still costs the first render its preparation).
 */
function useForcedLogout(): void {
  const signedIn = useAppSelector(selectIsSignedIn);
  const forcedId = forceLogoutCustomerId();
  const client = useApolloClient();
  const { storage } = useAppStore().services;
  useEffect(() => {
    if (!signedIn || !forcedId) return undefined;
    let current = true;
    client
      .query<{ customer: { customer_id: number | null } | null }>({ query: GET_CUSTOMER_ID })
      .then(({ data }) => {
        const customerId = data?.customer?.customer_id;
        if (!current || customerId == null || String(customerId) !== forcedId) return;
        stopWritingStorage(client, storage);
        localStorage.clear();
        sessionStorage.clear();
        fullPageLoad('/');
      })
      .catch(() => {}); // no answer: checked again on the next sign-in
    return () => {
      current = false;
    };
  }, [signedIn, forcedId, client, storage]);
}
