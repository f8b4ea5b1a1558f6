import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { usePageTitle } from '../../routing';
import {
  DELETE_CUSTOMER_ADDRESS,
  GET_ADDRESS_BOOK,
  UPDATE_CUSTOMER_ADDRESS,
  type AddressBookData,
  type AddressBookEntry,
} from '../api/address-book.graphql';
import { shopMessage, toCard, type AddressCard } from '../address-book-entry';
import { ADDRESS_BOOK_MESSAGES as M } from '../messages';

export interface BookMessage {
  text: string;
  error: boolean;
}

const REFETCH = { refetchQueries: ['GetAddressBook'], awaitRefetchQueries: true };

/**
 * /address-book: the addresses, which one the form edits (or 'new'), deleting after a confirmation, and
 * making one the default for shipping or billing. The shop's answer to each change is the page's message.
 */
export function useAddressBook() {
  usePageTitle(M.title);
  // Checkout adds addresses too (this tab or another): always ask, show the cached list meanwhile.
  const { data, loading, error, refetch } = useQuery<AddressBookData>(GET_ADDRESS_BOOK, {
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DELETE_CUSTOMER_ADDRESS, REFETCH);
  const [update] = useMutation(UPDATE_CUSTOMER_ADDRESS, REFETCH);
  const [editing, setEditing] = useState<AddressBookEntry | 'new' | null>(null);
  const [confirming, setConfirming] = useState<AddressCard | null>(null);
  const [message, setMessage] = useState<BookMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const addresses = data?.customer?.addresses;

  const change = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage({ text: done, error: false });
    } catch (reason) {
      setMessage({ text: shopMessage(reason), error: true });
    } finally {
      setBusy(false);
    }
  };

  const open = (target: AddressBookEntry | 'new') => {
    setMessage(null);
    setEditing(target);
  };

  return {
    loading: loading && !addresses,
    error: Boolean(error) && !addresses,
    retry: () => void refetch().catch(() => {}),
    cards: (addresses ?? []).flatMap((entry) => (entry ? [toCard(entry)] : [])),
    editing,
    add: () => open('new'),
    edit: (card: AddressCard) => open(card.entry),
    closeEditor: () => setEditing(null),
    saved: (text: string) => {
      setEditing(null);
      setMessage({ text, error: false });
    },
    message,
    busy,
    confirming,
    askToDelete: (card: AddressCard) => setConfirming(card),
    cancelDelete: () => setConfirming(null),
    confirmDelete: () => {
      const card = confirming;
      setConfirming(null);
      if (card) void change(() => remove({ variables: { id: card.id } }), M.deleted);
    },
    makeDefault: (card: AddressCard, kind: 'shipping' | 'billing') =>
      void change(
        () => update({ variables: { id: card.id, input: { [`default_${kind}`]: true } } }),
        M.defaultSet,
      ),
  };
}

export type AddressBookView = ReturnType<typeof useAddressBook>;
