import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useAppStore } from '../../../app/hooks';
import { useToasts } from '../../../ui/toast/use-toasts';
import { ERROR_TOAST_MS } from '../../../ui/toast/toast-rules';
import {
  ADD_TO_COMPARE_LIST,
  CREATE_COMPARE_LIST,
  DELETE_COMPARE_LIST,
  REMOVE_FROM_COMPARE_LIST,
  type CompareListData,
} from '../api/compare.graphql';
import { productIdOf, trackCompareEvent, type CompareItem } from '../compare-item';
import { COMPARE_EVENTS, MAX_COMPARED } from '../constants';
import { COMPARE_MESSAGES as M } from '../messages';
import { refusedByShop, writeCompareList, type CompareListState } from './use-compare-list';

export interface CompareActions {
  busy: boolean;
  add: (item: CompareItem) => Promise<void>;
  remove: (item: CompareItem) => Promise<void>;
  clear: (items: CompareItem[]) => Promise<void>;
}

class NotAProduct extends Error {}

/** A guest's first list while it is being made: a second product added meanwhile goes into it, not a new one. */
let creatingGuestList: Promise<CompareListData> | null = null;

/** Adding, removing and clearing, each with a toast, and the compare events once the shop has agreed. */
export function useCompareActions(state: CompareListState): CompareActions {
  const apollo = useApolloClient();
  const { storage } = useAppStore().services;
  const { addToast } = useToasts();
  const [busy, setBusy] = useState(false);

  const change = async (work: () => Promise<CompareListData | null>, done: string) => {
    setBusy(true);
    try {
      writeCompareList(apollo, storage, state.signedIn, await work());
      addToast({ type: 'success', message: done });
    } catch {
      addToast({ type: 'error', message: M.failed, timeout: ERROR_TOAST_MS });
      throw new Error(M.failed);
    } finally {
      setBusy(false);
    }
  };

  const productIds = (item: CompareItem) => {
    const id = productIdOf(item.uid);
    if (!id) throw new NotAProduct();
    return [id];
  };

  const create = async (products: string[]) => {
    const { data } = await apollo.mutate<{ createCompareList: CompareListData | null }>({
      mutation: CREATE_COMPARE_LIST,
      variables: { products },
    });
    if (!data?.createCompareList) throw new Error('no compare list');
    return data.createCompareList;
  };

  /**
   * Into the guest's list (the stored one, or the one a card is creating this moment), else a new one; a
   * customer's createCompareList adds to their own list.
   */
  const addTo = async (item: CompareItem) => {
    const products = productIds(item);
    if (state.signedIn) return create(products);
    const uid = state.uid ?? (creatingGuestList ? (await creatingGuestList).uid : null);
    if (uid) {
      try {
        const { data } = await apollo.mutate<{ addProductsToCompareList: CompareListData | null }>({
          mutation: ADD_TO_COMPARE_LIST,
          variables: { uid, products },
        });
        if (data?.addProductsToCompareList) return data.addProductsToCompareList;
      } catch (error) {
        if (!refusedByShop(error)) throw error; // the stored list is gone: start a new one
      }
    }
    creatingGuestList = create(products);
    return creatingGuestList.finally(() => (creatingGuestList = null));
  };

  return {
    busy,
    add: async (item) => {
      if ((state.list?.item_count ?? 0) >= MAX_COMPARED) {
        addToast({ type: 'error', message: M.full, timeout: ERROR_TOAST_MS });
        return;
      }
      await change(() => addTo(item), M.added(item.name)).then(
        () => trackCompareEvent(COMPARE_EVENTS.add, [item]),
        () => {},
      );
    },
    remove: async (item) => {
      const uid = state.uid;
      if (!uid) return;
      await change(async () => {
        const { data } = await apollo.mutate<{ removeProductsFromCompareList: CompareListData | null }>({
          mutation: REMOVE_FROM_COMPARE_LIST,
          variables: { uid, products: productIds(item) },
        });
        return data?.removeProductsFromCompareList ?? null;
      }, M.removed(item.name)).then(
        () => trackCompareEvent(COMPARE_EVENTS.remove, [item]),
        () => {},
      );
    },
    clear: async (items) => {
      const uid = state.uid;
      if (!uid) return;
      await change(async () => {
        await apollo.mutate({ mutation: DELETE_COMPARE_LIST, variables: { uid } });
        return null;
      }, M.cleared).then(
        () => trackCompareEvent(COMPARE_EVENTS.remove, items),
        () => {},
      );
    },
  };
}
