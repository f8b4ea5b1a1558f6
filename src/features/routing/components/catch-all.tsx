import { startTransition, useEffect, useState } from 'react';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { useMagentoRoute } from '../hooks/use-magento-route';
import { usePageTitle } from '../hooks/use-page-title';
import { ROUTING_MESSAGES } from '../messages';
import type { RootComponent, RootComponentMap } from '../root-components';
import { CategoryShimmer } from './category-shimmer';
import { NotFoundView } from './not-found-view';

const fetching = <LoadingIndicator global>{ROUTING_MESSAGES.fetching}</LoadingIndicator>;

/** Whether the page type's code is here; starts the download (re-rendering when it lands). */
function useRootCode(root: RootComponent | null): boolean {
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!root || root.loaded) return undefined;
    let live = true;
    root.preload().then(
      // A transition: the page's first render is time-sliced instead of one long task.
      () => live && startTransition(() => setLoaded((n) => n + 1)),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => void (live = false);
  }, [root]);
  // Code that cannot load is the page's error, for the page's error boundary.
  if (failure) throw failure.error;
  return Boolean(root?.loaded);
}

/** Every path without its own route: resolved through route(url) into a CMS page, category or product. */
export function CatchAll({ rootComponents }: { rootComponents: RootComponentMap }) {
  const view = useMagentoRoute();
  usePageTitle(view.state === 'resolved' ? view.name : null);
  const codeReady = useRootCode(view.state === 'resolved' ? rootComponents[view.type].default : null);

  switch (view.state) {
    case 'blank':
    case 'redirect':
      return null;
    case 'loading':
      return view.shimmer === 'category' ? <CategoryShimmer /> : fetching;
    case 'not-found':
      return <NotFoundView message={ROUTING_MESSAGES.notFound} />;
    case 'error':
      return (
        <p className="site-width" role="alert">
          {ROUTING_MESSAGES.internalError}
        </p>
      );
    case 'resolved': {
      // Until the page's code is here the loading view stays (no Suspense: see ui/lazy/lazy-component.tsx).
      if (!codeReady) return view.type === 'CATEGORY' ? <CategoryShimmer /> : fetching;
      const Root = rootComponents[view.type].default;
      return <Root type={view.type} id={view.id} name={view.name} />;
    }
  }
}
