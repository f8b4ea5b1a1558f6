import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ApolloProvider } from '@apollo/client/react';
import { ToastProvider } from '../ui/toast/toast-context';
import type { AppStore } from './store';

/** Redux, Apollo (the store's own client) and toasts. The caller supplies the router inside. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ApolloProvider client={store.services.apollo}>
        <ToastProvider>{children}</ToastProvider>
      </ApolloProvider>
    </Provider>
  );
}
