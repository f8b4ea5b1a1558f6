import { Suspense } from 'react';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { useMagentoRoute } from '../hooks/use-magento-route';
import { usePageTitle } from '../hooks/use-page-title';
import { ROUTING_MESSAGES } from '../messages';
import type { RootComponentMap } from '../root-components';
import { CategoryShimmer } from './category-shimmer';
import { NotFoundView } from './not-found-view';

const fetching = <LoadingIndicator global>{ROUTING_MESSAGES.fetching}</LoadingIndicator>;

/** Every path without its own route: resolved through route(url) into a CMS page, category or product. */
export function CatchAll({ rootComponents }: { rootComponents: RootComponentMap }) {
  const view = useMagentoRoute();
  usePageTitle(view.state === 'resolved' ? view.name : null);

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
      const Root = rootComponents[view.type].default;
      return (
        <Suspense fallback={fetching}>
          <Root type={view.type} id={view.id} name={view.name} />
        </Suspense>
      );
    }
  }
}
