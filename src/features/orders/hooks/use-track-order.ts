import { CombinedGraphQLErrors } from '@apollo/client';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppStore } from '../../../app/hooks';
import { STORAGE_KEYS } from '../../../lib/storage';
import { usePageTitle } from '../../routing';
import {
  GET_GUEST_ORDER,
  GET_GUEST_ORDER_BY_TOKEN,
  GET_GUEST_ORDER_TRACKING,
  GET_GUEST_ORDER_TRACKING_BY_TOKEN,
  type GuestOrderByTokenData,
  type GuestOrderData,
  type GuestOrderTrackingByTokenData,
  type GuestOrderTrackingData,
  type OrderTracking,
} from '../api/order-tracking.graphql';
import type { OrderDetails } from '../api/orders.graphql';
import { TRACK_ORDER_PATH } from '../constants';
import { TRACK_MESSAGES as M } from '../messages';

export interface GuestOrderKey {
  number: string;
  email: string;
  lastname: string;
}

export type TrackFailure =
  | { kind: 'message'; text: string }
  /** The right details of a customer's order: Magento asks them to sign in. */
  | { kind: 'login'; text: string; number: string };

export interface TrackOrderView {
  order: OrderDetails | null;
  tracking: OrderTracking | null;
  loading: boolean;
  failure: TrackFailure | null;
  find: (key: GuestOrderKey) => void;
  reset: () => void;
}

// A guest's order is theirs alone: never kept in the cache, which is saved to the browser's storage.
const PRIVATE = { fetchPolicy: 'no-cache' } as const;

/** What to tell the shopper when the shop would not show the order; every wrong guess reads alike. */
function failureOf(error: unknown, number: string): TrackFailure {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'message', text: M.loadError };
  const first = error.errors[0];
  const category = first?.extensions?.category;
  if (category === 'graphql-no-such-entity') return { kind: 'message', text: M.notLocated };
  if (first?.message === M.loginToView) return { kind: 'login', text: first.message, number };
  // The shop's own words for too many tries and for missing details.
  if (category === 'graphql-authorization' || category === 'graphql-input')
    return { kind: 'message', text: first!.message };
  return { kind: 'message', text: M.loadError };
}

/**
 * The e-mail link's token, taken from the address before anything else sees it: the URL is replaced with
 * /track-order, so the token reaches no page view, history entry or shared link; it is kept in memory only.
 */
function useTokenFromLink(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const { storage } = useAppStore().services;
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  useEffect(() => {
    if (new URLSearchParams(location.search).has('token')) {
      void navigate(TRACK_ORDER_PATH, { replace: true, state: null });
      return;
    }
    // The shell remembered the link's address among the visited paths (SPEC 2.3) before this page could take
    // the token out of it: forgotten here, so the first route's code carries nothing for it.
    const visited = storage.getItem<unknown>(STORAGE_KEYS.visitedPaths);
    if (Array.isArray(visited) && visited.some((path) => String(path).includes('token=')))
      storage.setItem(
        STORAGE_KEYS.visitedPaths,
        visited.filter((path) => !String(path).includes('token=')),
      );
  }, [location.search, navigate, storage]);
  return token;
}

/**
 * /track-order: a guest's order by its number, e-mail and billing last name (Magento's guestOrder), or by the
 * confirmation e-mail's link (guestOrderByToken); its timeline and shipments once the order is found.
 */
export function useTrackOrder(): TrackOrderView {
  usePageTitle(M.title);
  const linkToken = useTokenFromLink();
  const [token, setToken] = useState(linkToken);
  const [key, setKey] = useState<GuestOrderKey | null>(null);

  const byToken = useQuery<GuestOrderByTokenData>(GET_GUEST_ORDER_BY_TOKEN, {
    ...PRIVATE,
    variables: { token: token ?? '' },
    skip: !token,
  });
  const [lookUp, byForm] = useLazyQuery<GuestOrderData>(GET_GUEST_ORDER, PRIVATE);
  const usingToken = Boolean(token);
  // The form's answer counts only for the details asked last (an earlier answer may still be at hand).
  const byFormOrder = byForm.data?.guestOrder;
  const found = usingToken
    ? byToken.data?.guestOrderByToken
    : key && byFormOrder?.number === key.number
      ? byFormOrder
      : undefined;
  // The timeline and shipments, asked once the order was found (so never a second wrong guess).
  const trackingByToken = useQuery<GuestOrderTrackingByTokenData>(GET_GUEST_ORDER_TRACKING_BY_TOKEN, {
    ...PRIVATE,
    variables: { token: token ?? '' },
    skip: !usingToken || !found,
  });
  const trackingByForm = useQuery<GuestOrderTrackingData>(GET_GUEST_ORDER_TRACKING, {
    ...PRIVATE,
    variables: key ?? { number: '', email: '', lastname: '' },
    skip: usingToken || !key || !found,
  });

  const active = usingToken ? byToken : byForm;
  const error = usingToken || key ? active.error : undefined;
  return {
    order: found ?? null,
    tracking:
      (usingToken ? trackingByToken.data?.guestOrderByToken : trackingByForm.data?.guestOrder) ?? null,
    loading: active.loading,
    failure: error && !found && !active.loading ? failureOf(error, key?.number ?? '') : null,
    find: (next) => {
      setToken(null);
      setKey(next);
      void lookUp({ variables: { ...next } }).catch(() => {});
    },
    reset: () => {
      setToken(null);
      setKey(null);
    },
  };
}
