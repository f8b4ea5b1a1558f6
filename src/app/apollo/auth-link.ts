// The signed-in customer's token (SPEC 6): read from storage on every call, so sign-in, sign-out and expiry
// take effect without rebuilding the client.
import { ApolloLink } from '@apollo/client';
import { BrowserPersistence, STORAGE_KEYS } from '../../lib/storage';
import { addHeaders } from './headers';

export function createAuthLink(storage: BrowserPersistence): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = storage.peekItem<string>(STORAGE_KEYS.signinToken);
    if (token) addHeaders(operation, { authorization: `Bearer ${token}` });
    return forward(operation);
  });
}
