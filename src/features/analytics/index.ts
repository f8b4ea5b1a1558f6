// Analytics: a minimal data-layer tracker; the full feature (tag loading, marketing tracker) comes later.
export { track, type AnalyticsPayload, type DataLayerEvent } from './track';
export { ANALYTICS_EVENTS } from './events';
