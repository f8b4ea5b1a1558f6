import { useEffect, useSyncExternalStore } from 'react';
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useAppSelector, useAppStore } from '../../../app/hooks';
import type { BrowserPersistence } from '../../../lib/storage';
import { selectIsSignedIn } from '../../user';
import {
  ASSIGN_COMPARE_LIST,
  GET_COMPARE_LIST,
  GET_CUSTOMER_COMPARE_LIST,
  type CompareListData,
  type GetCompareListData,
  type GetCustomerCompareListData,
} from '../api/compare.graphql';
import { readGuestListUid, subscribeToGuestListUid, writeGuestListUid } from '../compare-list-uid';

export interface CompareListState {
  signedIn: boolean;
  /** The list's uid: the stored guest list's, or the customer's list's once known. */
  uid: string | null;
  list: CompareListData | null;
  /** Nothing known yet (the answer is on its way). */
  loading: boolean;
  error: boolean;
  retry: () => void;
}

/** The shopper's list in the cache: the customer's on their account, the guest's under its uid. */
export function writeCompareList(
  apollo: ApolloClient,
  storage: BrowserPersistence,
  signedIn: boolean,
  list: CompareListData | null,
): void {
  if (signedIn) {
    apollo.writeQuery<GetCustomerCompareListData>({
      query: GET_CUSTOMER_COMPARE_LIST,
      data: { customer: { __typename: 'Customer', compare_list: list } },
    });
    return;
  }
  if (list)
    apollo.writeQuery<GetCompareListData>({
      query: GET_COMPARE_LIST,
      variables: { uid: list.uid },
      data: { compareList: list },
    });
  writeGuestListUid(storage, list?.uid ?? null);
}

/** The shop refused the request (the list is gone, or not this shopper's), as opposed to a failed network. */
export const refusedByShop = (error: unknown) => CombinedGraphQLErrors.is(error);

let assigning: Promise<unknown> | null = null;

/**
 * A signed-in shopper with a guest list stored (they compared before signing in, here or in another tab): it
 * moves into their account (Magento merges it into their own list), once, and is forgotten. A refusal (the
 * list is gone) forgets it too; a network failure leaves it for the next try.
 */
function assignGuestList(apollo: ApolloClient, storage: BrowserPersistence, uid: string) {
  assigning ??= apollo
    .mutate<{ assignCompareListToCustomer: { compare_list: CompareListData | null } | null }>({
      mutation: ASSIGN_COMPARE_LIST,
      variables: { uid },
    })
    .then(
      ({ data }) => {
        const list = data?.assignCompareListToCustomer?.compare_list;
        writeGuestListUid(storage, null);
        if (list) writeCompareList(apollo, storage, true, list);
      },
      (error: unknown) => {
        if (refusedByShop(error)) writeGuestListUid(storage, null);
      },
    )
    .finally(() => (assigning = null));
}

/**
 * The shopper's compare list: a guest's by the uid stored for this store view (the same in every tab), a
 * signed-in shopper's from their account. A stored uid the shop no longer knows (or refuses) is forgotten.
 */
export function useCompareList(): CompareListState {
  const signedIn = useAppSelector(selectIsSignedIn);
  const apollo = useApolloClient();
  const { storage } = useAppStore().services;
  const guestUid = useSyncExternalStore(
    subscribeToGuestListUid,
    () => readGuestListUid(storage),
    () => null,
  );
  const guest = useQuery<GetCompareListData>(GET_COMPARE_LIST, {
    variables: { uid: guestUid ?? '' },
    skip: signedIn || !guestUid,
  });
  const customer = useQuery<GetCustomerCompareListData>(GET_CUSTOMER_COMPARE_LIST, { skip: !signedIn });

  useEffect(() => {
    if (signedIn && guestUid) assignGuestList(apollo, storage, guestUid);
  }, [signedIn, guestUid, apollo, storage]);
  const gone = !signedIn && guestUid && (guest.data?.compareList === null || refusedByShop(guest.error));
  useEffect(() => {
    if (gone) writeGuestListUid(storage, null);
  }, [gone, storage]);

  if (signedIn) {
    const list = customer.data?.customer?.compare_list ?? null;
    return {
      signedIn,
      uid: list?.uid ?? null,
      list,
      loading: customer.loading && !customer.data,
      error: Boolean(customer.error) && !customer.data,
      retry: () => void customer.refetch().catch(() => {}),
    };
  }
  const list = guestUid ? (guest.data?.compareList ?? null) : null;
  return {
    signedIn,
    uid: list?.uid ?? guestUid,
    list,
    loading: Boolean(guestUid) && guest.loading && !guest.data,
    error: Boolean(guest.error) && !guest.data && !gone,
    retry: () => void guest.refetch().catch(() => {}),
  };
}
