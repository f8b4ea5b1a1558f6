// The analytics data layer (SPEC 7.3): events are pushed to window.dataLayer, where the tag manager, once it
// has loaded (on first interaction or after 3 s), picks them up with everything pushed before it arrived.

export type AnalyticsPayload = Record<string, unknown>;

export interface DataLayerEvent extends AnalyticsPayload {
  event: string;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Records an analytics event; never throws, so tracking can't break what the shopper is doing. */
export function track(event: string, payload: AnalyticsPayload = {}): void {
  if (typeof window === 'undefined') return;
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ ...payload, event });
  } catch {
    // A broken or frozen dataLayer from a third-party script must not disturb the page.
  }
}
