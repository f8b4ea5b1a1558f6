// The marketing-automation tracker adapter (SPEC 7.3: events go to a data layer and a marketing-automation
// tracker). Flows push to window.dataLayer only (track.ts); once the tool has loaded, this forwards every
// event to its track(name, data): first those pushed before it arrived, then each new one.
import type { DataLayerEvent } from './track';

export interface MarketingTool {
  track(name: string, data: Record<string, unknown>): void;
}

/** Tag Manager's own bookkeeping entries, not shop events. */
const isShopEvent = (entry: unknown): entry is DataLayerEvent =>
  typeof (entry as DataLayerEvent | null)?.event === 'string' &&
  !(entry as DataLayerEvent).event.startsWith('gtm.');

function send(tool: MarketingTool, entry: DataLayerEvent): void {
  const { event, ...data } = entry;
  try {
    tool.track(event, data);
  } catch {
    // A third-party tool's failure must not disturb the page.
  }
}

/** Starts forwarding the data layer to the tool at window[globalName]; false when that tool is not there. */
export function forwardToTracker(win: Window, globalName: string): boolean {
  const tool = (win as unknown as Record<string, unknown>)[globalName] as MarketingTool | undefined;
  if (typeof tool?.track !== 'function') return false;
  const layer = (win.dataLayer ??= []);
  layer.filter(isShopEvent).forEach((entry) => send(tool, entry));
  const push = layer.push.bind(layer);
  layer.push = (...entries: DataLayerEvent[]) => {
    entries.filter(isShopEvent).forEach((entry) => send(tool, entry));
    return push(...entries);
  };
  return true;
}
