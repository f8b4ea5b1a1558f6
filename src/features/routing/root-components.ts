import type { LazyComponent } from '../../ui/lazy/lazy-component';
import type { RouteType } from './api/routing.graphql';

/** What a root page type (CMS page, category, product) is given once its URL resolved. */
export interface RootComponentProps {
  type: RouteType;
  /** The CMS page identifier, or the product / category uid. */
  id: string;
  /** The page's name from the route result (used for the heading and document title). */
  name: string;
}

/** Code-split, so a page type's code loads only when a URL resolves to it (or the server says it will). */
export type RootComponent = LazyComponent<RootComponentProps>;

/**
 * Root components per page type, each with a `default` variant and room for more (e.g. a brand's category
 * layout). The app wires them in, so this feature never imports the pages' features.
 */
export type RootComponentMap = Record<RouteType, { default: RootComponent } & Record<string, RootComponent>>;
