// Analytics: the data layer flows push to (track, GA4's ecommerce shape), SPEC 7.3's event names, and the tag
// loading the deferred shell starts (tags, the engagement tool and its tracker adapter).
export { track, type AnalyticsPayload, type DataLayerEvent } from './track';
export { ANALYTICS_EVENTS } from './events';
export { SPEC_EVENTS, type SpecEventName } from './spec-events';
export {
  ga4Item,
  eventItemPrice,
  trackEcommerce,
  ANALYTICS_CURRENCY,
  type EventProduct,
  type Ga4Item,
} from './ga4';
export { useAnalyticsTags } from './use-analytics-tags';
export { listenForBannerClicks } from './banner-clicks';
