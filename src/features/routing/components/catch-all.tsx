import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { useMagentoRoute } from '../hooks/use-magento-route';
import { usePageTitle } from '../hooks/use-page-title';
import { ROUTING_MESSAGES } from '../messages';
import type { RootComponentMap } from '../root-components';
import { CategoryShimmer } from './category-shimmer';
import { NotFoundView } from './not-found-view';

/** The global 'Fetching Data...' overlay, while a page's route or code loads. */
export function RouteFetching() {
  return <LoadingIndicator global>{ROUTING_MESSAGES.fetching}</LoadingIndicator>;
}

/** Every path without its own route: resolved through route(url) into a CMS page, category or product. */
export function CatchAll({ rootComponents }: { rootComponents: RootComponentMap }) {
  const view = useMagentoRoute();
  usePageTitle(
    view.state === 'resolved'
      ? view.name
      : view.state === 'not-found'
        ? ROUTING_MESSAGES.notFoundTitle
        : null,
  );

  switch (view.state) {
    case 'redirect':
      return null;
    case 'loading':
      return view.shimmer === 'category' ? <CategoryShimmer /> : <RouteFetching />;
    case 'not-found':
      return <NotFoundView message={ROUTING_MESSAGES.notFound} />;
    case 'error':
      return (
        <p className="site-width" role="alert">
          {view.offline ? ROUTING_MESSAGES.offlinePage : ROUTING_MESSAGES.internalError}
        </p>
      );
    case 'resolved': {
      // Code-split without Suspense (ui/lazy/lazy-component.tsx): the page shows its own loading view until
      // its code is here (root-components.tsx gives each page type one).
      const Root = rootComponents[view.type].default;
      return <Root type={view.type} id={view.id} name={view.name} />;
    }
  }
}
