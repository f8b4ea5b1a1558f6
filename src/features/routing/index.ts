// The routing feature's public surface.
export { CatchAll, RouteFetching } from './components/catch-all';
export { CategoryShimmer } from './components/category-shimmer';
export { NotFoundView } from './components/not-found-view';
export { RequireSignIn, type SignInRedirectState } from './components/require-sign-in';
export { SignInPrompt } from './components/sign-in-prompt';
export { usePageTitle } from './hooks/use-page-title';
export { useRouteChangeEffects } from './hooks/use-route-change-effects';
export { paymentProviders, PROGRAMME_STORES, PROTECTED_PATHS, SIGN_IN_PATH } from './constants';
export { ROUTING_MESSAGES } from './messages';
export type { RootComponentMap, RootComponentProps } from './root-components';
export { inlinedRouteType } from './inlined-route';
export {
  nextRootComponentSet,
  routingReducer,
  selectIsPageLoading,
  type RoutingState,
} from './routing-slice';
