import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';

/** What a page's view model says of its data; signedIn only where guests may open the page. */
export interface PageBodyState {
  signedIn?: boolean;
  loading: boolean;
  error: boolean;
  retry: () => void;
}

interface PageBodyProps {
  view: PageBodyState;
  /** Shown instead of everything else when view.signedIn is false. */
  guest?: ReactNode;
  loadingText: string;
  errorText: string;
  retryText: string;
  children: ReactNode;
}

/** A page's content once loaded; until then the guest's prompt, the loading indicator or the error with a retry. */
export function PageBody({ view, guest, loadingText, errorText, retryText, children }: PageBodyProps) {
  if (view.signedIn === false) return guest;
  if (view.loading) return <LoadingIndicator>{loadingText}</LoadingIndicator>;
  if (view.error)
    return (
      <p role="alert">
        {errorText} <Button onClick={view.retry}>{retryText}</Button>
      </p>
    );
  return children;
}
